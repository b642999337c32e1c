import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContest } from '../contests-kit.ts';
import { createTestApp, problemBody, TEST_DIALECT, type TestApp } from '../test-app.ts';
import {
  checkPermissionRow,
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
 * Who may use a contest organiser's tools (docs/api.md "Contest admin tools"): the rejudge of a contest
 * problem is root's alone (the reference's RequiresRoles root), problems written inside a contest are for
 * root, admin and problem admin (as every back-office contest call), the AC download for the contest's
 * admins: its author (here `admin`) and root; an invisible contest is not found for anyone else.
 */
let app: TestApp;
let signed: Signed;
let cid: number;
let hidden: number;
let pid: number;
let submitId: number;

const NOT_ROOT: Caller[] = SIGNED_IN.filter((caller) => caller !== 'root');
const NOT_CONTEST_ADMINS: Caller[] = SIGNED_IN.filter((caller) => caller !== 'root' && caller !== 'admin');

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
  cid = await createContest(app, signed.admin.token);
  hidden = await createContest(app, signed.admin.token, { visible: false });
  const created = await app.request({
    method: 'POST',
    url: '/api/admin/contest/problem',
    token: signed.admin.token,
    body: { ...problemBody(), cid, contestProblem: { displayId: 'A', displayTitle: 'Sum' } },
  });
  pid = created.body.data.pid;
  const submitted = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token: signed.user.token,
    body: { pid, cid, language: 'C++', code: 'int main(){}' },
  });
  submitId = submitted.body.data.submitId;
});
afterAll(() => app.close());

const backOffice = (call: string, request: PermissionRow['request']): PermissionRow => ({
  call,
  request,
  allowed: PROBLEM_ADMINS,
  denied: [
    [['guest'], GUEST_REFUSED],
    [NOT_PROBLEM_ADMINS, FORBIDDEN],
  ],
});
const download = (contest: () => number) => () => ({
  url: '/api/file/download-contest-ac-submission',
  query: { cid: String(contest()) },
});

const rows = (): PermissionRow[] => [
  {
    call: 'GET /api/admin/judge/rejudge-contest-problem',
    request: () => ({
      url: '/api/admin/judge/rejudge-contest-problem',
      query: { cid: String(cid), pid: String(pid) },
    }),
    allowed: ['root'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_ROOT, FORBIDDEN],
    ],
  },
  backOffice('GET /api/admin/contest/problem', () => ({
    url: '/api/admin/contest/problem',
    query: { pid: String(pid), cid: String(cid) },
  })),
  // No display id: each save takes the next free one, so every caller's request is a fresh problem.
  backOffice('POST /api/admin/contest/problem', () => ({
    method: 'POST',
    url: '/api/admin/contest/problem',
    body: { ...problemBody(), cid },
  })),
  backOffice('PUT /api/admin/contest/problem', async () => {
    const body = problemBody();
    const fresh = await createContest(app, signed.root.token);
    const made = await app.request({
      method: 'POST',
      url: '/api/admin/contest/problem',
      token: signed.root.token,
      body: { ...body, cid: fresh },
    });
    return {
      method: 'PUT',
      url: '/api/admin/contest/problem',
      body: {
        ...body,
        pid: made.body.data.pid,
        cid: fresh,
        contestProblem: { displayId: 'Z', displayTitle: 'Z' },
      },
    };
  }),
  {
    call: 'GET /api/file/download-contest-ac-submission',
    request: download(() => cid),
    allowed: ['root', 'admin'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_CONTEST_ADMINS, FORBIDDEN],
    ],
  },
  {
    call: 'GET /api/file/download-contest-ac-submission (invisible contest)',
    request: download(() => hidden),
    allowed: ['root', 'admin'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_CONTEST_ADMINS, NOT_FOUND],
    ],
  },
];

describe(`contest admin calls: who may make them (${TEST_DIALECT})`, () => {
  it('rejudge root only; contest problems root, admin, problem admin; the AC zip the contest admins', async () => {
    for (const row of rows()) expect(await checkPermissionRow(app, signed, row), row.call).toEqual([]);
  });

  it('a refused caller changes nothing', async () => {
    const judged = await app.request({
      url: '/api/admin/judge/manual-judge',
      token: signed.root.token,
      query: { submitId: String(submitId), status: '-1' },
    });
    expect(judged.statusCode).toBe(200);
    const state = async () => ({
      submission: await app.db
        .selectFrom('submissions')
        .select(['status', 'priority'])
        .where('id', '=', submitId)
        .executeTakeFirstOrThrow(),
      problems: (await app.db.selectFrom('problems').select('id').execute()).length,
      links: await app.db.selectFrom('contestProblems').selectAll().where('cid', '=', cid).execute(),
      bank: await app.db.selectFrom('problems').selectAll().where('id', '=', pid).executeTakeFirstOrThrow(),
    });
    const before = await state();
    const body = problemBody();
    for (const caller of ['guest', ...NOT_PROBLEM_ADMINS, 'admin', 'problemAdmin'] as Caller[]) {
      const token = caller === 'guest' ? undefined : signed[caller as Exclude<Caller, 'guest'>].token;
      await app.request({
        url: '/api/admin/judge/rejudge-contest-problem',
        token,
        query: { cid: String(cid), pid: String(pid) },
      });
      if (PROBLEM_ADMINS.includes(caller)) continue;
      await app.request({ method: 'POST', url: '/api/admin/contest/problem', token, body: { ...body, cid } });
      await app.request({
        method: 'PUT',
        url: '/api/admin/contest/problem',
        token,
        body: { ...body, pid, cid, contestProblem: { displayId: 'Q', displayTitle: 'Changed' } },
      });
    }
    expect(await state()).toEqual(before);
  });
});
