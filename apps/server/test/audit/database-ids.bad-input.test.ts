import { afterAll, beforeAll, describe, it } from 'vitest';
import { LIMITS, Role } from '@judge/contract';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, type BadInputRow } from './audit-kit.ts';

/**
 * An id one past what a database integer column holds. PostgreSQL refused such a query ("integer out
 * of range") and the call answered 500; every id field now answers 400 naming itself, on both databases.
 */
const BIG = String(LIMITS.idMax + 1);

let app: TestApp;
let root: string;
let problem: Awaited<ReturnType<typeof createProblem>>;
let submitId: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  root = (await signedInUser(app, Role.ROOT)).token;
  problem = await createProblem(app, root);
  const submitted = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token: root,
    body: { pid: problem.pid, language: 'C++', code: 'int main() {}' },
  });
  submitId = submitted.body.data.submitId;
});
afterAll(() => app.close());

const rows = (): BadInputRow[] => {
  const get = (url: string, query: Record<string, string>, field: string): BadInputRow => ({
    call: url,
    request: { url, token: root, query },
    field,
  });
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    body: unknown,
    field: string,
    query?: Record<string, string>,
  ): BadInputRow => ({ call: `${method} ${url}`, request: { method, url, token: root, body, query }, field });
  const big = Number(BIG);
  return [
    get('/api/get-problem-list', { tagId: `1,${BIG}` }, 'tagId'),
    get('/api/get-problem-languages', { pid: BIG }, 'pid'),
    get('/api/get-problem-code-template', { pid: BIG }, 'pid'),
    get('/api/get-problem-code', { pid: BIG }, 'pid'),
    send('POST', '/api/save-problem-code', { pid: big, code: 'x' }, 'pid', { lang: 'C++' }),
    send('POST', '/api/get-user-problem-status', { pidList: [1, big] }, 'pidList.1'),
    send('POST', '/api/submit-problem-judge', { pid: big, language: 'C++', code: 'x' }, 'pid'),
    send(
      'POST',
      '/api/submit-problem-judge',
      { pid: problem.pid, language: 'C++', code: 'x', cid: big },
      'cid',
    ),
    send('POST', '/api/submit-problem-test-judge', { pid: big, language: 'C++', code: 'x' }, 'pid'),
    get('/api/get-submission-detail', { submitId: BIG }, 'submitId'),
    get('/api/get-all-case-result', { submitId: BIG }, 'submitId'),
    get('/api/get-submission-list', { status: BIG }, 'status'),
    get('/api/get-submission-list', { gid: BIG }, 'gid'),
    send('POST', '/api/check-submissions-status', { submitIds: [big] }, 'submitIds.0'),
    get('/api/resubmit', { submitId: BIG }, 'submitId'),
    send('PUT', '/api/submission', { submitId: big, share: true }, 'submitId'),
    get('/api/file/download-testcase-one', { submitId: BIG }, 'submitId'),
    get('/api/admin/judge/rejudge', { submitId: BIG }, 'submitId'),
    get('/api/admin/judge/manual-judge', { submitId: BIG, status: '0' }, 'submitId'),
    get('/api/admin/judge/manual-judge', { submitId: String(submitId), status: '0', score: BIG }, 'score'),
    get('/api/admin/judge/cancel-judge', { submitId: BIG }, 'submitId'),
    get('/api/admin/judge/delete-judge', { submitId: BIG }, 'submitId'),
    get('/api/admin/problem', { pid: BIG }, 'pid'),
    send('PUT', '/api/admin/problem', { ...problem.body, pid: big }, 'pid'),
    send(
      'PUT',
      '/api/admin/problem',
      { ...problem.body, pid: problem.pid, tags: [{ id: big, name: 'x' }] },
      'tags.0.id',
    ),
    send('DELETE', '/api/admin/problem', undefined, 'pid', { pid: BIG }),
    get('/api/admin/problem/get-problem-cases', { pid: BIG }, 'pid'),
    send('PUT', '/api/admin/problem/change-problem-auth', { pid: big, auth: 2 }, 'pid'),
    get('/api/file/download-testcase', { pid: BIG }, 'pid'),
    get('/api/file/export-problem', { pid: BIG }, 'pid'),
    send('POST', '/api/admin/tag', { name: 'x', classificationId: big }, 'classificationId'),
    send('PUT', '/api/admin/tag', { id: big, name: 'x' }, 'id'),
    send('DELETE', '/api/admin/tag', undefined, 'tid', { tid: BIG }),
    send('PUT', '/api/admin/tag/classification', { id: big, name: 'x' }, 'id'),
    send('DELETE', '/api/admin/tag/classification', undefined, 'id', { id: BIG }),
    send('PUT', '/api/admin/user/edit-user', { uid: big }, 'uid'),
    send('DELETE', '/api/admin/user/delete-user', { ids: [big] }, 'ids.0'),
  ];
};

describe(`ids beyond a database integer (${TEST_DIALECT})`, () => {
  it('every id field answers 400 naming itself, never 500', async () => {
    for (const input of rows()) expectBadInput(input, await app.request(input.request));
  });
});
