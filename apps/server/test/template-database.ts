import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';

/**
 * The migrated schema, built once per test run (global-setup.ts) and copied for every test app: running
 * all migrations for each of the suite's apps cost more than the tests themselves, on PostgreSQL most.
 * The variable holds a SQLite file to copy, or the name of a PostgreSQL database to use as a template.
 */
export const TEMPLATE_ENV = 'JUDGE_TEST_TEMPLATE';

export async function createTemplate(adminUrl: string | undefined) {
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-template-'));
    const file = path.join(dir, 'judge.sqlite');
    const handle = openDatabase({ sqliteFile: file });
    await migrateToLatest(handle);
    // Closing the last connection folds the write-ahead log into the file, so the file alone is the copy.
    await handle.close();
    for (const suffix of ['-wal', '-shm']) {
      if (fs.existsSync(file + suffix) && fs.statSync(file + suffix).size > 0)
        throw new Error(`the template ${file} kept a ${suffix} file after closing`);
    }
    return { value: file, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `judge_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = openDatabase({ databaseUrl: url.toString(), sqliteFile: '' });
    await migrateToLatest(handle);
    await handle.close();
    // PostgreSQL copies a template only while no one is connected to it: nothing may connect from now on.
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  } finally {
    await admin.end();
  }
  return {
    value: name,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
