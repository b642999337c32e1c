// The contest scoreboard at scale: 5,000 users x 13 problems x 100,000 submissions, on SQLite and on a
// throwaway PostgreSQL. Prints the served board page (requests per second, p99, ratio to /api/health on
// the same server in the same run) and a full rebuild of the board from the database (ms, median of 5).
// Each call is made once before it is measured, so the figures are of serving a built board; calls send the
// Accept-Encoding Chromium sends, so shared board pages go gzipped as browsers receive them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { JudgeStatus, Role } from '@judge/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { nowIso } from '../apps/server/src/lib/time.ts';
import { demoProblems } from '../apps/server/src/contexts/problems/demo/demo-problems.ts';
import { createBoardSource } from '../apps/server/src/contexts/contests/scoreboards/board-source.ts';
// @ts-expect-error plain JavaScript helper shared with the test runner
import { startTempPostgres } from '../scripts/lib/postgres.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const USERS = 5_000;
const PROBLEMS = 13;
const SUBMISSIONS = 100_000;
/** Contestants asking the board in turn, each call another's: more than a board keeps own pages for (1,000). */
const CONTESTANTS_IN_TURN = 2_000;
const HOUR = 3_600_000;

/** A repeatable pseudo-random sequence in [0, 1) (mulberry32: the same board every run). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function benchOn(label: string, databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-bench-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl }),
    embeddedJudge: false,
  };
  const { app, db, services, parts } = await buildApp({ config, logger: false });
  await services.accounts.ensureRootAccount('benchpass1');
  const root = (await services.accounts.findUser('root'))!;
  const actor = { uid: root.uid, username: 'root', role: Role.ROOT, sessionId: 'bench' } as const;

  // Thirteen problems through the real service, a contest holding them, running for another hour.
  const aPlusB = demoProblems()[0];
  const pids: number[] = [];
  for (let i = 0; i < PROBLEMS; i += 1) {
    const { pid } = await services.problems.create(actor, {
      ...aPlusB,
      problem: { ...aPlusB.problem, problemId: `S${i}` },
    });
    pids.push(pid);
  }
  const now = Date.now();
  const start = new Date(now - 4 * HOUR).toISOString();
  const { contests } = parts;
  const { cid } = await contests.create(actor, {
    title: 'Bench contest',
    description: 'Scoreboard at scale',
    startTime: start,
    endTime: new Date(now + HOUR).toISOString(),
    type: 0,
    auth: 0,
    sealRank: false,
    autoRealRank: true,
    openPrint: false,
    openRank: true,
    rankShowName: 'username',
    openAccountLimit: false,
    starAccount: ['bench1', 'bench2'],
    oiRankScoreType: 'Recent',
    awardType: 1,
    awardConfig: [
      { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 10 },
      { priority: 2, name: 'Silver', background: '#b4b4b4', color: '#ffffff', num: 20 },
      { priority: 3, name: 'Bronze', background: '#a5681c', color: '#ffffff', num: 30 },
    ],
    visible: true,
    timeLimit: 0,
  });
  const letters = 'ABCDEFGHIJKLM';
  await db
    .insertInto('contestProblems')
    .values(
      pids.map((pid, i) => ({
        cid,
        pid,
        displayId: letters[i],
        displayTitle: `Problem ${letters[i]}`,
        color: '#409eff',
        gmtCreate: nowIso(),
        gmtModified: nowIso(),
      })),
    )
    .execute();

  // 5,000 users (one password hash for all), then 100,000 judged submissions in bulk.
  const passwordHash = await hashPassword('benchpass1');
  const uids: number[] = [];
  for (let from = 0; from < USERS; from += 500) {
    const rows = Array.from({ length: Math.min(500, USERS - from) }, (_, i) => ({
      username: `bench${from + i + 1}`,
      passwordHash,
      email: `bench${from + i + 1}@example.com`,
      gender: (from + i) % 5 === 0 ? 'female' : 'male',
      school: `School ${(from + i) % 40}`,
      role: Role.USER,
      status: 0,
      defCode: 0,
      createdAt: nowIso(),
      updatedAt: nowIso(),
    }));
    const inserted = await db
      .insertInto('users')
      .values(rows as never)
      .returning('uid')
      .execute();
    uids.push(...inserted.map((row) => row.uid));
  }
  const next = random(42);
  const verdicts = [
    JudgeStatus.ACCEPTED,
    JudgeStatus.ACCEPTED,
    JudgeStatus.ACCEPTED,
    JudgeStatus.WRONG_ANSWER,
    JudgeStatus.WRONG_ANSWER,
    JudgeStatus.WRONG_ANSWER,
    JudgeStatus.WRONG_ANSWER,
    JudgeStatus.TIME_LIMIT_EXCEEDED,
    JudgeStatus.COMPILE_ERROR,
    JudgeStatus.RUNTIME_ERROR,
  ];
  const startMs = Date.parse(start);
  const moments = Array.from({ length: SUBMISSIONS }, () => startMs + Math.floor(next() * 4 * HOUR)).sort(
    (a, b) => a - b,
  );
  for (let from = 0; from < SUBMISSIONS; from += 1000) {
    const rows = moments.slice(from, from + 1000).map((moment) => {
      const uidIndex = Math.floor(next() * USERS);
      const problem = Math.floor(next() * PROBLEMS);
      const status = verdicts[Math.floor(next() * verdicts.length)];
      return {
        pid: pids[problem],
        displayPid: letters[problem],
        uid: uids[uidIndex],
        username: `bench${uidIndex + 1}`,
        language: 'C++',
        code: 'int main(){}',
        length: 12,
        status,
        score: status === JudgeStatus.ACCEPTED ? 100 : 0,
        oiRankScore: null,
        time: Math.floor(next() * 1000),
        memory: 1024,
        errorMessage: null,
        subtaskResults: null,
        share: 0,
        cid,
        gid: null,
        judger: 'bench',
        isManual: 0,
        unsafe: 0,
        ip: null,
        version: 1,
        priority: 3,
        claimedBy: null,
        leaseExpiresAt: null,
        progressDone: 1,
        progressTotal: 1,
        createdAt: new Date(moment).toISOString(),
        updatedAt: nowIso(),
      };
    });
    await db.insertInto('submissions').values(rows).execute();
  }
  await (databaseUrl ? sql`vacuum analyze` : sql`analyze`).execute(db);

  // A full rebuild: everything the board reads, from the database, through the board's own source.
  const source = createBoardSource({ db, contests, gate: parts.policies.contestGate });
  const version = (await source.version(cid)) ?? 0;
  const rebuilds: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const began = performance.now();
    await source.load(cid, version);
    rebuilds.push(performance.now() - began);
  }
  rebuilds.sort((a, b) => a - b);

  const { token } = await services.accounts.login(
    { username: 'bench100', password: 'benchpass1' },
    { ip: null, userAgent: null },
    { backOffice: false },
  );
  // A contestant with no submission yet, as every contestant is in a contest's first minutes.
  await db
    .insertInto('users')
    .values({
      username: 'benchnew',
      passwordHash,
      email: 'benchnew@example.com',
      gender: 'male',
      school: 'School 0',
      role: Role.USER,
      status: 0,
      defCode: 0,
      createdAt: nowIso(),
      updatedAt: nowIso(),
    } as never)
    .execute();
  const { token: newcomer } = await services.accounts.login(
    { username: 'benchnew', password: 'benchpass1' },
    { ip: null, userAgent: null },
    { backOffice: false },
  );
  // Contestants who each ask once, in turn: the board a contest's contestants refetch after each verdict, where
  // nobody's own page is kept yet (more of them than a board keeps pages for).
  const turns: string[] = [];
  for (const uid of uids.slice(0, CONTESTANTS_IN_TURN))
    turns.push((await services.tokens.issue(uid, { ip: null, userAgent: null })).token);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const measure = async (
    url: string,
    options: { body?: unknown; token?: string; tokens?: string[] } = {},
  ) => {
    const request = {
      method: options.body ? 'POST' : 'GET',
      body: options.body ? JSON.stringify(options.body) : undefined,
      headers: {
        // What Chromium sends with every call: the board's pages go gzipped, as browsers receive them.
        'accept-encoding': 'gzip, deflate, br, zstd',
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: options.token } : {}),
      },
    } as const;
    // Served, not built: the first call builds the server's board (the rebuild above times that).
    await fetch(`${address}${url}`, request);
    // Each token in turn, once before (their sessions read), then one per request.
    const tokens = options.tokens ?? [];
    for (const each of tokens)
      await fetch(`${address}${url}`, { ...request, headers: { ...request.headers, authorization: each } });
    let turn = 0;
    const result = await autocannon({
      url: `${address}${url}`,
      ...request,
      ...(tokens.length > 0
        ? {
            requests: [
              {
                setupRequest: (next: autocannon.Request) => {
                  next.headers = { ...next.headers, authorization: tokens[turn++ % tokens.length] };
                  return next;
                },
              },
            ],
          }
        : {}),
      connections: 10,
      duration: SECONDS,
    });
    return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors };
  };
  const page = { cid, currentPage: 1, limit: 30 };
  const baseline = await measure('/api/health');
  const rows: [string, Awaited<ReturnType<typeof measure>>][] = [
    ['GET /api/health (baseline)', baseline],
    ['outside board page 1 (anyone)', await measure('/api/get-contest-outside-scoreboard', { body: page })],
    [
      'outside board page 100',
      await measure('/api/get-contest-outside-scoreboard', { body: { ...page, currentPage: 100 } }),
    ],
    ['get-contest-rank page 1 (signed in)', await measure('/api/get-contest-rank', { body: page, token })],
    [
      `get-contest-rank, ${CONTESTANTS_IN_TURN} contestants in turn`,
      await measure('/api/get-contest-rank', { body: page, tokens: turns }),
    ],
    ['get-user-info (signed-in baseline)', await measure('/api/get-user-info', { token })],
    // The contest's first pages, which every contestant opens within seconds of its start (docs/load.md).
    ['start: get-contest-info', await measure(`/api/get-contest-info?cid=${cid}`, { token })],
    [
      'start: get-contest-problem (the list)',
      await measure(`/api/get-contest-problem?cid=${cid}`, { token }),
    ],
    [
      'start: get-contest-problem-details (A)',
      await measure(`/api/get-contest-problem-details?cid=${cid}&displayId=A`, { token }),
    ],
    [
      'start: the list, no submission yet',
      await measure(`/api/get-contest-problem?cid=${cid}`, { token: newcomer }),
    ],
    [
      'start: problem A, no submission yet',
      await measure(`/api/get-contest-problem-details?cid=${cid}&displayId=A`, { token: newcomer }),
    ],
    [
      'start: get-contest-announcement',
      await measure(`/api/get-contest-announcement?cid=${cid}&currentPage=1&limit=10`, { token }),
    ],
  ];
  // Sealed: each contestant's own row is ranked among the others' sealed rows on every request.
  await db
    .updateTable('contests')
    .set({ sealRank: 1, sealRankTime: new Date(now - HOUR).toISOString() })
    .where('id', '=', cid)
    .execute();
  rows.push(
    ['get-contest-rank, sealed (own row)', await measure('/api/get-contest-rank', { body: page, token })],
    [
      `sealed, ${CONTESTANTS_IN_TURN} contestants in turn`,
      await measure('/api/get-contest-rank', { body: page, tokens: turns }),
    ],
  );

  console.log(
    `\n${label}: ${USERS} users, ${PROBLEMS} problems, ${SUBMISSIONS} submissions; ${SECONDS}s per call, 10 connections`,
  );
  console.log(
    `full rebuild (median of 5)                ${rebuilds[2].toFixed(0).padStart(7)} ms  (min ${rebuilds[0].toFixed(0)}, max ${rebuilds[4].toFixed(0)})`,
  );
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  ratio ${(r.rps / baseline.rps).toFixed(3)}${r.errors ? `  (${r.errors} errors)` : ''}`,
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
