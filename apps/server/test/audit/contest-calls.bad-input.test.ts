import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { contestBody, createContest } from '../contests-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the contest calls: a 400 naming the field (data.field, and msg starts with it), or
 * 404 for a contest that does not exist. The form's own rules (spec 3 §5) are in
 * contexts/contests/contests/contests.test.ts; the rows here are the other fields of every call, ids past the
 * database's integer and NUL characters.
 */
let app: TestApp;
let token: string;
let userToken: string;
let rootToken: string;
let cid: number;

beforeAll(async () => {
  app = await createTestApp();
  token = (await signedInUser(app, Role.ADMIN)).token;
  userToken = (await signedInUser(app)).token;
  rootToken = (await signedInUser(app, Role.ROOT)).token;
  cid = await createContest(app, token, { auth: 1, pwd: 'pw' });
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

const adminRows = (): BadInputRow[] => [
  row(
    'admin list',
    { url: '/api/admin/contest/get-contest-list', token, query: { currentPage: '0' } },
    'currentPage',
  ),
  row('admin list', { url: '/api/admin/contest/get-contest-list', token, query: { limit: '1000' } }, 'limit'),
  row(
    'admin list',
    { url: '/api/admin/contest/get-contest-list', token, query: { keyword: 'k'.repeat(101) } },
    'keyword',
  ),
  row('admin get', { url: '/api/admin/contest', token }, 'cid'),
  row('admin get', { url: '/api/admin/contest', token, query: { cid: 'abc' } }, 'cid'),
  row('admin get', { url: '/api/admin/contest', token, query: { cid: '0' } }, 'cid'),
  row('admin get', { url: '/api/admin/contest', token, query: { cid: BIG } }, 'cid'),
  missing('admin get', { url: '/api/admin/contest', token, query: { cid: UNKNOWN } }),
  row('create', { method: 'POST', url: '/api/admin/contest', token, body: {} }, 'title'),
  row(
    'create',
    { method: 'POST', url: '/api/admin/contest', token, body: { ...contestBody(), title: 'a\u0000b' } },
    'title',
  ),
  row(
    'create',
    { method: 'POST', url: '/api/admin/contest', token, body: { ...contestBody(), description: 'a\u0000' } },
    'description',
  ),
  row(
    'create',
    {
      method: 'POST',
      url: '/api/admin/contest',
      token,
      body: { ...contestBody(), startTime: '9999-12-31T23:00:00-05:00' },
    },
    'startTime',
  ),
  row(
    'create',
    {
      method: 'POST',
      url: '/api/admin/contest',
      token,
      body: { ...contestBody(), startTime: '2030-02-30T10:00:00Z' },
    },
    'startTime',
  ),
  row(
    'create',
    {
      method: 'POST',
      url: '/api/admin/contest',
      token,
      body: { ...contestBody(), timeLimit: 2147483648 },
    },
    'timeLimit',
  ),
  row(
    'create',
    {
      method: 'POST',
      url: '/api/admin/contest',
      token,
      body: { ...contestBody(), starAccount: 'alice' },
    },
    'starAccount',
  ),
  row(
    'create',
    {
      method: 'POST',
      url: '/api/admin/contest',
      token,
      body: { ...contestBody(), starAccount: ['x'.repeat(21)] },
    },
    'starAccount.0',
  ),
  row(
    'create',
    {
      method: 'POST',
      url: '/api/admin/contest',
      token,
      body: {
        ...contestBody(),
        openAccountLimit: true,
        accountLimitRule: { prefix: 'team', suffix: '', start: 1, end: 2147483648, extra: [] },
      },
    },
    'accountLimitRule.end',
  ),
  ...(
    [
      [{ auth: 1, pwd: 'p\u0000w' }, 'pwd'],
      [{ starAccount: ['ok', 'a\u0000'] }, 'starAccount.1'],
      [
        {
          awardType: 2,
          awardConfig: [{ priority: 1, name: 'G\u0000', background: '#ffd700', color: '#fff', num: 1 }],
        },
        'awardConfig.0.name',
      ],
      [
        {
          openAccountLimit: true,
          accountLimitRule: { prefix: 't\u0000', suffix: '', start: 1, end: 2, extra: [] },
        },
        'accountLimitRule.prefix',
      ],
      [
        {
          openAccountLimit: true,
          accountLimitRule: { prefix: 't', suffix: '', start: 1, end: 2, extra: ['x\u0000'] },
        },
        'accountLimitRule.extra.0',
      ],
    ] as [Record<string, unknown>, string][]
  ).map(([overrides, field]) =>
    row(
      'create (NUL)',
      { method: 'POST', url: '/api/admin/contest', token, body: { ...contestBody(), ...overrides } },
      field,
    ),
  ),
  row('update', { method: 'PUT', url: '/api/admin/contest', token, body: contestBody() }, 'cid'),
  row(
    'update',
    { method: 'PUT', url: '/api/admin/contest', token, body: { ...contestBody(), cid: 2147483648 } },
    'cid',
  ),
  missing('update', {
    method: 'PUT',
    url: '/api/admin/contest',
    token,
    body: { ...contestBody(), cid: Number(UNKNOWN) },
  }),
  row('delete', { method: 'DELETE', url: '/api/admin/contest', token: rootToken }, 'cid'),
  row(
    'delete',
    { method: 'DELETE', url: '/api/admin/contest', token: rootToken, query: { cid: BIG } },
    'cid',
  ),
  missing('delete', {
    method: 'DELETE',
    url: '/api/admin/contest',
    token: rootToken,
    query: { cid: UNKNOWN },
  }),
  row('clone', { url: '/api/admin/contest/clone', token, query: { cid: BIG } }, 'cid'),
  missing('clone', { url: '/api/admin/contest/clone', token, query: { cid: UNKNOWN } }),
  row(
    'visible',
    { method: 'PUT', url: '/api/admin/contest/change-contest-visible', token, query: { cid: String(1) } },
    'visible',
  ),
  row(
    'visible',
    {
      method: 'PUT',
      url: '/api/admin/contest/change-contest-visible',
      token,
      query: { cid: String(1), visible: 'maybe' },
    },
    'visible',
  ),
  row(
    'visible',
    { method: 'PUT', url: '/api/admin/contest/change-contest-visible', token, query: { visible: 'true' } },
    'cid',
  ),
  missing('visible', {
    method: 'PUT',
    url: '/api/admin/contest/change-contest-visible',
    token,
    query: { cid: UNKNOWN, visible: 'true' },
  }),
];

const publicRows = (): BadInputRow[] => [
  row('list', { url: '/api/get-contest-list', query: { status: '2' } }, 'status'),
  row('list', { url: '/api/get-contest-list', query: { status: 'running' } }, 'status'),
  row('list', { url: '/api/get-contest-list', query: { type: '2' } }, 'type'),
  row('list', { url: '/api/get-contest-list', query: { keyword: 'k'.repeat(101) } }, 'keyword'),
  row('list', { url: '/api/get-contest-list', query: { keyword: 'a\u0000' } }, 'keyword'),
  row('list', { url: '/api/get-contest-list', query: { currentPage: '-1' } }, 'currentPage'),
  row('list', { url: '/api/get-contest-list', query: { limit: '0' } }, 'limit'),
  row('info', { url: '/api/get-contest-info', token: userToken }, 'cid'),
  row('info', { url: '/api/get-contest-info', token: userToken, query: { cid: BIG } }, 'cid'),
  missing('info', { url: '/api/get-contest-info', token: userToken, query: { cid: UNKNOWN } }),
  row('access', { url: '/api/get-contest-access', token: userToken, query: { cid: 'x' } }, 'cid'),
  missing('access', { url: '/api/get-contest-access', token: userToken, query: { cid: UNKNOWN } }),
  row('register', { method: 'POST', url: '/api/register-contest', token: userToken, body: {} }, 'cid'),
  row(
    'register',
    // Digits as text are the reference client's id (its route's contestID); other text is refused.
    { method: 'POST', url: '/api/register-contest', token: userToken, body: { cid: 'one', password: 'pw' } },
    'cid',
  ),
  row(
    'register',
    { method: 'POST', url: '/api/register-contest', token: userToken, body: { cid: 2147483648 } },
    'cid',
  ),
  row(
    'register',
    { method: 'POST', url: '/api/register-contest', token: userToken, body: { cid: 1, password: 5 } },
    'password',
  ),
  row(
    'register',
    {
      method: 'POST',
      url: '/api/register-contest',
      token: userToken,
      body: { cid: 1, password: 'p'.repeat(65) },
    },
    'password',
  ),
  row(
    'register',
    { method: 'POST', url: '/api/register-contest', token: userToken, body: { cid: 1, password: 'p\u0000' } },
    'password',
  ),
  missing('register', {
    method: 'POST',
    url: '/api/register-contest',
    token: userToken,
    body: { cid: Number(UNKNOWN), password: 'pw' },
  }),
  row('start', { method: 'POST', url: '/api/contest/start/abc', token: userToken }, 'cid'),
  row('start', { method: 'POST', url: `/api/contest/start/${BIG}`, token: userToken }, 'cid'),
  missing('start', { method: 'POST', url: `/api/contest/start/${UNKNOWN}`, token: userToken }),
  row('virtual', { method: 'POST', url: '/api/contest/virtual', token: userToken, body: {} }, 'cid'),
  row(
    'virtual',
    { method: 'POST', url: '/api/contest/virtual', token: userToken, body: { cid: BIG } },
    'cid',
  ),
  row(
    'virtual',
    { method: 'POST', url: '/api/contest/virtual', token: userToken, body: { cid, startTime: 'tomorrow' } },
    'startTime',
  ),
  row(
    'virtual',
    { method: 'POST', url: '/api/contest/virtual', token: userToken, body: { cid, startTime: 'a\u0000' } },
    'startTime',
  ),
  missing('virtual', {
    method: 'POST',
    url: '/api/contest/virtual',
    token: userToken,
    body: { cid: Number(UNKNOWN) },
  }),
];

describe(`contest calls: bad input (${TEST_DIALECT})`, () => {
  it('back office', async () => {
    for (const input of adminRows()) expectBadInput(input, await app.request(input.request));
  });
  it('public side', async () => {
    for (const input of publicRows()) expectBadInput(input, await app.request(input.request));
  });
  it('registration: the password is named when empty or wrong, and nothing is written', async () => {
    for (const password of [undefined, '', 'wrong']) {
      const response = await app.request({
        method: 'POST',
        url: '/api/register-contest',
        token: userToken,
        body: { cid, password },
      });
      expectBadInput(
        { call: 'register', request: { body: { password } } as never, field: 'password' },
        response,
      );
    }
    const rows = await app.db.selectFrom('contestRegisters').select('uid').where('cid', '=', cid).execute();
    expect(rows).toEqual([]);
  });
});
