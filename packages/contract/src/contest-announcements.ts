import { z } from 'zod';
import { announcementBody, type Announcement } from './announcements.ts';
import { pageQuery } from './envelope.ts';
import { idField } from './fields.ts';

/**
 * A contest's announcements (spec 2 §3 "Contest announcement", §7; spec 1-core §2.12 and §7.7; spec 3 admin
 * route contest/{contestId}/announcement). The back office writes them (root, admin, problem admin, as the
 * other contest calls); contestants read the visible ones in the contest's Announcements tab and are told of
 * new ones by the shell, which asks every 60 s for those it has not shown yet. The reference system's paths
 * and shapes: the writes send `{ announcement, cid }`, the delete `aid`. docs/api.md "Contest announcements".
 */

/** Spec 2 §9 "Announcement check: every 60 s". */
export const CONTEST_ANNOUNCEMENT_POLL_SECONDS = 60;
/** The back office's page size (spec 3 "admin announcements 10"). */
export const ADMIN_CONTEST_ANNOUNCEMENT_PAGE_SIZE = 10;
/**
 * The contest tab shows its announcements without a pager (spec 1-core §2.12 "pagination outside
 * contests"), so it asks for this many at once: more than a contest ever posts.
 */
export const CONTEST_ANNOUNCEMENT_TAB_LIMIT = 100;
/** How many read ids one not-read call may carry (the ids the browser has already shown). */
export const READ_ANNOUNCEMENT_LIST_MAX = 1000;

/** GET /api/admin/contest/announcement (cid, currentPage, limit): all of the contest's, newest first. */
export const adminContestAnnouncementQuery = pageQuery.extend({
  cid: idField('cid'),
  limit: pageQuery.shape.limit.default(ADMIN_CONTEST_ANNOUNCEMENT_PAGE_SIZE),
});
export type AdminContestAnnouncementQuery = z.input<typeof adminContestAnnouncementQuery>;

/** POST /api/admin/contest/announcement: `{ announcement: { title, content, status? }, cid }`. */
export const contestAnnouncementCreateBody = z.object({
  cid: idField('cid'),
  announcement: announcementBody,
});
export type ContestAnnouncementCreateBody = z.input<typeof contestAnnouncementCreateBody>;

/** PUT /api/admin/contest/announcement: `{ announcement: { id, title, content, status }, cid }`. */
export const contestAnnouncementUpdateBody = z.object({
  cid: idField('cid'),
  announcement: announcementBody.extend({ id: idField('id') }),
});
export type ContestAnnouncementUpdateBody = z.input<typeof contestAnnouncementUpdateBody>;

/** DELETE /api/admin/contest/announcement?aid= (the reference's parameter name). */
export const contestAnnouncementDeleteQuery = z.object({ aid: idField('aid') });

/** GET /api/get-contest-announcement (cid, currentPage, limit): the visible ones, newest first. */
export const contestAnnouncementQuery = pageQuery.extend({
  cid: idField('cid'),
  limit: pageQuery.shape.limit.default(ADMIN_CONTEST_ANNOUNCEMENT_PAGE_SIZE),
});
export type ContestAnnouncementQuery = z.input<typeof contestAnnouncementQuery>;

/** POST /api/get-contest-not-read-announcement: the visible ones whose ids are not in the list. */
export const notReadAnnouncementBody = z.object({
  cid: idField('cid'),
  readAnnouncementList: z
    .array(idField('readAnnouncementList'), { error: 'readAnnouncementList must be a list of ids' })
    .max(
      READ_ANNOUNCEMENT_LIST_MAX,
      `readAnnouncementList may hold at most ${READ_ANNOUNCEMENT_LIST_MAX} ids`,
    )
    .nullish()
    .transform((list) => list ?? []),
});
export type NotReadAnnouncementBody = z.input<typeof notReadAnnouncementBody>;

/** A contest announcement: the general announcement's fields and its contest. */
export interface ContestAnnouncement extends Announcement {
  cid: number;
}
