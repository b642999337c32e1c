import { ANNOUNCEMENT_STATUS, type Announcement, type AnnouncementStatus } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';

export interface AnnouncementValues {
  title: string;
  content: string;
  status: AnnouncementStatus;
}

/**
 * Every query of the announcements: the site's (`gid` null) and a group's (its `gid`, migration 023). A call of
 * one area never reaches the other's rows.
 */
export function createAnnouncementsRepo(db: Db) {
  const inArea = (gid: number | null) =>
    gid === null
      ? db.selectFrom('announcements').where('announcements.gid', 'is', null)
      : db.selectFrom('announcements').where('announcements.gid', '=', gid);
  const listed = (visibleOnly: boolean, gid: number | null) => {
    let query = inArea(gid);
    if (visibleOnly) query = query.where('announcements.status', '=', ANNOUNCEMENT_STATUS.VISIBLE);
    return query;
  };
  return {
    /** One page, newest first, with the author's username (null once the account is gone). */
    async page(visibleOnly: boolean, offset: number, limit: number, gid: number | null = null) {
      const [rows, count] = await Promise.all([
        listed(visibleOnly, gid)
          .leftJoin('users', 'users.uid', 'announcements.uid')
          .select([
            'announcements.id',
            'announcements.title',
            'announcements.content',
            'announcements.status',
            'announcements.uid',
            'users.username',
            'announcements.gmtCreate',
            'announcements.gmtModified',
          ])
          .orderBy('announcements.gmtCreate', 'desc')
          .orderBy('announcements.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        listed(visibleOnly, gid)
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        records: rows.map(
          (row) => ({ ...row, status: row.status as AnnouncementStatus }) satisfies Announcement,
        ),
        total: Number(count.count),
      };
    },
    /** The author and group of a group's announcement (its rules need them); the site's are not found. */
    findInGroups: (id: number) =>
      db
        .selectFrom('announcements')
        .select(['id', 'uid', 'gid'])
        .where('id', '=', id)
        .where('gid', 'is not', null)
        .executeTakeFirst(),
    insert: (uid: number, values: AnnouncementValues, gid: number | null = null) => {
      const now = nowIso();
      return db
        .insertInto('announcements')
        .values({ ...values, uid, gid, gmtCreate: now, gmtModified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
    update: async (id: number, values: AnnouncementValues, gid: number | null = null) =>
      Number(
        (
          await db
            .updateTable('announcements')
            .set({ ...values, gmtModified: nowIso() })
            .where('id', '=', id)
            .where('gid', gid === null ? 'is' : '=', gid)
            .executeTakeFirst()
        ).numUpdatedRows,
      ),
    remove: async (id: number, gid: number | null = null) =>
      Number(
        (
          await db
            .deleteFrom('announcements')
            .where('id', '=', id)
            .where('gid', gid === null ? 'is' : '=', gid)
            .executeTakeFirst()
        ).numDeletedRows,
      ),
  };
}
