import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createTestApp, problemBody, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';

/**
 * The reference client's problem creation (HimitZH/HOJ hoj-vue views/admin/problem/Problem.vue, route
 * admin-create-problem: admin_createProblem(problemDto)): the ProblemDTO with the languages as Language records,
 * the chosen tags (an existing one as its record, a new one by name), templates naming the language by lid,
 * extra files as JSON text or null, typed-in samples with null scores.
 */

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

describe(`reference client: problem creation (${TEST_DIALECT})`, () => {
  it('admin_createProblem: the ProblemDTO is saved and reads back through admin_getProblem', async () => {
    const languages = (await app.request({ url: '/api/languages', query: { all: 'true' } })).body.data as {
      id: number;
      name: string;
    }[];
    const cpp = languages.find((l) => l.name === 'C++')!;
    const ours = problemBody();
    const created = await app.request({
      method: 'POST',
      url: '/api/admin/problem',
      token: root.token,
      body: {
        problem: {
          ...ours.problem,
          author: root.username,
          auth: 1,
          type: 0,
          judgeMode: 'default',
          timeLimit: 1000,
          memoryLimit: 256,
          stackLimit: 128,
          difficulty: 0,
          userExtraFile: JSON.stringify({ 'helper.h': '#pragma once\n' }),
          judgeExtraFile: null,
          spjCode: null,
          spjLanguage: null,
          hint: null,
          source: null,
        },
        languages: [cpp],
        tags: [{ name: 'greedy' }],
        codeTemplates: [{ code: '// start here\n', lid: cpp.id, status: true }],
        samples: ours.samples.map((c) => ({ ...c, score: null, groupNum: null })),
        isUploadTestCase: false,
        uploadTestcaseDir: '',
        judgeMode: 'default',
      },
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const pid = created.body.data.pid;
    const got = await app.request({
      url: '/api/admin/problem',
      token: root.token,
      query: { pid: String(pid) },
    });
    expect(got.statusCode).toBe(200);
    expect(got.body.data).toMatchObject({ id: pid, problemId: ours.problem.problemId, languages: ['C++'] });
    expect(JSON.parse(got.body.data.userExtraFile)).toEqual({ 'helper.h': '#pragma once\n' });
    expect(got.body.data.codeTemplates).toEqual([{ language: 'C++', code: '// start here\n', status: true }]);
    expect(got.body.data.tags.map((t: { name: string }) => t.name)).toEqual(['greedy']);
  });
});
