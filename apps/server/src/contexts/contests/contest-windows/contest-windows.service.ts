import type { ContestWindowRow } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { ContestGate } from '../contest-problems/contest-gate.ts';
import type { TeamMembership } from '../contest-teams/team-membership.ts';
import {
  createContestVolunteersRepo,
  type ContestVolunteersRepo,
} from '../contest-volunteers/contest-volunteers.repo.ts';
import type { ContestWindowsRepo } from './contest-windows.repo.ts';

/**
 * The contest admins' side of per-contestant time windows (docs/contest-rules.md "Own time windows"): one
 * function per call. The window is the contestant's, or in a team contest its team's (the board's row).
 */
export interface ContestWindowDeps {
  repo: ContestWindowsRepo;
  gate: Pick<ContestGate, 'forContestAdmin'>;
  teams: Pick<TeamMembership, 'teamOf'>;
  accounts: Pick<ContestVolunteersRepo, 'uidOfUsername'>;
}

export const contestWindowDeps = (
  db: Db,
  shared: Omit<ContestWindowDeps, 'accounts'>,
): ContestWindowDeps => ({ ...shared, accounts: createContestVolunteersRepo(db) });

/** GET /api/admin/contest/windows?cid= */
export async function listWindows(
  deps: ContestWindowDeps,
  actor: Actor,
  cid: number,
): Promise<ContestWindowRow[]> {
  await deps.gate.forContestAdmin(actor, cid);
  const rows = await deps.repo.list(cid);
  return rows.map((row) => ({
    rowKey: row.rowKey,
    name: (row.rowKey < 0 ? row.teamName : row.username) ?? String(row.rowKey),
    startTime: row.startTime,
    endTime: row.endTime,
  }));
}

/** PUT /api/admin/contest/window: sets (or moves) the window of the username's row. */
export async function setWindow(
  deps: ContestWindowDeps,
  actor: Actor,
  body: { cid: number; username: string; startTime: string; endTime: string },
) {
  const { info } = await deps.gate.forContestAdmin(actor, body.cid);
  // A window opens no earlier than the contest: its problems are closed before the start.
  if (Date.parse(body.startTime) < Date.parse(info.startTime))
    throw invalidField('startTime', say('The window must not start before the contest'));
  const uid = await deps.accounts.uidOfUsername(body.username);
  if (uid === undefined) throw invalidField('username', say('The username does not exist'));
  let rowKey = uid;
  if (info.teamContest) {
    const team = await deps.teams.teamOf(body.cid, uid);
    if (!team) throw invalidField('username', say('The account plays in no team of this contest'));
    rowKey = -team.id;
  }
  await deps.repo.save(body.cid, rowKey, { startTime: body.startTime, endTime: body.endTime });
}

/** DELETE /api/admin/contest/window?cid=&rowKey=: back to the contest's times. */
export async function removeWindow(
  deps: ContestWindowDeps,
  actor: Actor,
  query: { cid: number; rowKey: number },
) {
  await deps.gate.forContestAdmin(actor, query.cid);
  if ((await deps.repo.remove(query.cid, query.rowKey)) === 0)
    throw new AppError('NOT_FOUND', 'No window of this contest has that key');
}
