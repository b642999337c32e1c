import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** What a database restart does to a server's pool: every connection but the caller's is cut. */
async function cutIdleConnections(): Promise<boolean> {
  if (TEST_DIALECT !== 'postgres') return false; // SQLite is a file in the process: nothing to cut.
  const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(app.handle.db);
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [rows[0].db],
    );
  } finally {
    await client.end();
  }
  return true;
}

describe('the database connection', () => {
  it('survives the database dropping its idle connections, and answers again', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      expect((await app.request({ url: '/api/get-problem-list' })).statusCode).toBe(200);
      if (await cutIdleConnections()) {
        await expect.poll(() => warnings.some((w) => w.includes('closed an idle connection'))).toBe(true);
      }
      // A query may still meet a cut connection whose notice is on its way; the pool then opens new ones.
      await expect
        .poll(async () => (await app.request({ url: '/api/get-problem-list' })).statusCode)
        .toBe(200);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('has the problem list’s indexes: the public bank’s ids, and trigrams for keywords on PostgreSQL', async () => {
    const names =
      TEST_DIALECT === 'postgres'
        ? (
            await sql<{
              name: string;
            }>`select indexname as name from pg_indexes where tablename = 'problems'`.execute(app.handle.db)
          ).rows
        : (
            await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'index' and tbl_name = 'problems'`.execute(
              app.handle.db,
            )
          ).rows;
    const expected = ['problems_public_idx'];
    if (TEST_DIALECT === 'postgres')
      expected.push('problems_problem_id_trgm_idx', 'problems_title_trgm_idx', 'problems_source_trgm_idx');
    expect(names.map((row) => row.name)).toEqual(expect.arrayContaining(expected));
  });
});
