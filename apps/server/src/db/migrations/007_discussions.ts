import type { Kysely } from 'kysely';
import { nowIso } from '../../lib/time.ts';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The names of the categories a new site starts with; stored once here, renamed or deleted by root
 * afterwards (the web shows them as stored).
 */
export const DEFAULT_DISCUSSION_CATEGORIES = ['闲聊', '题解', '求助', '建议'];

/**
 * Public discussions (spec 2 §2.12, §3): categories, the posts themselves (pid: the problem discussed,
 * null for general talk; gid: a group's discussion, null for the public area), one like per user, and
 * the reports users file for the back office. comment_num is kept by the comments module.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('discussion_categories')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('discussions')
    .addColumn('id', ...autoIdColumn(dialect))
    // A deleted problem leaves its discussions as general ones.
    .addColumn('pid', 'integer', (c) => c.references('problems.id').onDelete('set null'))
    .addColumn('gid', 'integer')
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // A category in use can't be deleted (the service refuses; the key guards it too).
    .addColumn('category_id', 'integer', (c) => c.notNull().references('discussion_categories.id'))
    .addColumn('top_priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('comment_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('like_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('discussions_order_idx')
    .on('discussions')
    .columns(['top_priority', 'gmt_create'])
    .execute();
  await db.schema.createIndex('discussions_pid_idx').on('discussions').column('pid').execute();
  await db.schema
    .createIndex('discussions_uid_idx')
    .on('discussions')
    .columns(['uid', 'gmt_create'])
    .execute();
  await db.schema.createIndex('discussions_category_idx').on('discussions').column('category_id').execute();

  await db.schema
    .createTable('discussion_likes')
    .addColumn('did', 'integer', (c) => c.notNull().references('discussions.id').onDelete('cascade'))
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('discussion_likes_pk', ['did', 'uid'])
    .execute();

  await db.schema
    .createTable('discussion_reports')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('did', 'integer', (c) => c.notNull().references('discussions.id').onDelete('cascade'))
    .addColumn('reporter_uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    // 0 waiting, 1 handled (the back office's toggle).
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('discussion_reports_order_idx')
    .on('discussion_reports')
    .columns(['status', 'gmt_create'])
    .execute();

  const now = nowIso();
  await db
    .insertInto('discussion_categories')
    .values(DEFAULT_DISCUSSION_CATEGORIES.map((name) => ({ name, gmt_create: now })))
    .execute();
}
