import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Test runs of the online IDE (docs/api.md "Online IDE") belong to no problem: `test_runs.pid` becomes
 * nullable. PostgreSQL drops the constraint in place; SQLite cannot, so the table is rebuilt with its rows.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await db.schema
      .alterTable('test_runs')
      .alterColumn('pid', (c) => c.dropNotNull())
      .execute();
    return;
  }
  await db.schema
    .createTable('test_runs_next')
    .addColumn('run_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('pid', 'integer', (c) => c.references('problems.id').onDelete('cascade'))
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
  await sql`insert into test_runs_next select run_key, uid, pid, language, code, user_input, expected_output,
    status, result, priority, claimed_by, lease_expires_at, created_at from test_runs`.execute(db);
  await db.schema.dropTable('test_runs').execute();
  await db.schema.alterTable('test_runs_next').renameTo('test_runs').execute();
  await db.schema
    .createIndex('test_runs_queue_idx')
    .on('test_runs')
    .columns(['status', 'created_at'])
    .execute();
}
