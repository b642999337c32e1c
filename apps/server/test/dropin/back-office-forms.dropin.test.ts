import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { contestBody } from '../contests-kit.ts';
import {
  createProblem,
  createTestApp,
  createUser,
  problemBody,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../test-app.ts';

/**
 * The reference client's back-office forms as they send them (HimitZH/HOJ hoj-vue), each a call that was
 * refused before (issue 27 §2): the admin problem list's "all" visibility (ProblemList.vue sends auth=0), the
 * problem form's limits and case scores as text once edited (el-input type=Number without .number), the user
 * form sending back the nulls it was given (User.vue: titleName, email of a user without one) and its e-mail
 * check asking with email null.
 */

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

describe(`reference client: back-office forms (${TEST_DIALECT})`, () => {
  it('ProblemList.vue: auth=0 lists every problem', async () => {
    const { problemId } = await createProblem(app, root.token);
    const list = await app.request({
      url: '/api/admin/problem/get-problem-list',
      token: root.token,
      query: { currentPage: '1', limit: '10', keyword: '', auth: '0', oj: 'Mine' },
    });
    expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.records.map((p: { problemId: string }) => p.problemId)).toContain(problemId);
    const wrong = await app.request({
      url: '/api/admin/problem/get-problem-list',
      token: root.token,
      query: { auth: '4' },
    });
    expect(wrong.body.msg).toMatch(/auth/);
  });

  it('Problem.vue: limits and case scores typed as text are read as the numbers they are', async () => {
    const body = problemBody({
      problem: { type: 1, timeLimit: '2000', memoryLimit: '128', stackLimit: '64' },
      samples: [
        { input: '1 2\n', output: '3\n', score: '40' },
        { input: '5 7\n', output: '12\n', score: '60' },
      ],
    });
    const created = await app.request({ method: 'POST', url: '/api/admin/problem', token: root.token, body });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const stored = await app.db
      .selectFrom('problems')
      .select(['id', 'timeLimit', 'memoryLimit', 'stackLimit'])
      .where('problemId', '=', body.problem.problemId as string)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ timeLimit: 2000, memoryLimit: 128, stackLimit: 64 });
    const scores = await app.db
      .selectFrom('problemCases')
      .select('score')
      .where('pid', '=', stored.id)
      .orderBy('position')
      .execute();
    expect(scores.map((c) => c.score)).toEqual([40, 60]);
    const text = await app.request({
      method: 'POST',
      url: '/api/admin/problem',
      token: root.token,
      body: problemBody({ problem: { timeLimit: 'fast' } }),
    });
    expect(text.body.msg).toMatch(/timeLimit must be a number/);
  });

  it('User.vue: an edit sending back null title and e-mail saves, keeping them empty', async () => {
    const user = await createUser(app, { email: null });
    const edited = await app.request({
      method: 'PUT',
      url: '/api/admin/user/edit-user',
      token: root.token,
      body: {
        uid: user.uid,
        username: user.username,
        realname: 'Li Lei',
        email: null,
        titleName: null,
        titleColor: null,
        type: 1002,
        status: 0,
        setNewPwd: false,
        password: null,
      },
    });
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    const stored = await app.db
      .selectFrom('users')
      .select(['realname', 'email', 'titleName'])
      .where('uid', '=', user.uid)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ realname: 'Li Lei', email: null, titleName: null });
  });

  it('User.vue: the e-mail check of a user without one asks with email null', async () => {
    const check = await app.request({
      method: 'POST',
      url: '/api/check-username-or-email',
      body: { username: null, email: null },
    });
    expect(check.statusCode, JSON.stringify(check.body)).toBe(200);
    expect(check.body.data).toEqual({ username: false, email: false });
  });

  it('Contest.vue: its tagged account limit and its award rows (awardConfigList) are read, not refused or dropped', async () => {
    const created = await app.request({
      method: 'POST',
      url: '/api/admin/contest',
      token: root.token,
      body: {
        ...contestBody({ title: 'Team contest' }),
        openAccountLimit: true,
        accountLimitRule:
          '<prefix>team</prefix><suffix>_a</suffix><start>1</start><end>30</end><extra>coach judge</extra>',
        awardType: 2,
        awardConfigList: [
          { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 },
          { priority: 2, name: 'Silver', background: '#b4b4b4', color: '#ffffff', num: 2 },
        ],
        uid: root.uid,
        author: root.username,
      },
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const view = (
      await app.request({
        url: '/api/admin/contest',
        token: root.token,
        query: { cid: String(created.body.data.cid) },
      })
    ).body.data;
    expect(view.accountLimit).toEqual({
      prefix: 'team',
      suffix: '_a',
      start: 1,
      end: 30,
      extra: ['coach', 'judge'],
    });
    expect(view.awardConfig.map((a: { name: string; num: number }) => [a.name, a.num])).toEqual([
      ['Gold', 1],
      ['Silver', 2],
    ]);
    // Off, its rule is the empty text.
    const off = await app.request({
      method: 'POST',
      url: '/api/admin/contest',
      token: root.token,
      body: { ...contestBody(), openAccountLimit: false, accountLimitRule: '' },
    });
    expect(off.statusCode, JSON.stringify(off.body)).toBe(200);
  });

  it('User.vue: generating accounts with its field names (number_from, number_to, password_length)', async () => {
    const generated = await app.request({
      method: 'POST',
      url: '/api/admin/user/generate-user',
      token: root.token,
      body: { prefix: 'hojgen', suffix: '', number_from: 1, number_to: 3, password_length: 8 },
    });
    expect(generated.statusCode, JSON.stringify(generated.body)).toBe(200);
    expect(generated.body.data.users.map((u: { username: string }) => u.username)).toEqual([
      'hojgen1',
      'hojgen2',
      'hojgen3',
    ]);
  });

  it('Dashboard.vue: get-sessions posted as form text (axios given the uid string) is answered, not 415', async () => {
    const sessions = await app.request({
      method: 'POST',
      url: '/api/admin/dashboard/get-sessions',
      token: root.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: String(root.uid),
    });
    expect(sessions.statusCode, JSON.stringify(sessions.body)).toBe(200);
  });
});
