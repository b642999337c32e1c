import { afterAll, beforeAll, describe, it } from 'vitest';
import { Role } from '@judge/contract';
import {
  createProblem,
  createTestApp,
  multipartFile,
  problemBody,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the problem-bank calls: a 400 naming the field (data.field, and msg starts with it),
 * or 404 for an id that does not exist. The problem form's own rules (spec 3) are in
 * admin-problems.test.ts; the rows here are the other fields of every call.
 */
let app: TestApp;
let token: string;
let problem: Awaited<ReturnType<typeof createProblem>>;
let other: Awaited<ReturnType<typeof createProblem>>;

beforeAll(async () => {
  app = await createTestApp();
  token = (await signedInUser(app, Role.PROBLEM_ADMIN)).token;
  problem = await createProblem(app, token);
  other = await createProblem(app, token);
});
afterAll(() => app.close());

const UNKNOWN = '999999';
const row = (call: string, request: BadInputRow['request'], field: string): BadInputRow => ({
  call,
  request,
  field,
});
const missing = (call: string, request: BadInputRow['request']): BadInputRow => ({
  call,
  request,
  refusal: NOT_FOUND,
});

const bankRows = (): BadInputRow[] => [
  row('get-problem-list', { url: '/api/get-problem-list', query: { difficulty: '8' } }, 'difficulty'),
  row('get-problem-list', { url: '/api/get-problem-list', query: { difficulty: 'hard' } }, 'difficulty'),
  row('get-problem-list', { url: '/api/get-problem-list', query: { tagId: '1,x' } }, 'tagId'),
  row('get-problem-list', { url: '/api/get-problem-list', query: { keyword: 'k'.repeat(101) } }, 'keyword'),
  row('get-problem-list', { url: '/api/get-problem-list', query: { currentPage: '0' } }, 'currentPage'),
  row('get-problem-list', { url: '/api/get-problem-list', query: { limit: '1000' } }, 'limit'),
  row('get-problem-list', { url: '/api/get-problem-list', query: { sortBy: 'new' } }, 'sortBy'),
  row('get-all-problem-tags', { url: '/api/get-all-problem-tags', query: { oj: 'x'.repeat(17) } }, 'oj'),
  row(
    'get-problem-tags-and-classification',
    { url: '/api/get-problem-tags-and-classification', query: { oj: 'x'.repeat(17) } },
    'oj',
  ),
  row('get-problem-detail', { url: '/api/get-problem-detail' }, 'problemId'),
  row('get-problem-detail', { url: '/api/get-problem-detail', query: { problemId: ' ' } }, 'problemId'),
  row(
    'get-problem-detail',
    { url: '/api/get-problem-detail', query: { problemId: 'x'.repeat(33) } },
    'problemId',
  ),
  missing('get-problem-detail', { url: '/api/get-problem-detail', query: { problemId: 'NO-SUCH-PROBLEM' } }),
  row('get-problem-languages', { url: '/api/get-problem-languages' }, 'pid'),
  row('get-problem-languages', { url: '/api/get-problem-languages', query: { pid: 'abc' } }, 'pid'),
  row('get-problem-languages', { url: '/api/get-problem-languages', query: { pid: '0' } }, 'pid'),
  row('get-problem-languages', { url: '/api/get-problem-languages', query: { pid: '1.5' } }, 'pid'),
  missing('get-problem-languages', { url: '/api/get-problem-languages', query: { pid: UNKNOWN } }),
  row('get-problem-code-template', { url: '/api/get-problem-code-template' }, 'pid'),
  row('get-problem-code-template', { url: '/api/get-problem-code-template', query: { pid: '-1' } }, 'pid'),
  missing('get-problem-code-template', { url: '/api/get-problem-code-template', query: { pid: UNKNOWN } }),
  row('get-problem-tags', { url: '/api/get-problem-tags' }, 'pid'),
  row('get-problem-tags', { url: '/api/get-problem-tags', query: { pid: 'x' } }, 'pid'),
  missing('get-problem-tags', { url: '/api/get-problem-tags', query: { pid: UNKNOWN } }),
  row('get-full-screen-problem-list', { url: '/api/get-full-screen-problem-list', token }, 'tid'),
  row(
    'get-full-screen-problem-list',
    { url: '/api/get-full-screen-problem-list', token, query: { tid: 'x' } },
    'tid',
  ),
  row(
    'get-full-screen-problem-list',
    { url: '/api/get-full-screen-problem-list', token, query: { cid: '-1' } },
    'cid',
  ),
  missing('get-full-screen-problem-list', {
    url: '/api/get-full-screen-problem-list',
    token,
    query: { tid: UNKNOWN },
  }),
  missing('get-full-screen-problem-list', {
    url: '/api/get-full-screen-problem-list',
    token,
    query: { cid: UNKNOWN },
  }),
  row('get-problem-code', { url: '/api/get-problem-code', token }, 'pid'),
  row('get-problem-code', { url: '/api/get-problem-code', token, query: { pid: 'x' } }, 'pid'),
  missing('get-problem-code', { url: '/api/get-problem-code', token, query: { pid: UNKNOWN } }),
  row(
    'save-problem-code',
    { method: 'POST', url: '/api/save-problem-code', token, body: { pid: problem.pid, code: 'x' } },
    'lang',
  ),
  row(
    'save-problem-code',
    {
      method: 'POST',
      url: '/api/save-problem-code',
      token,
      query: { lang: 'Brainfuck' },
      body: { pid: problem.pid, code: 'x' },
    },
    'lang',
  ),
  row(
    'save-problem-code',
    { method: 'POST', url: '/api/save-problem-code', token, query: { lang: 'C++' }, body: { code: 'x' } },
    'pid',
  ),
  row(
    'save-problem-code',
    {
      method: 'POST',
      url: '/api/save-problem-code',
      token,
      query: { lang: 'C++' },
      body: { pid: problem.pid, code: 'x'.repeat(65536) },
    },
    'code',
  ),
  row(
    'save-problem-code',
    {
      method: 'POST',
      url: '/api/save-problem-code',
      token,
      query: { lang: 'C++' },
      body: { pid: problem.pid, code: 42 },
    },
    'code',
  ),
  missing('save-problem-code', {
    method: 'POST',
    url: '/api/save-problem-code',
    token,
    query: { lang: 'C++' },
    body: { pid: Number(UNKNOWN), code: 'x' },
  }),
  row(
    'get-user-problem-status',
    { method: 'POST', url: '/api/get-user-problem-status', token, body: {} },
    'pidList',
  ),
  row(
    'get-user-problem-status',
    { method: 'POST', url: '/api/get-user-problem-status', token, body: { pidList: 'all' } },
    'pidList',
  ),
  row(
    'get-user-problem-status',
    { method: 'POST', url: '/api/get-user-problem-status', token, body: { pidList: [1, 0] } },
    'pidList.1',
  ),
  row(
    'get-user-problem-status',
    {
      method: 'POST',
      url: '/api/get-user-problem-status',
      token,
      body: { pidList: Array.from({ length: 501 }, (_, i) => i + 1) },
    },
    'pidList',
  ),
];

const adminRows = (): BadInputRow[] => [
  row(
    'admin get-problem-list',
    { url: '/api/admin/problem/get-problem-list', token, query: { auth: '4' } },
    'auth',
  ),
  row(
    'admin get-problem-list',
    { url: '/api/admin/problem/get-problem-list', token, query: { keyword: 'k'.repeat(101) } },
    'keyword',
  ),
  row('admin get problem', { url: '/api/admin/problem', token }, 'pid'),
  missing('admin get problem', { url: '/api/admin/problem', token, query: { pid: UNKNOWN } }),
  row('admin create problem', { method: 'POST', url: '/api/admin/problem', token, body: {} }, 'problem'),
  row(
    'admin create problem',
    { method: 'POST', url: '/api/admin/problem', token, body: { ...problemBody(), languages: undefined } },
    'languages',
  ),
  row(
    'admin create problem',
    { method: 'POST', url: '/api/admin/problem', token, body: problemBody({ changeCases: false }) },
    'changeCases',
  ),
  row(
    'admin create problem',
    {
      method: 'POST',
      url: '/api/admin/problem',
      token,
      body: problemBody({ problem: { userExtraFile: { '../etc/passwd': 'x' } } }),
    },
    'problem.userExtraFile.../etc/passwd',
  ),
  // The judge puts these files in the program's folder by name: `.` and `..` are folders, a hidden name is no
  // file anyone sees (issue 14.2).
  ...['.', '..', '.hidden'].flatMap((name) => [
    ...(['userExtraFile', 'judgeExtraFile'] as const).map((field) =>
      row(
        'admin create problem',
        {
          method: 'POST',
          url: '/api/admin/problem',
          token,
          body: problemBody({ problem: { [field]: { [name]: 'x' } } }),
        },
        `problem.${field}.${name}`,
      ),
    ),
    ...(['ioReadFileName', 'ioWriteFileName'] as const).map((field) =>
      row(
        'admin create problem',
        {
          method: 'POST',
          url: '/api/admin/problem',
          token,
          body: problemBody({
            problem: { isFileIO: true, ioReadFileName: 'in.txt', ioWriteFileName: 'out.txt', [field]: name },
          }),
        },
        `problem.${field}`,
      ),
    ),
    row(
      'compile-spj',
      {
        method: 'POST',
        url: '/api/admin/problem/compile-spj',
        token,
        body: { code: 'int main(){}', language: 'C', extraFiles: { [name]: 'x' } },
      },
      `extraFiles.${name}`,
    ),
  ]),
  row('admin edit problem', { method: 'PUT', url: '/api/admin/problem', token, body: problemBody() }, 'pid'),
  missing('admin edit problem', {
    method: 'PUT',
    url: '/api/admin/problem',
    token,
    body: { ...problemBody(), pid: Number(UNKNOWN) },
  }),
  row(
    'admin edit problem',
    {
      method: 'PUT',
      url: '/api/admin/problem',
      token,
      body: { ...problemBody({ problem: { problemId: other.problemId } }), pid: problem.pid },
    },
    'problem.problemId',
  ),
  row('admin delete problem', { method: 'DELETE', url: '/api/admin/problem', token }, 'pid'),
  missing('admin delete problem', {
    method: 'DELETE',
    url: '/api/admin/problem',
    token,
    query: { pid: UNKNOWN },
  }),
  row(
    'get-problem-cases',
    { url: '/api/admin/problem/get-problem-cases', token, query: { pid: 'one' } },
    'pid',
  ),
  row(
    'get-problem-cases (isUpload)',
    { url: '/api/admin/problem/get-problem-cases', token, query: { pid: '1', isUpload: 'yes' } },
    'isUpload',
  ),
  missing('get-problem-cases', {
    url: '/api/admin/problem/get-problem-cases',
    token,
    query: { pid: UNKNOWN },
  }),
  row(
    'change-problem-auth',
    {
      method: 'PUT',
      url: '/api/admin/problem/change-problem-auth',
      token,
      body: { pid: problem.pid, auth: 4 },
    },
    'auth',
  ),
  row(
    'change-problem-auth',
    { method: 'PUT', url: '/api/admin/problem/change-problem-auth', token, body: { auth: 2 } },
    'pid',
  ),
  row(
    'change-problem-auth',
    { method: 'PUT', url: '/api/admin/problem/change-problem-auth', token, body: { pid: '1', auth: 2 } },
    'pid',
  ),
  missing('change-problem-auth', {
    method: 'PUT',
    url: '/api/admin/problem/change-problem-auth',
    token,
    body: { pid: Number(UNKNOWN), auth: 2 },
  }),
  row(
    'compile-spj',
    { method: 'POST', url: '/api/admin/problem/compile-spj', token, body: { language: 'C++' } },
    'code',
  ),
  row(
    'compile-spj',
    { method: 'POST', url: '/api/admin/problem/compile-spj', token, body: { code: 'int main(){}' } },
    'language',
  ),
  row(
    'compile-interactive',
    {
      method: 'POST',
      url: '/api/admin/problem/compile-interactive',
      token,
      body: { code: 'int main(){}', language: 'C++', extraFiles: { 'a b.h': '' } },
    },
    'extraFiles.a b.h',
  ),
  row(
    'upload-testcase-zip',
    { method: 'POST', url: '/api/file/upload-testcase-zip', token, body: {} },
    'file',
  ),
  row(
    'upload-testcase-zip',
    {
      method: 'POST',
      url: '/api/file/upload-testcase-zip',
      token,
      ...multipartFile('file', 'cases.txt', Buffer.from('1 2')),
    },
    'file',
  ),
  row(
    'upload-testcase-zip',
    {
      method: 'POST',
      url: '/api/file/upload-testcase-zip',
      token,
      ...multipartFile('file', 'cases.zip', Buffer.from('not a zip at all')),
    },
    'file',
  ),
  row('download-testcase', { url: '/api/file/download-testcase', token }, 'pid'),
  missing('download-testcase', { url: '/api/file/download-testcase', token, query: { pid: UNKNOWN } }),
  row('export-problem', { url: '/api/file/export-problem', token }, 'pid'),
  row('export-problem', { url: '/api/file/export-problem', token, query: { pid: '1,x' } }, 'pid'),
  row(
    'export-problem',
    {
      url: '/api/file/export-problem',
      token,
      query: { pid: Array.from({ length: 101 }, (_, i) => i + 1).join(',') },
    },
    'pid',
  ),
  missing('export-problem', { url: '/api/file/export-problem', token, query: { pid: UNKNOWN } }),
  row('import-problem', { method: 'POST', url: '/api/file/import-problem', token, body: {} }, 'file'),
  row(
    'import-qdoj-problem',
    { method: 'POST', url: '/api/file/import-qdoj-problem', token, body: {} },
    'file',
  ),
  row('import-fps-problem', { method: 'POST', url: '/api/file/import-fps-problem', token, body: {} }, 'file'),
  row('import-icpc', { method: 'POST', url: '/api/admin/problem/import-icpc', token, body: {} }, 'file'),
  row(
    'import-icpc',
    {
      method: 'POST',
      url: '/api/admin/problem/import-icpc',
      token,
      ...multipartFile('file', 'package.zip', Buffer.from('not a zip at all')),
    },
    'file',
  ),
  row(
    'import-hydro-problem',
    { method: 'POST', url: '/api/file/import-hydro-problem', token, body: {} },
    'file',
  ),
  row(
    'import-fps-problem',
    {
      method: 'POST',
      url: '/api/file/import-fps-problem',
      token,
      ...multipartFile('file', 'problems.zip', Buffer.from('<fps/>')),
    },
    'file',
  ),
  row(
    'import-problem',
    {
      method: 'POST',
      url: '/api/file/import-problem',
      token,
      ...multipartFile('file', 'problems.zip', Buffer.from('not a zip at all')),
    },
    'file',
  ),
];

const tagRows = (): BadInputRow[] => [
  row('create tag', { method: 'POST', url: '/api/admin/tag', token, body: {} }, 'name'),
  row('create tag', { method: 'POST', url: '/api/admin/tag', token, body: { name: 'n'.repeat(51) } }, 'name'),
  row(
    'create tag',
    { method: 'POST', url: '/api/admin/tag', token, body: { name: 'x', color: 'red' } },
    'color',
  ),
  row(
    'create tag',
    { method: 'POST', url: '/api/admin/tag', token, body: { name: 'x', classificationId: 999999 } },
    'classificationId',
  ),
  row('create tag', { method: 'POST', url: '/api/admin/tag', token, body: { name: 'math' } }, 'name'),
  row('edit tag', { method: 'PUT', url: '/api/admin/tag', token, body: { name: 'x' } }, 'id'),
  missing('edit tag', { method: 'PUT', url: '/api/admin/tag', token, body: { id: 999999, name: 'ghost' } }),
  row('delete tag', { method: 'DELETE', url: '/api/admin/tag', token }, 'tid'),
  row('delete tag', { method: 'DELETE', url: '/api/admin/tag', token, query: { tid: 'x' } }, 'tid'),
  missing('delete tag', { method: 'DELETE', url: '/api/admin/tag', token, query: { tid: UNKNOWN } }),
  row(
    'classification list',
    { url: '/api/admin/tag/classification', token, query: { oj: 'x'.repeat(17) } },
    'oj',
  ),
  row(
    'create classification',
    { method: 'POST', url: '/api/admin/tag/classification', token, body: {} },
    'name',
  ),
  row(
    'create classification',
    { method: 'POST', url: '/api/admin/tag/classification', token, body: { name: 'c', rank: -1 } },
    'rank',
  ),
  row(
    'create classification',
    { method: 'POST', url: '/api/admin/tag/classification', token, body: { name: 'c', rank: 1.5 } },
    'rank',
  ),
  row(
    'edit classification',
    { method: 'PUT', url: '/api/admin/tag/classification', token, body: { name: 'c' } },
    'id',
  ),
  missing('edit classification', {
    method: 'PUT',
    url: '/api/admin/tag/classification',
    token,
    body: { id: 999999, name: 'c' },
  }),
  // Neither the reference's tcid nor our id: the reference's name is the one asked for.
  row('delete classification', { method: 'DELETE', url: '/api/admin/tag/classification', token }, 'tcid'),
  row(
    'delete classification (tcid not a number)',
    { method: 'DELETE', url: '/api/admin/tag/classification', token, query: { tcid: 'x' } },
    'tcid',
  ),
  row(
    'add tag (tcid not a number)',
    { method: 'POST', url: '/api/admin/tag', token, body: { name: 'x', tcid: 'x' } },
    'tcid',
  ),
  row(
    'add tag (unknown tcid)',
    { method: 'POST', url: '/api/admin/tag', token, body: { name: 'x', tcid: 999999 } },
    'tcid',
  ),
  missing('delete classification', {
    method: 'DELETE',
    url: '/api/admin/tag/classification',
    token,
    query: { id: UNKNOWN },
  }),
];

describe(`problem-bank calls: bad input (${TEST_DIALECT})`, () => {
  it('public reads and saved code', async () => {
    for (const input of bankRows()) expectBadInput(input, await app.request(input.request));
  });
  it('problem management, test data, export and import', async () => {
    for (const input of adminRows()) expectBadInput(input, await app.request(input.request));
  });
  it('tags and classifications', async () => {
    for (const input of tagRows()) expectBadInput(input, await app.request(input.request));
  });
});
