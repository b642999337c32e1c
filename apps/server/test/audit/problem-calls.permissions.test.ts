import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeZip } from '../../src/contexts/problems/testdata/zip.ts';
import {
  createProblem,
  createTestApp,
  multipartFile,
  problemBody,
  TEST_DIALECT,
  type TestApp,
} from '../test-app.ts';
import {
  checkPermissionRow,
  EVERYONE,
  FORBIDDEN,
  GUEST_REFUSED,
  NOT_FOUND,
  NOT_PROBLEM_ADMINS,
  PROBLEM_ADMINS,
  SIGNED_IN,
  signInEveryRole,
  type Caller,
  type PermissionRow,
  type Signed,
} from './audit-kit.ts';

/**
 * Who may make each problem-bank call (spec 1-core §6, spec 3 "admin for problem and tag pages"):
 * reads are public but private problems only show to admin roles; saved code needs login; problem
 * management, test data, export/import and tag admin are for root, admin and problem admin.
 */
let app: TestApp;
let signed: Signed;
let publicProblem: Awaited<ReturnType<typeof createProblem>>;
let privateProblem: Awaited<ReturnType<typeof createProblem>>;

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
  publicProblem = await createProblem(app, signed.admin.token);
  privateProblem = await createProblem(app, signed.admin.token, { problem: { auth: 2 } });
});
afterAll(() => app.close());

const NOT_ADMIN_VIEWERS: Caller[] = ['guest', ...NOT_PROBLEM_ADMINS];
const tokenOf = (caller: Caller) => (caller === 'guest' ? undefined : signed[caller].token);
/** A fresh problem for calls that change or delete it. */
const freshPid = async () => String((await createProblem(app, signed.root.token)).pid);
const zipOf = (files: Record<string, string>) => writeZip(new Map(Object.entries(files)));
const tagName = () => `tag${Math.random().toString(36).slice(2, 10)}`;

/** The back-office calls: root, admin, problem admin in; the others refused with 403, guests 401. */
const adminOnly = (
  call: string,
  request: PermissionRow['request'],
  allowedStatus?: number,
): PermissionRow => ({
  call,
  request,
  allowed: PROBLEM_ADMINS,
  allowedStatus,
  denied: [
    [['guest'], GUEST_REFUSED],
    [NOT_PROBLEM_ADMINS, FORBIDDEN],
  ],
});

const publicReads: PermissionRow[] = [
  {
    call: 'GET /api/get-problem-list',
    request: () => ({ url: '/api/get-problem-list' }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/get-all-problem-tags',
    request: () => ({ url: '/api/get-all-problem-tags' }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/get-problem-tags-and-classification',
    request: () => ({ url: '/api/get-problem-tags-and-classification', query: { oj: 'ME' } }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/get-random-problem',
    request: () => ({ url: '/api/get-random-problem' }),
    allowed: EVERYONE,
    denied: [],
  },
  { call: 'GET /api/languages', request: () => ({ url: '/api/languages' }), allowed: EVERYONE, denied: [] },
  {
    call: 'GET /api/get-problem-detail (public problem)',
    request: () => ({ url: '/api/get-problem-detail', query: { problemId: publicProblem.problemId } }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/get-problem-detail (private problem)',
    request: () => ({ url: '/api/get-problem-detail', query: { problemId: privateProblem.problemId } }),
    allowed: PROBLEM_ADMINS,
    denied: [[NOT_ADMIN_VIEWERS, NOT_FOUND]],
  },
  {
    call: 'GET /api/get-problem-languages (public problem)',
    request: () => ({ url: '/api/get-problem-languages', query: { pid: String(publicProblem.pid) } }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/get-problem-languages (private problem)',
    request: () => ({ url: '/api/get-problem-languages', query: { pid: String(privateProblem.pid) } }),
    allowed: PROBLEM_ADMINS,
    denied: [[NOT_ADMIN_VIEWERS, NOT_FOUND]],
  },
  {
    call: 'GET /api/get-problem-code-template (public problem)',
    request: () => ({ url: '/api/get-problem-code-template', query: { pid: String(publicProblem.pid) } }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/get-problem-code-template (private problem)',
    request: () => ({ url: '/api/get-problem-code-template', query: { pid: String(privateProblem.pid) } }),
    allowed: PROBLEM_ADMINS,
    denied: [[NOT_ADMIN_VIEWERS, NOT_FOUND]],
  },
  {
    call: 'GET /api/get-problem-tags (public problem)',
    request: () => ({ url: '/api/get-problem-tags', query: { pid: String(publicProblem.pid) } }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/get-problem-tags (private problem)',
    request: () => ({ url: '/api/get-problem-tags', query: { pid: String(privateProblem.pid) } }),
    allowed: PROBLEM_ADMINS,
    denied: [[NOT_ADMIN_VIEWERS, NOT_FOUND]],
  },
];

const userCalls: PermissionRow[] = [
  {
    call: 'POST /api/get-user-problem-status',
    request: () => ({
      method: 'POST',
      url: '/api/get-user-problem-status',
      body: { pidList: [publicProblem.pid] },
    }),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'GET /api/get-problem-code (public problem)',
    request: () => ({ url: '/api/get-problem-code', query: { pid: String(publicProblem.pid) } }),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'GET /api/get-problem-code (private problem)',
    request: () => ({ url: '/api/get-problem-code', query: { pid: String(privateProblem.pid) } }),
    allowed: PROBLEM_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_PROBLEM_ADMINS, NOT_FOUND],
    ],
  },
  {
    // Saving code is not submitting: the no-submit roles keep their drafts too.
    call: 'POST /api/save-problem-code (public problem)',
    request: () => ({
      method: 'POST',
      url: '/api/save-problem-code',
      query: { lang: 'C++' },
      body: { pid: publicProblem.pid, code: 'int main() {}' },
    }),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'POST /api/save-problem-code (private problem)',
    request: () => ({
      method: 'POST',
      url: '/api/save-problem-code',
      query: { lang: 'C++' },
      body: { pid: privateProblem.pid, code: 'int main() {}' },
    }),
    allowed: PROBLEM_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_PROBLEM_ADMINS, NOT_FOUND],
    ],
  },
];

const adminCalls: PermissionRow[] = [
  adminOnly('GET /api/admin/problem/get-problem-list', () => ({
    url: '/api/admin/problem/get-problem-list',
  })),
  adminOnly('GET /api/admin/problem', () => ({
    url: '/api/admin/problem',
    query: { pid: String(privateProblem.pid) },
  })),
  adminOnly('GET /api/admin/problem/get-problem-cases', () => ({
    url: '/api/admin/problem/get-problem-cases',
    query: { pid: String(publicProblem.pid) },
  })),
  adminOnly('POST /api/admin/problem (create)', () => ({
    method: 'POST',
    url: '/api/admin/problem',
    body: problemBody(),
  })),
  // The back office's "copy" is the form of an existing problem saved under a new problem id.
  adminOnly('POST /api/admin/problem (copy)', () => ({
    method: 'POST',
    url: '/api/admin/problem',
    body: problemBody({
      ...publicProblem.body,
      problem: { ...publicProblem.body.problem, problemId: `C${tagName()}` },
    }),
  })),
  adminOnly('PUT /api/admin/problem (edit)', async () => {
    const pid = Number(await freshPid());
    return { method: 'PUT', url: '/api/admin/problem', body: { ...problemBody(), pid, changeCases: true } };
  }),
  adminOnly('DELETE /api/admin/problem', async () => ({
    method: 'DELETE',
    url: '/api/admin/problem',
    query: { pid: await freshPid() },
  })),
  adminOnly('PUT /api/admin/problem/change-problem-auth', async () => ({
    method: 'PUT',
    url: '/api/admin/problem/change-problem-auth',
    body: { pid: Number(await freshPid()), auth: 2 },
  })),
  adminOnly('POST /api/file/upload-testcase-zip', () => ({
    method: 'POST',
    url: '/api/file/upload-testcase-zip',
    ...multipartFile('file', 'cases.zip', zipOf({ '1.in': '1 2\n', '1.out': '3\n' }), 'application/zip'),
  })),
  adminOnly('GET /api/file/download-testcase', () => ({
    url: '/api/file/download-testcase',
    query: { pid: String(publicProblem.pid) },
  })),
  adminOnly('GET /api/file/export-problem', () => ({
    url: '/api/file/export-problem',
    query: { pid: String(publicProblem.pid) },
  })),
  // No judge runs in this suite: a permitted compile check is refused for that (400), not for the caller.
  adminOnly(
    'POST /api/admin/problem/compile-spj',
    () => ({
      method: 'POST',
      url: '/api/admin/problem/compile-spj',
      body: { code: 'int main(){}', language: 'C++' },
    }),
    400,
  ),
  adminOnly(
    'POST /api/admin/problem/compile-interactive',
    () => ({
      method: 'POST',
      url: '/api/admin/problem/compile-interactive',
      body: { code: 'int main(){}', language: 'C++' },
    }),
    400,
  ),
  adminOnly('POST /api/admin/tag', () => ({
    method: 'POST',
    url: '/api/admin/tag',
    body: { name: tagName() },
  })),
  adminOnly('PUT /api/admin/tag', async () => {
    const created = await app.request({
      method: 'POST',
      url: '/api/admin/tag',
      token: signed.root.token,
      body: { name: tagName() },
    });
    return { method: 'PUT', url: '/api/admin/tag', body: { id: created.body.data.id, name: tagName() } };
  }),
  adminOnly('DELETE /api/admin/tag', async () => {
    const created = await app.request({
      method: 'POST',
      url: '/api/admin/tag',
      token: signed.root.token,
      body: { name: tagName() },
    });
    return { method: 'DELETE', url: '/api/admin/tag', query: { tid: String(created.body.data.id) } };
  }),
  adminOnly('GET /api/admin/tag/classification', () => ({ url: '/api/admin/tag/classification' })),
  adminOnly('POST /api/admin/tag/classification', () => ({
    method: 'POST',
    url: '/api/admin/tag/classification',
    body: { name: tagName() },
  })),
  adminOnly('PUT /api/admin/tag/classification', async () => {
    const created = await app.request({
      method: 'POST',
      url: '/api/admin/tag/classification',
      token: signed.root.token,
      body: { name: tagName() },
    });
    return {
      method: 'PUT',
      url: '/api/admin/tag/classification',
      body: { id: created.body.data.id, name: tagName(), rank: 1 },
    };
  }),
  adminOnly('DELETE /api/admin/tag/classification', async () => {
    const created = await app.request({
      method: 'POST',
      url: '/api/admin/tag/classification',
      token: signed.root.token,
      body: { name: tagName() },
    });
    return {
      method: 'DELETE',
      url: '/api/admin/tag/classification',
      query: { id: String(created.body.data.id) },
    };
  }),
];

describe(`problem-bank calls: who may make them (${TEST_DIALECT})`, () => {
  it.each(publicReads.map((row) => [row.call, row]))('%s', async (_call, row) => {
    expect(await checkPermissionRow(app, signed, row)).toEqual([]);
  });
  it.each(userCalls.map((row) => [row.call, row]))('%s', async (_call, row) => {
    expect(await checkPermissionRow(app, signed, row)).toEqual([]);
  });
  it.each(adminCalls.map((row) => [row.call, row]))('%s', async (_call, row) => {
    expect(await checkPermissionRow(app, signed, row)).toEqual([]);
  });

  it('POST /api/file/import-problem: problem admins only (a refused caller imports nothing)', async () => {
    const exported = await app.request({
      url: '/api/file/export-problem',
      token: signed.root.token,
      query: { pid: String(publicProblem.pid) },
    });
    const zip = exported.raw.rawPayload;
    const before = await app.db
      .selectFrom('problems')
      .select(app.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const caller of ['guest', ...NOT_PROBLEM_ADMINS] as Caller[]) {
      const response = await app.request({
        method: 'POST',
        url: '/api/file/import-problem',
        token: caller === 'guest' ? undefined : signed[caller].token,
        ...multipartFile('file', 'problems.zip', zip, 'application/zip'),
      });
      expect(response.statusCode, caller).toBe(caller === 'guest' ? 401 : 403);
    }
    const after = await app.db
      .selectFrom('problems')
      .select(app.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // The problem id exists already, so even an admin's import is refused: the call was let in.
    const admin = await app.request({
      method: 'POST',
      url: '/api/file/import-problem',
      token: signed.problemAdmin.token,
      ...multipartFile('file', 'problems.zip', zip, 'application/zip'),
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.body.data.field).toBe('file');
  });

  it.each([
    ['/api/file/import-qdoj-problem', 'problems.zip'],
    ['/api/file/import-fps-problem', 'problems.xml'],
    ['/api/admin/problem/import-icpc', 'package.zip'],
    ['/api/file/import-hydro-problem', 'problems.zip'],
  ])('POST %s: problem admins only', async (url, filename) => {
    const upload = () => multipartFile('file', filename, Buffer.from('not a problem file'));
    for (const caller of ['guest', ...NOT_PROBLEM_ADMINS] as Caller[]) {
      const response = await app.request({
        method: 'POST',
        url,
        token: caller === 'guest' ? undefined : signed[caller].token,
        ...upload(),
      });
      expect([response.statusCode, response.body.code], caller).toEqual(
        caller === 'guest' ? GUEST_REFUSED : FORBIDDEN,
      );
    }
    // Let in, the file is read and refused for what it holds.
    for (const caller of PROBLEM_ADMINS) {
      const response = await app.request({ method: 'POST', url, token: tokenOf(caller), ...upload() });
      expect([response.statusCode, response.body.data?.field], caller).toEqual([400, 'file']);
    }
  });

  it('a private problem is left out of the public list, and the random pick never lands on it', async () => {
    for (const caller of ['guest', 'user', 'root'] as Caller[]) {
      const response = await app.request({
        url: '/api/get-problem-list',
        token: caller === 'guest' ? undefined : signed[caller].token,
        query: { keyword: privateProblem.problemId, limit: '100' },
      });
      expect(response.body.data.records, caller).toEqual([]);
    }
    for (let i = 0; i < 10; i++) {
      const pick = await app.request({ url: '/api/get-random-problem' });
      expect(pick.body.data.problemId).not.toBe(privateProblem.problemId);
    }
  });

  it('a refused caller changes nothing: edit, auth change and delete leave the problem as it was', async () => {
    const pid = Number(await freshPid());
    for (const caller of ['guest', 'teacher', 'user'] as Caller[]) {
      const token = caller === 'guest' ? undefined : signed[caller].token;
      await app.request({ method: 'PUT', url: '/api/admin/problem', token, body: { ...problemBody(), pid } });
      await app.request({
        method: 'PUT',
        url: '/api/admin/problem/change-problem-auth',
        token,
        body: { pid, auth: 2 },
      });
      await app.request({ method: 'DELETE', url: '/api/admin/problem', token, query: { pid: String(pid) } });
    }
    const stored = await app.db
      .selectFrom('problems')
      .select(['auth', 'title'])
      .where('id', '=', pid)
      .executeTakeFirst();
    expect(stored).toEqual({ auth: 1, title: 'A+B Problem' });
  });
});
