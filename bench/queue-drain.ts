// Time to drain N queued A+B C++ submissions through the server's database queue, against the judge-only
// baseline: the same N tasks handed straight to the same judge worker in the same process. The ratio is
// what the queue costs (claims, progress and result writes, leases); a remote daemon over HTTP on loopback
// is measured the same way. SQLite always; PostgreSQL too when BENCH_DATABASE_URL names a server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createJudgeWorker, startJudgeDaemon, type JudgeWorker } from '@judge/judge';
import { JudgeStatus, type JudgeTask } from '@judge/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createEmbeddedJudge } from '../apps/server/src/contexts/judging/judging/embedded-judge.ts';
import { createJudgingWork } from '../apps/server/src/contexts/judging/judging/judging-work.ts';
import { submissionTask } from '../apps/server/src/contexts/judging/judging/task-builder.ts';
import { createProblemsRepo } from '../apps/server/src/contexts/problems/problems/problems.repo.ts';
import { createSubmissionsRepo } from '../apps/server/src/contexts/judging/submissions/submissions.repo.ts';
import { countVerdict } from '../apps/server/src/contexts/problems/problems/problem-counts.repo.ts';
import { createChangeReactions } from '../apps/server/src/lib/change-reactions.ts';
import { createTestRunsRepo } from '../apps/server/src/contexts/judging/submissions/test-runs.repo.ts';
import { QUEUE_PRIORITY } from '../apps/server/src/contexts/judging/judging/queue.repo.ts';

/** The bank's counters follow the verdicts, as composition.ts registers them for the server. */
function verdictCounts() {
  const changes = createChangeReactions();
  changes.on('submission/verdict', countVerdict);
  return changes;
}

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 200);
const CASES = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const CPP_AC = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n';
const silent = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => silent,
} as never;

const tempDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};

/** A fresh database on the bench's PostgreSQL server, dropped at the end. */
async function freshPostgres(adminUrl: string) {
  const name = `judge_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A server (no embedded judge of its own) with an A+B problem of CASES cases. */
async function benchServer(databaseUrl: string | undefined) {
  const config = {
    ...loadConfig({ DATA_DIR: tempDir('judge-bench-'), LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl }),
    embeddedJudge: false,
  };
  const built = await buildApp({ config, logger: false });
  await built.services.accounts.ensureRootAccount('benchpass1');
  const { token } = await built.services.accounts.login(
    { username: 'root', password: 'benchpass1' },
    { ip: null, userAgent: null },
    { backOffice: false },
  );
  const created = await built.app.inject({
    method: 'POST',
    url: '/api/admin/problem',
    headers: { authorization: token },
    payload: {
      problem: {
        problemId: `BENCH${randomBytes(2).toString('hex')}`,
        title: 'A+B',
        description: 'Add two integers.',
        input: 'a b',
        output: 'a+b',
        examples: '<input>1 2</input><output>3</output>',
      },
      samples: Array.from({ length: CASES }, (_, i) => ({
        input: `${i * 1000} ${i + 7}\n`,
        output: `${i * 1000 + i + 7}\n`,
      })),
      languages: ['C++'],
      tags: [],
      codeTemplates: [],
    },
  });
  if (created.statusCode !== 200) throw new Error(`problem creation failed: ${created.body}`);
  const pid = (created.json() as { data: { pid: number } }).data.pid;
  return { ...built, pid };
}
type BenchServer = Awaited<ReturnType<typeof benchServer>>;

/** Queues N submissions straight into the table (the bench is about draining, not submitting). */
async function enqueue(server: BenchServer, count: number): Promise<number[]> {
  const repo = createSubmissionsRepo(server.db, verdictCounts());
  const problem = await createProblemsRepo(server.db).findById(server.pid);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    ids.push(
      await repo.insert({
        pid: server.pid,
        displayPid: problem!.problemId,
        uid: 1,
        username: 'root',
        language: 'C++',
        code: CPP_AC,
        length: CPP_AC.length,
        status: JudgeStatus.PENDING,
        score: null,
        oiRankScore: null,
        time: null,
        memory: null,
        errorMessage: null,
        subtaskResults: null,
        share: 0,
        cid: 0,
        gid: null,
        judger: null,
        isManual: 0,
        unsafe: 0,
        ip: null,
        version: 0,
        priority: QUEUE_PRIORITY.normal,
        claimedBy: null,
        leaseExpiresAt: null,
        progressDone: 0,
        progressTotal: 0,
      }),
    );
  }
  return ids;
}

async function waitDrained(server: BenchServer, ids: number[]) {
  for (;;) {
    const rows = await server.db
      .selectFrom('submissions')
      .select(['status'])
      .where('id', 'in', ids)
      .where('status', 'in', [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING])
      .execute();
    if (rows.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const wrong = await server.db
    .selectFrom('submissions')
    .select(['id', 'status'])
    .where('id', 'in', ids)
    .where('status', '!=', JudgeStatus.ACCEPTED)
    .execute();
  if (wrong.length > 0)
    throw new Error(`${wrong.length} submissions were not accepted: ${JSON.stringify(wrong[0])}`);
}

async function tasksOf(server: BenchServer, count: number): Promise<JudgeTask[]> {
  const problems = createProblemsRepo(server.db);
  const problem = (await problems.findById(server.pid))!;
  const cases = await problems.cases(server.pid);
  return Array.from({ length: count }, (_, i) =>
    submissionTask({ id: 1_000_000 + i, version: 0, language: 'C++', code: CPP_AC }, problem, cases),
  );
}

async function timeBaseline(worker: JudgeWorker, tasks: JudgeTask[]) {
  const started = performance.now();
  const results = await Promise.all(tasks.map((task) => worker.judge(task)));
  const ms = performance.now() - started;
  if (results.some((result) => result.status !== JudgeStatus.ACCEPTED))
    throw new Error('baseline: not all AC');
  return ms;
}

async function timeEmbedded(
  server: BenchServer,
  worker: JudgeWorker,
  dialect: 'sqlite' | 'postgres',
  count: number,
) {
  const ids = await enqueue(server, count);
  const started = performance.now();
  const { db } = server;
  const work = createJudgingWork({
    db,
    dialect,
    submissions: createSubmissionsRepo(db, verdictCounts()),
    testRuns: createTestRunsRepo(db),
    problems: createProblemsRepo(db),
  });
  const judge = createEmbeddedJudge({ db, dialect, worker, log: silent, work });
  await waitDrained(server, ids);
  const ms = performance.now() - started;
  await judge.stop();
  return ms;
}

async function timeRemote(server: BenchServer, address: string, worker: JudgeWorker, count: number) {
  const ids = await enqueue(server, count);
  const started = performance.now();
  const daemon = await startJudgeDaemon({
    serverUrl: address,
    key: server.services.remoteJudges.keyInfo().key,
    concurrency: worker.concurrency,
    worker,
    log: () => undefined,
  });
  await waitDrained(server, ids);
  const ms = performance.now() - started;
  await daemon.stop();
  return ms;
}

const BASELINE = 'judge only (tasks straight on the worker)';
const line = (name: string, ms: number, baselineMs: number, count: number) =>
  console.log(
    `${name.padEnd(48)} ${(ms / 1000).toFixed(1).padStart(6)} s  ${((count / ms) * 60_000).toFixed(1).padStart(6)} subs/min  time ratio ${(ms / baselineMs).toFixed(3)}`,
  );

const servers: BenchServer[] = [];
const worker = await createJudgeWorker({
  cacheDir: tempDir('judge-bench-cache-'),
  log: () => undefined,
  // Test data comes from whichever bench database holds it (same hashes in every one).
  fetchTestData: async (hash) => {
    for (const server of servers) {
      const content = await server.services.remoteJudges.testData(hash);
      if (content) return content;
    }
    throw new Error(`test data ${hash} not found`);
  },
});
try {
  console.log(
    `queue drain: ${SUBMISSIONS} A+B C++ submissions x ${CASES} cases per line, judge concurrency ${worker.concurrency}, ${os.cpus().length} cores, ${ROUNDS} interleaved rounds`,
  );
  const sqlite = await benchServer(undefined);
  servers.push(sqlite);
  const sqliteAddress = await sqlite.app.listen({ port: 0, host: '127.0.0.1' });
  let postgres: { server: BenchServer; address: string; drop: () => Promise<void> } | null = null;
  if (process.env.BENCH_DATABASE_URL) {
    const database = await freshPostgres(process.env.BENCH_DATABASE_URL);
    const server = await benchServer(database.url);
    servers.push(server);
    postgres = {
      server,
      address: await server.app.listen({ port: 0, host: '127.0.0.1' }),
      drop: database.drop,
    };
  }
  const perRound = Math.ceil(SUBMISSIONS / ROUNDS);
  const tasks = await tasksOf(sqlite, perRound);
  await timeBaseline(worker, tasks.slice(0, 4)); // warm-up: compiler, page cache, test data cache
  // Rounds interleave the lines, so that the machine's other load falls on all of them alike.
  const totals = new Map<string, number>();
  let roundLine: string[] = [];
  const add = (name: string, ms: number) => {
    totals.set(name, (totals.get(name) ?? 0) + ms);
    roundLine.push(`${(ms / 1000).toFixed(1)} s`);
  };
  for (let round = 0; round < ROUNDS; round++) {
    roundLine = [];
    add(BASELINE, await timeBaseline(worker, tasks));
    add('SQLite queue + embedded judge', await timeEmbedded(sqlite, worker, 'sqlite', perRound));
    add(
      'SQLite queue + remote daemon (HTTP loopback)',
      await timeRemote(sqlite, sqliteAddress, worker, perRound),
    );
    if (postgres) {
      add(
        'PostgreSQL queue + embedded judge',
        await timeEmbedded(postgres.server, worker, 'postgres', perRound),
      );
      add(
        'PostgreSQL queue + remote daemon (HTTP loopback)',
        await timeRemote(postgres.server, postgres.address, worker, perRound),
      );
    }
    // The spread between rounds shows how much the machine's other load moves the numbers.
    console.log(`  round ${round + 1}: ${roundLine.join(', ')}`);
  }
  const baselineMs = totals.get(BASELINE)!;
  for (const [name, ms] of totals) line(name, ms, baselineMs, perRound * ROUNDS);
  if (!postgres) console.log('(set BENCH_DATABASE_URL=postgres://... to measure PostgreSQL too)');
  for (const server of servers) {
    server.app.server.closeAllConnections();
    await server.app.close();
  }
  await postgres?.drop();
} finally {
  await worker.close();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
}
