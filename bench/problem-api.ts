// The problem list over 10,000 problems and submission-detail polling, on SQLite and on a throwaway
// PostgreSQL: requests per second and p99 of each call, and the ratio to /api/health on the same
// server in the same run (the framework's own ceiling); "near" is the ratio to /api/health measured just
// before that call, steadier on a machine others share.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { Role } from '@judge/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { nowIso } from '../apps/server/src/lib/time.ts';
import { demoProblems } from '../apps/server/src/contexts/problems/demo/demo-problems.ts';
// @ts-expect-error plain JavaScript helper shared with the test runner
import { startTempPostgres } from '../scripts/lib/postgres.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PROBLEMS = 10_000;

async function benchOn(label: string, databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-bench-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl }),
    embeddedJudge: false,
  };
  const { app, db, services } = await buildApp({ config, logger: false });
  await services.accounts.ensureRootAccount('benchpass1');
  const root = await services.accounts.findUser('root');
  const actor = { uid: root!.uid, username: 'root', role: Role.ROOT, sessionId: 'bench' } as const;

  // One problem through the real service (cases, tags, languages), then 10k rows in bulk.
  const aPlusB = demoProblems()[0];
  const { pid } = await services.problems.create(actor, {
    ...aPlusB,
    problem: { ...aPlusB.problem, problemId: 'B0' },
  });
  const template = await db
    .selectFrom('problems')
    .selectAll()
    .where('id', '=', pid)
    .executeTakeFirstOrThrow();
  const { id: _id, ...columns } = template;
  for (let start = 1; start < PROBLEMS; start += 500) {
    const rows = Array.from({ length: Math.min(500, PROBLEMS - start) }, (_, i) => ({
      ...columns,
      problemId: `B${start + i}`,
      title: `Bench problem ${start + i}`,
      difficulty: (start + i) % 8,
      createdAt: nowIso(),
      updatedAt: nowIso(),
    }));
    const inserted = await db.insertInto('problems').values(rows).returning('id').execute();
    await db
      .insertInto('problemCounts')
      .values(
        inserted.map((r) => ({
          pid: r.id,
          total: 0,
          ac: 0,
          wa: 0,
          ce: 0,
          pa: 0,
          tle: 0,
          mle: 0,
          re: 0,
          pe: 0,
        })),
      )
      .execute();
  }
  // A bank grows over months and autovacuum keeps statistics and the visibility map current (index-only
  // scans need the latter); a bulk load has neither yet, so the bench does what autovacuum would have.
  await (databaseUrl ? sql`vacuum analyze` : sql`analyze`).execute(db);
  const submission = await db
    .insertInto('submissions')
    .values({
      pid,
      displayPid: 'B0',
      uid: root!.uid,
      username: 'root',
      language: 'C++',
      code: 'int main(){}',
      length: 12,
      status: 0,
      score: 0,
      oiRankScore: 0,
      time: 1,
      memory: 512,
      errorMessage: null,
      subtaskResults: null,
      share: 0,
      cid: 0,
      gid: null,
      judger: 'bench',
      isManual: 0,
      unsafe: 0,
      ip: null,
      version: 1,
      priority: 2,
      claimedBy: null,
      leaseExpiresAt: null,
      progressDone: 1,
      progressTotal: 1,
      createdAt: nowIso(),
      updatedAt: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await services.accounts.login(
    { username: 'root', password: 'benchpass1' },
    { ip: null, userAgent: null },
    { backOffice: false },
  );

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const measure = async (
    url: string,
    headers: Record<string, string> = {},
    paths?: string[],
    duration = SECONDS,
  ) => {
    let next = 0;
    const result = await autocannon({
      url: `${address}${url}`,
      headers,
      connections: 10,
      duration,
      // Paths taken in turn (searches a server has not kept), else the one url again and again.
      ...(paths && {
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      }),
    });
    return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors };
  };
  // 360 different searches of 111 matches each ('problem 10' ... 'problem 99', pages 1 to 4): more than
  // the server keeps, so each is searched anew, as different visitors' keywords are.
  const unkeptSearches = Array.from({ length: 90 }, (_, i) => i + 10).flatMap((n) =>
    [1, 2, 3, 4].map((page) => `/api/get-problem-list?currentPage=${page}&limit=30&keyword=problem%20${n}`),
  );
  const baseline = await measure('/api/health');
  type Row = Awaited<ReturnType<typeof measure>> & { near: number };
  const rows: [string, Row][] = [['GET /api/health (baseline)', { ...baseline, near: baseline.rps }]];
  /**
   * Each call with /api/health measured just before it (a shorter run): on a machine others share, the
   * load moves within a run, and the ratio to that nearby figure ("near") moves less than the one to the
   * run's single baseline.
   */
  const call = async (name: string, url: string, headers: Record<string, string> = {}, paths?: string[]) => {
    const near = await measure('/api/health', {}, undefined, Math.max(1, Math.round(SECONDS / 2)));
    rows.push([name, { ...(await measure(url, headers, paths)), near: near.rps }]);
  };
  await call('get-problem-list page 1 (10k)', '/api/get-problem-list?currentPage=1&limit=30');
  await call(
    'get-problem-list page 200, keyword',
    '/api/get-problem-list?currentPage=200&limit=30&keyword=bench',
  );
  await call(
    'get-problem-list keyword, 111 match',
    '/api/get-problem-list?currentPage=1&limit=30&keyword=problem%2042',
  );
  await call('get-problem-list keyword, not kept', '/api/get-problem-list', {}, unkeptSearches);
  await call('get-problem-list signed in (myStatus)', '/api/get-problem-list?currentPage=1&limit=30', {
    authorization: token,
  });
  await call('get-submission-detail (polling)', `/api/get-submission-detail?submitId=${submission.id}`, {
    authorization: token,
  });
  console.log(`\n${label}: ${PROBLEMS} problems, ${SECONDS}s per call, 10 connections`);
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  ratio ${(r.rps / baseline.rps).toFixed(3)}  near ${(r.rps / r.near).toFixed(3)}${r.errors ? `  (${r.errors} errors)` : ''}`,
    );
  }
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await benchOn('SQLite', undefined);
const postgres = process.env.BENCH_DATABASE_URL ? null : await startTempPostgres();
try {
  await benchOn('PostgreSQL', process.env.BENCH_DATABASE_URL ?? postgres.url);
} finally {
  postgres?.stop();
}
