import { sql } from 'kysely';
import { Role, type NoticeRecipientType } from '@judge/contract';
import type { Db } from '../../../db/database.ts';

/** The admin roles an Admin notice reaches (spec 3 §6: admin, problem admin and super admin). */
const ADMIN_ROLES = [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN];

export interface NoticeValues {
  title: string;
  content: string;
  recipientType: NoticeRecipientType;
  /** JSON array of usernames. */
  recipients: string;
}

/** Every query of the system notifications: `sys_notices` and their delivered copies in `user_notices`. */
export function createNoticesRepo(db: Db) {
  return {
    /** A page of notices, newest first, with the author's name and how many inboxes hold a copy. */
    async page(type: NoticeRecipientType | undefined, offset: number, limit: number) {
      let base = db.selectFrom('sysNotices as n');
      if (type) base = base.where('n.recipientType', '=', type);
      const [records, total] = await Promise.all([
        base
          .leftJoin('users as u', 'u.uid', 'n.uid')
          .select((eb) => [
            'n.id',
            'n.title',
            'n.content',
            'n.recipientType',
            'n.recipients',
            'n.pushed',
            'n.uid',
            'u.username',
            'n.gmtCreate',
            'n.gmtModified',
            eb
              .selectFrom('userNotices as c')
              .select((inner) => inner.fn.countAll<number | string>().as('count'))
              .whereRef('c.noticeId', '=', 'n.id')
              .as('delivered'),
          ])
          .orderBy('n.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(total.count) };
    },

    /** The notices saved but not pushed yet, oldest first (the hourly push delivers them). */
    unpushed() {
      return db
        .selectFrom('sysNotices')
        .select(['id', 'title', 'content', 'recipientType', 'recipients'])
        .where('pushed', '=', 0)
        .orderBy('id')
        .execute();
    },

    find(id: number) {
      return db.selectFrom('sysNotices').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(uid: number, values: NoticeValues, now: string) {
      return db
        .insertInto('sysNotices')
        .values({ ...values, pushed: 0, uid, gmtCreate: now, gmtModified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    async update(id: number, values: NoticeValues, now: string) {
      const result = await db
        .updateTable('sysNotices')
        .set({ ...values, gmtModified: now })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The delivered copies follow an edit of the title and content (their read state stays). */
    async updateCopies(id: number, title: string, content: string) {
      await db.updateTable('userNotices').set({ title, content }).where('noticeId', '=', id).execute();
    },

    /**
     * Marks the notice pushed; true only for the one call that changed it from unpushed, so two pushes at once
     * deliver once.
     */
    async markPushed(id: number) {
      const result = await db
        .updateTable('sysNotices')
        .set({ pushed: 1 })
        .where('id', '=', id)
        .where('pushed', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The given usernames that name no account. */
    async unknownUsernames(usernames: string[]) {
      if (usernames.length === 0) return [];
      const found = new Set<string>();
      for (let i = 0; i < usernames.length; i += 500) {
        const rows = await db
          .selectFrom('users')
          .select('username')
          .where('username', 'in', usernames.slice(i, i + 500))
          .execute();
        for (const row of rows) found.add(row.username);
      }
      return usernames.filter((name) => !found.has(name));
    },

    /**
     * Copies the notice into each recipient's inbox in one INSERT ... SELECT from users (no row per user passes
     * through the server, however large the site). Returns how many were delivered.
     */
    async deliver(
      notice: { id: number; title: string; content: string },
      recipientType: NoticeRecipientType,
      usernames: string[],
      now: string,
    ) {
      const result = await db
        .insertInto('userNotices')
        .columns(['noticeId', 'recipientId', 'type', 'title', 'content', 'state', 'createdAt'])
        .expression((eb) => {
          let users = eb
            .selectFrom('users')
            .select([
              sql<number>`cast(${notice.id} as integer)`.as('noticeId'),
              'uid',
              sql<string>`cast(${'Sys'} as varchar(16))`.as('type'),
              sql<string>`cast(${notice.title} as varchar(255))`.as('title'),
              sql<string>`cast(${notice.content} as text)`.as('content'),
              sql<number>`cast(0 as integer)`.as('state'),
              sql<string>`cast(${now} as varchar(32))`.as('createdAt'),
            ]);
          if (recipientType === 'Admin') users = users.where('role', 'in', ADMIN_ROLES);
          if (recipientType === 'Designated') users = users.where('username', 'in', usernames);
          return users;
        })
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },

    /** Deletes the notice and every delivered copy. Returns how many notices went (0 or 1). */
    async remove(id: number) {
      await db.deleteFrom('userNotices').where('noticeId', '=', id).execute();
      const result = await db.deleteFrom('sysNotices').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type NoticesRepo = ReturnType<typeof createNoticesRepo>;
