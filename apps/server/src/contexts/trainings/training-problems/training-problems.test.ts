import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, PROBLEM_AUTH, Role } from '@judge/contract';
import { createContest } from '../../../../test/contests-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';
import {
  addTrainingProblems,
  createTraining,
  judgeByHand,
  registerTraining,
  submitThroughTraining,
} from '../../../../test/trainings-kit.ts';

/**
 * A training's problems (docs/api.md "Trainings"): the list and a problem's page through the training
 * (private problems too), submitting and test runs with tid, progress, and the back office's problem page.
 */
let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let author: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  root = await signedInUser(app, Role.ROOT);
  author = await signedInUser(app, Role.PROBLEM_ADMIN);
});
afterAll(() => app.close());

const problemOf = async (auth: number = PROBLEM_AUTH.PUBLIC) =>
  createProblem(app, root.token, { problem: { auth } });
const problemList = (token: string, tid: number) =>
  app.request({ url: '/api/get-training-problem-list', token, query: { tid: String(tid) } });
const details = (token: string, query: Record<string, string>) =>
  app.request({ url: '/api/get-training-problem-details', token, query });

describe(`a training's problem list (${TEST_DIALECT})`, () => {
  it('shows public and private problems in rank order with counts and the caller’s status; contest-only ones stay out', async () => {
    const [a, b, secret, contestOnly] = [
      await problemOf(),
      await problemOf(),
      await problemOf(PROBLEM_AUTH.PRIVATE),
      await problemOf(),
    ];
    const tid = await createTraining(app, author.token);
    await addTrainingProblems(app, author.token, tid, [a.pid, b.pid, secret.pid, contestOnly.pid]);
    // A problem made contest-only after it was added leaves the training's pages.
    await app.request({
      method: 'PUT',
      url: '/api/admin/problem/change-problem-auth',
      token: root.token,
      body: { pid: contestOnly.pid, auth: PROBLEM_AUTH.CONTEST },
    });
    const user = await signedInUser(app);
    const submitted = await submitThroughTraining(app, user.token, { tid, pid: b.pid });
    await judgeByHand(app, root.token, submitted.body.data.submitId, JudgeStatus.WRONG_ANSWER);

    const list = await problemList(user.token, tid);
    expect(list.body.data.map((row: { pid: number }) => row.pid)).toEqual([a.pid, b.pid, secret.pid]);
    expect(list.body.data[1]).toMatchObject({
      problemId: b.problemId,
      title: 'A+B Problem',
      ac: 0,
      total: 1,
      myStatus: JudgeStatus.WRONG_ANSWER,
      tags: [expect.objectContaining({ name: 'math' })],
    });
    expect(list.body.data[0].myStatus).toBe(JudgeStatus.NOT_SUBMITTED);

    // The back office reorders: a to the end.
    const links = await app.request({
      url: '/api/admin/training/get-problem-list',
      token: author.token,
      query: { tid: String(tid), queryExisted: 'true' },
    });
    const aLink = links.body.data.trainingProblemMap[String(a.pid)];
    await app.request({
      method: 'PUT',
      url: '/api/admin/training/problem',
      token: author.token,
      body: { ...aLink, rank: 10 },
    });
    const again = await problemList(user.token, tid);
    expect(again.body.data.map((row: { pid: number }) => row.pid)).toEqual([b.pid, secret.pid, a.pid]);
    const detail = await app.request({
      url: '/api/get-training-detail',
      token: user.token,
      query: { tid: String(tid) },
    });
    expect(detail.body.data.problemCount).toBe(3);
  });
});

describe(`a problem through a training (${TEST_DIALECT})`, () => {
  it('opens a private problem through the training it is in, not through the bank', async () => {
    const secret = await problemOf(PROBLEM_AUTH.PRIVATE);
    const outside = await problemOf();
    const tid = await createTraining(app, author.token);
    await addTrainingProblems(app, author.token, tid, [secret.pid]);
    const user = await signedInUser(app);

    const page = await details(user.token, { tid: String(tid), displayId: secret.problemId });
    expect(page.statusCode).toBe(200);
    expect(page.body.data.problem).toMatchObject({ pid: secret.pid, problemId: secret.problemId });
    expect(page.body.data.problem).not.toHaveProperty('spjCode');
    expect(page.body.data.trainingProblem).toMatchObject({
      tid,
      pid: secret.pid,
      displayId: secret.problemId,
    });
    expect(page.body.data.training).toEqual({ id: tid, title: expect.any(String) });
    expect(page.body.data.languages).toEqual(['C++', 'Python3']);
    // The reference's client names the training cid.
    expect((await details(user.token, { cid: String(tid), displayId: secret.problemId })).statusCode).toBe(
      200,
    );
    const bank = await app.request({
      url: '/api/get-problem-detail',
      token: user.token,
      query: { problemId: secret.problemId },
    });
    expect(bank.statusCode).toBe(404);
    expect((await details(user.token, { tid: String(tid), displayId: outside.problemId })).statusCode).toBe(
      404,
    );
  });

  it('takes submissions and test runs with tid for the problems it holds, stored with the training', async () => {
    const secret = await problemOf(PROBLEM_AUTH.PRIVATE);
    const outside = await problemOf();
    const tid = await createTraining(app, author.token);
    await addTrainingProblems(app, author.token, tid, [secret.pid]);
    const user = await signedInUser(app);

    const through = await submitThroughTraining(app, user.token, { tid, pid: secret.pid });
    expect(through.statusCode).toBe(200);
    const stored = await app.db
      .selectFrom('submissions')
      .select(['tid', 'cid', 'displayPid'])
      .where('id', '=', through.body.data.submitId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ tid, cid: 0, displayPid: secret.problemId });

    const bankOnly = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: { pid: secret.pid, language: 'C++', code: 'int main() {}' },
    });
    expect(bankOnly.statusCode).toBe(404);
    expect((await submitThroughTraining(app, user.token, { tid, pid: outside.pid })).statusCode).toBe(404);
    expect(
      (await submitThroughTraining(app, user.token, { tid, pid: secret.pid, language: 'Haskell98' })).body
        .data?.field,
    ).toBe('language');
    const both = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: { pid: secret.pid, tid, cid: 1, language: 'C++', code: 'int main() {}' },
    });
    expect([both.statusCode, both.body.data.field]).toEqual([400, 'tid']);

    const run = (body: Record<string, unknown>) =>
      app.request({
        method: 'POST',
        url: '/api/submit-problem-test-judge',
        token: user.token,
        body: { pid: secret.pid, language: 'C++', code: 'int main() {}', userInput: '1 2', ...body },
      });
    expect((await run({ tid })).statusCode).toBe(200);
    expect((await run({})).statusCode).toBe(404);
  });

  it('keeps a private training’s problems from those who did not register', async () => {
    const problem = await problemOf();
    const tid = await createTraining(app, author.token, { auth: 'Private', privatePwd: 'letmein' });
    await addTrainingProblems(app, author.token, tid, [problem.pid]);
    const user = await signedInUser(app);
    const refused = [
      await details(user.token, { tid: String(tid), displayId: problem.problemId }),
      await submitThroughTraining(app, user.token, { tid, pid: problem.pid }),
      await problemList(user.token, tid),
    ];
    expect(refused.map((r) => [r.statusCode, r.body.code])).toEqual(Array(3).fill([403, 'FORBIDDEN']));
    expect(await app.db.selectFrom('submissions').select('id').where('uid', '=', user.uid).execute()).toEqual(
      [],
    );
    await registerTraining(app, user.token, tid, 'letmein');
    expect((await submitThroughTraining(app, user.token, { tid, pid: problem.pid })).statusCode).toBe(200);
  });
});

describe(`progress (${TEST_DIALECT})`, () => {
  it('counts the problems solved outside contests, through the training or not, on every page', async () => {
    const [a, b, c, d] = [await problemOf(), await problemOf(), await problemOf(), await problemOf()];
    const tid = await createTraining(app, author.token, {
      auth: 'Private',
      privatePwd: 'p',
      title: 'Progress run',
    });
    await addTrainingProblems(app, author.token, tid, [a.pid, b.pid, c.pid, d.pid]);
    const user = await signedInUser(app);
    await registerTraining(app, user.token, tid, 'p');

    const solve = async (
      body: { pid: number; tid?: number; cid?: number },
      status: number = JudgeStatus.ACCEPTED,
    ) => {
      const response = await app.request({
        method: 'POST',
        url: '/api/submit-problem-judge',
        token: user.token,
        body: { language: 'C++', code: 'int main() {}', ...body },
      });
      expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
      await judgeByHand(app, root.token, response.body.data.submitId, status);
    };
    await solve({ tid, pid: a.pid });
    await solve({ pid: b.pid }); // in the bank: counts too
    await solve({ tid, pid: c.pid }, JudgeStatus.WRONG_ANSWER);
    // An accepted contest answer does not count (the user home's rule for solved problems, too).
    const cid = await createContest(app, root.token);
    await app.request({
      method: 'POST',
      url: '/api/admin/contest/add-problem-from-public',
      token: root.token,
      body: { cid, pid: d.pid, displayId: 'A' },
    });
    await solve({ cid, pid: d.pid });

    const detail = await app.request({
      url: '/api/get-training-detail',
      token: user.token,
      query: { tid: String(tid) },
    });
    expect(detail.body.data).toMatchObject({ acCount: 2, problemCount: 4 });
    const list = await app.request({
      url: '/api/get-training-list',
      token: user.token,
      query: { keyword: 'Progress run' },
    });
    expect(list.body.data.records[0]).toMatchObject({ id: tid, acCount: 2, problemCount: 4 });
    const guest = await app.request({ url: '/api/get-training-list', query: { keyword: 'Progress run' } });
    expect(guest.body.data.records[0]).toMatchObject({ acCount: 0, problemCount: 4 });

    const home = await app.request({
      url: '/api/get-user-training-progress',
      query: { uid: String(user.uid) },
    });
    expect(home.body.data).toMatchObject({ total: 1, size: 10 });
    expect(home.body.data.records[0]).toMatchObject({
      id: tid,
      title: 'Progress run',
      auth: 'Private',
      acCount: 2,
      problemCount: 4,
    });
    const own = await app.request({ url: '/api/get-user-training-progress', token: user.token });
    expect(own.body.data.records).toEqual(home.body.data.records);
    const someoneElse = await signedInUser(app);
    const empty = await app.request({ url: '/api/get-user-training-progress', token: someoneElse.token });
    expect(empty.body.data).toMatchObject({ total: 0, records: [] });

    // A solved problem removed from the training leaves its progress.
    await app.request({
      method: 'DELETE',
      url: '/api/admin/training/problem',
      token: author.token,
      query: { tid: String(tid), pid: String(b.pid) },
    });
    const after = await app.request({
      url: '/api/get-training-detail',
      token: user.token,
      query: { tid: String(tid) },
    });
    expect(after.body.data).toMatchObject({ acCount: 1, problemCount: 3 });
  });
});

describe(`the back office's training problems (${TEST_DIALECT})`, () => {
  it('adds from the bank (public and private, not contest-only), to the end; lists what can still be added', async () => {
    const [pub, priv, contestOnly] = [
      await problemOf(),
      await problemOf(PROBLEM_AUTH.PRIVATE),
      await problemOf(PROBLEM_AUTH.CONTEST),
    ];
    const tid = await createTraining(app, author.token);
    const add = (pid: number, token = author.token) =>
      app.request({
        method: 'POST',
        url: '/api/admin/training/add-problem-from-public',
        token,
        body: { tid, pid, displayId: 'ignored' },
      });
    const first = await add(pub.pid);
    expect(first.body.data).toMatchObject({ tid, pid: pub.pid, rank: 0, displayId: pub.problemId });
    expect((await add(priv.pid)).body.data.rank).toBe(1);
    const twice = await add(pub.pid);
    expect([twice.statusCode, twice.body.data.field]).toEqual([400, 'pid']);
    const contest = await add(contestOnly.pid);
    expect([contest.statusCode, contest.body.data.field]).toEqual([400, 'pid']);
    const unknown = await add(999999);
    expect([unknown.statusCode, unknown.body.data.field]).toEqual([400, 'pid']);
    const otherAdmin = await signedInUser(app, Role.ADMIN);
    expect((await add(contestOnly.pid, otherAdmin.token)).statusCode).toBe(403);

    const addable = await app.request({
      url: '/api/admin/training/get-problem-list',
      token: author.token,
      query: { tid: String(tid), limit: '200' },
    });
    const ids = addable.body.data.problemList.records.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(pub.pid);
    expect(ids).not.toContain(priv.pid);
    expect(ids).not.toContain(contestOnly.pid);
    const existing = await app.request({
      url: '/api/admin/training/get-problem-list',
      token: author.token,
      query: { tid: String(tid), queryExisted: 'true', keyword: priv.problemId },
    });
    expect(existing.body.data.problemList.records).toEqual([
      expect.objectContaining({ id: priv.pid, problemId: priv.problemId, auth: PROBLEM_AUTH.PRIVATE }),
    ]);
    expect(Object.keys(existing.body.data.trainingProblemMap)).toEqual([String(priv.pid)]);
  });

  it('orders by rank 0..2147483647 and removes only the link', async () => {
    const problem = await problemOf();
    const tid = await createTraining(app, author.token);
    await addTrainingProblems(app, author.token, tid, [problem.pid]);
    const link = await app.db
      .selectFrom('trainingProblems')
      .selectAll()
      .where('tid', '=', tid)
      .executeTakeFirstOrThrow();
    const setRank = (rank: unknown, id: unknown = link.id) =>
      app.request({
        method: 'PUT',
        url: '/api/admin/training/problem',
        token: author.token,
        body: { id, rank },
      });
    expect((await setRank(2147483647)).statusCode).toBe(200);
    for (const bad of [-1, 2147483648, 'x', 1.5]) {
      const response = await setRank(bad);
      expect([response.statusCode, response.body.data.field]).toEqual([400, 'rank']);
    }
    expect((await setRank(5, 999999)).statusCode).toBe(404);
    const stored = await app.db
      .selectFrom('trainingProblems')
      .select('rank')
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(stored.rank).toBe(2147483647);

    const remove = () =>
      app.request({
        method: 'DELETE',
        url: '/api/admin/training/problem',
        token: author.token,
        query: { tid: String(tid), pid: String(problem.pid) },
      });
    expect((await remove()).statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(404);
    const bank = await app.db.selectFrom('problems').select('id').where('id', '=', problem.pid).execute();
    expect(bank).toEqual([{ id: problem.pid }]);
  });
});
