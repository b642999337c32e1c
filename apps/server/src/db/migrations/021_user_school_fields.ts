import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The user fields of spec 3 §3 the accounts lacked, which the back office edits: the grade (a school year or
 * class level), the department id (the user's department or faculty as the school numbers it) and the VIP mark.
 * SQLite adds one column per statement.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('grade', 'varchar(30)').execute();
  await db.schema.alterTable('users').addColumn('dept_id', 'varchar(50)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('vip', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
