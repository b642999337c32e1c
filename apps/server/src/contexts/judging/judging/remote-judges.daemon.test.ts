import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { JudgeStatus, Role } from '@judge/contract';
import { startJudgeDaemon, type JudgeDaemon } from '@judge/judge';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  waitForVerdict,
  type TestApp,
} from '../../../../test/test-app.ts';

// The real server on a port of its own and real judge daemons (sandboxed), talking HTTP over loopback.
const LEASE_SECONDS = 3;
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../../..');
const CLI = path.join(REPO_ROOT, 'apps/judge/src/cli.ts');
const CPP_AC = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n';
const CPP_WA = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a*b<<"\\n";}\n';
// Slow enough (8 cases x 0.4 s) to be caught in the middle of judging.
const PY_SLOW_AC = 'import time\ntime.sleep(0.4)\na, b = map(int, input().split())\nprint(a + b)\n';

let app: TestApp;
let serverUrl: string;
let key: string;
let user: Awaited<ReturnType<typeof signedInUser>>;
let problem: Awaited<ReturnType<typeof createProblem>>;
let slowProblem: Awaited<ReturnType<typeof createProblem>>;
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-daemon-cache-'));
const children: ChildProcess[] = [];
const daemons: JudgeDaemon[] = [];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  app = await createTestApp({ judgeLeaseSeconds: LEASE_SECONDS });
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  key = app.services.remoteJudges.keyInfo().key;
  const root = await signedInUser(app, Role.ROOT);
  user = await signedInUser(app);
  problem = await createProblem(app, root.token, { languages: ['C++', 'Python3'] });
  slowProblem = await createProblem(app, root.token, {
    languages: ['Python3'],
    samples: Array.from({ length: 8 }, (_, i) => ({ input: `${i} ${i}\n`, output: `${2 * i}\n` })),
  });
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const daemon of daemons) await daemon.stop();
  // The in-process daemons' HTTP client may leave connections open that never carried a request; Node
  // does not count them as idle, so the server's close would wait out the keep-alive timeout for them.
  app.app.server.closeAllConnections();
  await app.close();
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

async function submit(code: string, language: string, pid: number): Promise<number> {
  const response = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token: user.token,
    body: { pid, language, code },
  });
  expect(response.statusCode).toBe(200);
  return response.body.data.submitId;
}

async function startDaemon(name: string, log: string[] = []) {
  const daemon = await startJudgeDaemon({
    serverUrl,
    key,
    name,
    concurrency: 2,
    cacheDir,
    log: (line) => log.push(line),
  });
  daemons.push(daemon);
  return daemon;
}

/** A daemon as operators run it: its own process, started by the CLI. */
function spawnDaemon(name: string, extra: string[] = [], judgeKey = key) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CLI, '--server', serverUrl, '--concurrency', '1', '--name', name, ...extra],
    { cwd: REPO_ROOT, env: { ...process.env, JUDGE_KEY: judgeKey }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  children.push(child);
  return { child, output: () => output };
}

const submissionRow = (id: number) =>
  app.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const counts = (pid: number) =>
  app.db.selectFrom('problemCounts').select(['total', 'ac']).where('pid', '=', pid).executeTakeFirstOrThrow();

describe(`judge daemons against the real server (${TEST_DIALECT})`, () => {
  it('waits for a server that is away, then judges AC and WA over HTTP', async () => {
    const port = await freePort();
    serverUrl = `http://127.0.0.1:${port}`;
    const log: string[] = [];
    // The daemon comes up first and keeps retrying until the server listens.
    const starting = startDaemon('first-judge', log);
    await waitUntil('the daemon notices the server is away', async () =>
      log.some((line) => line.startsWith('server unreachable')),
    );
    await app.app.listen({ port, host: '127.0.0.1' });
    const daemon = await starting;
    expect(log.filter((line) => line.startsWith('connected to'))).toHaveLength(1);

    const ac = await submit(CPP_AC, 'C++', problem.pid);
    const wa = await submit(CPP_WA, 'C++', problem.pid);
    expect((await waitForVerdict(app, ac, 60_000)).status).toBe(JudgeStatus.ACCEPTED);
    expect((await waitForVerdict(app, wa, 60_000)).status).toBe(JudgeStatus.WRONG_ANSWER);
    expect((await submissionRow(ac)).judger).toBe(daemon.name);
    const cases = await app.request({
      url: '/api/get-all-case-result',
      token: user.token,
      query: { submitId: String(wa) },
    });
    expect(cases.body.data.judgeCaseList.map((c: { status: number }) => c.status)).toEqual([
      JudgeStatus.WRONG_ANSWER,
      JudgeStatus.WRONG_ANSWER,
    ]);
    await daemon.stop();
    expect(log.at(-1)).toBe('stopped');
  });

  it('a daemon with a wrong key says so and exits 3; bad arguments name the flag and exit 64', async () => {
    const refused = spawnDaemon('wrong-key-judge', [], 'not-the-judge-key');
    expect(await new Promise((resolve) => refused.child.once('exit', resolve))).toBe(3);
    expect(refused.output()).toContain('the server refused the judge key');
    const badArgs = spawnDaemon('bad-args', ['--concurrency', 'many']);
    expect(await new Promise((resolve) => badArgs.child.once('exit', resolve))).toBe(64);
    expect(badArgs.output()).toContain('--concurrency');
  });

  it('gives a killed daemon’s submission to another after the lease, judged exactly once', async () => {
    const before = await counts(slowProblem.pid);
    const id = await submit(PY_SLOW_AC, 'Python3', slowProblem.pid);
    const dying = spawnDaemon('dying-judge');
    await waitUntil(
      'the first daemon is in the middle of judging',
      async () => {
        const row = await submissionRow(id);
        return row.claimedBy === 'remote:dying-judge' && row.progressDone >= 1;
      },
      60_000,
    );
    const killedAt = Date.now();
    dying.child.kill('SIGKILL');
    await new Promise((resolve) => dying.child.once('exit', resolve));

    const second = await startDaemon('second-judge');
    const verdict = await waitForVerdict(app, id, 60_000);
    expect(verdict.status).toBe(JudgeStatus.ACCEPTED);
    // Nobody could take it over before the dead daemon's lease ran out.
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual((LEASE_SECONDS - 1) * 1000);
    const row = await submissionRow(id);
    expect(row).toMatchObject({ judger: second.name, claimedBy: null, progressDone: 8 });
    const after = await counts(slowProblem.pid);
    expect([after.total - before.total, after.ac - before.ac]).toEqual([1, 1]);
    const caseRows = await app.db
      .selectFrom('judgeCases')
      .select(['version', 'status'])
      .where('submissionId', '=', id)
      .execute();
    expect(caseRows).toHaveLength(8);
    expect(new Set(caseRows.map((c) => c.version))).toEqual(new Set([row.version]));
    await second.stop();
  });

  it('a daemon stopped by SIGTERM gives its task back at once', async () => {
    const id = await submit(PY_SLOW_AC, 'Python3', slowProblem.pid);
    const leaving = spawnDaemon('leaving-judge', ['--drain-seconds', '0']);
    // Judging (status 7) comes from the daemon's own progress report, so the task is surely in its hands and
    // this is the running-task path (`release`); a stop while a claim answer is on its way is given back by
    // the daemon's leave (remote-judges.stop.test.ts).
    await waitUntil(
      'the daemon is judging',
      async () => {
        const row = await submissionRow(id);
        return row.claimedBy === 'remote:leaving-judge' && row.status === JudgeStatus.JUDGING;
      },
      60_000,
    );
    leaving.child.kill('SIGTERM');
    const code = await new Promise((resolve) => leaving.child.once('exit', resolve));
    expect(code, leaving.output()).toBe(0);
    expect(leaving.output()).toContain('given back to the queue');
    // Back in the queue before any lease could have lapsed.
    expect(await submissionRow(id)).toMatchObject({ status: JudgeStatus.PENDING, claimedBy: null });

    const next = await startDaemon('next-judge');
    expect((await waitForVerdict(app, id, 60_000)).status).toBe(JudgeStatus.ACCEPTED);
    expect((await submissionRow(id)).judger).toBe(next.name);
    await next.stop();
  });
});
