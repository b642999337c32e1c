import type { NoticeType, ReminderAction } from '@judge/contract';
import type { Db } from '../../../db/database.ts';

/** Every query of the message center: reminders (`message_reminders`) and notices (`user_notices`). */
export function createMessagesRepo(db: Db) {
  return {
    /** Unread reminders of one user, by action. */
    unreadReminders(uid: number) {
      return db
        .selectFrom('messageReminders')
        .select(['action', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('recipientId', '=', uid)
        .where('state', '=', 0)
        .groupBy('action')
        .execute();
    },

    /** Unread notices of one user, by type. */
    unreadNotices(uid: number) {
      return db
        .selectFrom('userNotices')
        .select(['type', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('recipientId', '=', uid)
        .where('state', '=', 0)
        .groupBy('type')
        .execute();
    },

    async countReminders(uid: number, action: ReminderAction) {
      const row = await db
        .selectFrom('messageReminders')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('recipientId', '=', uid)
        .where('action', '=', action)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * A page of one user's reminders of one action, newest first, with the sender's name and avatar, the
     * source's title now (discussion or contest) and the quoted comment's or reply's text now; a deleted sender,
     * source or quote leaves those null.
     */
    listReminders(uid: number, action: ReminderAction, offset: number, limit: number) {
      return db
        .selectFrom('messageReminders as m')
        .leftJoin('users as u', 'u.uid', 'm.senderId')
        .leftJoin('discussions as d', (join) =>
          join.onRef('d.id', '=', 'm.sourceId').on('m.sourceType', '=', 'Discussion'),
        )
        .leftJoin('contests as c', (join) =>
          join.onRef('c.id', '=', 'm.sourceId').on('m.sourceType', '=', 'Contest'),
        )
        .leftJoin('comments as qc', (join) =>
          join.onRef('qc.id', '=', 'm.quoteId').on('m.quoteType', '=', 'Comment'),
        )
        .leftJoin('replies as qr', (join) =>
          join.onRef('qr.id', '=', 'm.quoteId').on('m.quoteType', '=', 'Reply'),
        )
        .select((eb) => [
          'm.id',
          'm.state',
          'm.action',
          'm.senderId',
          'u.username as senderUsername',
          'u.avatar as senderAvatar',
          'm.sourceContent',
          'm.sourceType',
          'm.sourceId',
          eb.fn.coalesce('d.title', 'c.title').as('sourceTitle'),
          'm.quoteType',
          'm.quoteId',
          eb.fn.coalesce('qc.content', 'qr.content').as('quoteContent'),
          'm.url',
          'm.createdAt',
        ])
        .where('m.recipientId', '=', uid)
        .where('m.action', '=', action)
        .orderBy('m.createdAt', 'desc')
        .orderBy('m.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async markRemindersRead(uid: number, ids: number[]) {
      if (ids.length === 0) return;
      await db
        .updateTable('messageReminders')
        .set({ state: 1 })
        .where('recipientId', '=', uid)
        .where('id', 'in', ids)
        .execute();
    },

    /** Deletes one reminder (id) or all of the action; only the user's own. Returns how many went. */
    async deleteReminders(uid: number, action: ReminderAction, id?: number) {
      let query = db
        .deleteFrom('messageReminders')
        .where('recipientId', '=', uid)
        .where('action', '=', action);
      if (id !== undefined) query = query.where('id', '=', id);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async countNotices(uid: number, type: NoticeType) {
      const row = await db
        .selectFrom('userNotices')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('recipientId', '=', uid)
        .where('type', '=', type)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    listNotices(uid: number, type: NoticeType, offset: number, limit: number) {
      return db
        .selectFrom('userNotices')
        .select(['id', 'title', 'content', 'state', 'createdAt'])
        .where('recipientId', '=', uid)
        .where('type', '=', type)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async markNoticesRead(uid: number, ids: number[]) {
      if (ids.length === 0) return;
      await db
        .updateTable('userNotices')
        .set({ state: 1 })
        .where('recipientId', '=', uid)
        .where('id', 'in', ids)
        .execute();
    },

    async deleteNotices(uid: number, type: NoticeType, id?: number) {
      let query = db.deleteFrom('userNotices').where('recipientId', '=', uid).where('type', '=', type);
      if (id !== undefined) query = query.where('id', '=', id);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type MessagesRepo = ReturnType<typeof createMessagesRepo>;
