import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { writeZip } from '../testdata/zip.ts';
import {
  createProblem,
  createTestApp,
  multipartFile,
  problemBody,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInUser(app, Role.PROBLEM_ADMIN);
});
afterAll(() => app.close());

const zipOf = (files: Record<string, string>) => writeZip(new Map(Object.entries(files)));

async function uploadZip(files: Record<string, string>, token = admin.token, name = 'cases.zip') {
  const form = multipartFile('file', name, zipOf(files), 'application/zip');
  return app.request({ method: 'POST', url: '/api/file/upload-testcase-zip', token, ...form });
}

describe(`problem management permissions (${TEST_DIALECT})`, () => {
  it.each([
    ['GET', '/api/admin/problem/get-problem-list', undefined],
    ['GET', '/api/admin/problem?pid=1', undefined],
    ['POST', '/api/admin/problem', {}],
    ['PUT', '/api/admin/problem', {}],
    ['DELETE', '/api/admin/problem?pid=1', undefined],
    ['PUT', '/api/admin/problem/change-problem-auth', { pid: 1, auth: 2 }],
    ['GET', '/api/file/download-testcase?pid=1', undefined],
  ] as const)('%s %s: 401 anonymous, 403 for user and teacher', async (method, url, body) => {
    expect((await app.request({ method, url, body })).statusCode).toBe(401);
    for (const role of [Role.USER, Role.TEACHER]) {
      const user = await signedInUser(app, role);
      expect((await app.request({ method, url, body, token: user.token })).statusCode).toBe(403);
    }
  });

  it.each([Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN])('role %i may create problems', async (role) => {
    const user = await signedInUser(app, role);
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/problem',
      token: user.token,
      body: problemBody(),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe(`problem create, read, edit, delete (${TEST_DIALECT})`, () => {
  it('creates with defaults and reads back every field, cases, languages, tags, templates', async () => {
    const { pid, body } = await createProblem(app, admin.token, {
      codeTemplates: [{ language: 'C++', code: '#include <cstdio>\nint main(){}', status: true }],
    });
    const response = await app.request({ url: `/api/admin/problem?pid=${pid}`, token: admin.token });
    expect(response.statusCode).toBe(200);
    const data = response.body.data;
    expect(data.problem).toMatchObject({
      problemId: body.problem.problemId,
      title: 'A+B Problem',
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      difficulty: 0,
      auth: 1,
      type: 0,
      codeShare: true,
      isRemoveEndBlank: false,
      openCaseResult: true,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      author: admin.username,
    });
    expect(data.samples.map((s: { input: string; output: string }) => [s.input, s.output])).toEqual([
      ['1 2\n', '3\n'],
      ['5 7\n', '12\n'],
    ]);
    expect(data.languages.sort()).toEqual(['C++', 'Python3']);
    expect(data.tags.map((t: { name: string }) => t.name)).toEqual(['math']);
    expect(data.codeTemplates).toEqual([
      { language: 'C++', code: '#include <cstdio>\nint main(){}', status: true },
    ]);
    expect(data.isUploadTestCase).toBe(false);
  });

  it('spreads 100 points over OI cases that carry no score, remainder to the later ones', async () => {
    const { pid } = await createProblem(app, admin.token, {
      problem: { type: 1 },
      samples: [
        { input: '1', output: '1' },
        { input: '2', output: '2' },
        { input: '3', output: '3' },
      ],
    });
    const cases = (
      await app.request({ url: `/api/admin/problem/get-problem-cases?pid=${pid}`, token: admin.token })
    ).body.data;
    expect(cases.map((c: { score: number }) => c.score)).toEqual([33, 33, 34]);
  });

  it('edits fields and cases, keeps cases when told to, and changes auth', async () => {
    const { pid, body } = await createProblem(app, admin.token);
    const edited = {
      ...body,
      pid,
      problem: { ...body.problem, title: 'Sum', timeLimit: 2000 },
      samples: [{ input: '9 9', output: '18' }],
    };
    expect(
      (await app.request({ method: 'PUT', url: '/api/admin/problem', token: admin.token, body: edited }))
        .statusCode,
    ).toBe(200);
    let data = (await app.request({ url: `/api/admin/problem?pid=${pid}`, token: admin.token })).body.data;
    expect(data.problem).toMatchObject({ title: 'Sum', timeLimit: 2000 });
    expect(data.samples).toHaveLength(1);
    const keep = {
      ...edited,
      changeCases: false,
      samples: [],
      problem: { ...edited.problem, title: 'Sum again' },
    };
    expect(
      (await app.request({ method: 'PUT', url: '/api/admin/problem', token: admin.token, body: keep }))
        .statusCode,
    ).toBe(200);
    data = (await app.request({ url: `/api/admin/problem?pid=${pid}`, token: admin.token })).body.data;
    expect(data.samples).toHaveLength(1);
    expect(
      (
        await app.request({
          method: 'PUT',
          url: '/api/admin/problem/change-problem-auth',
          token: admin.token,
          body: { pid, auth: 2 },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await app.request({ url: `/api/admin/problem?pid=${pid}`, token: admin.token })).body.data.problem
        .auth,
    ).toBe(2);
  });

  it('deletes a problem with its cases', async () => {
    const { pid } = await createProblem(app, admin.token);
    expect(
      (await app.request({ method: 'DELETE', url: `/api/admin/problem?pid=${pid}`, token: admin.token }))
        .statusCode,
    ).toBe(200);
    expect((await app.request({ url: `/api/admin/problem?pid=${pid}`, token: admin.token })).statusCode).toBe(
      404,
    );
    expect(await app.db.selectFrom('problemCases').select('id').where('pid', '=', pid).execute()).toEqual([]);
  });

  it('lists and searches problems for admins', async () => {
    const { problemId } = await createProblem(app, admin.token, { problem: { title: 'Unique Zebra Title' } });
    const response = await app.request({
      url: '/api/admin/problem/get-problem-list',
      token: admin.token,
      query: { keyword: 'zebra' },
    });
    expect(response.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual([problemId]);
  });
});

describe(`problem form validation (${TEST_DIALECT})`, () => {
  it.each([
    [{ problem: { title: '' } }, 'problem.title'],
    [{ problem: { input: '' } }, 'problem.input'],
    [{ problem: { output: ' ' } }, 'problem.output'],
    [{ problem: { problemId: '' } }, 'problem.problemId'],
    [{ problem: { problemId: 'bad id!' } }, 'problem.problemId'],
    [{ problem: { timeLimit: 0 } }, 'problem.timeLimit'],
    [{ problem: { memoryLimit: 1.5 } }, 'problem.memoryLimit'],
    [{ problem: { difficulty: 8 } }, 'problem.difficulty'],
    [{ problem: { auth: 4 } }, 'problem.auth'],
    [{ problem: { judgeCaseMode: 'random' } }, 'problem.judgeCaseMode'],
    [{ problem: { isFileIO: true, ioReadFileName: 'in.txt' } }, 'problem.ioWriteFileName'],
    [{ problem: { judgeMode: 'spj', spjCode: '' } }, 'problem.spjCode'],
    [{ languages: [] }, 'languages'],
    [{ languages: ['Brainfuck'] }, 'languages.0'],
    [{ samples: [] }, 'samples'],
    [{ samples: [{ input: '', output: '' }] }, 'samples.0'],
    [{ samples: [{ input: '1', output: '1', score: -1 }] }, 'samples.0.score'],
    [{ samples: [{ input: '1', output: '1', score: 1.5 }] }, 'samples.0.score'],
    [{ problem: { judgeCaseMode: 'subtask_lowest' } }, 'samples.0.groupNum'],
    [{ codeTemplates: [{ language: 'C++', code: ' ', status: true }] }, 'codeTemplates.0.code'],
    [{ isUploadTestCase: true }, 'uploadTestcaseDir'],
    [{ tags: [{ id: 999999, name: 'ghost' }] }, 'tags'],
  ])('%j names %s and writes nothing', async (overrides, field) => {
    const body = problemBody(overrides as never);
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/problem',
      token: admin.token,
      body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe(field);
    const written = await app.db
      .selectFrom('problems')
      .select('id')
      .where('problemId', '=', String(body.problem.problemId))
      .executeTakeFirst();
    expect(written).toBeUndefined();
  });

  it('refuses a problem id that exists (ignoring case)', async () => {
    const { problemId } = await createProblem(app, admin.token);
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/problem',
      token: admin.token,
      body: problemBody({ problem: { problemId: problemId.toLowerCase() } }),
    });
    expect(response.body.data.field).toBe('problem.problemId');
  });
});

describe(`test cases from a zip (${TEST_DIALECT})`, () => {
  it('pairs x.in with x.out or x.ans, saves the chosen cases and downloads them again', async () => {
    const upload = await uploadZip({
      'data/1.in': '1 2\r\n',
      'data/1.out': '3\r\n',
      'data/2.in': '4 5\n',
      'data/2.ans': '9\n',
      'data/10.in': '0 0\n',
      'data/10.out': '0\n',
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.body.data.fileList).toEqual([
      { input: '1.in', output: '1.out' },
      { input: '2.in', output: '2.ans' },
      { input: '10.in', output: '10.out' },
    ]);
    const samples = upload.body.data.fileList.map((f: { input: string; output: string }) => ({
      inputName: f.input,
      outputName: f.output,
    }));
    const { pid } = await createProblem(app, admin.token, {
      isUploadTestCase: true,
      uploadTestcaseDir: upload.body.data.fileListDir,
      samples,
      problem: { type: 1 },
    });
    expect(
      (await app.request({ url: `/api/admin/problem?pid=${pid}`, token: admin.token })).body.data
        .isUploadTestCase,
    ).toBe(true);
    const cases = (
      await app.request({ url: `/api/admin/problem/get-problem-cases?pid=${pid}`, token: admin.token })
    ).body.data;
    expect(
      cases.map((c: { inputName: string; input: string; score: number }) => [c.inputName, c.input, c.score]),
    ).toEqual([
      ['1.in', '1 2\n', 33],
      ['2.in', '4 5\n', 33],
      ['10.in', '0 0\n', 34],
    ]);
    const download = await app.request({ url: `/api/file/download-testcase?pid=${pid}`, token: admin.token });
    expect(download.headers['content-type']).toBe('application/zip');
    const { readZip } = await import('../testdata/zip.ts');
    const files = readZip(download.raw.rawPayload);
    expect([...files.keys()].sort()).toEqual(['1.in', '1.out', '10.in', '10.out', '2.ans', '2.in']);
    expect(files.get('1.out')!.toString()).toBe('3\n');
  });

  it('refuses a file that is not a zip, a zip without .in files, and a case missing from the upload', async () => {
    const notZip = multipartFile('file', 'cases.zip', Buffer.from('plain text'));
    expect(
      (
        await app.request({
          method: 'POST',
          url: '/api/file/upload-testcase-zip',
          token: admin.token,
          ...notZip,
        })
      ).body.data.field,
    ).toBe('file');
    expect((await uploadZip({ 'readme.txt': 'hi' })).body.data.field).toBe('file');
    expect((await uploadZip({ '1.in': '1' }, admin.token, 'cases.rar')).body.msg).toContain(
      'File type not supported',
    );
    const upload = await uploadZip({ '1.in': '1', '1.out': '1' });
    const body = problemBody({
      isUploadTestCase: true,
      uploadTestcaseDir: upload.body.data.fileListDir,
      samples: [{ inputName: '7.in', outputName: '7.out' }],
    });
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/problem',
      token: admin.token,
      body,
    });
    expect(response.body.data.field).toBe('samples.0.inputName');
  });

  it("refuses another user's upload key", async () => {
    const upload = await uploadZip({ '1.in': '1', '1.out': '1' });
    const other = await signedInUser(app, Role.ADMIN);
    const body = problemBody({
      isUploadTestCase: true,
      uploadTestcaseDir: upload.body.data.fileListDir,
      samples: [{ inputName: '1.in', outputName: '1.out' }],
    });
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/problem',
      token: other.token,
      body,
    });
    expect(response.body.data.field).toBe('uploadTestcaseDir');
  });
});

describe(`export and import in the reference zip format (${TEST_DIALECT})`, () => {
  it('exports problems and imports them back with the same tests, tags, languages and templates', async () => {
    const upload = await uploadZip({ '1.in': '1 1\n', '1.out': '2\n', '2.in': '2 2\n', '2.out': '4\n' });
    const samples = [
      { inputName: '1.in', outputName: '1.out', score: 30, groupNum: 1 },
      { inputName: '2.in', outputName: '2.out', score: 70, groupNum: 2 },
    ];
    const original = await createProblem(app, admin.token, {
      isUploadTestCase: true,
      uploadTestcaseDir: upload.body.data.fileListDir,
      samples,
      problem: { type: 1, difficulty: 4, judgeCaseMode: 'subtask_average' },
      tags: [{ name: 'export-tag' }],
      codeTemplates: [{ language: 'Python3', code: 'print()', status: true }],
    });
    const before = (await app.request({ url: `/api/admin/problem?pid=${original.pid}`, token: admin.token }))
      .body.data;
    const exported = await app.request({
      url: '/api/file/export-problem',
      token: admin.token,
      query: { pid: String(original.pid) },
    });
    expect(exported.statusCode).toBe(200);
    const zip = exported.raw.rawPayload;
    const { readZip } = await import('../testdata/zip.ts');
    expect([...readZip(zip).keys()].sort()).toEqual(
      [
        `problem_${original.problemId}.json`,
        ...['1.in', '1.out', '2.in', '2.out'].map((f) => `problem_${original.problemId}/${f}`),
      ].sort(),
    );

    expect(
      (
        await app.request({
          method: 'DELETE',
          url: `/api/admin/problem?pid=${original.pid}`,
          token: admin.token,
        })
      ).statusCode,
    ).toBe(200);
    const imported = await app.request({
      method: 'POST',
      url: '/api/file/import-problem',
      token: admin.token,
      ...multipartFile('file', 'export.zip', zip),
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.body.data.problemIds).toEqual([original.problemId]);
    const list = await app.request({
      url: '/api/admin/problem/get-problem-list',
      token: admin.token,
      query: { keyword: original.problemId },
    });
    const after = (
      await app.request({ url: `/api/admin/problem?pid=${list.body.data.records[0].id}`, token: admin.token })
    ).body.data;
    const strip = (data: typeof before) => ({
      problem: { ...data.problem, id: 0, gmtCreate: '', gmtModified: '' },
      samples: data.samples.map((s: Record<string, unknown>) => ({ ...s, id: 0 })),
      languages: [...data.languages].sort(),
      tags: data.tags.map((t: { name: string }) => t.name),
      codeTemplates: data.codeTemplates,
    });
    expect(strip(after)).toEqual(strip(before));

    const again = await app.request({
      method: 'POST',
      url: '/api/file/import-problem',
      token: admin.token,
      ...multipartFile('file', 'export.zip', zip),
    });
    expect(again.statusCode).toBe(400);
    expect(again.body.msg).toContain('already exists');
  });

  it('refuses a zip without problem json and a json naming a missing case file, importing nothing', async () => {
    const empty = await app.request({
      method: 'POST',
      url: '/api/file/import-problem',
      token: admin.token,
      ...multipartFile('file', 'x.zip', zipOf({ 'readme.md': 'x' })),
    });
    expect(empty.body.data.field).toBe('file');
    const body = problemBody();
    const json = JSON.stringify({
      problem: body.problem,
      languages: ['C++'],
      samples: [{ input: '1.in', output: '1.out' }],
      tags: [],
    });
    const missing = await app.request({
      method: 'POST',
      url: '/api/file/import-problem',
      token: admin.token,
      ...multipartFile('file', 'x.zip', zipOf({ [`problem_${body.problem.problemId}.json`]: json })),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.msg).toContain('missing');
    // A NUL in an imported text can't be stored on PostgreSQL: a 400 naming it, on both databases.
    const nulJson = JSON.stringify({
      problem: { ...body.problem, title: 'A\u0000B' },
      languages: ['C++'],
      samples: [{ input: '1.in', output: '1.out' }],
      tags: [],
    });
    const nul = await app.request({
      method: 'POST',
      url: '/api/file/import-problem',
      token: admin.token,
      ...multipartFile(
        'file',
        'x.zip',
        zipOf({
          [`problem_${body.problem.problemId}.json`]: nulJson,
          [`problem_${body.problem.problemId}/1.in`]: '1 2\n',
          [`problem_${body.problem.problemId}/1.out`]: '3\n',
        }),
      ),
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.body.data.field).toBe('file');
    expect(nul.body.msg).toContain('problem.title must not contain NUL');
    const search = await app.request({
      url: '/api/admin/problem/get-problem-list',
      token: admin.token,
      query: { keyword: body.problem.problemId },
    });
    expect(search.body.data.total).toBe(0);
    const user = await signedInUser(app);
    expect(
      (
        await app.request({
          method: 'POST',
          url: '/api/file/import-problem',
          token: user.token,
          ...multipartFile('file', 'x.zip', zipOf({})),
        })
      ).statusCode,
    ).toBe(403);
  });
});
