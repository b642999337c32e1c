import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { UsersTable } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/time.ts';

export type UserRow = Awaited<ReturnType<ReturnType<typeof createAccountsRepo>['findByUid']>> & object;

export function createAccountsRepo(db: Db) {
  return {
    findByUid: (uid: number) => db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst(),
    /** Usernames are unique ignoring case, so "Alice" can't shadow "alice". */
    findByUsername: (username: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
        .executeTakeFirst(),
    findByEmail: (email: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst(),
    async insert(user: Omit<Insertable<UsersTable>, 'createdAt' | 'updatedAt'>, trx: Db = db) {
      const now = nowIso();
      const row = await trx
        .insertInto('users')
        .values({ ...user, createdAt: now, updatedAt: now })
        .returning('uid')
        .executeTakeFirstOrThrow();
      return row.uid;
    },
    async update(uid: number, patch: Updateable<UsersTable>, trx: Db = db) {
      await trx
        .updateTable('users')
        .set({ ...patch, updatedAt: nowIso() })
        .where('uid', '=', uid)
        .execute();
    },

    latestCode: (email: string, purpose: string) =>
      db
        .selectFrom('emailCodes')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .where('purpose', '=', purpose)
        .orderBy('id', 'desc')
        .executeTakeFirst(),
    async insertCode(code: {
      email: string;
      purpose: string;
      code: string;
      uid: number | null;
      expiresAt: string;
    }) {
      const row = await db
        .insertInto('emailCodes')
        .values({ ...code, email: code.email.toLowerCase(), createdAt: nowIso(), usedAt: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    deleteCode: (id: number) => db.deleteFrom('emailCodes').where('id', '=', id).execute(),
    /** Spends a live, unused code; true only for the one caller that spent it. */
    async consumeCode(where: { email: string; purpose: string; code: string; uid?: number }, trx: Db = db) {
      let query = trx
        .updateTable('emailCodes')
        .set({ usedAt: nowIso() })
        .where('email', '=', where.email.toLowerCase())
        .where('purpose', '=', where.purpose)
        .where('code', '=', where.code)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', nowIso());
      if (where.uid !== undefined) query = query.where('uid', '=', where.uid);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Counts one more login try of a username and answers the count, in one statement: parallel tries each
     * get their own number, so they cannot all read the same count before any of them writes it. A count last
     * touched before `forgetBefore` starts over at 1.
     */
    async countTry(username: string, forgetBefore: string): Promise<number> {
      const now = nowIso();
      const row = await db
        .insertInto('loginFailures')
        .values({ username: username.toLowerCase(), failures: 1, updatedAt: now })
        .onConflict((oc) =>
          oc.column('username').doUpdateSet({
            failures: sql<number>`case when ${sql.ref('loginFailures.updatedAt')} < ${forgetBefore} then 1 else ${sql.ref('loginFailures.failures')} + 1 end`,
            updatedAt: now,
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      return Number(row.failures);
    },
    clearFailures: (username: string) =>
      db.deleteFrom('loginFailures').where('username', '=', username.toLowerCase()).execute(),
  };
}
export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
