import type { Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The similarity check (issue 20; docs/similarity.md): a check of one scope, the submissions it has compared (so a
 * rerun compares only pairs with a new one) and the pairs it found at or above its threshold, with what an admin
 * made of each. No foreign key to the scope or the submissions: other contexts own those tables, and a report
 * keeps its pairs' ids even once a submission is gone (it then reads as removed).
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('similarity_checks')
    .addColumn('id', ...autoIdColumn(dialect))
    // 'contest', 'training', 'group' or 'problem', and that scope's id.
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    .addColumn('scope_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('threshold', 'double precision', (c) => c.notNull())
    .addColumn('all_submissions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('base_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('similarity_checks_scope_idx')
    .on('similarity_checks')
    .columns(['scope', 'scope_id'])
    .execute();

  await db.schema
    .createTable('similarity_check_submissions')
    .addColumn('check_id', 'integer', (c) =>
      c.notNull().references('similarity_checks.id').onDelete('cascade'),
    )
    .addColumn('submission_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('similarity_check_submissions_pkey', ['check_id', 'submission_id'])
    .execute();

  await db.schema
    .createTable('similarity_pairs')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('check_id', 'integer', (c) =>
      c.notNull().references('similarity_checks.id').onDelete('cascade'),
    )
    .addColumn('pid', 'integer', (c) => c.notNull())
    // The smaller submission id on the left, so a pair is stored once.
    .addColumn('left_submission_id', 'integer', (c) => c.notNull())
    .addColumn('right_submission_id', 'integer', (c) => c.notNull())
    .addColumn('left_similarity', 'double precision', (c) => c.notNull())
    .addColumn('right_similarity', 'double precision', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('similarity_pairs_check_sides_key', [
      'check_id',
      'left_submission_id',
      'right_submission_id',
    ])
    .execute();
}
