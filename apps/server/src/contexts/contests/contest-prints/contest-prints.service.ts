import { CONTEST_STATUS, makePage, PRINT_INTERVAL_SECONDS, type PageQuery } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, say } from '../../../errors.ts';
import { secondsSince } from '../../../lib/time.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { ContestGate } from '../contest-problems/contest-gate.ts';
import { createContestPrintsRepo, type ContestPrintsRepo } from './contest-prints.repo.ts';
import { createTeamMembership, type TeamMembership } from '../contest-teams/team-membership.ts';

/**
 * Printing in a contest (spec 2 §2.7; docs/api.md "Contest printing"), one function per call: contestants
 * send text while the contest runs with printing on; its contest admins (the author and root) work the queue.
 */
export interface ContestPrintDeps {
  repo: ContestPrintsRepo;
  gate: ContestGate;
  teams: Pick<TeamMembership, 'labelsOfUsers'>;
}

export const contestPrintDeps = (db: Db, shared: Pick<ContestPrintDeps, 'gate'>): ContestPrintDeps => ({
  ...shared,
  repo: createContestPrintsRepo(db),
  teams: createTeamMembership(db),
});

/**
 * The reference's lock, kept in the database so every server process agrees: one print per user every
 * PRINT_INTERVAL_SECONDS, so a held-down button does not feed the printer. Two prints sent in the same
 * instant can both pass; it guards paper, not money.
 */
async function checkInterval(deps: ContestPrintDeps, uid: number) {
  const last = await deps.repo.lastPrintTime(uid);
  if (last === null) return;
  const wait = Math.ceil(PRINT_INTERVAL_SECONDS - secondsSince(last));
  if (wait > 0)
    throw new AppError(
      'COOLDOWN',
      say('Printing is limited: send again in {{seconds}} {{seconds|second|seconds}}', { seconds: wait }),
      { seconds: wait },
    );
}

/**
 * POST /api/submit-print-text: printing on, access, the contest running, and in a protected contest the
 * registration its password gives (as for submitting); answers the print's id.
 */
export async function submitPrint(
  deps: ContestPrintDeps,
  actor: Actor,
  body: { cid: number; content: string },
) {
  const { info, needsPassword } = await deps.gate.forParticipant(actor, body.cid);
  if (!info.openPrint) throw new AppError('FORBIDDEN', say('Printing is not open in this contest'));
  if (info.status === CONTEST_STATUS.SCHEDULED)
    throw new AppError('FORBIDDEN', say('The contest has not started yet'));
  if (info.status === CONTEST_STATUS.ENDED) throw new AppError('FORBIDDEN', say('Contest has ended'));
  // A protected contest lets anyone look on; printing is for its participants, who registered with the password.
  if (needsPassword) throw new AppError('CONTEST_PASSWORD_REQUIRED');
  await checkInterval(deps, actor.uid);
  return { id: await deps.repo.insert(body.cid, actor.uid, body.content) };
}

/**
 * GET /api/get-contest-print: the queue for the contest admins. Also with printing switched off since, so
 * what was sent before still gets printed.
 */
export async function listPrints(
  deps: ContestPrintDeps,
  actor: Actor,
  query: PageQuery & { cid: number; room?: string },
) {
  await deps.gate.forContestAdmin(actor, query.cid);
  return printPage(deps, query, query.room ? [query.room] : null);
}

/**
 * One page of a contest's print queue, whoever asked (each caller checks its own access first); `rooms`, those
 * of the teams in these rooms only (null: every print).
 */
export async function printPage(
  deps: ContestPrintDeps,
  query: PageQuery & { cid: number },
  rooms: readonly string[] | null = null,
) {
  const { records, total } = await deps.repo.page(
    query.cid,
    (query.currentPage - 1) * query.limit,
    query.limit,
    rooms,
  );
  // A team contest's print goes to the team's seat (docs/contest-teams.md).
  const teams = await deps.teams.labelsOfUsers(query.cid);
  return makePage(
    records.map((record) => ({ ...record, team: teams?.get(record.uid) ?? null })),
    total,
    query,
  );
}

/** PUT /api/check-contest-print-status: marks one print of that contest printed (again is a no-op success). */
export async function markPrinted(deps: ContestPrintDeps, actor: Actor, query: { id: number; cid: number }) {
  await deps.gate.forContestAdmin(actor, query.cid);
  if ((await deps.repo.markPrinted(query.id, query.cid)) === 0)
    throw new AppError('NOT_FOUND', 'The print does not exist');
}

/** GET /api/file/download-contest-print-text: the text as a file, for the contest's admins. */
export async function printFile(deps: ContestPrintDeps, actor: Actor, id: number) {
  const print = await deps.repo.withContent(id);
  if (!print) throw new AppError('NOT_FOUND', 'The print does not exist');
  await deps.gate.forContestAdmin(actor, print.cid);
  return printDownload(print);
}

/** A print as the file the printer gets: the reference's name says whose print it is, at a glance in the queue. */
export function printDownload(print: { username: string; content: string }) {
  return { fileName: `${print.username}_Contest_Print.txt`, content: print.content };
}
