import {
  isReminderAction,
  makePage,
  MESSAGE_LISTS,
  type MessageCleanQuery,
  type MessageListQuery,
  type MessageView,
  type NoticeType,
  type NoticeView,
  type Page,
  type ReminderAction,
  type UnreadCounts,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { createMessagesRepo } from './messages.repo.ts';

/** The counter of the message menu each reminder action and notice type adds to. */
const COUNTER_OF = Object.fromEntries(
  Object.entries(MESSAGE_LISTS).map(([counter, type]) => [type, counter as keyof UnreadCounts]),
) as Record<string, keyof UnreadCounts>;

/** The message center (docs/api.md "Messages"): a user sees, reads and deletes only their own messages. */
export function createMessagesService({ db }: { db: Db }) {
  const repo = createMessagesRepo(db);
  const offset = (query: MessageListQuery) => (query.currentPage - 1) * query.limit;

  return {
    /** GET /api/msg/unread */
    async unread(actor: Pick<Actor, 'uid'>): Promise<UnreadCounts> {
      const [reminders, notices] = await Promise.all([
        repo.unreadReminders(actor.uid),
        repo.unreadNotices(actor.uid),
      ]);
      const counts: UnreadCounts = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };
      for (const { key, count } of [
        ...reminders.map((row) => ({ key: row.action, count: row.count })),
        ...notices.map((row) => ({ key: row.type, count: row.count })),
      ])
        if (COUNTER_OF[key]) counts[COUNTER_OF[key]] += Number(count);
      return counts;
    },

    /**
     * GET /api/msg/comment|reply|like: a page of reminders, newest first. The page's unread rows become read
     * (so the badge drops), while the answer still shows them as they were before this read.
     */
    async reminders(
      actor: Actor,
      action: ReminderAction,
      query: MessageListQuery,
    ): Promise<Page<MessageView>> {
      const [total, rows] = await Promise.all([
        repo.countReminders(actor.uid, action),
        repo.listReminders(actor.uid, action, offset(query), query.limit),
      ]);
      await repo.markRemindersRead(
        actor.uid,
        rows.filter((row) => row.state === 0).map((row) => row.id),
      );
      const records = rows.map(({ createdAt, action: rowAction, ...row }): MessageView => ({
        ...row,
        action: rowAction as ReminderAction,
        sourceTitle: row.sourceTitle ?? null,
        quoteContent: row.quoteContent ?? null,
        gmtCreate: createdAt,
      }));
      return makePage(records, total, query);
    },

    /** GET /api/msg/sys|mine: a page of notices, newest first; read as the reminders are. */
    async notices(actor: Actor, type: NoticeType, query: MessageListQuery): Promise<Page<NoticeView>> {
      const [total, rows] = await Promise.all([
        repo.countNotices(actor.uid, type),
        repo.listNotices(actor.uid, type, offset(query), query.limit),
      ]);
      await repo.markNoticesRead(
        actor.uid,
        rows.filter((row) => row.state === 0).map((row) => row.id),
      );
      return makePage(
        rows.map(({ createdAt, ...row }) => ({ ...row, type, gmtCreate: createdAt })),
        total,
        query,
      );
    },

    /**
     * DELETE /api/msg/clean: one of the user's messages of the type (404 when the user has no such message:
     * someone else's is never touched), or all of the type when no id is given.
     */
    async clean(actor: Actor, query: MessageCleanQuery): Promise<void> {
      const deleted = isReminderAction(query.type)
        ? await repo.deleteReminders(actor.uid, query.type, query.id)
        : await repo.deleteNotices(actor.uid, query.type, query.id);
      if (query.id !== undefined && deleted === 0)
        throw new AppError('NOT_FOUND', 'The message does not exist');
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
