import type { Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Submissions double as the judge queue (ARCHITECTURE.md §1): a pending row is a task; a judge
 * claims it by setting claimed_by and a lease, and a lapsed lease puts it back in the queue.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('submissions')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('pid', 'integer', (c) => c.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('display_pid', 'varchar(32)', (c) => c.notNull())
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('language', 'varchar(64)', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('oi_rank_score', 'integer')
    .addColumn('time', 'integer')
    .addColumn('memory', 'integer')
    .addColumn('error_message', 'text')
    .addColumn('subtask_results', 'text')
    .addColumn('share', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gid', 'integer')
    .addColumn('judger', 'varchar(128)')
    .addColumn('is_manual', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unsafe', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('claimed_by', 'varchar(128)')
    .addColumn('lease_expires_at', 'varchar(32)')
    .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('submissions_queue_idx')
    .on('submissions')
    .columns(['status', 'priority', 'id'])
    .execute();
  await db.schema
    .createIndex('submissions_user_problem_idx')
    .on('submissions')
    .columns(['uid', 'pid'])
    .execute();
  await db.schema.createIndex('submissions_pid_idx').on('submissions').columns(['pid', 'id']).execute();

  await db.schema
    .createTable('judge_cases')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('submission_id', 'integer', (c) =>
      c.notNull().references('submissions.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('time', 'integer', (c) => c.notNull())
    .addColumn('memory', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('group_num', 'integer')
    .addColumn('input_name', 'varchar(128)')
    .addColumn('output_name', 'varchar(128)')
    .addColumn('user_output', 'text')
    .addColumn('message', 'text')
    .execute();
  await db.schema
    .createIndex('judge_cases_submission_idx')
    .on('judge_cases')
    .columns(['submission_id', 'position'])
    .execute();

  await db.schema
    .createTable('test_runs')
    .addColumn('run_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('pid', 'integer', (c) => c.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('language', 'varchar(64)', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('user_input', 'text', (c) => c.notNull())
    .addColumn('expected_output', 'text')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_by', 'varchar(128)')
    .addColumn('lease_expires_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('test_runs_queue_idx')
    .on('test_runs')
    .columns(['status', 'created_at'])
    .execute();
}
