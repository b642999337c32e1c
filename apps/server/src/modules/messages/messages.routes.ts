import type { FastifyInstance } from 'fastify';
import type { UnreadCounts } from '@judge/contract';
import type { Db } from '../../db/database.ts';
import { defineRoute } from '../../http/route.ts';

/** Maps the reminder actions and notice types to the five counters of the message menu. */
const REMINDER_ACTIONS: Record<string, keyof UnreadCounts> = {
  Discuss: 'comment',
  Reply: 'reply',
  Like: 'like',
};
const NOTICE_TYPES: Record<string, keyof UnreadCounts> = { Sys: 'sys', Mine: 'mine' };

export function registerMessageRoutes(app: FastifyInstance, db: Db) {
  defineRoute(app, { method: 'GET', url: '/api/msg/unread', access: 'login' }, async ({ actor }) => {
    const [reminders, notices] = await Promise.all([
      db
        .selectFrom('messageReminders')
        .select(['action', (eb) => eb.fn.countAll<number>().as('count')])
        .where('recipientId', '=', actor.uid)
        .where('state', '=', 0)
        .groupBy('action')
        .execute(),
      db
        .selectFrom('userNotices')
        .select(['type', (eb) => eb.fn.countAll<number>().as('count')])
        .where('recipientId', '=', actor.uid)
        .where('state', '=', 0)
        .groupBy('type')
        .execute(),
    ]);
    const counts: UnreadCounts = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };
    for (const row of reminders)
      if (REMINDER_ACTIONS[row.action]) counts[REMINDER_ACTIONS[row.action]] += Number(row.count);
    for (const row of notices)
      if (NOTICE_TYPES[row.type]) counts[NOTICE_TYPES[row.type]] += Number(row.count);
    return counts;
  });
}
