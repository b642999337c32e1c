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
import { roomsFromColumn } from './contest-volunteers.repo.ts';
import { servesRoom } from './rooms.ts';

/**
 * The volunteers' side: the balloon and print queues of the contests they are given, and nothing else of them.
 * Every call asks the volunteers' table, so a duty taken away ends at the next call. A contest's admins may work
 * the queues too.
 */

/**
 * The contest, when the caller volunteers for it or administers it (403 for anyone else), and the rooms the
 * caller serves there: a volunteer's duty's rooms, or null for every room (a duty without rooms, the admins).
 */
export async function dutyContest(deps: ContestVolunteerDeps, actor: Actor, cid: number) {
  const contest = await deps.contests.findById(cid);
  if (!contest) throw new AppError('NOT_FOUND', say('The contest does not exist'));
  const rooms = await deps.repo.dutyRooms(cid, actor.uid);
  if (rooms) return { contest, rooms: rooms.length > 0 ? rooms : null };
  const admin = await deps.gate.forContestAdmin(actor, cid).then(
    () => true,
    () => false,
  );
  if (!admin) throw new AppError('FORBIDDEN', say('Only the contest volunteers and admins may do this'));
  return { contest, rooms: null };
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
    rooms: roomsFromColumn(row.rooms),
  }));
}

/** GET /api/volunteer/balloons: the AC helper's page (of the caller's rooms) with each balloon's claim. */
export async function volunteerBalloons(
  deps: ContestVolunteerDeps,
  actor: Actor,
  query: PageQuery & { cid: number },
): Promise<Page<VolunteerBalloonRow>> {
  const { contest, rooms } = await dutyContest(deps, actor, query.cid);
  if (contest.type !== CONTEST_TYPE.ACM) throw invalidField('cid', 'Balloons are for ACM contests only');
  const page = await balloonPage(deps.balloons, contest.uid, query, rooms);
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
  const { rooms } = await dutyContest(deps, actor, query.cid);
  const print = await deps.prints.repo.withContent(query.id);
  if (!print || print.cid !== query.cid) throw new AppError('NOT_FOUND', 'The print does not exist');
  if (rooms && !servesRoom(rooms, await deps.repo.roomOf(query.cid, print.uid)))
    throw new AppError('FORBIDDEN', say('This delivery is in a room you do not serve'));
  return printDownload(print);
}

/** GET /api/volunteer/prints: the print queue (of the caller's rooms) with each print's claim. */
export async function volunteerPrints(
  deps: ContestVolunteerDeps,
  actor: Actor,
  query: PageQuery & { cid: number },
): Promise<Page<VolunteerPrintRow>> {
  const { rooms } = await dutyContest(deps, actor, query.cid);
  return withClaims(deps, query.cid, 'print', await printPage(deps.prints, query, rooms));
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
