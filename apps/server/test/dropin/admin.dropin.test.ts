import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectShape } from './shape.ts';

/**
 * The reference client's back office lists and the problem edit call (HimitZH/HOJ hoj-vue
 * src/common/api.js, views/admin/problem/ProblemList.vue and Problem.vue, views/admin/general/User.vue).
 */

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let problem: Awaited<ReturnType<typeof createProblem>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  problem = await createProblem(app, root.token, {
    problem: { userExtraFile: { 'lib.h': '#pragma once\n' }, judgeExtraFile: { 'data.txt': '42\n' } },
  });
});
afterAll(() => app.close());

describe(`reference client: back office (${TEST_DIALECT})`, () => {
  it('api.js admin_getProblemList: ProblemList.vue params (oj "All" / "Mine", no auth) list the problems', async () => {
    for (const oj of ['All', 'Mine']) {
      // params = { limit, currentPage, keyword, cid, oj }, utils.filterEmptyValue drops the empty ones.
      const response = await app.request({
        url: '/api/admin/problem/get-problem-list',
        token: root.token,
        headers: { 'url-type': 'admin' },
        query: { limit: '10', currentPage: '1', oj },
      });
      expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data.total).toBe(1);
      expectShape(
        response.body.data.records[0],
        {
          id: 'number',
          problemId: 'string',
          title: 'string',
          author: 'string?',
          auth: 'number',
          type: 'number',
          judgeMode: 'string',
          modifiedUser: 'string?',
          gmtCreate: 'string',
          gmtModified: 'string',
        },
        'admin problem list row (Problem)',
      );
    }
    // The auth filter's select sends 1, 2 or 3 only when chosen (problemListAuth != 0).
    const privateOnly = await app.request({
      url: '/api/admin/problem/get-problem-list',
      token: root.token,
      query: { limit: '10', currentPage: '1', oj: 'All', auth: '2' },
    });
    expect(privateOnly.body.data.total).toBe(0);
  });

  it('api.js admin_getProblem: the Problem itself, examples and extra files as text (Problem.vue JSON.parses them)', async () => {
    const response = await app.request({
      url: '/api/admin/problem',
      token: root.token,
      query: { pid: String(problem.pid) },
    });
    expect(response.statusCode).toBe(200);
    const data = response.body.data;
    expectShape(
      data,
      {
        id: 'number',
        problemId: 'string',
        title: 'string',
        examples: 'string',
        spjCode: 'string?',
        spjLanguage: 'string?',
        userExtraFile: 'string?',
        judgeExtraFile: 'string?',
        isUploadCase: 'boolean',
        timeLimit: 'number',
        memoryLimit: 'number',
        type: 'number',
        auth: 'number',
        judgeMode: 'string',
        codeShare: 'boolean',
      },
      'admin_getProblem (Problem)',
    );
    expect(JSON.parse(data.userExtraFile)).toEqual({ 'lib.h': '#pragma once\n' });
    expect(JSON.parse(data.judgeExtraFile)).toEqual({ 'data.txt': '42\n' });
  });

  it('api.js admin_editProblem: Problem.vue saves its ProblemDTO built from the edit call, and the change is kept', async () => {
    const got = (
      await app.request({ url: '/api/admin/problem', token: root.token, query: { pid: String(problem.pid) } })
    ).body.data;
    const languages = (await app.request({ url: '/api/languages', query: { all: 'true' } })).body.data as {
      id: number;
      name: string;
    }[];
    const cpp = languages.find((l) => l.name === 'C++')!;
    const cases = (
      await app.request({
        url: '/api/admin/problem/get-problem-cases',
        token: root.token,
        query: { pid: String(problem.pid), isUpload: 'false' },
      })
    ).body.data as { input: string; output: string; score: number }[];
    // problemDto: problem = the edit call's data (JSON.parse'd extra files put back as text, an unset spj
    // null), languages as Language records, tags as Tag records, templates naming the language by lid.
    const dto = {
      problem: {
        ...got,
        title: 'A plus B, edited',
        userExtraFile: JSON.stringify({ 'lib.h': '#pragma twice\n' }),
        judgeExtraFile: null,
        spjCode: null,
        spjLanguage: null,
        hint: null,
      },
      codeTemplates: [{ id: null, pid: problem.pid, code: '// hello\n', lid: cpp.id, status: true }],
      tags: [{ name: 'math', oj: 'ME', color: null, id: null }],
      languages: [cpp],
      isUploadTestCase: false,
      uploadTestcaseDir: '',
      judgeMode: 'default',
      samples: cases.map((c) => ({
        input: c.input,
        output: c.output,
        score: c.score,
        groupNum: null,
        pid: problem.pid,
      })),
    };
    const saved = await app.request({
      method: 'PUT',
      url: '/api/admin/problem',
      token: root.token,
      body: dto,
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);

    const after = (
      await app.request({ url: '/api/admin/problem', token: root.token, query: { pid: String(problem.pid) } })
    ).body.data;
    expect(after.title).toBe('A plus B, edited');
    expect(JSON.parse(after.userExtraFile)).toEqual({ 'lib.h': '#pragma twice\n' });
    expect(after.judgeExtraFile).toBeNull();
    expect(after.languages).toEqual(['C++']);
    expect(after.codeTemplates).toEqual([{ language: 'C++', code: '// hello\n', status: true }]);
    expect(after.tags.map((t: { name: string }) => t.name)).toEqual(['math']);
  });

  it('api.js admin_getUserList: User.vue reads roles[0].id, gmtCreate, status, uid', async () => {
    const response = await app.request({
      url: '/api/admin/user/get-user-list',
      token: root.token,
      // admin_getUserList(currentPage, limit, keyword, onlyAdmin): onlyAdmin is sent even when false.
      query: { currentPage: '1', limit: '10', onlyAdmin: 'false' },
    });
    expect(response.statusCode).toBe(200);
    const row = response.body.data.records.find((r: { uid: number }) => r.uid === root.uid);
    expectShape(
      row,
      {
        uid: 'number',
        username: 'string',
        realname: 'string?',
        email: 'string?',
        gmtCreate: 'string',
        status: 'number',
        roles: 'array',
      },
      'UserRolesVO',
    );
    expectShape(row.roles[0], { id: 'number', role: 'string' }, 'UserRolesVO.roles[0] (Role)');
    expect(row.roles[0].id).toBe(Role.ROOT);
  });

  it('api.js admin_editUser: User.vue sends selectUser (the role as type, no new password unless setNewPwd)', async () => {
    const user = await signedInUser(app);
    const saved = await app.request({
      method: 'PUT',
      url: '/api/admin/user/edit-user',
      token: root.token,
      body: {
        uid: user.uid,
        username: user.username,
        realname: 'Mei Ling',
        email: `${user.username}@example.org`,
        password: '',
        type: Role.NO_SUBMIT,
        status: 0,
        setNewPwd: false,
      },
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const list = await app.request({
      url: '/api/admin/user/get-user-list',
      token: root.token,
      query: { currentPage: '1', limit: '50', keyword: user.username },
    });
    const row = list.body.data.records.find((r: { uid: number }) => r.uid === user.uid);
    expect(row.roles[0].id).toBe(Role.NO_SUBMIT);
    expect(row.realname).toBe('Mei Ling');
  });
});
