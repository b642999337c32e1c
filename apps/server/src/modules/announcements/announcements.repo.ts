import { ANNOUNCEMENT_STATUS, type Announcement, type AnnouncementStatus } from '@judge/contract';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

export interface AnnouncementValues {
  title: string;
  content: string;
  status: AnnouncementStatus;
}

/** Every query of the general announcements. */
export function createAnnouncementsRepo(db: Db) {
  const listed = (visibleOnly: boolean) => {
    let query = db.selectFrom('announcements');
    if (visibleOnly) query = query.where('announcements.status', '=', ANNOUNCEMENT_STATUS.VISIBLE);
    return query;
  };
  return {
    /** One page, newest first, with the author's username (null once the account is gone). */
    async page(visibleOnly: boolean, offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        listed(visibleOnly)
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
        listed(visibleOnly)
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
    insert: (uid: number, values: AnnouncementValues) => {
      const now = nowIso();
      return db
        .insertInto('announcements')
        .values({ ...values, uid, gmtCreate: now, gmtModified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
    update: async (id: number, values: AnnouncementValues) =>
      Number(
        (
          await db
            .updateTable('announcements')
            .set({ ...values, gmtModified: nowIso() })
            .where('id', '=', id)
            .executeTakeFirst()
        ).numUpdatedRows,
      ),
    remove: async (id: number) =>
      Number((await db.deleteFrom('announcements').where('id', '=', id).executeTakeFirst()).numDeletedRows),
  };
}
