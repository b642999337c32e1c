import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JudgeStatus, REMOTE_JUDGE_PREFIX, Role } from '@judge/contract';
import { startJudgeDaemon, type JudgeDaemon } from '@judge/judge';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  waitForVerdict,
  type TestApp,
} from '../../../../test/test-app.ts';

// A lease far longer than the test: a task that reaches another judge in time can only have been given back.
const LEASE_SECONDS = 300;
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../../..');
const CLI = path.join(REPO_ROOT, 'apps/judge/src/cli.ts');
const PY_AC = 'a, b = map(int, input().split())\nprint(a + b)\n';

let app: TestApp;
let serverUrl: string;
let key: string;
/** While set, the answer of a claim that carries a task is held back this long: the stop comes meanwhile. */
let holdClaimAnswersMs = 0;
/** Set when a claim answer carrying a task is being held back. */
let answerHeld = false;
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-daemon-cache-'));
const daemons: JudgeDaemon[] = [];

beforeAll(async () => {
  app = await createTestApp(
    { judgeLeaseSeconds: LEASE_SECONDS },
    {
      extraRoutes: (server) =>
        server.addHook('onSend', async (request, _reply, payload) => {
          if (
            holdClaimAnswersMs > 0 &&
            request.url === `${REMOTE_JUDGE_PREFIX}/claim` &&
            typeof payload === 'string' &&
            payload.includes('"taskId"')
          ) {
            answerHeld = true;
            await new Promise((resolve) => setTimeout(resolve, holdClaimAnswersMs));
          }
          return payload;
        }),
    },
  );
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  key = app.services.remoteJudges.keyInfo().key;
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  serverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  for (const daemon of daemons) await daemon.stop();
  app.app.server.closeAllConnections();
  await app.close();
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

const submissionRow = (id: number) =>
  app.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 30_000, everyMs = 100) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

describe(`a daemon stopped while a claim answer is on its way (${TEST_DIALECT})`, () => {
  it('gives the task back when it leaves: another judge takes it long before the lease, judged once', async () => {
    const root = await signedInUser(app, Role.ROOT);
    const user = await signedInUser(app);
    const { pid } = await createProblem(app, root.token, { languages: ['Python3'] });
    const counts = () =>
      app.db
        .selectFrom('problemCounts')
        .select(['total', 'ac'])
        .where('pid', '=', pid)
        .executeTakeFirstOrThrow();
    const before = await counts();

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', CLI, '--server', serverUrl, '--concurrency', '1', '--name', 'quitting-judge'],
      { cwd: REPO_ROOT, env: { ...process.env, JUDGE_KEY: key }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    await waitUntil('the daemon is connected', async () => output.includes('connected to'), 60_000);

    holdClaimAnswersMs = 2000;
    const submitted = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: { pid, language: 'Python3', code: PY_AC },
    });
    const id = submitted.body.data.submitId as number;
    // Claimed in the database, its answer held back on the server: the stop comes before the daemon reads it
    // (and after the claim call itself returned, so only the leave can give the task back).
    await waitUntil('the claim answer is on its way', async () => answerHeld, 30_000, 10);
    expect((await submissionRow(id)).claimedBy).toBe('remote:quitting-judge');
    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    holdClaimAnswersMs = 0;
    expect(output).toContain('left the server: 1 more task(s) given back to the queue');
    expect(await submissionRow(id)).toMatchObject({ status: JudgeStatus.PENDING, claimedBy: null });

    const next = await startJudgeDaemon({
      serverUrl,
      key,
      name: 'next-judge',
      concurrency: 1,
      cacheDir,
      log: () => {},
    });
    daemons.push(next);
    expect((await waitForVerdict(app, id, 60_000)).status).toBe(JudgeStatus.ACCEPTED);
    expect(Date.now() - stoppedAt).toBeLessThan((LEASE_SECONDS / 4) * 1000);
    const row = await submissionRow(id);
    expect(row).toMatchObject({ judger: next.name, claimedBy: null });
    const after = await counts();
    expect([after.total - before.total, after.ac - before.ac]).toEqual([1, 1]);
    const caseRows = await app.db
      .selectFrom('judgeCases')
      .select('version')
      .where('submissionId', '=', id)
      .execute();
    expect(caseRows.length).toBeGreaterThan(0);
    expect(new Set(caseRows.map((c) => c.version))).toEqual(new Set([row.version]));
    await next.stop();
  });

  it('whenever the stop comes around a claim, nothing stays claimed for the daemon after it exits', async () => {
    const root = await signedInUser(app, Role.ROOT);
    const user = await signedInUser(app);
    const { pid } = await createProblem(app, root.token, { languages: ['Python3'] });
    // Stopped while idle in a long poll, then right as a claim lands (no answer held back: the natural race).
    for (const stopWhen of ['polling', 'claimed'] as const) {
      const name = `stopped-while-${stopWhen}`;
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', CLI, '--server', serverUrl, '--concurrency', '1', '--name', name],
        { cwd: REPO_ROOT, env: { ...process.env, JUDGE_KEY: key }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      await waitUntil('the daemon is connected', async () => output.includes('connected to'), 60_000);
      let id: number | null = null;
      if (stopWhen === 'claimed') {
        const submitted = await app.request({
          method: 'POST',
          url: '/api/submit-problem-judge',
          token: user.token,
          body: { pid, language: 'Python3', code: PY_AC },
        });
        id = submitted.body.data.submitId as number;
        await waitUntil(
          'the claim is in the database',
          async () => (await submissionRow(id!)).claimedBy === `remote:${name}`,
          30_000,
          5,
        );
      }
      child.kill('SIGTERM');
      expect(await exited, output).toBe(0);
      const stillClaimed = await app.db
        .selectFrom('submissions')
        .select('id')
        .where('claimedBy', '=', `remote:${name}`)
        .where('status', 'in', [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING])
        .execute();
      expect(stillClaimed, output).toEqual([]);
      if (id === null) continue;
      // Either it finished the task while draining, or the task went back and another judge takes it now.
      const next = await startJudgeDaemon({
        serverUrl,
        key,
        name: `after-${name}`,
        concurrency: 1,
        cacheDir,
        log: () => {},
      });
      try {
        expect((await waitForVerdict(app, id, 60_000)).status).toBe(JudgeStatus.ACCEPTED);
      } finally {
        await next.stop();
      }
    }
  }, 180_000);
});
