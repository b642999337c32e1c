import type { TeamAffiliation, TeamMember } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { createContestTeamsRepo } from './contest-teams.repo.ts';

/** A team of a team contest with its school's id and its members, in the order they joined. */
export interface RosterTeam {
  id: number;
  name: string;
  affiliationId: number | null;
  /** Where it sits ('' when not given): the Contest API's label when every team has its own. */
  seat: string;
  members: TeamMember[];
}

/** A team contest's teams and schools, as the Contest API lists them (docs/clics.md). */
export interface TeamRoster {
  teams: RosterTeam[];
  schools: TeamAffiliation[];
}

/**
 * Who plays for which team, read whole for the Contest API: every team with its members and its school, and
 * the contest's schools; null when the contest is not a team contest (its accounts are its teams).
 */
export function createTeamRoster(db: Db) {
  const repo = createContestTeamsRepo(db);
  return async function teamRoster(cid: number): Promise<TeamRoster | null> {
    if (!(await repo.settings(cid))?.teamContest) return null;
    const [teams, schools] = await Promise.all([repo.teams(cid), repo.affiliations(cid)]);
    const members = await repo.members(teams.map((team) => team.id));
    return {
      teams: teams.map((team) => ({
        id: team.id,
        name: team.name,
        affiliationId: team.affiliationId,
        seat: team.seat,
        members: members.get(team.id) ?? [],
      })),
      schools,
    };
  };
}
