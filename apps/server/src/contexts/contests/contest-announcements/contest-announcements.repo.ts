import { ANNOUNCEMENT_STATUS, type AnnouncementStatus, type ContestAnnouncement } from '@judge/contract';
import { changeStampOf } from '../../../db/change-watch.ts';
import type { Db } from '../../../db/database.ts';
import { keptReads } from '../../../db/kept-reads.ts';
import { nowIso } from '../../../lib/time.ts';

export interface ContestAnnouncementValues {
  title: string;
  content: string;
  status: AnnouncementStatus;
}

/** Every query of a contest's announcements. */
export function createContestAnnouncementsRepo(db: Db) {
  const ofContest = (cid: number, visibleOnly: boolean) => {
    let query = db.selectFrom('contestAnnouncements as a').where('a.cid', '=', cid);
    if (visibleOnly) query = query.where('a.status', '=', ANNOUNCEMENT_STATUS.VISIBLE);
    return query;
  };
  /** With the author's current username (null once the account is gone), newest first. */
  const withAuthor = (cid: number, visibleOnly: boolean) =>
    ofContest(cid, visibleOnly)
      .leftJoin('users', 'users.uid', 'a.uid')
      .select([
        'a.id',
        'a.cid',
        'a.title',
        'a.content',
        'a.status',
        'a.uid',
        'users.username',
        'a.gmtCreate',
        'a.gmtModified',
      ])
      .orderBy('a.gmtCreate', 'desc')
      .orderBy('a.id', 'desc');
  const present = (row: Omit<ContestAnnouncement, 'status'> & { status: number }): ContestAnnouncement => ({
    ...row,
    status: row.status as AnnouncementStatus,
  });

  const readPage = async (cid: number, visibleOnly: boolean, offset: number, limit: number) => {
    const [rows, count] = await Promise.all([
      withAuthor(cid, visibleOnly).offset(offset).limit(limit).execute(),
      ofContest(cid, visibleOnly)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { records: rows.map(present), total: Number(count.count) };
  };
  // What contestants read (every one opens the announcements at the start, and the shell asks for the unread
  // ones every minute): kept per contest until an announcement is written (by this server; another's within a
  // second). The author's name is the one it had when kept.
  const stamp = changeStampOf(db, ['contest_announcements'], { inserts: true, trustMs: 1_000 });
  const keptPages = keptReads<Awaited<ReturnType<typeof readPage>>>(stamp, 512);
  const keptVisible = keptReads<ContestAnnouncement[]>(stamp, 256);
  const visibleOnes = (cid: number) =>
    keptVisible(String(cid), async () => (await withAuthor(cid, true).execute()).map(present));

  return {
    /** The contest an announcement belongs to. */
    contestOf: async (id: number) =>
      (await db.selectFrom('contestAnnouncements').select('cid').where('id', '=', id).executeTakeFirst())
        ?.cid,

    /** A page, newest first: the visible ones (the contest's calls) kept, all of them (its admins) read. */
    page: (cid: number, visibleOnly: boolean, offset: number, limit: number) =>
      visibleOnly
        ? keptPages(`${cid}|${offset}|${limit}`, () => readPage(cid, true, offset, limit))
        : readPage(cid, false, offset, limit),

    /** One visible announcement as the contest's calls answer it (undefined: hidden or gone). */
    async visible(cid: number, id: number) {
      const row = await withAuthor(cid, true).where('a.id', '=', id).executeTakeFirst();
      return row && present(row);
    },

    /** The visible ones whose ids are not in `readIds`, newest first. */
    async notRead(cid: number, readIds: number[]) {
      const read = new Set(readIds);
      return (await visibleOnes(cid)).filter((announcement) => !read.has(announcement.id));
    },

    insert: async (cid: number, uid: number, values: ContestAnnouncementValues) => {
      const now = nowIso();
      const row = await db
        .insertInto('contestAnnouncements')
        .values({ ...values, cid, uid, gmtCreate: now, gmtModified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Changes one announcement of this contest; answers how many rows changed (0: not this contest's). */
    update: async (id: number, cid: number, values: ContestAnnouncementValues) =>
      Number(
        (
          await db
            .updateTable('contestAnnouncements')
            .set({ ...values, gmtModified: nowIso() })
            .where('id', '=', id)
            .where('cid', '=', cid)
            .executeTakeFirst()
        ).numUpdatedRows,
      ),

    /** `cid`: only if the announcement is that contest's. */
    remove: async (id: number, cid?: number) => {
      let query = db.deleteFrom('contestAnnouncements').where('id', '=', id);
      if (cid !== undefined) query = query.where('cid', '=', cid);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },
  };
}
export type ContestAnnouncementsRepo = ReturnType<typeof createContestAnnouncementsRepo>;
