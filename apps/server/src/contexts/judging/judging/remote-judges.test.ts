import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  JudgeStatus,
  REMOTE_JUDGE_PREFIX,
  Role,
  type JudgeResult,
  type JudgeTask,
  type ParsedJudgeTask,
} from '@judge/contract';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

// Short leases so that lapsing takes a moment; no judge runs here: the tests play the remote judge.
const LEASE_SECONDS = 2;
const CPP = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b;}\n';

let app: TestApp;
let key: string;
let root: Awaited<ReturnType<typeof signedInUser>>;
let user: Awaited<ReturnType<typeof signedInUser>>;
let problem: Awaited<ReturnType<typeof createProblem>>;

beforeAll(async () => {
  app = await createTestApp({ judgeLeaseSeconds: LEASE_SECONDS });
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  key = app.services.remoteJudges.keyInfo().key;
  root = await signedInUser(app, Role.ROOT);
  user = await signedInUser(app);
  problem = await createProblem(app, root.token, { languages: ['C++', 'Python3'] });
});
afterAll(() => app.close());

function judgeCall(path: string, body: unknown, judgeKey: string | null = key) {
  return app.request({
    method: 'POST',
    url: `${REMOTE_JUDGE_PREFIX}/${path}`,
    body,
    headers: judgeKey === null ? {} : { 'x-judge-key': judgeKey },
  });
}

async function claim(judger: string, waitMs = 0, languages = ['C++', 'Python3']) {
  const response = await judgeCall('claim', { judger, languages, waitMs });
  expect(response.statusCode).toBe(200);
  return response.body.data.task as ParsedJudgeTask | null;
}

async function submit(language = 'C++', code = CPP): Promise<number> {
  const response = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token: user.token,
    body: { pid: problem.pid, language, code },
  });
  expect(response.statusCode).toBe(200);
  return response.body.data.submitId;
}

function resultFor(task: JudgeTask, judger: string, status: number = JudgeStatus.ACCEPTED): JudgeResult {
  return {
    type: 'result',
    taskId: task.taskId,
    status: status as JudgeResult['status'],
    score: 0,
    oiRankScore: 0,
    timeMs: 12,
    memoryKb: 3400,
    judgeCaseMode: 'default',
    cases: task.testCases.map((testCase) => ({
      index: testCase.index,
      status: status as JudgeResult['status'],
      timeMs: 12,
      memoryKb: 3400,
      score: 0,
    })),
    subtasks: [],
    unsafe: false,
    judger,
  };
}

const submissionRow = (id: number) =>
  app.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const problemTotal = async () =>
  (
    await app.db
      .selectFrom('problemCounts')
      .select(['total', 'ac'])
      .where('pid', '=', problem.pid)
      .executeTakeFirstOrThrow()
  ).total;

/** Claims until the given submission's task comes out (earlier tests may leave others in the queue). */
async function claimSubmission(judger: string, id: number): Promise<ParsedJudgeTask> {
  for (let i = 0; i < 20; i++) {
    const task = await claim(judger);
    if (task?.submissionId === id) return task;
    if (task) await judgeCall('result', { judger, result: resultFor(task, judger) });
    if (!task) break;
  }
  throw new Error(`submission ${id} was not claimed`);
}

describe(`remote judge calls: the key (${TEST_DIALECT})`, () => {
  it('refuses every call without the right key with 401, before looking at the input', async () => {
    for (const judgeKey of [null, '', 'wrong-key', `${key}x`, key.slice(0, -1)]) {
      for (const path of ['claim', 'progress', 'result', 'heartbeat', 'release']) {
        const response = await judgeCall(path, { nonsense: true }, judgeKey);
        expect(response.statusCode, `${path} with ${judgeKey}`).toBe(401);
        expect(response.body.code).toBe('UNAUTHENTICATED');
      }
      const data = await app.request({
        url: `${REMOTE_JUDGE_PREFIX}/testdata/${'0'.repeat(64)}`,
        headers: judgeKey === null ? {} : { 'x-judge-key': judgeKey },
      });
      expect(data.statusCode).toBe(401);
    }
  });

  it('shows the key to root only, and keeps the generated key across restarts of the service', async () => {
    expect((await app.request({ url: '/api/admin/judge/key', token: root.token })).body.data).toEqual({
      key,
      source: 'generated',
    });
    const admin = await signedInUser(app, Role.ADMIN);
    expect((await app.request({ url: '/api/admin/judge/key', token: admin.token })).statusCode).toBe(403);
    expect((await app.request({ url: '/api/admin/judge/key', token: user.token })).statusCode).toBe(403);
    expect((await app.request({ url: '/api/admin/judge/key' })).statusCode).toBe(401);
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(app.services.remoteJudges.keyGenerated).toBe(true);
    const secret = await app.db
      .selectFrom('secrets')
      .select('value')
      .where('name', '=', 'judge-key')
      .executeTakeFirstOrThrow();
    expect(secret.value).toBe(key);
  });
});

describe(`remote judge calls: validation (${TEST_DIALECT})`, () => {
  it('names the bad field', async () => {
    const cases: [string, unknown, string][] = [
      ['claim', { languages: ['C++'] }, 'judger'],
      ['claim', { judger: 'bad name!', languages: ['C++'] }, 'judger'],
      ['claim', { judger: 'j1', languages: [] }, 'languages'],
      ['claim', { judger: 'j1', languages: ['C++'], waitMs: 60_000 }, 'waitMs'],
      ['progress', { judger: 'j1', progress: { type: 'progress', taskId: 'x' } }, 'progress.phase'],
      ['result', { judger: 'j1', result: { type: 'result', taskId: 'x', status: 99 } }, 'result.status'],
      ['heartbeat', { judger: 'j1', type: 'heartbeat', capacity: 0 }, 'capacity'],
      ['release', { judger: 'j1', taskIds: [] }, 'taskIds'],
    ];
    for (const [path, body, field] of cases) {
      const response = await judgeCall(path, body);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.body.data.field).toBe(field);
    }
    const badHash = await app.request({
      url: `${REMOTE_JUDGE_PREFIX}/testdata/not-a-hash`,
      headers: { 'x-judge-key': key },
    });
    expect(badHash.statusCode).toBe(400);
    expect(badHash.body.data.field).toBe('hash');
    const unknown = await app.request({
      url: `${REMOTE_JUDGE_PREFIX}/testdata/${'0'.repeat(64)}`,
      headers: { 'x-judge-key': key },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe(`remote judge calls: judging (${TEST_DIALECT})`, () => {
  it('claims a submission, records progress and the one result, and serves its test data', async () => {
    const id = await submit();
    const task = await claimSubmission('judge-a', id);
    expect(task.language).toBe('C++');
    expect(task.source).toBe(CPP);
    expect(task.testCases).toHaveLength(2);
    let row = await submissionRow(id);
    expect(row.claimedBy).toBe('remote:judge-a');
    expect(row.status).toBe(JudgeStatus.COMPILING);

    // Test data by hash, byte for byte.
    const input = task.testCases[0].input as { hash: string };
    const data = await app.request({
      url: `${REMOTE_JUDGE_PREFIX}/testdata/${input.hash}`,
      headers: { 'x-judge-key': key },
    });
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toBe('application/octet-stream');
    expect(data.raw.rawPayload.toString()).toBe('1 2\n');
    expect(createHash('sha256').update(data.raw.rawPayload).digest('hex')).toBe(input.hash);

    const progress = await judgeCall('progress', {
      judger: 'judge-a',
      progress: {
        type: 'progress',
        taskId: task.taskId,
        phase: 'judging',
        case: { index: 0, status: 0, timeMs: 3, memoryKb: 1000, score: 0 },
        done: 1,
        total: 2,
      },
    });
    expect(progress.body.data).toEqual({ accepted: true });
    row = await submissionRow(id);
    expect(row.status).toBe(JudgeStatus.JUDGING);
    expect([row.progressDone, row.progressTotal]).toEqual([1, 2]);

    // Another judge can write nothing for this task.
    const stranger = await judgeCall('result', { judger: 'judge-b', result: resultFor(task, 'judge-b') });
    expect(stranger.body.data).toEqual({ accepted: false });

    const before = await problemTotal();
    const result = await judgeCall('result', { judger: 'judge-a', result: resultFor(task, 'judge-a') });
    expect(result.body.data).toEqual({ accepted: true });
    row = await submissionRow(id);
    expect(row).toMatchObject({ status: JudgeStatus.ACCEPTED, judger: 'judge-a', claimedBy: null });
    expect(await problemTotal()).toBe(before + 1);
    const cases = await app.request({
      url: '/api/get-all-case-result',
      token: user.token,
      query: { submitId: String(id) },
    });
    expect(cases.body.data.judgeCaseList).toHaveLength(2);

    // A repeated result (a retry after a lost answer) is refused and counts nothing twice.
    const again = await judgeCall('result', { judger: 'judge-a', result: resultFor(task, 'judge-a') });
    expect(again.body.data).toEqual({ accepted: false });
    expect(await problemTotal()).toBe(before + 1);
  });

  it('stores a NUL a program printed as ␀, and ends a result the database refuses as a System Error', async () => {
    // PostgreSQL text cannot hold U+0000: the submission stayed claimed, judged and refused again and again.
    const printed = await submit();
    const task = await claimSubmission('judge-nul', printed);
    const wrong = resultFor(task, 'judge-nul', JudgeStatus.WRONG_ANSWER);
    wrong.errorMessage = 'runtime note\u0000';
    wrong.cases[0] = { ...wrong.cases[0], userOutput: '3\u0000\n', message: 'differ at \u0000' };
    const progress = await judgeCall('progress', {
      judger: 'judge-nul',
      progress: {
        type: 'progress',
        taskId: task.taskId,
        phase: 'judging',
        case: { ...wrong.cases[0] },
        done: 1,
        total: 2,
      },
    });
    expect(progress.body.data).toEqual({ accepted: true });
    expect((await judgeCall('result', { judger: 'judge-nul', result: wrong })).body.data).toEqual({
      accepted: true,
    });
    expect(await submissionRow(printed)).toMatchObject({
      status: JudgeStatus.WRONG_ANSWER,
      errorMessage: 'runtime note\u2400',
      claimedBy: null,
    });
    const stored = await app.db
      .selectFrom('judgeCases')
      .select(['userOutput', 'message'])
      .where('submissionId', '=', printed)
      .where('position', '=', wrong.cases[0].index)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ userOutput: '3\u2400\n', message: 'differ at \u2400' });

    // A time past a database integer: PostgreSQL refuses the row, so the submission ends as a System
    // Error instead of staying claimed; SQLite stores it as it is.
    const huge = await submit();
    const hugeTask = await claimSubmission('judge-huge', huge);
    const result = { ...resultFor(hugeTask, 'judge-huge'), timeMs: 3_000_000_000 };
    expect((await judgeCall('result', { judger: 'judge-huge', result })).body.data).toEqual({
      accepted: true,
    });
    const row = await submissionRow(huge);
    expect(row.claimedBy).toBeNull();
    if (TEST_DIALECT === 'postgres') {
      expect(row.status).toBe(JudgeStatus.SYSTEM_ERROR);
      expect(row.errorMessage).toContain('could not be stored');
    } else {
      expect(row.status).toBe(JudgeStatus.ACCEPTED);
    }
  });

  it('takes results larger than the site’s 2 MB body limit, and refuses malformed JSON', async () => {
    const id = await submit();
    const task = await claimSubmission('verbose-judge', id);
    const result = resultFor(task, 'verbose-judge', JudgeStatus.COMPILE_ERROR);
    result.errorMessage = 'x'.repeat(3 * 1024 * 1024);
    const response = await judgeCall('result', { judger: 'verbose-judge', result });
    expect(response.body.data).toEqual({ accepted: true });
    expect((await submissionRow(id)).errorMessage).toHaveLength(3 * 1024 * 1024);
    const malformed = await app.request({
      method: 'POST',
      url: `${REMOTE_JUDGE_PREFIX}/result`,
      headers: { 'x-judge-key': key, 'content-type': 'application/json' },
      body: '{"judger": ',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('gives a judge only tasks in its languages', async () => {
    const id = await submit('Python3', 'print(3)\n');
    expect(await claim('cpp-only', 0, ['C++'])).toBeNull();
    const task = await claimSubmission('py-judge', id);
    expect(task.language).toBe('Python3');
    await judgeCall('result', { judger: 'py-judge', result: resultFor(task, 'py-judge') });
  });

  it('long-polls: an empty queue answers null after the wait, a submit wakes a waiting claim', async () => {
    const started = Date.now();
    expect(await claim('poller', 300)).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);

    const waiting = claim('poller', 20_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const submittedAt = Date.now();
    const id = await submit();
    const task = await waiting;
    expect(task?.submissionId).toBe(id);
    expect(Date.now() - submittedAt).toBeLessThan(2000);
    await judgeCall('result', { judger: 'poller', result: resultFor(task!, 'poller') });
  });

  it('judges test runs after submissions', async () => {
    const start = await app.request({
      method: 'POST',
      url: '/api/submit-problem-test-judge',
      token: user.token,
      body: { pid: problem.pid, language: 'C++', code: CPP, userInput: '20 22\n' },
    });
    const testJudgeKey = start.body.data as string;
    const task = await claim('runner');
    expect(task).toMatchObject({ taskId: `test-run-${testJudgeKey}`, isTestRun: true });
    expect(task!.testCases[0].input).toEqual({ content: '20 22\n' });
    const result = resultFor(task!, 'runner');
    result.cases[0].userOutput = '42';
    expect((await judgeCall('result', { judger: 'runner', result })).body.data).toEqual({ accepted: true });
    const outcome = await app.request({
      url: '/api/get-test-judge-result',
      token: user.token,
      query: { testJudgeKey },
    });
    expect(outcome.body.data).toMatchObject({ status: JudgeStatus.ACCEPTED, userOutput: '42' });
  });
});

describe(`remote judge calls: leases and cancellation (${TEST_DIALECT})`, () => {
  it('renews leases by heartbeat; a lapsed lease returns the task and the old claimant is ignored', async () => {
    const id = await submit();
    const first = await claimSubmission('slow-judge', id);
    const heartbeat = (judger: string, runningTaskIds: string[]) =>
      judgeCall('heartbeat', {
        type: 'heartbeat',
        judger,
        capacity: 2,
        runningTaskIds,
        languages: ['C++'],
        unsafe: false,
      });

    // Heartbeats keep the task for longer than one lease.
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, (LEASE_SECONDS * 1000) / 2));
      const beat = await heartbeat('slow-judge', [first.taskId]);
      expect(beat.body.data).toEqual({ cancel: [], leaseSeconds: LEASE_SECONDS });
      expect(await claim('other-judge')).toBeNull();
    }

    // Silence: the lease lapses and another judge gets the same submission as a new judging.
    await new Promise((resolve) => setTimeout(resolve, LEASE_SECONDS * 1000 + 300));
    const second = await claimSubmission('other-judge', id);
    expect(second.taskId).not.toBe(first.taskId);

    // The old claimant learns to abort, and whatever it still sends is dropped.
    expect((await heartbeat('slow-judge', [first.taskId])).body.data.cancel).toEqual([first.taskId]);
    const lateProgress = await judgeCall('progress', {
      judger: 'slow-judge',
      progress: { type: 'progress', taskId: first.taskId, phase: 'judging', done: 1, total: 2 },
    });
    expect(lateProgress.body.data).toEqual({ accepted: false });
    const before = await problemTotal();
    const late = await judgeCall('result', {
      judger: 'slow-judge',
      result: resultFor(first, 'slow-judge', JudgeStatus.WRONG_ANSWER),
    });
    expect(late.body.data).toEqual({ accepted: false });
    expect((await submissionRow(id)).status).toBe(JudgeStatus.COMPILING);

    const final = await judgeCall('result', {
      judger: 'other-judge',
      result: resultFor(second, 'other-judge'),
    });
    expect(final.body.data).toEqual({ accepted: true });
    expect(await submissionRow(id)).toMatchObject({ status: JudgeStatus.ACCEPTED, judger: 'other-judge' });
    expect(await problemTotal()).toBe(before + 1);
    // Even the same judge cannot write an old judging once a newer one has its result.
    expect(
      (await judgeCall('result', { judger: 'other-judge', result: resultFor(first, 'other-judge') })).body
        .data,
    ).toEqual({ accepted: false });
  });

  it('tells the judge to abort tasks that were cancelled, rejudged or deleted', async () => {
    const heartbeat = (runningTaskIds: string[]) =>
      judgeCall('heartbeat', {
        type: 'heartbeat',
        judger: 'busy',
        capacity: 4,
        runningTaskIds,
        languages: ['C++'],
        unsafe: false,
      });
    const ids = [await submit(), await submit(), await submit(), await submit()];
    const tasks: ParsedJudgeTask[] = [];
    for (const id of ids) tasks.push(await claimSubmission('busy', id));
    const [cancelled, rejudged, deleted, untouched] = ids.map(String);
    const adminCall = (url: string, submitId: string) =>
      app.request({ url: `/api/admin/judge/${url}`, token: root.token, query: { submitId } });
    expect((await adminCall('cancel-judge', cancelled)).statusCode).toBe(200);
    expect((await adminCall('rejudge', rejudged)).statusCode).toBe(200);
    expect((await adminCall('delete-judge', deleted)).statusCode).toBe(200);

    const beat = await heartbeat([...tasks.map((task) => task.taskId), 'submission-999999-v1', 'bogus']);
    expect(beat.body.data.cancel).toEqual([
      tasks[0].taskId,
      tasks[1].taskId,
      tasks[2].taskId,
      'submission-999999-v1',
      'bogus',
    ]);
    expect(
      (await judgeCall('result', { judger: 'busy', result: resultFor(tasks[0], 'busy') })).body.data,
    ).toEqual({ accepted: false });
    expect((await submissionRow(ids[0])).status).toBe(JudgeStatus.CANCELLED);

    // The rejudged submission is back in the queue as a new judging.
    const again = await claimSubmission('busy', ids[1]);
    expect(again.taskId).not.toBe(tasks[1].taskId);
    expect(
      (await judgeCall('result', { judger: 'busy', result: resultFor(again, 'busy') })).body.data.accepted,
    ).toBe(true);
    expect(
      (await judgeCall('result', { judger: 'busy', result: resultFor(tasks[3], 'busy') })).body.data,
    ).toEqual({ accepted: true });
    expect(untouched).toBe(String(ids[3]));
  });

  it('releases a stopping judge’s tasks back to the queue at once', async () => {
    const id = await submit();
    const task = await claimSubmission('leaving', id);
    const released = await judgeCall('release', { judger: 'leaving', taskIds: [task.taskId, 'bogus'] });
    expect(released.body.data).toEqual({ released: 1 });
    expect(await submissionRow(id)).toMatchObject({ status: JudgeStatus.PENDING, claimedBy: null });
    const next = await claimSubmission('staying', id);
    expect(
      (await judgeCall('result', { judger: 'leaving', result: resultFor(task, 'leaving') })).body.data,
    ).toEqual({ accepted: false });
    expect(
      (await judgeCall('result', { judger: 'staying', result: resultFor(next, 'staying') })).body.data,
    ).toEqual({ accepted: true });
  });
});

describe(`remote judge calls: leaving (${TEST_DIALECT})`, () => {
  it('a judge that leaves gives back every task it still holds, even one whose claim answer it never read', async () => {
    const before = await problemTotal();
    const first = await submit();
    const second = await submit();
    // Two claims whose answers were lost on the way (the judge stopped as they came).
    const lostA = await claimSubmission('stopping-judge', first);
    const lostB = await claimSubmission('stopping-judge', second);
    const kept = await claim('staying-judge');
    expect(kept).toBeNull();

    const left = await judgeCall('leave', { judger: 'stopping-judge' });
    expect(left.statusCode).toBe(200);
    expect(left.body.data).toEqual({ released: 2 });
    for (const id of [first, second])
      expect(await submissionRow(id)).toMatchObject({ status: JudgeStatus.PENDING, claimedBy: null });
    expect((await judgeCall('leave', { judger: 'stopping-judge' })).body.data).toEqual({ released: 0 });

    // Judged once, by the next judge; whatever the one that left still sends is refused.
    const nextA = await claimSubmission('staying-judge', first);
    const nextB = await claimSubmission('staying-judge', second);
    for (const [lost, next] of [
      [lostA, nextA],
      [lostB, nextB],
    ]) {
      expect(
        (await judgeCall('result', { judger: 'stopping-judge', result: resultFor(lost, 'stopping-judge') }))
          .body.data,
      ).toEqual({ accepted: false });
      expect(
        (await judgeCall('result', { judger: 'staying-judge', result: resultFor(next, 'staying-judge') }))
          .body.data,
      ).toEqual({ accepted: true });
    }
    expect((await problemTotal()) - before).toBe(2);
  });

  it('ends the leaving judge’s waiting claims, so nothing is claimed for it afterwards', async () => {
    const waiting = claim('departing-judge', 20_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const startedAt = Date.now();
    expect((await judgeCall('leave', { judger: 'departing-judge' })).body.data).toEqual({ released: 0 });
    expect(await waiting).toBeNull();
    expect(Date.now() - startedAt).toBeLessThan(5000);
    const id = await submit();
    expect((await submissionRow(id)).claimedBy).toBeNull();
    const task = await claimSubmission('present-judge', id);
    await judgeCall('result', { judger: 'present-judge', result: resultFor(task, 'present-judge') });
  });

  it('needs the judge key and a valid name', async () => {
    expect((await judgeCall('leave', { judger: 'x' }, null)).statusCode).toBe(401);
    const bad = await judgeCall('leave', { judger: 'no spaces' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toContain('judger');
  });
});

describe(`judge status: which languages can be judged (${TEST_DIALECT})`, () => {
  it('lists connected judges with their languages and flags waiting work that no judge can run', async () => {
    // A fresh server: no judge from the other tests counts as connected here.
    const site = await createTestApp({ judgeLeaseSeconds: LEASE_SECONDS });
    try {
      await site.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
      const siteKey = site.services.remoteJudges.keyInfo().key;
      const siteRoot = await signedInUser(site, Role.ROOT);
      const siteAdmin = await signedInUser(site, Role.ADMIN);
      const siteUser = await signedInUser(site);
      const { pid } = await createProblem(site, siteRoot.token, { languages: ['C++', 'Python3'] });
      const call = (path: string, body: unknown) =>
        site.request({
          method: 'POST',
          url: `${REMOTE_JUDGE_PREFIX}/${path}`,
          body,
          headers: { 'x-judge-key': siteKey },
        });
      const heartbeat = (judger: string, languages: string[]) =>
        call('heartbeat', {
          type: 'heartbeat',
          judger,
          capacity: 3,
          runningTaskIds: [],
          languages,
          unsafe: false,
        });
      const status = async () => {
        const response = await site.request({ url: '/api/admin/judge/status', token: siteRoot.token });
        expect(response.statusCode).toBe(200);
        return response.body.data;
      };

      expect(
        (await site.request({ url: '/api/admin/judge/status', token: siteAdmin.token })).statusCode,
      ).toBe(403);
      expect((await site.request({ url: '/api/admin/judge/status' })).statusCode).toBe(401);
      expect(await status()).toEqual({
        seenWindowSeconds: 3 * LEASE_SECONDS,
        judges: [],
        queue: [],
        unservedLanguages: [],
      });

      const submitted = await site.request({
        method: 'POST',
        url: '/api/submit-problem-judge',
        token: siteUser.token,
        body: { pid, language: 'Python3', code: 'print(3)\n' },
      });
      expect(submitted.statusCode).toBe(200);
      await heartbeat('cpp-box', ['C++']);
      const unserved = await status();
      expect(unserved.judges).toEqual([
        {
          name: 'cpp-box',
          kind: 'remote',
          languages: ['C++'],
          capacity: 3,
          runningTasks: 0,
          lastSeenAt: expect.any(String),
        },
      ]);
      expect(unserved.queue).toEqual([
        { language: 'Python3', waiting: 1, oldestCreatedAt: expect.any(String), runnable: false },
      ]);
      expect(unserved.unservedLanguages).toEqual(['Python3']);

      // The server says so in its log, once, when such work has waited past the judges' window.
      const warnings: string[] = [];
      const log = { warn: (_details: unknown, message: string) => warnings.push(message) };
      const later = Date.now() + 3 * LEASE_SECONDS * 1000 + 1000;
      const check = site.services.remoteJudges.checkUnserved as (
        log: unknown,
        nowMs: number,
      ) => Promise<void>;
      await check(log, Date.now());
      expect(warnings).toEqual([]);
      await check(log, later);
      await check(log, later);
      expect(warnings).toEqual([
        '1 task(s) in Python3 wait for a judge, but no connected judge can run Python3',
      ]);

      // A judge that can run it connects (a claim names its languages too): nothing is unserved.
      expect((await call('claim', { judger: 'py-box', languages: ['Python3'], waitMs: 0 })).statusCode).toBe(
        200,
      );
      const served = await status();
      expect(served.judges.map((judge: { name: string }) => judge.name)).toEqual(['cpp-box', 'py-box']);
      expect(served.unservedLanguages).toEqual([]);

      // It leaves: gone from the list at once (its claim goes back to the queue), and Python3 is unserved again.
      expect((await call('leave', { judger: 'py-box' })).body.data).toEqual({ released: 1 });
      const afterLeave = await status();
      expect(afterLeave.judges.map((judge: { name: string }) => judge.name)).toEqual(['cpp-box']);
      expect(afterLeave.unservedLanguages).toEqual(['Python3']);

      // Judges that stay silent past the window no longer count.
      await new Promise((resolve) => setTimeout(resolve, 3 * LEASE_SECONDS * 1000 + 300));
      expect((await status()).judges).toEqual([]);
    } finally {
      await site.close();
    }
  });
});

describe(`remote judge calls: a key from the environment (${TEST_DIALECT})`, () => {
  it('uses JUDGE_KEY when set and never generates one', async () => {
    const configured = await createTestApp({ judgeKey: 'a-configured-judge-key-123' });
    try {
      expect(configured.services.remoteJudges.keyGenerated).toBe(false);
      expect(configured.services.remoteJudges.keyInfo()).toEqual({
        key: 'a-configured-judge-key-123',
        source: 'environment',
      });
      const ok = await configured.request({
        method: 'POST',
        url: `${REMOTE_JUDGE_PREFIX}/claim`,
        headers: { 'x-judge-key': 'a-configured-judge-key-123' },
        body: { judger: 'j', languages: ['C++'], waitMs: 0 },
      });
      expect(ok.body.data).toEqual({ task: null, leaseSeconds: 30 });
      expect(
        await configured.db.selectFrom('secrets').select('name').where('name', '=', 'judge-key').execute(),
      ).toEqual([]);
    } finally {
      await configured.close();
    }
  });
});
