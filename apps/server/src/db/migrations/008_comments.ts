import type { Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The comment area (spec 1-core §2.12, §3): comments under a source (source_type Discussion or Contest,
 * source_id the discussion's or contest's id; no foreign key, the source tables differ), their replies and
 * one like per user. reply_num is kept with the replies so a comment's delete knows, under the row's lock,
 * how many entries it takes from its source's count (comments.service.ts).
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('comments')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('source_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('like_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The list of one source, newest first.
  await db.schema
    .createIndex('comments_source_idx')
    .on('comments')
    .columns(['source_type', 'source_id', 'id'])
    .execute();

  await db.schema
    .createTable('replies')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    // The user answered; a deleted account leaves the reply without a name to show.
    .addColumn('to_uid', 'integer', (c) => c.references('users.uid').onDelete('set null'))
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('replies_comment_idx').on('replies').columns(['comment_id', 'id']).execute();

  await db.schema
    .createTable('comment_likes')
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_likes_pk', ['comment_id', 'uid'])
    .execute();
  // "Which of these comments did I like": by user.
  await db.schema
    .createIndex('comment_likes_uid_idx')
    .on('comment_likes')
    .columns(['uid', 'comment_id'])
    .execute();
}
