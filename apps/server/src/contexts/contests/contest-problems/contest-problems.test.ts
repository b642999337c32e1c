import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BALLOON_COLORS, JudgeStatus, Role } from '@judge/contract';
import { createContest, TIMES } from '../../../../test/contests-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let user: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  admin = await signedInUser(app, Role.ADMIN);
  user = await signedInUser(app);
  other = await signedInUser(app);
});
afterAll(() => app.close());

const HOUR = 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

const addProblem = (cid: number, pid: number, displayId: string, token = admin.token) =>
  app.request({
    method: 'POST',
    url: '/api/admin/contest/add-problem-from-public',
    token,
    body: { cid, pid, displayId },
  });
const problemList = (cid: number, token: string) =>
  app.request({ url: '/api/get-contest-problem', token, query: { cid: String(cid) } });
const details = (cid: number, displayId: string, token: string) =>
  app.request({ url: '/api/get-contest-problem-details', token, query: { cid: String(cid), displayId } });
const submit = (cid: number, pid: number, token: string) =>
  app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token,
    body: { pid, cid, language: 'C++', code: 'int main(){}' },
  });
const contestSubmissions = (cid: number, token: string, query: Record<string, string> = {}) =>
  app.request({ url: '/api/contest-submissions', token, query: { cid: String(cid), ...query } });
const judge = (submitId: number, status: number, score?: number) =>
  app.request({
    url: '/api/admin/judge/manual-judge',
    token: root.token,
    query: {
      submitId: String(submitId),
      status: String(status),
      ...(score === undefined ? {} : { score: String(score) }),
    },
  });
const setTimes = (cid: number, times: { startTime: string; endTime: string }) =>
  app.db.updateTable('contests').set(times).where('id', '=', cid).execute();
const bankCounts = async (pid: number) =>
  app.db.selectFrom('problemCounts').select(['total', 'ac']).where('pid', '=', pid).executeTakeFirstOrThrow();

/** A running public contest by `admin` with one problem as A; answers cid and pid. */
async function contestWithProblem(overrides: Parameters<typeof createContest>[2] = {}) {
  const cid = await createContest(app, admin.token, overrides);
  const { pid } = await createProblem(app, admin.token);
  expect((await addProblem(cid, pid, 'A')).statusCode).toBe(200);
  return { cid, pid };
}

describe(`contest problems, back office (${TEST_DIALECT})`, () => {
  it('adds from the bank, lists, edits and removes only the link', async () => {
    const cid = await createContest(app, admin.token);
    const p1 = await createProblem(app, admin.token);
    const p2 = await createProblem(app, admin.token);
    const added = await addProblem(cid, p1.pid, 'B');
    expect(added.statusCode).toBe(200);
    expect(added.body.data).toMatchObject({
      cid,
      pid: p1.pid,
      displayId: 'B',
      displayTitle: 'A+B Problem',
      // A balloon colour of its own from the start (the default palette's first), as a hall needs one.
      color: DEFAULT_BALLOON_COLORS[0],
    });
    const second = await addProblem(cid, p2.pid, 'A');
    expect([second.statusCode, second.body.data.color]).toEqual([200, DEFAULT_BALLOON_COLORS[1]]);

    // The same problem twice, or a display id in use: a 400 naming the field; nothing written.
    const twice = await addProblem(cid, p1.pid, 'C');
    expect([twice.statusCode, twice.body.data?.field]).toEqual([400, 'pid']);
    const taken = await addProblem(cid, (await createProblem(app, admin.token)).pid, 'A');
    expect([taken.statusCode, taken.body.data?.field]).toEqual([400, 'displayId']);
    const unknown = await addProblem(cid, 999_999, 'Z');
    expect([unknown.statusCode, unknown.body.data?.field]).toEqual([400, 'pid']);

    const list = await app.request({
      url: '/api/admin/contest/get-problem-list',
      token: admin.token,
      query: { cid: String(cid) },
    });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.records.map((r: { displayId: string }) => r.displayId)).toEqual(['A', 'B']);
    expect(list.body.data.records[1]).toMatchObject({
      pid: p1.pid,
      problemId: p1.problemId,
      title: 'A+B Problem',
    });
    const filtered = await app.request({
      url: '/api/admin/contest/get-problem-list',
      token: admin.token,
      query: { cid: String(cid), keyword: p2.problemId },
    });
    expect(filtered.body.data.records.map((r: { pid: number }) => r.pid)).toEqual([p2.pid]);

    const put = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/contest-problem',
      token: admin.token,
      body: { cid, pid: p1.pid, displayId: 'C', displayTitle: 'Sum', color: '#ff0000' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.body.data).toMatchObject({ displayId: 'C', displayTitle: 'Sum', color: '#ff0000' });
    const clash = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/contest-problem',
      token: admin.token,
      body: { cid, pid: p1.pid, displayId: 'A', displayTitle: 'Sum' },
    });
    expect([clash.statusCode, clash.body.data?.field]).toEqual([400, 'displayId']);
    const got = await app.request({
      url: '/api/admin/contest/contest-problem',
      token: admin.token,
      query: { cid: String(cid), pid: String(p1.pid) },
    });
    expect(got.body.data).toMatchObject({ displayId: 'C', displayTitle: 'Sum', color: '#ff0000' });

    const removed = await app.request({
      method: 'DELETE',
      url: '/api/admin/contest/problem',
      token: admin.token,
      query: { cid: String(cid), pid: String(p1.pid) },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      await app.db.selectFrom('problems').select('id').where('id', '=', p1.pid).executeTakeFirst(),
    ).toBeDefined();
    const again = await app.request({
      method: 'DELETE',
      url: '/api/admin/contest/problem',
      token: admin.token,
      query: { cid: String(cid), pid: String(p1.pid) },
    });
    expect(again.statusCode).toBe(404);
  });

  it('deleting the contest removes its problem links, not the problems', async () => {
    const { cid, pid } = await contestWithProblem();
    await app.request({
      method: 'DELETE',
      url: '/api/admin/contest',
      token: root.token,
      query: { cid: String(cid) },
    });
    expect(await app.db.selectFrom('contestProblems').selectAll().where('cid', '=', cid).execute()).toEqual(
      [],
    );
    expect(
      await app.db.selectFrom('problems').select('id').where('id', '=', pid).executeTakeFirst(),
    ).toBeDefined();
  });
});

describe(`contest problems, contest side (${TEST_DIALECT})`, () => {
  it('before the start only contest admins see the problems; after the end they stay visible', async () => {
    const { cid } = await contestWithProblem(TIMES.scheduled);
    expect((await problemList(cid, user.token)).statusCode).toBe(403);
    expect((await details(cid, 'A', user.token)).statusCode).toBe(403);
    expect((await problemList(cid, admin.token)).statusCode).toBe(200);
    expect((await problemList(cid, root.token)).statusCode).toBe(200);
    await setTimes(cid, TIMES.ended);
    const list = await problemList(cid, user.token);
    expect(list.statusCode).toBe(200);
    expect(list.body.data[0]).toMatchObject({
      displayId: 'A',
      ac: 0,
      total: 0,
      myStatus: JudgeStatus.NOT_SUBMITTED,
    });
  });

  it("a problem's page and the problem list, read again and again at a contest's start, show an edit at once", async () => {
    const cid = await createContest(app, admin.token, TIMES.ended);
    const { pid, body } = await createProblem(app, admin.token);
    expect((await addProblem(cid, pid, 'A')).statusCode).toBe(200);
    const first = (await details(cid, 'A', user.token)).body.data;
    expect(first.problem.description).toBe('Add two integers.');
    expect(first.languages.sort()).toEqual(['C++', 'Python3']);
    expect(first.tags.map((tag: { name: string }) => tag.name)).toEqual(['math']);
    expect((await details(cid, 'A', user.token)).body.data).toEqual(first);
    const edited = {
      ...body,
      pid,
      changeCases: false,
      samples: [],
      problem: { ...body.problem, description: 'Add two numbers.' },
      languages: ['C++'],
      tags: [{ name: 'sums' }],
      codeTemplates: [{ language: 'C++', code: 'int main() {}', status: true }],
    };
    const saved = await app.request({
      method: 'PUT',
      url: '/api/admin/problem',
      token: admin.token,
      body: edited,
    });
    expect(saved.statusCode).toBe(200);
    const after = (await details(cid, 'A', user.token)).body.data;
    expect(after.problem.description).toBe('Add two numbers.');
    expect(after.languages).toEqual(['C++']);
    expect(after.tags.map((tag: { name: string }) => tag.name)).toEqual(['sums']);
    expect(after.codeTemplate).toEqual({ 'C++': 'int main() {}' });
    expect((await problemList(cid, user.token)).body.data[0].displayTitle).not.toBe('Sums');
    const relinked = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/contest-problem',
      token: admin.token,
      body: { cid, pid, displayId: 'A', displayTitle: 'Sums' },
    });
    expect(relinked.statusCode).toBe(200);
    expect((await details(cid, 'A', user.token)).body.data.problem.title).toBe('Sums');
    expect((await problemList(cid, user.token)).body.data[0].displayTitle).toBe('Sums');
    expect((await addProblem(cid, (await createProblem(app, admin.token)).pid, 'B')).statusCode).toBe(200);
    expect(
      (await problemList(cid, user.token)).body.data.map((row: { displayId: string }) => row.displayId),
    ).toEqual(['A', 'B']);
  });

  it('a private contest needs the registration its password gives', async () => {
    const { cid } = await contestWithProblem({ auth: 1, pwd: 'pw' });
    expect((await problemList(cid, user.token)).statusCode).toBe(403);
    expect(
      (await submit(cid, (await problemList(cid, admin.token)).body.data[0].pid, user.token)).statusCode,
    ).toBe(403);
    await app.request({
      method: 'POST',
      url: '/api/register-contest',
      token: user.token,
      body: { cid, password: 'pw' },
    });
    expect((await problemList(cid, user.token)).statusCode).toBe(200);
  });

  it('ACM: submits with cid, counts in the contest and not in the bank or the public status list', async () => {
    const { cid, pid } = await contestWithProblem();
    const before = await bankCounts(pid);
    const response = await submit(cid, pid, user.token);
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toMatchObject({ cid, pid, displayPid: 'A' });
    const stored = await app.db
      .selectFrom('submissions')
      .select(['cid', 'displayPid', 'priority'])
      .where('id', '=', response.body.data.submitId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ cid, displayPid: 'A', priority: 3 });
    expect((await judge(response.body.data.submitId, JudgeStatus.ACCEPTED)).statusCode).toBe(200);
    const wrong = await submit(cid, pid, other.token);
    await judge(wrong.body.data.submitId, JudgeStatus.WRONG_ANSWER);

    expect(await bankCounts(pid)).toEqual(before);
    const list = await problemList(cid, user.token);
    expect(list.body.data[0]).toMatchObject({ ac: 1, total: 2, myStatus: 0, score: null });
    const detail = await details(cid, 'A', user.token);
    expect(detail.body.data).toMatchObject({
      problemCount: { total: 2, ac: 1, wa: 1 },
      myStatus: 0,
      canSubmit: true,
      realtime: true,
      tags: [],
      contestProblem: { displayId: 'A' },
    });
    expect(detail.body.data.problem).toMatchObject({ problemId: 'A', title: 'A+B Problem', pid });
    expect((await details(cid, 'Z', user.token)).statusCode).toBe(404);

    const status = await app.request({ url: '/api/get-submission-list', query: { limit: '200' } });
    expect(status.body.data.records.some((r: { cid: number }) => r.cid === cid)).toBe(false);
    const publicCheck = await app.request({
      method: 'POST',
      url: '/api/check-submissions-status',
      body: { submitIds: [response.body.data.submitId] },
    });
    expect(publicCheck.body.data).toEqual({});

    const mine = await app.request({
      method: 'POST',
      url: '/api/get-user-problem-status',
      token: user.token,
      body: { pidList: [pid], isContestProblemList: true, cid },
    });
    expect(mine.body.data[pid]).toMatchObject({ status: 0 });
    const outside = await app.request({
      method: 'POST',
      url: '/api/get-user-problem-status',
      token: user.token,
      body: { pidList: [pid] },
    });
    // Outside the contest the problem is still unsubmitted (every asked pid has its entry).
    expect(outside.body.data[pid]).toEqual({ status: JudgeStatus.NOT_SUBMITTED, score: null });
  });

  it('while running, others see only their own contest submissions; after the end everyone with access sees all', async () => {
    const { cid, pid } = await contestWithProblem();
    const mine = (await submit(cid, pid, user.token)).body.data.submitId;
    const theirs = (await submit(cid, pid, other.token)).body.data.submitId;
    const seen = async (token: string, query: Record<string, string> = {}) =>
      (await contestSubmissions(cid, token, query)).body.data.records.map(
        (r: { submitId: number }) => r.submitId,
      );
    expect(await seen(user.token)).toEqual([mine]);
    expect(await seen(user.token, { username: other.username })).toEqual([mine]);
    expect(await seen(admin.token)).toEqual([theirs, mine]);
    expect(await seen(admin.token, { username: other.username })).toEqual([theirs]);
    const detailOfOther = await app.request({
      url: '/api/get-submission-detail',
      token: user.token,
      query: { submitId: String(theirs) },
    });
    expect(detailOfOther.statusCode).toBe(403);
    const guestDetail = await app.request({
      url: '/api/get-submission-detail',
      query: { submitId: String(theirs) },
    });
    expect(guestDetail.statusCode).toBe(401);
    const check = await app.request({
      method: 'POST',
      url: '/api/check-contest-submissions-status',
      token: user.token,
      body: { cid, submitIds: [mine, theirs] },
    });
    expect(Object.keys(check.body.data)).toEqual([String(mine)]);

    await setTimes(cid, TIMES.ended);
    expect(await seen(user.token)).toEqual([theirs, mine]);
    expect(await seen(user.token, { onlyMine: 'true' })).toEqual([mine]);
    expect(await seen(user.token, { displayId: 'B' })).toEqual([]);
    const after = await app.request({
      url: '/api/get-submission-detail',
      token: user.token,
      query: { submitId: String(theirs) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body.data.submission.code).toBe('int main(){}');
  });

  it('OI without realtime permission: status -5 and no score for contestants until the end; admins see all', async () => {
    const { cid, pid } = await contestWithProblem({ type: 1 });
    const submitId = (await submit(cid, pid, user.token)).body.data.submitId;
    await judge(submitId, JudgeStatus.PARTIAL_ACCEPTED, 40);

    const list = await problemList(cid, user.token);
    expect(list.body.data[0]).toMatchObject({
      ac: null,
      total: null,
      myStatus: JudgeStatus.SUBMITTED_UNKNOWN,
      score: null,
    });
    const rows = (await contestSubmissions(cid, user.token)).body.data.records;
    expect(rows[0]).toMatchObject({
      submitId,
      status: -5,
      score: null,
      time: null,
      memory: null,
      displayId: 'A',
    });
    const detail = await app.request({
      url: '/api/get-submission-detail',
      token: user.token,
      query: { submitId: String(submitId) },
    });
    expect(detail.body.data.submission).toMatchObject({ status: -5, score: null });
    const cases = await app.request({
      url: '/api/get-all-case-result',
      token: user.token,
      query: { submitId: String(submitId) },
    });
    expect(cases.body.data.hidden).toBe(true);
    const check = await app.request({
      method: 'POST',
      url: '/api/check-contest-submissions-status',
      token: user.token,
      body: { cid, submitIds: [submitId] },
    });
    expect(check.body.data[submitId]).toMatchObject({ status: -5, score: null });
    const pd = await details(cid, 'A', user.token);
    expect(pd.body.data).toMatchObject({ problemCount: null, myStatus: -5, realtime: false });
    // Filtering by status would tell the results: it is ignored without realtime permission.
    expect((await contestSubmissions(cid, user.token, { status: '8' })).body.data.total).toBe(1);

    const adminList = await problemList(cid, admin.token);
    expect(adminList.body.data[0]).toMatchObject({ ac: 0, total: 1 });
    expect((await contestSubmissions(cid, admin.token)).body.data.records[0]).toMatchObject({
      status: 8,
      score: 40,
    });

    await setTimes(cid, TIMES.ended);
    expect((await problemList(cid, user.token)).body.data[0]).toMatchObject({
      ac: 0,
      total: 1,
      myStatus: 8,
      score: 40,
    });
  });

  it('submitting: only while running, to a problem of the contest, in the personal window; no submission interval', async () => {
    const { cid, pid } = await contestWithProblem();
    const outsider = (await createProblem(app, admin.token)).pid;
    expect((await submit(cid, outsider, user.token)).statusCode).toBe(404);
    expect((await submit(999_999, pid, user.token)).statusCode).toBe(404);
    // Twice in a row: contest submissions skip the site's interval.
    expect((await submit(cid, pid, user.token)).statusCode).toBe(200);
    expect((await submit(cid, pid, user.token)).statusCode).toBe(200);

    await setTimes(cid, TIMES.scheduled);
    expect((await submit(cid, pid, user.token)).body.msg).toContain('not started');
    await setTimes(cid, TIMES.ended);
    const ended = await submit(cid, pid, user.token);
    expect([ended.statusCode, ended.body.msg]).toEqual([403, 'Contest has ended']);

    const limited = await contestWithProblem({ timeLimit: 3600 });
    const notStarted = await submit(limited.cid, limited.pid, user.token);
    expect([notStarted.statusCode, notStarted.body.msg]).toEqual([403, 'Start the contest first']);
    expect((await problemList(limited.cid, user.token)).statusCode).toBe(403);
    await app.request({ method: 'POST', url: `/api/contest/start/${limited.cid}`, token: user.token });
    expect((await submit(limited.cid, limited.pid, user.token)).statusCode).toBe(200);
    await app.db
      .updateTable('contestRegisters')
      .set({ beginTime: iso(-2 * HOUR) })
      .where('cid', '=', limited.cid)
      .where('uid', '=', user.uid)
      .execute();
    expect((await submit(limited.cid, limited.pid, user.token)).statusCode).toBe(403);
    expect((await details(limited.cid, 'A', user.token)).body.data.canSubmit).toBe(false);
  });

  it('a new display id is carried into the contest submissions', async () => {
    const { cid, pid } = await contestWithProblem();
    await submit(cid, pid, user.token);
    await app.request({
      method: 'PUT',
      url: '/api/admin/contest/contest-problem',
      token: admin.token,
      body: { cid, pid, displayId: 'Q', displayTitle: 'Renamed' },
    });
    const rows = (await contestSubmissions(cid, admin.token)).body.data.records;
    expect(rows[0]).toMatchObject({ displayId: 'Q', displayPid: 'Q', title: 'Renamed' });
    const detail = await app.request({
      url: '/api/get-submission-detail',
      token: user.token,
      query: { submitId: String(rows[0].submitId) },
    });
    expect(detail.body.data.submission).toMatchObject({ displayPid: 'Q', title: 'Renamed' });
    expect((await contestSubmissions(cid, admin.token, { displayId: 'Q' })).body.data.total).toBe(1);
  });
});

describe(`test runs inside a contest (${TEST_DIALECT})`, () => {
  const testRun = (token: string, body: Record<string, unknown>) =>
    app.request({
      method: 'POST',
      url: '/api/submit-problem-test-judge',
      token,
      body: { language: 'C++', code: 'int main(){}', userInput: '1 2', ...body },
    });

  it('follows the contest, not the bank: a contest-only problem runs with cid, not without', async () => {
    const cid = await createContest(app, admin.token);
    const { pid } = await createProblem(app, admin.token, { problem: { auth: 3 } });
    expect((await addProblem(cid, pid, 'A')).statusCode).toBe(200);
    expect((await testRun(user.token, { pid })).statusCode).toBe(404);
    const run = await testRun(user.token, { pid, cid });
    expect(run.statusCode).toBe(200);
    expect(typeof run.body.data).toBe('string');
  });

  it('is refused where a submission would be: before the start, after the end, outside the contest', async () => {
    const scheduled = await contestWithProblem(TIMES.scheduled);
    expect((await testRun(user.token, { pid: scheduled.pid, cid: scheduled.cid })).statusCode).toBe(403);
    const ended = await contestWithProblem(TIMES.ended);
    expect((await testRun(user.token, { pid: ended.pid, cid: ended.cid })).statusCode).toBe(403);
    const running = await contestWithProblem();
    const { pid: elsewhere } = await createProblem(app, admin.token);
    expect((await testRun(user.token, { pid: elsewhere, cid: running.cid })).statusCode).toBe(404);
    const count = await app.db
      .selectFrom('testRuns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('pid', 'in', [scheduled.pid, ended.pid, elsewhere])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});
