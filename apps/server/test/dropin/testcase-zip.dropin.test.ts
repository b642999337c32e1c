import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { writeZip } from '../../src/contexts/problems/testdata/zip.ts';
import {
  createProblem,
  createTestApp,
  multipartFile,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../test-app.ts';
import { expectShape } from './shape.ts';

/**
 * The reference client's test data upload (HimitZH/HOJ hoj-vue views/admin/problem/Problem.vue: an el-upload
 * to /api/file/upload-testcase-zip, then uploadSucceeded reads response.status, data.fileList and
 * data.fileListDir, and the problem's save sends them back as samples and uploadTestcaseDir; the answer is
 * TestCaseManager.uploadTestcaseZip's map { fileList: [{ input, output }], fileListDir }).
 */

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

const zipOf = (files: Record<string, string>) => writeZip(new Map(Object.entries(files)));

describe(`reference client: test case zip upload (${TEST_DIALECT})`, () => {
  it('Problem.vue uploadSucceeded: fileList in natural order with .out or .ans, fileListDir; the save takes them', async () => {
    // el-upload's field is "file"; the newer client puts the judge case mode in the query.
    const form = multipartFile(
      'file',
      'cases.zip',
      zipOf({
        '10.in': '10 10\n',
        '10.out': '20\n',
        '2.in': '2 2\n',
        '2.ans': '4\n',
        '1.in': '1 1\n',
        '1.out': '2\n',
      }),
      'application/x-zip-compressed',
    );
    const uploaded = await app.request({
      method: 'POST',
      url: '/api/file/upload-testcase-zip?mode=default',
      token: root.token,
      ...form,
    });
    expect(uploaded.statusCode, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.status).toBe(200); // uploadSucceeded checks response.status != 200
    expectShape(uploaded.body.data, { fileList: 'array', fileListDir: 'string' }, 'uploadTestcaseZip map');
    for (const file of uploaded.body.data.fileList)
      expectShape(file, { input: 'string', output: 'string' }, 'fileList entry');
    // The reference sorts by the name's length, then the name: 1, 2, 10.
    expect(uploaded.body.data.fileList).toEqual([
      { input: '1.in', output: '1.out' },
      { input: '2.in', output: '2.ans' },
      { input: '10.in', output: '10.out' },
    ]);

    // uploadSucceeded: scores spread (33, 33, 34), pid set; the save sends them as samples with the folder.
    const { pid } = await createProblem(app, root.token);
    const got = (
      await app.request({ url: '/api/admin/problem', token: root.token, query: { pid: String(pid) } })
    ).body.data;
    const scores = [33, 33, 34];
    const saved = await app.request({
      method: 'PUT',
      url: '/api/admin/problem',
      token: root.token,
      body: {
        problem: { ...got, isUploadCase: true },
        codeTemplates: [],
        tags: [],
        languages: [{ id: 1, name: 'C++' }],
        isUploadTestCase: true,
        uploadTestcaseDir: uploaded.body.data.fileListDir,
        judgeMode: 'default',
        samples: uploaded.body.data.fileList.map((f: { input: string; output: string }, i: number) => ({
          ...f,
          score: scores[i],
          pid,
        })),
      },
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    // admin_getProblemCases(pid, isUpload): the uploaded names come back.
    const cases = await app.request({
      url: '/api/admin/problem/get-problem-cases',
      token: root.token,
      query: { pid: String(pid), isUpload: 'true' },
    });
    expect(cases.statusCode, JSON.stringify(cases.body)).toBe(200);
    expect(cases.body.data.map((c: { input: string; output: string }) => [c.input, c.output])).toEqual([
      ['1.in', '1.out'],
      ['2.in', '2.ans'],
      ['10.in', '10.out'],
    ]);

    // Reopened, the form sends those rows back with no new zip (uploadTestcaseDir empty): the cases stay.
    const reopened = (
      await app.request({ url: '/api/admin/problem', token: root.token, query: { pid: String(pid) } })
    ).body.data;
    const resaved = await app.request({
      method: 'PUT',
      url: '/api/admin/problem',
      token: root.token,
      body: {
        problem: { ...reopened, title: 'Zip cases, renamed' },
        codeTemplates: [],
        tags: [],
        languages: [{ id: 1, name: 'C++' }],
        isUploadTestCase: true,
        uploadTestcaseDir: '',
        judgeMode: 'default',
        samples: cases.body.data.map((c: { input: string; output: string; score: number }) => ({
          input: c.input,
          output: c.output,
          score: c.score,
          pid,
        })),
      },
    });
    expect(resaved.statusCode, JSON.stringify(resaved.body)).toBe(200);
    const kept = await app.request({
      url: '/api/admin/problem/get-problem-cases',
      token: root.token,
      query: { pid: String(pid), isUpload: 'true' },
    });
    expect(kept.body.data.map((c: { input: string; score: number }) => [c.input, c.score])).toEqual([
      ['1.in', 33],
      ['2.in', 33],
      ['10.in', 34],
    ]);
  });

  it('an input without its output: the output is "-" (the client writes "-" for an empty one too)', async () => {
    const form = multipartFile('file', 'cases.zip', zipOf({ '1.in': '1\n' }), 'application/zip');
    const uploaded = await app.request({
      method: 'POST',
      url: '/api/file/upload-testcase-zip',
      token: root.token,
      ...form,
    });
    expect(uploaded.statusCode, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.data.fileList).toEqual([{ input: '1.in', output: '-' }]);
  });
});
