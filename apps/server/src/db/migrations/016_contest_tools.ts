import type { Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The contest's tools (spec 2 §2.6, §2.7, §7): its announcements, the texts contestants send to the
 * printer, and which balloons the AC helper has delivered. Each row goes with its contest (cascade).
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('contest_announcements')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('cid', 'integer', (c) => c.notNull().references('contests.id').onDelete('cascade'))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // 0 visible, 1 hidden (as the general announcements).
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    // The author. No foreign key: deleting the user keeps the announcement (its author then reads as null).
    .addColumn('uid', 'integer', (c) => c.notNull())
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .execute();
  // A contest's list, newest first, and the shell's "which visible ones are new" every 60 s.
  await db.schema
    .createIndex('contest_announcements_cid_idx')
    .on('contest_announcements')
    .columns(['cid', 'status', 'id'])
    .execute();

  await db.schema
    .createTable('contest_prints')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('cid', 'integer', (c) => c.notNull().references('contests.id').onDelete('cascade'))
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    // 0 not printed, 1 printed.
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The admin table: not printed first, newest first.
  await db.schema
    .createIndex('contest_prints_cid_idx')
    .on('contest_prints')
    .columns(['cid', 'status', 'id'])
    .execute();
  // The 30 s interval between two prints of one user.
  await db.schema.createIndex('contest_prints_uid_idx').on('contest_prints').columns(['uid', 'id']).execute();

  // Only delivered (or un-delivered again) balloons have a row; the rest are read from the submissions.
  await db.schema
    .createTable('contest_balloons')
    .addColumn('cid', 'integer', (c) => c.notNull().references('contests.id').onDelete('cascade'))
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('pid', 'integer', (c) => c.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('contest_balloons_pk', ['cid', 'uid', 'pid'])
    .execute();
}
