import type { Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * System notifications (spec 3 §3 "Notification", docs/api.md "System notifications"): the super admin's
 * notices. Pushing one copies it into each recipient's `user_notices` (type Sys, notice_id = sys_notices.id).
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('sys_notices')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // All, Admin or Designated.
    .addColumn('recipient_type', 'varchar(16)', (c) => c.notNull())
    // The usernames of a Designated notice, a JSON array ('[]' for the others).
    .addColumn('recipients', 'text', (c) => c.notNull())
    .addColumn('pushed', 'integer', (c) => c.notNull().defaultTo(0))
    // The author. No foreign key: deleting the user keeps the notice (its author then reads as null).
    .addColumn('uid', 'integer', (c) => c.notNull())
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sys_notices_type_idx')
    .on('sys_notices')
    .columns(['recipient_type', 'id'])
    .execute();
  // The delivered copies of one notice: edited and deleted with it.
  await db.schema.createIndex('user_notices_notice_idx').on('user_notices').column('notice_id').execute();
}
