import {
  CONTEST_TYPE,
  type DeliveryKind,
  type Page,
  type PageQuery,
  type VolunteerBalloonRow,
  type VolunteerContest,
  type VolunteerPrintRow,
} from '@judge/contract';
import { AppError, invalidField, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { balloonPage } from '../contest-balloons/contest-balloons.service.ts';
import { printDownload, printPage } from '../contest-prints/contest-prints.service.ts';
import type { ContestVolunteerDeps } from './contest-volunteers.deps.ts';

/**
 * The volunteers' side: the balloon and print queues of the contests they are given, and nothing else of them.
 * Every call asks the volunteers' table, so a duty taken away ends at the next call. A contest's admins may work
 * the queues too.
 */

/** The contest, when the caller volunteers for it or administers it; 403 for anyone else. */
export async function dutyContest(deps: ContestVolunteerDeps, actor: Actor, cid: number) {
  const contest = await deps.contests.findById(cid);
  if (!contest) throw new AppError('NOT_FOUND', say('The contest does not exist'));
  if (await deps.repo.isVolunteer(cid, actor.uid)) return contest;
  const admin = await deps.gate.forContestAdmin(actor, cid).then(
    () => true,
    () => false,
  );
  if (!admin) throw new AppError('FORBIDDEN', say('Only the contest volunteers and admins may do this'));
  return contest;
}

/** GET /api/volunteer/contests: what the navigation's Deliveries entry lists (empty: no entry). */
export async function volunteerContests(
  deps: ContestVolunteerDeps,
  actor: Actor,
): Promise<VolunteerContest[]> {
  const rows = await deps.repo.contestsOf(actor.uid);
  return rows.map((row) => ({
    ...row,
    openPrint: row.openPrint === 1,
    teamContest: row.teamContest === 1,
  }));
}

/** GET /api/volunteer/balloons: the AC helper's page with each balloon's claim. */
export async function volunteerBalloons(
  deps: ContestVolunteerDeps,
  actor: Actor,
  query: PageQuery & { cid: number },
): Promise<Page<VolunteerBalloonRow>> {
  const contest = await dutyContest(deps, actor, query.cid);
  if (contest.type !== CONTEST_TYPE.ACM) throw invalidField('cid', 'Balloons are for ACM contests only');
  const page = await balloonPage(deps.balloons, contest.uid, query);
  return withClaims(deps, query.cid, 'balloon', page);
}

/**
 * GET /api/file/volunteer-print-text: a print's text, for the volunteer who prints and delivers it (a print of one
 * of the contests the caller volunteers for or administers; 404 for a print of another contest).
 */
export async function volunteerPrintFile(
  deps: ContestVolunteerDeps,
  actor: Actor,
  query: { cid: number; id: number },
) {
  await dutyContest(deps, actor, query.cid);
  const print = await deps.prints.repo.withContent(query.id);
  if (!print || print.cid !== query.cid) throw new AppError('NOT_FOUND', 'The print does not exist');
  return printDownload(print);
}

/** GET /api/volunteer/prints: the print queue with each print's claim (its text by download). */
export async function volunteerPrints(
  deps: ContestVolunteerDeps,
  actor: Actor,
  query: PageQuery & { cid: number },
): Promise<Page<VolunteerPrintRow>> {
  await dutyContest(deps, actor, query.cid);
  return withClaims(deps, query.cid, 'print', await printPage(deps.prints, query));
}

async function withClaims<Row extends { id: number }>(
  deps: ContestVolunteerDeps,
  cid: number,
  kind: DeliveryKind,
  page: Page<Row>,
): Promise<Page<Row & { claim: VolunteerBalloonRow['claim'] }>> {
  const claims = await deps.repo.claimsOf(
    cid,
    kind,
    page.records.map((row) => row.id),
  );
  return { ...page, records: page.records.map((row) => ({ ...row, claim: claims.get(row.id) ?? null })) };
}
