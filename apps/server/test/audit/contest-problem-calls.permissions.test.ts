import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContest, TIMES } from '../contests-kit.ts';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import {
  checkPermissionRow,
  FORBIDDEN,
  GUEST_REFUSED,
  MAY_SUBMIT,
  NO_SUBMIT_ROLES,
  NOT_FOUND,
  NOT_PROBLEM_ADMINS,
  PROBLEM_ADMINS,
  ROLE_RESTRICTED,
  SIGNED_IN,
  signInEveryRole,
  type Caller,
  type PermissionRow,
  type Signed,
} from './audit-kit.ts';

/**
 * Who may make each contest-problem call (docs/api.md "Contest problems and submissions"): the back
 * office's calls are for root, admin and problem admin (as the other contest calls; removing a
 * problem too); the contest side needs login, and the contest's own rules: contest admins (the
 * author, here `admin`, and root) always, others need access (a private contest's registration) and
 * a started contest; an invisible contest is not found for anyone else. Submitting with cid also
 * needs a role that may submit and a running contest.
 */
let app: TestApp;
let signed: Signed;
let pid: number;
let running: number;
let privateContest: number;
let scheduled: number;
let hidden: number;
let othersSubmission: number;

const NOT_CONTEST_ADMINS: Caller[] = SIGNED_IN.filter((c) => c !== 'root' && c !== 'admin');
const MAY_SUBMIT_NOT_CONTEST_ADMINS = MAY_SUBMIT.filter((c) => c !== 'root' && c !== 'admin');
let counter = 0;

const link = (cid: number, problem: number, displayId: string) =>
  app.request({
    method: 'POST',
    url: '/api/admin/contest/add-problem-from-public',
    token: signed.admin.token,
    body: { cid, pid: problem, displayId },
  });

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
  const token = signed.admin.token;
  pid = (await createProblem(app, token)).pid;
  running = await createContest(app, token);
  privateContest = await createContest(app, token, { auth: 1, pwd: 'pw' });
  scheduled = await createContest(app, token, TIMES.scheduled);
  hidden = await createContest(app, token, { visible: false });
  for (const cid of [running, privateContest, scheduled, hidden]) await link(cid, pid, 'A');
  const stranger = await signedInUser(app);
  const submitted = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token: stranger.token,
    body: { pid, cid: running, language: 'C++', code: 'int main(){}' },
  });
  othersSubmission = submitted.body.data.submitId;
});
afterAll(() => app.close());

const cidQuery = (cid: number) => ({ cid: String(cid) });
const adminOnly = (call: string, request: PermissionRow['request']): PermissionRow => ({
  call,
  request,
  allowed: PROBLEM_ADMINS,
  denied: [
    [['guest'], GUEST_REFUSED],
    [NOT_PROBLEM_ADMINS, FORBIDDEN],
  ],
});
/** A fresh contest with the problem linked, for the calls that change or remove the link. */
const freshLink = async () => {
  const cid = await createContest(app, signed.root.token);
  await link(cid, pid, 'A');
  return cid;
};

const backOffice: PermissionRow[] = [
  adminOnly('GET /api/admin/contest/get-problem-list', () => ({
    url: '/api/admin/contest/get-problem-list',
    query: cidQuery(running),
  })),
  adminOnly('POST /api/admin/contest/add-problem-from-public', async () => {
    counter += 1;
    return {
      method: 'POST',
      url: '/api/admin/contest/add-problem-from-public',
      body: {
        cid: running,
        pid: (await createProblem(app, signed.root.token)).pid,
        displayId: `P${counter}`,
      },
    };
  }),
  adminOnly('GET /api/admin/contest/contest-problem', () => ({
    url: '/api/admin/contest/contest-problem',
    query: { ...cidQuery(running), pid: String(pid) },
  })),
  adminOnly('PUT /api/admin/contest/contest-problem', async () => ({
    method: 'PUT',
    url: '/api/admin/contest/contest-problem',
    body: { cid: await freshLink(), pid, displayId: 'B', displayTitle: 'Renamed', color: '#123456' },
  })),
  adminOnly('DELETE /api/admin/contest/problem', async () => ({
    method: 'DELETE',
    url: '/api/admin/contest/problem',
    query: { ...cidQuery(await freshLink()), pid: String(pid) },
  })),
];

const readCalls = (cid: number) => [
  {
    name: 'GET /api/get-contest-problem',
    request: () => ({ url: '/api/get-contest-problem', query: cidQuery(cid) }),
  },
  {
    // The reference client's focus mode: the contest's problem list, under the same gate.
    name: 'GET /api/get-full-screen-problem-list',
    request: () => ({ url: '/api/get-full-screen-problem-list', query: cidQuery(cid) }),
  },
  {
    name: 'GET /api/get-contest-problem-details',
    request: () => ({ url: '/api/get-contest-problem-details', query: { ...cidQuery(cid), displayId: 'A' } }),
  },
  {
    name: 'GET /api/contest-submissions',
    request: () => ({ url: '/api/contest-submissions', query: cidQuery(cid) }),
  },
  {
    name: 'POST /api/check-contest-submissions-status',
    request: () => ({
      method: 'POST' as const,
      url: '/api/check-contest-submissions-status',
      body: { cid, submitIds: [othersSubmission] },
    }),
  },
  {
    name: 'POST /api/get-user-problem-status (isContestProblemList)',
    request: () => ({
      method: 'POST' as const,
      url: '/api/get-user-problem-status',
      body: { pidList: [pid], isContestProblemList: true, cid },
    }),
  },
];

const contestSide = (): PermissionRow[] => [
  ...readCalls(running).map((c) => ({
    call: `${c.name} (public, running)`,
    request: c.request,
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]] as PermissionRow['denied'],
  })),
  ...readCalls(privateContest).map((c) => ({
    call: `${c.name} (private, not registered)`,
    request: c.request,
    allowed: ['root', 'admin'] as Caller[],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_CONTEST_ADMINS, FORBIDDEN],
    ] as PermissionRow['denied'],
  })),
  ...readCalls(scheduled).map((c) => ({
    call: `${c.name} (scheduled)`,
    request: c.request,
    allowed: ['root', 'admin'] as Caller[],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_CONTEST_ADMINS, FORBIDDEN],
    ] as PermissionRow['denied'],
  })),
  ...readCalls(hidden).map((c) => ({
    call: `${c.name} (invisible)`,
    request: c.request,
    allowed: ['root', 'admin'] as Caller[],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_CONTEST_ADMINS, NOT_FOUND],
    ] as PermissionRow['denied'],
  })),
  {
    call: "GET /api/get-submission-detail (another's contest submission, contest running)",
    request: () => ({ url: '/api/get-submission-detail', query: { submitId: String(othersSubmission) } }),
    allowed: ['root', 'admin'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_CONTEST_ADMINS, FORBIDDEN],
    ],
  },
];

const submit = (cid: number) => () => ({
  method: 'POST' as const,
  url: '/api/submit-problem-judge',
  body: { pid, cid, language: 'C++', code: 'int main(){}' },
});
const submitting = (): PermissionRow[] => [
  {
    call: 'POST /api/submit-problem-judge with cid (public, running)',
    request: submit(running),
    allowed: MAY_SUBMIT,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NO_SUBMIT_ROLES, ROLE_RESTRICTED],
    ],
  },
  {
    call: 'POST /api/submit-problem-judge with cid (private, not registered)',
    request: submit(privateContest),
    allowed: ['root', 'admin'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NO_SUBMIT_ROLES, ROLE_RESTRICTED],
      [MAY_SUBMIT_NOT_CONTEST_ADMINS, FORBIDDEN],
    ],
  },
  {
    call: 'POST /api/submit-problem-judge with cid (scheduled: nobody)',
    request: submit(scheduled),
    allowed: [],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NO_SUBMIT_ROLES, ROLE_RESTRICTED],
      [MAY_SUBMIT, FORBIDDEN],
    ],
  },
  {
    call: 'POST /api/submit-problem-judge with cid (invisible)',
    request: submit(hidden),
    allowed: ['root', 'admin'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NO_SUBMIT_ROLES, ROLE_RESTRICTED],
      [MAY_SUBMIT_NOT_CONTEST_ADMINS, NOT_FOUND],
    ],
  },
];

describe(`contest problem calls: who may make them (${TEST_DIALECT})`, () => {
  it('back office: root, admin and problem admin', async () => {
    for (const row of backOffice) expect(await checkPermissionRow(app, signed, row), row.call).toEqual([]);
  });

  it('contest side: signed in, with access to a started contest; contest admins always', async () => {
    for (const row of contestSide()) expect(await checkPermissionRow(app, signed, row), row.call).toEqual([]);
  });

  it('submitting with cid: a role that may submit, access, a running contest', async () => {
    for (const row of submitting()) expect(await checkPermissionRow(app, signed, row), row.call).toEqual([]);
  });

  it('a refused caller changes nothing', async () => {
    const cid = await freshLink();
    const links = () => app.db.selectFrom('contestProblems').selectAll().where('cid', '=', cid).execute();
    const submissions = async () =>
      (
        await app.db
          .selectFrom('submissions')
          .select('id')
          .where('cid', 'in', [cid, scheduled, privateContest])
          .execute()
      ).length;
    const before = { links: await links(), submissions: await submissions() };
    for (const caller of ['guest', ...NOT_PROBLEM_ADMINS] as Caller[]) {
      const token = caller === 'guest' ? undefined : signed[caller as Exclude<Caller, 'guest'>].token;
      await app.request({
        method: 'PUT',
        url: '/api/admin/contest/contest-problem',
        token,
        body: { cid, pid, displayId: 'Z', displayTitle: 'changed' },
      });
      await app.request({
        method: 'DELETE',
        url: '/api/admin/contest/problem',
        token,
        query: { ...cidQuery(cid), pid: String(pid) },
      });
      await app.request({
        method: 'POST',
        url: '/api/admin/contest/add-problem-from-public',
        token,
        body: { cid, pid: (await createProblem(app, signed.root.token)).pid, displayId: 'N' },
      });
      if (caller !== 'admin' && caller !== 'root')
        for (const target of [scheduled, privateContest]) await app.request({ ...submit(target)(), token });
    }
    expect(await links()).toEqual(before.links);
    expect(await submissions()).toBe(before.submissions);
  });
});
