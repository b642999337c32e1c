import type { FastifyInstance } from 'fastify';
import {
  messageCleanQuery,
  noticeListQuery,
  reminderListQuery,
  type NoticeType,
  type ReminderAction,
  messagePageResponse,
  noDataResponse,
  noticePageResponse,
  unreadCountsResponse,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { defineRoute } from '../../../http/route.ts';
import { createMessagesService } from './messages.service.ts';

/** The reminder lists, by the reference's paths. */
const REMINDER_LISTS: [path: string, action: ReminderAction][] = [
  ['comment', 'Discuss'],
  ['reply', 'Reply'],
  ['like', 'Like'],
];
const NOTICE_LISTS: [path: string, type: NoticeType][] = [
  ['sys', 'Sys'],
  ['mine', 'Mine'],
];

/** The message center (docs/api.md "Messages"): every call needs login and sees only the caller's messages. */
export function registerMessageRoutes(app: FastifyInstance, db: Db) {
  const messages = createMessagesService({ db });

  defineRoute(
    app,
    { method: 'GET', url: '/api/msg/unread', access: 'login', response: unreadCountsResponse },
    ({ actor }) => messages.unread(actor),
  );
  for (const [path, action] of REMINDER_LISTS)
    defineRoute(
      app,
      {
        method: 'GET',
        url: `/api/msg/${path}`,
        access: 'login',
        query: reminderListQuery,
        response: messagePageResponse,
      },
      ({ actor, query }) => messages.reminders(actor, action, query),
    );
  for (const [path, type] of NOTICE_LISTS)
    defineRoute(
      app,
      {
        method: 'GET',
        url: `/api/msg/${path}`,
        access: 'login',
        query: noticeListQuery,
        response: noticePageResponse,
      },
      ({ actor, query }) => messages.notices(actor, type, query),
    );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/msg/clean',
      access: 'login',
      query: messageCleanQuery,
      response: noDataResponse,
    },
    async ({ actor, query }) => {
      await messages.clean(actor, query);
      return null;
    },
  );
}
