import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createContest } from '../contests-kit.ts';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the contest-problem calls: a 400 naming the field (data.field, and msg contains it),
 * or 404 for a contest, problem or link that does not exist. Refused calls write nothing.
 */
let app: TestApp;
let token: string;
let userToken: string;
let cid: number;
let pid: number;
let otherPid: number;

beforeAll(async () => {
  app = await createTestApp();
  token = (await signedInUser(app, Role.ADMIN)).token;
  userToken = (await signedInUser(app)).token;
  cid = await createContest(app, token);
  pid = (await createProblem(app, token)).pid;
  otherPid = (await createProblem(app, token)).pid;
  await app.request({
    method: 'POST',
    url: '/api/admin/contest/add-problem-from-public',
    token,
    body: { cid, pid, displayId: 'A' },
  });
});
afterAll(() => app.close());

const UNKNOWN = '999999';
const BIG = '2147483648';
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

const adminRows = (): BadInputRow[] => {
  const add = (body: Record<string, unknown>) => ({
    method: 'POST' as const,
    url: '/api/admin/contest/add-problem-from-public',
    token,
    body: { cid, pid: otherPid, displayId: 'B', ...body },
  });
  const put = (body: Record<string, unknown>) => ({
    method: 'PUT' as const,
    url: '/api/admin/contest/contest-problem',
    token,
    body: { cid, pid, displayId: 'A', displayTitle: 'Sum', ...body },
  });
  const list = (query: Record<string, string>) => ({
    url: '/api/admin/contest/get-problem-list',
    token,
    query: { cid: String(cid), ...query },
  });
  return [
    row('admin list', { url: '/api/admin/contest/get-problem-list', token }, 'cid'),
    row('admin list', list({ cid: 'abc' }), 'cid'),
    row('admin list', list({ cid: BIG }), 'cid'),
    row('admin list', list({ currentPage: '0' }), 'currentPage'),
    row('admin list', list({ limit: '1000' }), 'limit'),
    row('admin list', list({ keyword: 'k'.repeat(101) }), 'keyword'),
    missing('admin list', list({ cid: UNKNOWN })),
    row('add', add({ cid: undefined }), 'cid'),
    row('add', add({ cid: 0 }), 'cid'),
    row('add', add({ cid: Number(BIG) }), 'cid'),
    row('add', add({ pid: undefined }), 'pid'),
    row('add', add({ pid: 'x' }), 'pid'),
    row('add', add({ pid: Number(BIG) }), 'pid'),
    row('add (unknown problem)', add({ pid: Number(UNKNOWN) }), 'pid'),
    row('add (problem already in the contest)', add({ pid, displayId: 'C' }), 'pid'),
    row('add', add({ displayId: undefined }), 'displayId'),
    row('add', add({ displayId: '   ' }), 'displayId'),
    row('add', add({ displayId: 'x'.repeat(33) }), 'displayId'),
    row('add (display id in use)', add({ displayId: 'A' }), 'displayId'),
    missing('add', add({ cid: Number(UNKNOWN) })),
    row('get', { url: '/api/admin/contest/contest-problem', token, query: { cid: String(cid) } }, 'pid'),
    row('get', { url: '/api/admin/contest/contest-problem', token, query: { pid: String(pid) } }, 'cid'),
    missing('get', {
      url: '/api/admin/contest/contest-problem',
      token,
      query: { cid: String(cid), pid: String(otherPid) },
    }),
    missing('get', {
      url: '/api/admin/contest/contest-problem',
      token,
      query: { cid: UNKNOWN, pid: String(pid) },
    }),
    row('put', put({ displayId: '' }), 'displayId'),
    row('put', put({ displayTitle: undefined }), 'displayTitle'),
    row('put', put({ displayTitle: ' ' }), 'displayTitle'),
    row('put', put({ displayTitle: 't'.repeat(256) }), 'displayTitle'),
    row('put', put({ color: 'red' }), 'color'),
    row('put', put({ color: 5 }), 'color'),
    row('put', put({ pid: 0 }), 'pid'),
    missing('put', put({ pid: otherPid })),
    missing('put', put({ cid: Number(UNKNOWN) })),
    row(
      'delete',
      { method: 'DELETE', url: '/api/admin/contest/problem', token, query: { cid: String(cid) } },
      'pid',
    ),
    missing('delete', {
      method: 'DELETE',
      url: '/api/admin/contest/problem',
      token,
      query: { cid: String(cid), pid: String(otherPid) },
    }),
  ];
};

const contestRows = (): BadInputRow[] => [
  row('list', { url: '/api/get-contest-problem', token: userToken }, 'cid'),
  row('list', { url: '/api/get-contest-problem', token: userToken, query: { cid: BIG } }, 'cid'),
  missing('list', { url: '/api/get-contest-problem', token: userToken, query: { cid: UNKNOWN } }),
  row(
    'details',
    { url: '/api/get-contest-problem-details', token: userToken, query: { cid: String(cid) } },
    'displayId',
  ),
  row(
    'details',
    { url: '/api/get-contest-problem-details', token: userToken, query: { displayId: 'A' } },
    'cid',
  ),
  missing('details', {
    url: '/api/get-contest-problem-details',
    token: userToken,
    query: { cid: String(cid), displayId: 'Z' },
  }),
  row('submissions', { url: '/api/contest-submissions', token: userToken }, 'cid'),
  row(
    'submissions',
    { url: '/api/contest-submissions', token: userToken, query: { cid: String(cid), onlyMine: 'yes' } },
    'onlyMine',
  ),
  row(
    'submissions',
    { url: '/api/contest-submissions', token: userToken, query: { cid: String(cid), status: 'x' } },
    'status',
  ),
  row(
    'submissions',
    { url: '/api/contest-submissions', token: userToken, query: { cid: String(cid), limit: '1000' } },
    'limit',
  ),
  missing('submissions', { url: '/api/contest-submissions', token: userToken, query: { cid: UNKNOWN } }),
  row(
    'check status',
    {
      method: 'POST',
      url: '/api/check-contest-submissions-status',
      token: userToken,
      body: { submitIds: [] },
    },
    'cid',
  ),
  row(
    'check status',
    {
      method: 'POST',
      url: '/api/check-contest-submissions-status',
      token: userToken,
      body: { cid, submitIds: 'x' },
    },
    'submitIds',
  ),
  row(
    'user status',
    {
      method: 'POST',
      url: '/api/get-user-problem-status',
      token: userToken,
      body: { pidList: [pid], isContestProblemList: true },
    },
    'cid',
  ),
  row(
    'user status',
    {
      method: 'POST',
      url: '/api/get-user-problem-status',
      token: userToken,
      body: { pidList: [pid], isContestProblemList: 'yes', cid },
    },
    'isContestProblemList',
  ),
  missing('user status', {
    method: 'POST',
    url: '/api/get-user-problem-status',
    token: userToken,
    body: { pidList: [pid], isContestProblemList: true, cid: Number(UNKNOWN) },
  }),
  row(
    'submit',
    {
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: userToken,
      body: { pid, cid, language: 'Brainfuck', code: 'x' },
    },
    'language',
  ),
  missing('submit (problem not in the contest)', {
    method: 'POST',
    url: '/api/submit-problem-judge',
    token: userToken,
    body: { pid: otherPid, cid, language: 'C++', code: 'x' },
  }),
];

describe(`contest problem calls: bad input (${TEST_DIALECT})`, () => {
  it('back office: 400 naming the field, 404 for unknown ids, nothing written', async () => {
    const before = await app.db.selectFrom('contestProblems').selectAll().orderBy('id').execute();
    for (const r of adminRows()) expectBadInput(r, await app.request(r.request));
    expect(await app.db.selectFrom('contestProblems').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('contest side: 400 naming the field, 404 for unknown ids, nothing written', async () => {
    for (const r of contestRows()) expectBadInput(r, await app.request(r.request));
    expect(await app.db.selectFrom('submissions').select('id').execute()).toEqual([]);
  });
});
