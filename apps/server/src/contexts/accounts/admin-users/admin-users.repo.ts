import type { Insertable } from 'kysely';
import { Role, type PageQuery, type RoleId } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import type { UsersTable } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/time.ts';
import { containsIgnoringCase } from '../../../lib/sql.ts';

const BACK_OFFICE_ROLES = [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN, Role.TEACHER];

export interface AdminUserFilter {
  keyword?: string;
  onlyAdmin?: boolean;
  /** Only these accounts (a teacher's students); every account without it. */
  uids?: readonly number[];
  /** Only accounts of these roles (a teacher's students are ordinary accounts). */
  roles?: readonly RoleId[];
}

export function createAdminUsersRepo(db: Db) {
  return {
    async page(filter: AdminUserFilter, page: PageQuery) {
      if (filter.uids?.length === 0) return { records: [], total: 0 };
      let query = db.selectFrom('users');
      if (filter.uids) query = query.where('uid', 'in', [...filter.uids]);
      if (filter.roles) query = query.where('role', 'in', [...filter.roles]);
      const keyword = filter.keyword;
      if (keyword) {
        query = query.where((eb) =>
          eb.or(
            (['username', 'realname', 'nickname', 'email'] as const).map((column) =>
              containsIgnoringCase(column, keyword),
            ),
          ),
        );
      }
      if (filter.onlyAdmin) query = query.where('role', 'in', BACK_OFFICE_ROLES);
      const [records, total] = await Promise.all([
        query
          .select([
            'uid',
            'username',
            'realname',
            'nickname',
            'email',
            'phone',
            'school',
            'course',
            'number',
            'grade',
            'deptId',
            'gender',
            'avatar',
            'blog',
            'github',
            'cfUsername',
            'signature',
            'role',
            'status',
            'titleName',
            'titleColor',
            'vip',
            'createdAt',
            'recentLoginTime',
          ])
          .orderBy('uid', 'desc')
          .limit(page.limit)
          .offset((page.currentPage - 1) * page.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(total.count) };
    },
    findMany: (uids: number[]) =>
      db.selectFrom('users').select(['uid', 'username', 'role']).where('uid', 'in', uids).execute(),
    /** Which of these names (compared ignoring case) are taken already. */
    async takenUsernames(usernames: string[]) {
      if (usernames.length === 0) return new Set<string>();
      const rows = await db
        .selectFrom('users')
        .select('username')
        .where((eb) =>
          eb(
            eb.fn('lower', ['username']),
            'in',
            usernames.map((u) => u.toLowerCase()),
          ),
        )
        .execute();
      return new Set(rows.map((r) => r.username.toLowerCase()));
    },
    async takenEmails(emails: string[]) {
      if (emails.length === 0) return new Set<string>();
      const rows = await db
        .selectFrom('users')
        .select('email')
        .where((eb) =>
          eb(
            eb.fn('lower', ['email']),
            'in',
            emails.map((e) => e.toLowerCase()),
          ),
        )
        .execute();
      return new Set(rows.map((r) => (r.email ?? '').toLowerCase()));
    },
    async insertMany(users: Omit<Insertable<UsersTable>, 'createdAt' | 'updatedAt'>[], trx: Db) {
      const now = nowIso();
      // Chunks keep each statement under SQLite's bound-parameter limit.
      for (let i = 0; i < users.length; i += 100) {
        await trx
          .insertInto('users')
          .values(users.slice(i, i + 100).map((u) => ({ ...u, createdAt: now, updatedAt: now })))
          .execute();
      }
    },
    deleteMany: (uids: number[]) => db.deleteFrom('users').where('uid', 'in', uids).execute(),
    async saveGeneratedList(list: { listKey: string; createdBy: number; csv: string; expiresAt: string }) {
      await db.deleteFrom('generatedUserLists').where('expiresAt', '<', nowIso()).execute();
      await db
        .insertInto('generatedUserLists')
        .values({ ...list, createdAt: nowIso() })
        .execute();
    },
    generatedList: (listKey: string) =>
      db
        .selectFrom('generatedUserLists')
        .selectAll()
        .where('listKey', '=', listKey)
        .where('expiresAt', '>', nowIso())
        .executeTakeFirst(),
  };
}
