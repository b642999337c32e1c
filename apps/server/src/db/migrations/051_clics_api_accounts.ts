import type { Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The Contest API's own accounts (issue 22, docs/clics.md "API accounts"): a contest's admins make them for the
 * ICPC tools of that contest, as `admin` or `analyst`. Only hashes are kept (the password's argon2, the bearer
 * token's SHA-256), so the secrets exist once, in the answer that made them. `created_by` is the admin who made
 * it: the account acts in that admin's name and only while that admin still administers the contest.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('clics_api_accounts')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('cid', 'integer', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clics_api_accounts_cid_idx').on('clics_api_accounts').column('cid').execute();
}
