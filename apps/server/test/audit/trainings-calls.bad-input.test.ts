import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, Role } from '@judge/contract';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { addTrainingProblems, createCategory, createTraining, trainingBody } from '../trainings-kit.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the training calls: a 400 naming the field (data.field, and msg contains it), or 404 for a
 * training, category, problem or link that does not exist. Refused calls write nothing.
 */
let app: TestApp;
let root: string;
let user: string;
let tid: number;
let category: number;
let pid: number;
let problemId: string;

beforeAll(async () => {
  app = await createTestApp();
  root = (await signedInUser(app, Role.ROOT)).token;
  user = (await signedInUser(app)).token;
  category = await createCategory(app, root);
  tid = await createTraining(app, root, { categoryId: category, auth: 'Private', privatePwd: 'pw' });
  ({ pid, problemId } = await createProblem(app, root));
  await addTrainingProblems(app, root, tid, [pid]);
});
afterAll(() => app.close());

const UNKNOWN = '999999';
const BIG = String(LIMITS.idMax + 1);
const LONG = 'k'.repeat(101);
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
const get = (url: string, query: Record<string, string>, token = user) => ({ url, token, query });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: unknown,
  query?: Record<string, string>,
) => ({
  method,
  url,
  token: root,
  body,
  query,
});

const publicRows = (): BadInputRow[] => {
  const list = (query: Record<string, string>) => get('/api/get-training-list', query);
  const rank = (query: Record<string, string>) =>
    get('/api/get-training-rank', { tid: String(tid), ...query }, root);
  const details = (query: Record<string, string>) => get('/api/get-training-problem-details', query, root);
  const register = (body: Record<string, unknown>) => ({
    method: 'POST' as const,
    url: '/api/register-training',
    token: user,
    body: { tid, password: 'nope', ...body },
  });
  const submit = (body: Record<string, unknown>) => ({
    method: 'POST' as const,
    url: '/api/submit-problem-judge',
    token: root,
    body: { pid, language: 'C++', code: 'int main() {}', ...body },
  });
  return [
    row('list', list({ currentPage: '0' }), 'currentPage'),
    row('list', list({ limit: '1000' }), 'limit'),
    row('list', list({ categoryId: 'x' }), 'categoryId'),
    row('list', list({ categoryId: BIG }), 'categoryId'),
    row('list', list({ auth: 'Protected' }), 'auth'),
    row('list', list({ keyword: LONG }), 'keyword'),
    row('detail', get('/api/get-training-detail', {}), 'tid'),
    row('detail', get('/api/get-training-detail', { tid: 'x' }), 'tid'),
    row('detail', get('/api/get-training-detail', { tid: '0' }), 'tid'),
    row('detail', get('/api/get-training-detail', { tid: BIG }), 'tid'),
    missing('detail', get('/api/get-training-detail', { tid: UNKNOWN })),
    row('access', get('/api/get-training-access', { tid: '-1' }), 'tid'),
    missing('access', get('/api/get-training-access', { tid: UNKNOWN })),
    row('register', register({ tid: undefined }), 'tid'),
    row('register', register({ tid: Number(BIG) }), 'tid'),
    row('register', register({ password: undefined }), 'password'),
    row('register', register({ password: '   ' }), 'password'),
    row('register', register({ password: 'p'.repeat(65) }), 'password'),
    row('register', register({ password: 'pw\u0000' }), 'password'),
    row('register (wrong password)', register({ password: 'wrong' }), 'password'),
    missing('register', register({ tid: Number(UNKNOWN) })),
    row('problem list', get('/api/get-training-problem-list', {}), 'tid'),
    missing('problem list', get('/api/get-training-problem-list', { tid: UNKNOWN }, root)),
    row('problem details', details({ displayId: problemId }), 'tid'),
    row('problem details', details({ tid: BIG, displayId: problemId }), 'tid'),
    row('problem details', details({ tid: String(tid) }), 'displayId'),
    row('problem details', details({ tid: String(tid), displayId: 'x'.repeat(33) }), 'displayId'),
    missing('problem details (not in the training)', details({ tid: String(tid), displayId: 'NOPE' })),
    missing('problem details', details({ tid: UNKNOWN, displayId: problemId })),
    row('rank', get('/api/get-training-rank', {}, root), 'tid'),
    row('rank', rank({ limit: '0' }), 'limit'),
    row('rank', rank({ currentPage: 'x' }), 'currentPage'),
    row('rank', rank({ gid: 'x' }), 'gid'),
    row('rank', rank({ keyword: LONG }), 'keyword'),
    missing('rank', get('/api/get-training-rank', { tid: UNKNOWN }, root)),
    row('progress', get('/api/get-user-training-progress', { uid: 'x' }), 'uid'),
    row('progress', get('/api/get-user-training-progress', { uid: '0' }), 'uid'),
    row('progress', get('/api/get-user-training-progress', { username: 'u'.repeat(101) }), 'username'),
    row('progress (a guest naming nobody)', { url: '/api/get-user-training-progress' }, 'uid'),
    missing('progress', get('/api/get-user-training-progress', { uid: UNKNOWN })),
    row('submit', submit({ tid: 'x' }), 'tid'),
    row('submit', submit({ tid: Number(BIG) }), 'tid'),
    missing('submit', submit({ tid: Number(UNKNOWN) })),
    row(
      'test run',
      { ...submit({ tid: Number(BIG), userInput: '' }), url: '/api/submit-problem-test-judge' },
      'tid',
    ),
  ];
};

const adminRows = (): BadInputRow[] => {
  const form = trainingBody(category);
  const put = (training: Record<string, unknown>) =>
    send('PUT', '/api/admin/training', { ...form, training: { ...form.training, id: tid, ...training } });
  const problems = (query: Record<string, string>) =>
    get('/api/admin/training/get-problem-list', { tid: String(tid), ...query }, root);
  const status = (query: Record<string, string>) =>
    send('PUT', '/api/admin/training/change-training-status', undefined, {
      tid: String(tid),
      status: 'true',
      ...query,
    });
  return [
    row('admin list', get('/api/admin/training/get-training-list', { limit: '1000' }, root), 'limit'),
    row('admin list', get('/api/admin/training/get-training-list', { keyword: LONG }, root), 'keyword'),
    row('admin get', get('/api/admin/training', {}, root), 'tid'),
    missing('admin get', get('/api/admin/training', { tid: UNKNOWN }, root)),
    row('create', send('POST', '/api/admin/training', { trainingCategory: { id: category } }), 'training'),
    row('create', send('POST', '/api/admin/training', { training: form.training }), 'trainingCategory'),
    row(
      'create',
      send('POST', '/api/admin/training', { ...form, trainingCategory: {} }),
      'trainingCategory.id',
    ),
    row(
      'create',
      send('POST', '/api/admin/training', trainingBody(category, { title: 't'.repeat(256) })),
      'training.title',
    ),
    row(
      'create',
      send('POST', '/api/admin/training', trainingBody(category, { description: 'a\u0000b' })),
      'training.description',
    ),
    row(
      'create',
      send(
        'POST',
        '/api/admin/training',
        trainingBody(category, { auth: 'Private', privatePwd: 'p'.repeat(65) }),
      ),
      'training.privatePwd',
    ),
    row(
      'create',
      send('POST', '/api/admin/training', trainingBody(category, { rank: Number(BIG) })),
      'training.rank',
    ),
    row('edit', put({ id: undefined }), 'training.id'),
    row('edit', put({ id: 'x' }), 'training.id'),
    row('edit', put({ title: '' }), 'training.title'),
    row('edit', put({ auth: 'Public', rankShowName: 'email' }), 'training.rankShowName'),
    row(
      'edit',
      send('PUT', '/api/admin/training', {
        ...form,
        training: { ...form.training, id: tid },
        trainingCategory: { id: 999999 },
      }),
      'trainingCategory.id',
    ),
    missing('edit', put({ id: Number(UNKNOWN) })),
    row('delete', send('DELETE', '/api/admin/training', undefined, {}), 'tid'),
    missing('delete', send('DELETE', '/api/admin/training', undefined, { tid: UNKNOWN })),
    row('status', status({ status: 'maybe' }), 'status'),
    row(
      'status',
      send('PUT', '/api/admin/training/change-training-status', undefined, { status: 'true' }),
      'tid',
    ),
    missing('status', status({ tid: UNKNOWN })),
    row('problem page', get('/api/admin/training/get-problem-list', {}, root), 'tid'),
    row('problem page', problems({ queryExisted: 'maybe' }), 'queryExisted'),
    row('problem page', problems({ limit: '1000' }), 'limit'),
    missing('problem page', problems({ tid: UNKNOWN })),
    row('add problem', send('POST', '/api/admin/training/add-problem-from-public', { tid }), 'pid'),
    row('add problem', send('POST', '/api/admin/training/add-problem-from-public', { pid }), 'tid'),
    row('add problem', send('POST', '/api/admin/training/add-problem-from-public', { tid, pid: 'x' }), 'pid'),
    row(
      'add problem (already in)',
      send('POST', '/api/admin/training/add-problem-from-public', { tid, pid }),
      'pid',
    ),
    row(
      'add problem (unknown problem)',
      send('POST', '/api/admin/training/add-problem-from-public', { tid, pid: Number(UNKNOWN) }),
      'pid',
    ),
    missing(
      'add problem',
      send('POST', '/api/admin/training/add-problem-from-public', { tid: Number(UNKNOWN), pid }),
    ),
    row('order problem', send('PUT', '/api/admin/training/problem', { rank: 1 }), 'id'),
    row('order problem', send('PUT', '/api/admin/training/problem', { id: 1 }), 'rank'),
    row('order problem', send('PUT', '/api/admin/training/problem', { id: 1, rank: -1 }), 'rank'),
    missing('order problem', send('PUT', '/api/admin/training/problem', { id: Number(UNKNOWN), rank: 1 })),
    row(
      'remove problem',
      send('DELETE', '/api/admin/training/problem', undefined, { tid: String(tid) }),
      'pid',
    ),
    row(
      'remove problem',
      send('DELETE', '/api/admin/training/problem', undefined, { pid: String(pid) }),
      'tid',
    ),
    missing(
      'remove problem (not in the training)',
      send('DELETE', '/api/admin/training/problem', undefined, { tid: String(tid), pid: UNKNOWN }),
    ),
    row('category', send('POST', '/api/admin/training/category', { color: '#fff' }), 'name'),
    row(
      'category',
      send('POST', '/api/admin/training/category', { name: 'n'.repeat(65), color: '#fff' }),
      'name',
    ),
    row('category', send('POST', '/api/admin/training/category', { name: 'Red', color: 'red' }), 'color'),
    row('category', send('POST', '/api/admin/training/category', { name: 'Red' }), 'color'),
    row('category', send('PUT', '/api/admin/training/category', { name: 'Red', color: '#f00' }), 'id'),
    missing(
      'category',
      send('PUT', '/api/admin/training/category', { id: Number(UNKNOWN), name: 'Red', color: '#f00' }),
    ),
    row('category', send('DELETE', '/api/admin/training/category', undefined, {}), 'cid'),
    missing('category', send('DELETE', '/api/admin/training/category', undefined, { cid: UNKNOWN })),
  ];
};

/** Everything a training call could write. */
async function snapshot() {
  const all = (
    table: 'trainings' | 'trainingCategories' | 'trainingProblems' | 'trainingRegisters' | 'submissions',
  ) => app.db.selectFrom(table).selectAll().orderBy('id').execute();
  return {
    trainings: await all('trainings'),
    categories: await all('trainingCategories'),
    links: await all('trainingProblems'),
    registers: await all('trainingRegisters'),
    submissions: await all('submissions'),
  };
}

describe(`training calls: bad input (${TEST_DIALECT})`, () => {
  it('public side: 400 naming the field, 404 for unknown ids, nothing written', async () => {
    const before = await snapshot();
    for (const r of publicRows()) expectBadInput(r, await app.request(r.request));
    expect(await snapshot()).toEqual(before);
  });

  it('back office: 400 naming the field, 404 for unknown ids, nothing written', async () => {
    const before = await snapshot();
    for (const r of adminRows()) expectBadInput(r, await app.request(r.request));
    expect(await snapshot()).toEqual(before);
  });
});
