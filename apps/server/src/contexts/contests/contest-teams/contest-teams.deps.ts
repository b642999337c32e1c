import type { ContestTeam, ContestTeamWithCode, TeamSettings } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { ContestGate } from '../contest-problems/contest-gate.ts';
import { createContestTeamsRepo, type ContestTeamsRepo, type TeamRow } from './contest-teams.repo.ts';

/** Making accounts is the accounts context's (its user import): the composition root hands it in. */
export interface TeamAccountMaker {
  /** Makes the accounts in one transaction, or refuses them all (a taken name, a bad one). */
  createAccounts(accounts: { username: string; password: string; school: string }[]): Promise<void>;
  /** Which of these usernames exist already (lower-cased). */
  takenUsernames(usernames: string[]): Promise<Set<string>>;
}

/** What the teams' operations share (docs/contest-teams.md). */
export interface ContestTeamsDeps {
  repo: ContestTeamsRepo;
  gate: ContestGate;
  accounts: TeamAccountMaker;
}

export const contestTeamsDeps = (
  db: Db,
  shared: Pick<ContestTeamsDeps, 'gate' | 'accounts'>,
): ContestTeamsDeps => ({ ...shared, repo: createContestTeamsRepo(db) });

export async function requireSettings(deps: ContestTeamsDeps, cid: number): Promise<TeamSettings> {
  const settings = await deps.repo.settings(cid);
  if (!settings) throw new AppError('NOT_FOUND', 'The contest does not exist');
  return settings;
}

/** The contest's admins only; the contest's team settings with it. */
export async function forTeamAdmin(deps: ContestTeamsDeps, actor: Actor, cid: number) {
  const view = await deps.gate.forContestAdmin(actor, cid);
  return { view, settings: await requireSettings(deps, cid) };
}

export async function requireTeamContest(deps: ContestTeamsDeps, cid: number) {
  const settings = await requireSettings(deps, cid);
  if (!settings.teamContest) throw new AppError('BAD_REQUEST', say('This contest is not played by teams'));
  return settings;
}

/** Teams as shown: with their school and members. */
export async function presentTeams(repo: ContestTeamsRepo, teams: TeamRow[]): Promise<ContestTeamWithCode[]> {
  const members = await repo.members(teams.map((team) => team.id));
  return teams.map((team) => ({
    id: team.id,
    cid: team.cid,
    name: team.name,
    affiliation:
      team.affiliationId === null
        ? null
        : {
            id: team.affiliationId,
            name: team.school ?? '',
            shortName: team.schoolShort ?? '',
            logo: team.logo,
          },
    seat: team.seat,
    room: team.room,
    members: members.get(team.id) ?? [],
    inviteCode: team.inviteCode,
  }));
}

/** A team without its invite code (what others than its members and the admins may read). */
export const withoutCode = ({ inviteCode: _code, ...team }: ContestTeamWithCode): ContestTeam => team;
