import type { Db } from '../../../db/database.ts';

/** The Contest API's accounts (migration 051): only this context writes or reads the table. */
export function createApiAccountsRepo(db: Db) {
  const columns = ['id', 'cid', 'role', 'username', 'createdBy', 'createdAt'] as const;
  return {
    async insert(row: {
      cid: number;
      role: string;
      username: string;
      passwordHash: string;
      tokenHash: string;
      createdBy: number;
      createdAt: string;
    }) {
      const inserted = await db
        .insertInto('clicsApiAccounts')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },
    listOf: (cid: number) =>
      db.selectFrom('clicsApiAccounts').select(columns).where('cid', '=', cid).orderBy('id').execute(),
    async remove(cid: number, id: number) {
      const result = await db
        .deleteFrom('clicsApiAccounts')
        .where('cid', '=', cid)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    byUsername: (username: string) =>
      db
        .selectFrom('clicsApiAccounts')
        .selectAll()
        .where('username', '=', username.toLowerCase())
        .executeTakeFirst(),
    byTokenHash: (tokenHash: string) =>
      db.selectFrom('clicsApiAccounts').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst(),
  };
}
export type ApiAccountsRepo = ReturnType<typeof createApiAccountsRepo>;
