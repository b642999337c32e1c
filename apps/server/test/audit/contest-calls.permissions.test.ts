import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestBody, createContest, TIMES } from '../contests-kit.ts';
import { createTestApp, TEST_DIALECT, type TestApp } from '../test-app.ts';
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
 * Who may make each contest call (spec 2 §6, spec 3 "Contest", the reference's AdminContestController):
 * the back office's calls are for root, admin and problem admin (any contest, not only their own),
 * delete for root only; the list and the recent contests are public; info, registration, access and
 * the time-limit start need login. On the public side the contest admin is the author or root: an
 * invisible contest is not found for anyone else, and only they enter a private contest unregistered.
 */
let app: TestApp;
let signed: Signed;
let publicContest: number;
let privateContest: number;
let hiddenContest: number;
let timedContest: number;
let timedPrivateContest: number;
let endedContest: number;

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
  // The admin is the author of them all.
  const token = signed.admin.token;
  publicContest = await createContest(app, token);
  privateContest = await createContest(app, token, { auth: 1, pwd: 'pw' });
  hiddenContest = await createContest(app, token, { visible: false });
  timedContest = await createContest(app, token, { timeLimit: 3600 });
  timedPrivateContest = await createContest(app, token, { timeLimit: 3600, auth: 1, pwd: 'pw' });
  endedContest = await createContest(app, token, TIMES.ended);
});
afterAll(() => app.close());

const cid = (id: number) => ({ cid: String(id) });
/** A fresh contest for calls that change or delete it. */
const fresh = () => createContest(app, signed.root.token);
const NOT_CONTEST_ADMINS: Caller[] = SIGNED_IN.filter((c) => c !== 'root' && c !== 'admin');

const adminOnly = (call: string, request: PermissionRow['request']): PermissionRow => ({
  call,
  request,
  allowed: PROBLEM_ADMINS,
  denied: [
    [['guest'], GUEST_REFUSED],
    [NOT_PROBLEM_ADMINS, FORBIDDEN],
  ],
});

const backOffice: PermissionRow[] = [
  adminOnly('GET /api/admin/contest/get-contest-list', () => ({
    url: '/api/admin/contest/get-contest-list',
  })),
  adminOnly('GET /api/admin/contest', () => ({ url: '/api/admin/contest', query: cid(publicContest) })),
  adminOnly('POST /api/admin/contest', () => ({
    method: 'POST',
    url: '/api/admin/contest',
    body: contestBody(),
  })),
  adminOnly('PUT /api/admin/contest (a contest of another author)', async () => ({
    method: 'PUT',
    url: '/api/admin/contest',
    body: { ...contestBody(), cid: await fresh() },
  })),
  adminOnly('GET /api/admin/contest/clone', () => ({
    url: '/api/admin/contest/clone',
    query: cid(publicContest),
  })),
  adminOnly('PUT /api/admin/contest/change-contest-visible', async () => ({
    method: 'PUT',
    url: '/api/admin/contest/change-contest-visible',
    query: { ...cid(await fresh()), visible: 'false' },
  })),
  {
    call: 'DELETE /api/admin/contest (root only)',
    request: async () => ({ method: 'DELETE', url: '/api/admin/contest', query: cid(await fresh()) }),
    allowed: ['root'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [SIGNED_IN.filter((c) => c !== 'root'), FORBIDDEN],
    ],
  },
];

const publicSide: PermissionRow[] = [
  {
    call: 'GET /api/get-contest-list',
    request: () => ({ url: '/api/get-contest-list' }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/get-recent-contest',
    request: () => ({ url: '/api/get-recent-contest' }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/get-contest-info (public and private contests)',
    request: () => ({ url: '/api/get-contest-info', query: cid(privateContest) }),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'GET /api/get-contest-info (invisible contest)',
    request: () => ({ url: '/api/get-contest-info', query: cid(hiddenContest) }),
    allowed: ['root', 'admin'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_CONTEST_ADMINS, NOT_FOUND],
    ],
  },
  {
    call: 'GET /api/get-contest-access',
    request: () => ({ url: '/api/get-contest-access', query: cid(publicContest) }),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'GET /api/get-contest-access (invisible contest)',
    request: () => ({ url: '/api/get-contest-access', query: cid(hiddenContest) }),
    allowed: ['root', 'admin'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_CONTEST_ADMINS, NOT_FOUND],
    ],
  },
  // Registering is not submitting: the restricted roles register too (their submit is refused later).
  {
    call: 'POST /api/register-contest (public contest)',
    request: () => ({ method: 'POST', url: '/api/register-contest', body: { cid: publicContest } }),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'POST /api/register-contest (private contest, right password)',
    request: () => ({
      method: 'POST',
      url: '/api/register-contest',
      body: { cid: privateContest, password: 'pw' },
    }),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'POST /api/contest/start/{cid} (public time-limited contest)',
    request: () => ({ method: 'POST', url: `/api/contest/start/${timedContest}` }),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'POST /api/contest/virtual (ended contest; contest admins do not take part)',
    request: () => ({ method: 'POST', url: '/api/contest/virtual', body: { cid: endedContest } }),
    allowed: NOT_CONTEST_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [['root', 'admin'], FORBIDDEN],
    ],
  },
  {
    call: 'POST /api/contest/start/{cid} (private, not registered)',
    request: () => ({ method: 'POST', url: `/api/contest/start/${timedPrivateContest}` }),
    allowed: ['root', 'admin'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_CONTEST_ADMINS, FORBIDDEN],
    ],
  },
];

describe(`contest calls: who may make them (${TEST_DIALECT})`, () => {
  it('back office: root, admin and problem admin (delete: root)', async () => {
    for (const row of backOffice) expect(await checkPermissionRow(app, signed, row), row.call).toEqual([]);
  });

  it('public side: list and recent for anyone, the rest for signed-in users', async () => {
    for (const row of publicSide) expect(await checkPermissionRow(app, signed, row), row.call).toEqual([]);
  });

  it('a refused caller changes nothing: edit, visibility and delete leave the contest as it was', async () => {
    const id = await fresh();
    const before = await app.db.selectFrom('contests').selectAll().where('id', '=', id).executeTakeFirst();
    for (const caller of ['guest', 'teacher', 'user', 'admin', 'problemAdmin'] as Caller[]) {
      const token = caller === 'guest' ? undefined : signed[caller].token;
      await app.request({ method: 'DELETE', url: '/api/admin/contest', token, query: cid(id) });
      if (PROBLEM_ADMINS.includes(caller)) continue;
      await app.request({
        method: 'PUT',
        url: '/api/admin/contest',
        token,
        body: { ...contestBody({ title: 'changed' }), cid: id },
      });
      await app.request({
        method: 'PUT',
        url: '/api/admin/contest/change-contest-visible',
        token,
        query: { ...cid(id), visible: 'false' },
      });
      await app.request({
        method: 'POST',
        url: '/api/admin/contest',
        token,
        body: contestBody({ title: 'sneaky' }),
      });
    }
    const after = await app.db.selectFrom('contests').selectAll().where('id', '=', id).executeTakeFirst();
    expect(after).toEqual(before);
    const sneaky = await app.db.selectFrom('contests').select('id').where('title', '=', 'sneaky').execute();
    expect(sneaky).toEqual([]);
  });

  it('a refused start or registration writes no registration', async () => {
    const id = await createContest(app, signed.admin.token, { timeLimit: 3600, auth: 2, pwd: 'pw' });
    await app.request({ method: 'POST', url: `/api/contest/start/${id}`, token: signed.user.token });
    await app.request({
      method: 'POST',
      url: '/api/register-contest',
      token: signed.user.token,
      body: { cid: id, password: 'nope' },
    });
    await app.request({ method: 'POST', url: '/api/register-contest', body: { cid: id, password: 'pw' } });
    const rows = await app.db.selectFrom('contestRegisters').select('uid').where('cid', '=', id).execute();
    expect(rows).toEqual([]);
  });
});
