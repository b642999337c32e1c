import type { ContestInfoTeam, ScoreboardUser, TeamLabel } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { createContestTeamsRepo, labelOf } from './contest-teams.repo.ts';

/**
 * Who plays for which team, as the rest of the contest reads it: a contestant's team (the contest's info, and
 * through it the gate: registration, submitting, the team's submissions), and every team of a board.
 */
export function createTeamMembership(db: Db) {
  const repo = createContestTeamsRepo(db);
  /** A team contest's teams as its board reads them: each member's team, each team's label; null: no team contest. */
  async function boardTeams(cid: number): Promise<BoardTeams | null> {
    if (!(await repo.settings(cid))?.teamContest) return null;
    const [memberships, teams] = await Promise.all([repo.memberships(cid), repo.teams(cid)]);
    return { teamOfUser: memberships, labels: new Map(teams.map((team) => [team.id, labelOf(team)])) };
  }
  return {
    boardTeams,
    /** The caller's team in a team contest, with its members' uids; null outside one or in none. */
    async teamOf(cid: number, uid: number): Promise<ContestInfoTeam | null> {
      const team = await repo.teamOf(cid, uid);
      if (!team) return null;
      const members = (await repo.members([team.id])).get(team.id) ?? [];
      return { ...labelOf(team), memberUids: members.map((member) => member.uid) };
    },

    /** Whether the account plays in one of the contest's teams. */
    isMember: async (cid: number, uid: number) => (await repo.teamOf(cid, uid)) !== undefined,

    /** How many accounts play in the contest's teams. */
    membersCount: async (cid: number) => (await repo.memberships(cid)).size,

    /** A team contest's members' teams (uid -> the team's label); null: no team contest. */
    async labelsOfUsers(cid: number): Promise<Map<number, TeamLabel> | null> {
      const teams = await boardTeams(cid);
      if (!teams) return null;
      return new Map([...teams.teamOfUser].map(([uid, teamId]) => [uid, teams.labels.get(teamId)!]));
    },
  };
}
export type TeamMembership = ReturnType<typeof createTeamMembership>;

export interface BoardTeams {
  teamOfUser: Map<number, number>;
  labels: Map<number, TeamLabel>;
}

/**
 * A team's row key on a board: rows are keyed by number, and a team's must never meet an account's uid, so
 * teams take the negative numbers.
 */
export const teamRowKey = (teamId: number) => -teamId;

/** The board row a submission changes: its team's when it was made for one, else its submitter's. */
export const boardRowKeyOf = (submission: { uid: number; teamId: number | null }) =>
  submission.teamId === null ? submission.uid : teamRowKey(submission.teamId);

/** What a team's row shows in the columns an account's row fills (its name where the username goes). */
export const teamRowUser = (team: TeamLabel): ScoreboardUser => ({
  uid: teamRowKey(team.id),
  username: team.name,
  nickname: team.name,
  realname: null,
  school: team.school,
  gender: null,
  avatar: team.logo,
  team,
});

/**
 * A team contest's board by team (docs/contest-teams.md): a submission counts for the team it was made for (the
 * team it recorded, whoever its member was), so the rule objects see one row per team, keyed teamRowKey.
 */
export function teamBoardKeys(teams: BoardTeams) {
  return {
    rowKeyOf: (fact: { teamId: number | null }) =>
      fact.teamId !== null && teams.labels.has(fact.teamId) ? teamRowKey(fact.teamId) : null,
    rowOfUser: new Map([...teams.teamOfUser].map(([uid, teamId]) => [uid, teamRowKey(teamId)])),
    users: new Map([...teams.labels.values()].map((team) => [teamRowKey(team.id), teamRowUser(team)])),
  };
}
