// `npm run bench -- hoj-migration`: how fast `npm run migrate:hoj` carries a site's worth of HOJ data (issue 27:
// 10,000 users and 500,000 submissions with code in under 10 minutes on this machine). A throwaway MariaDB from
// Debian's package gets HOJ's own schema and rows generated in SQL (BENCH_HOJ_USERS, BENCH_HOJ_SUBMISSIONS; each
// submission with two case results), then the migration runs into a fresh SQLite database (and PostgreSQL when
// BENCH_DATABASE_URL names a server). Printed: rows per second, against the baseline of reading the same rows
// from HOJ in the same process (what the reading alone allows), and the run's share of the 10-minute budget.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startTempMariadb, type TempMariadb } from '../scripts/lib/mariadb.mjs';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { openHojSource } from '../apps/server/src/migration/hoj/hoj-source.ts';
import { migrateHoj } from '../apps/server/src/migration/hoj/migrate.ts';
import { hojSteps } from '../apps/server/src/migration/hoj/steps/index.ts';

const USERS = Number(process.env.BENCH_HOJ_USERS ?? 10_000);
const SUBMISSIONS = Number(process.env.BENCH_HOJ_SUBMISSIONS ?? 500_000);
const PROBLEMS = 500;
const CONTESTS = 50;
const BUDGET_SECONDS = 600;
const HOJ_SCHEMA = path.resolve(import.meta.dirname, '../../shared/reference/hoj-db');

/** A site's worth of HOJ rows, written by MariaDB itself from its sequence tables (seq_1_to_N). */
function generateSite(server: TempMariadb) {
  server.sql(fs.readFileSync(path.join(HOJ_SCHEMA, 'hoj.sql'), 'utf8'));
  server.sql(fs.readFileSync(path.join(HOJ_SCHEMA, 'hoj-update.sql'), 'utf8'));
  const code =
    '#include <cstdio>\\nint main() { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\\\n", a + b); }\\n';
  server.sql(
    `SET foreign_key_checks = 0;
     INSERT INTO user_info (uuid, username, password, nickname, school, gmt_create)
       SELECT CONCAT('u', seq), CONCAT('user', seq), MD5(CONCAT('pw', seq)), CONCAT('选手', seq), '第一中学', '2023-01-01 08:00:00'
       FROM seq_1_to_${USERS};
     INSERT INTO user_role (uid, role_id) SELECT CONCAT('u', seq), 1002 FROM seq_1_to_${USERS};
     INSERT INTO problem (id, problem_id, title, author, description, is_upload_case, auth, gmt_create)
       SELECT 1000 + seq, CONCAT('P', 1000 + seq), CONCAT('题目 ', seq), 'root', '求两个数的和。', 0, 1, '2023-01-02 08:00:00'
       FROM seq_1_to_${PROBLEMS};
     INSERT INTO problem_case (pid, input, output, score) SELECT 1000 + seq, '1 2\\n', '3\\n', 100 FROM seq_1_to_${PROBLEMS};
     INSERT INTO contest (id, uid, author, title, type, auth, start_time, end_time, duration)
       SELECT seq, '1', 'root', CONCAT('比赛 ', seq), 0, 0, '2023-06-01 10:00:00', '2023-06-01 15:00:00', 18000
       FROM seq_1_to_${CONTESTS};
     INSERT INTO contest_problem (display_id, cid, pid, display_title)
       SELECT CHAR(64 + p.seq), c.seq, 1000 + p.seq, CONCAT('题目 ', p.seq) FROM seq_1_to_${CONTESTS} c, seq_1_to_5 p;
     INSERT INTO judge (submit_id, pid, display_pid, uid, username, submit_time, status, share, time, memory, length,
                        code, language, cid, cpid, gmt_modified)
       SELECT seq, 1000 + (seq MOD ${PROBLEMS}) + 1, CONCAT('P', 1000 + (seq MOD ${PROBLEMS}) + 1),
              CONCAT('u', (seq MOD ${USERS}) + 1), CONCAT('user', (seq MOD ${USERS}) + 1),
              '2023-06-01 11:00:00', IF(seq MOD 3 = 0, -1, 0), 0, 12, 1024, 96, '${code}', 'C++',
              0, 0, '2023-06-01 11:00:00'
       FROM seq_1_to_${SUBMISSIONS};
     UPDATE judge SET cid = (submit_id MOD ${CONTESTS}) + 1, pid = 1000 + (submit_id MOD 5) + 1,
                      display_pid = CHAR(65 + (submit_id MOD 5)) WHERE submit_id MOD 10 = 0;
     INSERT INTO judge_case (submit_id, uid, pid, case_id, status, time, memory, score, seq, input_data, output_data)
       SELECT submit_id, uid, pid, 1, status, 5, 512, 0, s.seq, CONCAT(s.seq, '.in'), CONCAT(s.seq, '.out')
       FROM judge, seq_1_to_2 s;`,
    'hoj',
  );
}

async function freshPostgres(adminUrl: string) {
  const name = `bench_hoj_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The baseline: every row the migration reads, read the same way (keyset batches of 1000), written nowhere. */
async function readOnly(url: string): Promise<{ rows: number; seconds: number }> {
  const source = await openHojSource(url);
  const started = process.hrtime.bigint();
  let rows = 0;
  try {
    for (const step of hojSteps()) {
      if (!(await source.hasTable(step.table))) continue;
      for await (const batch of source.batches(step.table, step.key, 1000)) rows += batch.length;
    }
    for await (const batch of source.batches('judge_case', 'id', 1000)) rows += batch.length;
  } finally {
    await source.close();
  }
  return { rows, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

async function migrateInto(url: string, handle: DatabaseHandle) {
  await migrateToLatest(handle);
  const source = await openHojSource(url);
  const started = process.hrtime.bigint();
  try {
    const report = await migrateHoj({
      source,
      db: handle.db,
      dialect: handle.dialect,
      timeZone: 'Asia/Shanghai',
    });
    const written = report.tables.reduce((sum, table) => sum + table.written, 0);
    const skipped = report.tables.reduce((sum, table) => sum + table.skipped, 0);
    return { seconds: Number(process.hrtime.bigint() - started) / 1e9, written, skipped };
  } finally {
    await source.close();
  }
}

const server = await startTempMariadb();
const dirs: string[] = [];
try {
  console.log(
    `HOJ site: ${USERS} users, ${PROBLEMS} problems, ${CONTESTS} contests, ${SUBMISSIONS} submissions with code`,
  );
  generateSite(server);
  const url = `${server.url}/hoj`;
  const baseline = await readOnly(url);
  const baselineRate = baseline.rows / baseline.seconds;
  console.log(`  reading HOJ only (baseline): ${Math.round(baselineRate)} rows/s over ${baseline.rows} rows`);
  const targets: {
    name: string;
    open: () => Promise<{ handle: DatabaseHandle; done: () => Promise<void> }>;
  }[] = [
    {
      name: 'SQLite',
      open: async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-hoj-'));
        dirs.push(dir);
        const handle = openDatabase({ sqliteFile: path.join(dir, 'judge.sqlite') });
        return { handle, done: () => handle.close() };
      },
    },
  ];
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl)
    targets.push({
      name: 'PostgreSQL',
      open: async () => {
        const database = await freshPostgres(adminUrl);
        const handle = openDatabase({ databaseUrl: database.url, sqliteFile: '' });
        return {
          handle,
          done: async () => {
            await handle.close();
            await database.drop();
          },
        };
      },
    });
  for (const target of targets) {
    const { handle, done } = await target.open();
    try {
      const run = await migrateInto(url, handle);
      const rate = (baseline.rows - run.skipped) / run.seconds;
      console.log(
        `  migrate into ${target.name}: ${Math.round(rate)} rows/s (${run.written} rows of HOJ's main tables written, ${run.skipped} skipped), ` +
          `${(rate / baselineRate).toFixed(3)}x the reading rate, ${(run.seconds / BUDGET_SECONDS).toFixed(3)} of the 10-minute budget`,
      );
    } finally {
      await done();
    }
  }
  if (!adminUrl) console.log('(set BENCH_DATABASE_URL=postgres://... to measure PostgreSQL too)');
} finally {
  server.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}
