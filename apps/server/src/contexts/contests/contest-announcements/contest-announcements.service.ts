import {
  makePage,
  type AnnouncementStatus,
  type ContestAnnouncement,
  type Page,
  type PageQuery,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { ContestGate } from '../contest-problems/contest-gate.ts';
import type { ContestsService } from '../contests/contests.service.ts';
import {
  createContestAnnouncementsRepo,
  type ContestAnnouncementsRepo,
  type ContestAnnouncementValues,
} from './contest-announcements.repo.ts';

/**
 * A contest's announcements (docs/api.md "Contest announcements"), one function per call. The back office
 * writes them for any contest (root, admin, problem admin, as the other contest calls; the route checks the
 * role); the contest side asks the contest gate who may read.
 */
export interface ContestAnnouncementDeps {
  repo: ContestAnnouncementsRepo;
  gate: ContestGate;
  contests: ContestsService;
  /** Who hears of an announcement written (the live updates fill this port). */
  notices?: { contestAnnounced(announcement: ContestAnnouncement): void };
}

export const contestAnnouncementDeps = (
  db: Db,
  shared: Pick<ContestAnnouncementDeps, 'gate' | 'contests' | 'notices'>,
): ContestAnnouncementDeps => ({
  ...shared,
  repo: createContestAnnouncementsRepo(db),
});

type AnnouncementInput = { title: string; content: string; status: AnnouncementStatus };
const values = (input: AnnouncementInput): ContestAnnouncementValues => ({
  title: input.title,
  content: input.content,
  status: input.status,
});
const missing = () => new AppError('NOT_FOUND', 'The announcement does not exist');

async function page(
  deps: ContestAnnouncementDeps,
  cid: number,
  visibleOnly: boolean,
  query: PageQuery,
): Promise<Page<ContestAnnouncement>> {
  const { records, total } = await deps.repo.page(
    cid,
    visibleOnly,
    (query.currentPage - 1) * query.limit,
    query.limit,
  );
  return makePage(records, total, query);
}

/** GET /api/admin/contest/announcement: every announcement of the contest, hidden ones too. */
export async function listForAdmin(deps: ContestAnnouncementDeps, query: PageQuery & { cid: number }) {
  await deps.contests.adminGet(query.cid);
  return page(deps, query.cid, false, query);
}

/** POST /api/admin/contest/announcement: the caller is the author. */
export async function createAnnouncement(
  deps: ContestAnnouncementDeps,
  actor: Actor,
  body: { cid: number; announcement: AnnouncementInput },
) {
  await deps.contests.adminGet(body.cid);
  const id = await deps.repo.insert(body.cid, actor.uid, values(body.announcement));
  await announce(deps, body.cid, id);
  return { id };
}

/** PUT /api/admin/contest/announcement: an announcement of that contest (404 otherwise); the author stays. */
export async function updateAnnouncement(
  deps: ContestAnnouncementDeps,
  body: { cid: number; announcement: AnnouncementInput & { id: number } },
) {
  await deps.contests.adminGet(body.cid);
  if ((await deps.repo.update(body.announcement.id, body.cid, values(body.announcement))) === 0)
    throw missing();
  // An announcement shown (its status changed) or corrected is news too.
  await announce(deps, body.cid, body.announcement.id);
}

/** The participants hear of a visible announcement as the contest's calls show it (a hidden one is no news). */
async function announce(deps: ContestAnnouncementDeps, cid: number, id: number) {
  if (!deps.notices) return;
  const announcement = await deps.repo.visible(cid, id);
  if (announcement) deps.notices.contestAnnounced(announcement);
}

/** DELETE /api/admin/contest/announcement?aid= (with `cid`, the group's call: an announcement of that contest). */
export async function deleteAnnouncement(deps: ContestAnnouncementDeps, aid: number, cid?: number) {
  if ((await deps.repo.remove(aid, cid)) === 0) throw missing();
}

/** GET /api/get-contest-announcement: the visible ones, for those the contest lets in (any status). */
export async function listForContest(
  deps: ContestAnnouncementDeps,
  actor: Actor,
  query: PageQuery & { cid: number },
) {
  await deps.gate.forParticipant(actor, query.cid);
  return page(deps, query.cid, true, query);
}

/**
 * POST /api/get-contest-not-read-announcement: the visible ones the caller's browser has not shown yet (it
 * sends the ids it has), newest first; the shell asks every 60 s and notifies one by one.
 */
export async function listNotRead(
  deps: ContestAnnouncementDeps,
  actor: Actor,
  body: { cid: number; readAnnouncementList: number[] },
): Promise<ContestAnnouncement[]> {
  await deps.gate.forParticipant(actor, body.cid);
  return deps.repo.notRead(body.cid, body.readAnnouncementList);
}
