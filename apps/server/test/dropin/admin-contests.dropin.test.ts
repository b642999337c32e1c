import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import {
  createProblem,
  createTestApp,
  problemBody,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../test-app.ts';
import { createContest } from '../contests-kit.ts';
import { expectShape } from './shape.ts';

/**
 * The reference client's back office contest pages (HimitZH/HOJ hoj-vue src/common/api.js
 * admin_getContestList, admin_getContest, admin_editContest, admin_getContestProblemList,
 * admin_addContestProblemFromPublic; views/admin/contest/ContestList.vue, Contest.vue, ProblemList.vue).
 */

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let cid: number;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  cid = await createContest(app, root.token, { title: 'Back office cup' });
});
afterAll(() => app.close());

describe(`reference client: back office contests (${TEST_DIALECT})`, () => {
  it('api.js admin_getContestList(currentPage, limit, keyword): Contest rows', async () => {
    const response = await app.request({
      url: '/api/admin/contest/get-contest-list',
      token: root.token,
      query: { currentPage: '1', limit: '10' },
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const row = response.body.data.records.find((r: { id: number }) => r.id === cid);
    expectShape(
      row,
      {
        id: 'number',
        title: 'string',
        type: 'number',
        auth: 'number',
        status: 'number',
        startTime: 'string',
        endTime: 'string',
        duration: 'number',
        visible: 'boolean',
        author: 'string?',
      },
      'admin contest list row (Contest)',
    );
  });

  it('api.js admin_getContest and admin_editContest: Contest.vue sends back what it got, with its edits', async () => {
    const got = await app.request({
      url: '/api/admin/contest',
      token: root.token,
      query: { cid: String(cid) },
    });
    expect(got.statusCode).toBe(200);
    expectShape(
      got.body.data,
      {
        id: 'number',
        title: 'string',
        description: 'string',
        type: 'number',
        auth: 'number',
        startTime: 'string',
        endTime: 'string',
        sealRank: 'boolean',
        visible: 'boolean',
      },
      'admin_getContest (AdminContestVO)',
    );
    const saved = await app.request({
      method: 'PUT',
      url: '/api/admin/contest',
      token: root.token,
      body: { ...got.body.data, title: 'Back office cup, edited' },
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const after = await app.request({
      url: '/api/admin/contest',
      token: root.token,
      query: { cid: String(cid) },
    });
    expect(after.body.data.title).toBe('Back office cup, edited');
  });

  it('api.js admin_addContestProblemFromPublic and admin_getContestProblemList: problemList page and contestProblemMap', async () => {
    const { pid } = await createProblem(app, root.token);
    const added = await app.request({
      method: 'POST',
      url: '/api/admin/contest/add-problem-from-public',
      token: root.token,
      body: { pid, cid, displayId: 'A' },
    });
    expect(added.statusCode, JSON.stringify(added.body)).toBe(200);
    // ProblemList.vue: params { limit, currentPage, keyword, cid, oj } through filterEmptyValue.
    const list = await app.request({
      url: '/api/admin/contest/get-problem-list',
      token: root.token,
      query: { limit: '10', currentPage: '1', cid: String(cid) },
    });
    expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.problemList.total).toBe(1);
    expectShape(
      list.body.data.problemList.records[0],
      { id: 'number', problemId: 'string', title: 'string' },
      'Problem',
    );
    expectShape(list.body.data.contestProblemMap, {}, 'contestProblemMap');
    expectShape(
      list.body.data.contestProblemMap[pid],
      { displayId: 'string', pid: 'number', cid: 'number' },
      'ContestProblem',
    );
  });
  it('api.js admin_getContestProblem(pid) and admin_editContestProblem: the ProblemDTO without the contest', async () => {
    const written = await app.request({
      method: 'POST',
      url: '/api/admin/contest/problem',
      token: root.token,
      body: { ...problemBody(), cid, contestProblem: { displayId: 'B', displayTitle: 'Written here' } },
    });
    expect(written.statusCode, JSON.stringify(written.body)).toBe(200);
    const pid = written.body.data.pid as number;
    // Problem.vue (contest mode): admin_getContestProblem(this.pid) sends pid alone.
    const got = (
      await app.request({ url: '/api/admin/contest/problem', token: root.token, query: { pid: String(pid) } })
    ).body.data;
    expect(typeof got.examples).toBe('string');
    const languages = (await app.request({ url: '/api/languages', query: { all: 'true' } })).body.data as {
      id: number;
      name: string;
    }[];
    const dto = {
      problem: { ...got, title: 'Written here, edited', userExtraFile: null, judgeExtraFile: null },
      codeTemplates: [],
      tags: [],
      languages: languages.filter((l) => got.languages.includes(l.name)),
      isUploadTestCase: false,
      uploadTestcaseDir: '',
      judgeMode: 'default',
      samples: got.samples.map((c: { input: string; output: string; score: number }) => ({
        input: c.input,
        output: c.output,
        score: c.score,
      })),
    };
    const saved = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/problem',
      token: root.token,
      body: dto,
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const after = await app.request({
      url: '/api/admin/contest/problem',
      token: root.token,
      query: { pid: String(pid) },
    });
    expect(after.body.data.title).toBe('Written here, edited');
  });
});
