import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/contract';
import { createContest } from '../contests-kit.ts';
import { addToContest, judgedContestSubmission, PRINT_TEXT } from '../contest-tools-kit.ts';
import { createProblem, createTestApp, TEST_DIALECT, type TestApp } from '../test-app.ts';
import {
  checkPermissionRow,
  FORBIDDEN,
  GUEST_REFUSED,
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
 * Who may make each call of the contest tools (docs/api.md "Contest announcements", "Contest printing", "AC
 * helper (balloons)", "Comments": contest Q&A). The back office's announcement calls are for root, admin and
 * problem admin (any contest, as the other back-office contest calls); the contest side needs login and the
 * contest gate: contest admins (the author, here `admin`, and root) always; others need access (a private
 * contest's registration), and an invisible contest is not found for them. The print queue and the AC helper
 * are the contest admins' alone. Muted roles may not post in the Q&A.
 */
let app: TestApp;
let signed: Signed;
let running: number;
let privateContest: number;
let hidden: number;
let acceptedId: number;

const CONTEST_ADMINS: Caller[] = ['root', 'admin'];
const NOT_CONTEST_ADMINS: Caller[] = SIGNED_IN.filter((c) => !CONTEST_ADMINS.includes(c));
const MUTED: Caller[] = ['muted', 'noSubmitMuted'];
const MAY_COMMENT: Caller[] = SIGNED_IN.filter((c) => !MUTED.includes(c));
const MAY_COMMENT_NOT_CONTEST_ADMINS = MAY_COMMENT.filter((c) => !CONTEST_ADMINS.includes(c));

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ defaultCreateCommentACInitValue: 0 });
  signed = await signInEveryRole(app);
  const token = signed.admin.token;
  running = await createContest(app, token, { openPrint: true });
  privateContest = await createContest(app, token, { openPrint: true, auth: 1, pwd: 'pw' });
  hidden = await createContest(app, token, { openPrint: true, visible: false });
  const pid = (await createProblem(app, token)).pid;
  await addToContest(app, token, running, pid, 'A');
  acceptedId = await judgedContestSubmission(
    app,
    signed.user.token,
    { cid: running, pid },
    JudgeStatus.ACCEPTED,
  );
});
afterAll(() => app.close());

const cidQuery = (cid: number) => ({ cid: String(cid) });
const backOffice = (call: string, request: PermissionRow['request']): PermissionRow => ({
  call,
  request,
  allowed: PROBLEM_ADMINS,
  denied: [
    [['guest'], GUEST_REFUSED],
    [NOT_PROBLEM_ADMINS, FORBIDDEN],
  ],
});
const contestAdminsOnly = (call: string, request: PermissionRow['request']): PermissionRow => ({
  call,
  request,
  allowed: CONTEST_ADMINS,
  denied: [
    [['guest'], GUEST_REFUSED],
    [NOT_CONTEST_ADMINS, FORBIDDEN],
  ],
});
/** The contest side of a call, on the running, the private (unregistered) and the invisible contest. */
const contestSide = (name: string, request: (cid: number) => PermissionRow['request']): PermissionRow[] => [
  {
    call: `${name} (public, running)`,
    request: request(running),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: `${name} (private, not registered)`,
    request: request(privateContest),
    allowed: CONTEST_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_CONTEST_ADMINS, FORBIDDEN],
    ],
  },
  {
    call: `${name} (invisible)`,
    request: request(hidden),
    allowed: CONTEST_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_CONTEST_ADMINS, NOT_FOUND],
    ],
  },
];

async function announcement(cid = running) {
  const response = await app.request({
    method: 'POST',
    url: '/api/admin/contest/announcement',
    token: signed.root.token,
    body: { cid, announcement: { title: 'Notice', content: 'Read me' } },
  });
  return response.body.data.id as number;
}
async function printId() {
  const response = await app.request({
    method: 'POST',
    url: '/api/submit-print-text',
    token: signed.teacher.token,
    body: { cid: running, content: PRINT_TEXT },
  });
  // The next print of the same user may follow at once (as if 30 s had passed).
  await app.db.updateTable('contestPrints').set({ gmtCreate: '2000-01-01T00:00:00.000Z' }).execute();
  return response.body.data.id as number;
}

const announcementRows = (): PermissionRow[] => [
  backOffice('GET /api/admin/contest/announcement', () => ({
    url: '/api/admin/contest/announcement',
    query: cidQuery(running),
  })),
  backOffice('POST /api/admin/contest/announcement', () => ({
    method: 'POST',
    url: '/api/admin/contest/announcement',
    body: { cid: running, announcement: { title: 'New', content: 'x' } },
  })),
  backOffice('PUT /api/admin/contest/announcement', async () => ({
    method: 'PUT',
    url: '/api/admin/contest/announcement',
    body: {
      cid: running,
      announcement: { id: await announcement(), title: 'Edited', content: 'y', status: 0 },
    },
  })),
  backOffice('DELETE /api/admin/contest/announcement', async () => ({
    method: 'DELETE',
    url: '/api/admin/contest/announcement',
    query: { aid: String(await announcement()) },
  })),
  ...contestSide('GET /api/get-contest-announcement', (cid) => () => ({
    url: '/api/get-contest-announcement',
    query: cidQuery(cid),
  })),
  ...contestSide('POST /api/get-contest-not-read-announcement', (cid) => () => ({
    method: 'POST',
    url: '/api/get-contest-not-read-announcement',
    body: { cid, readAnnouncementList: [] },
  })),
];

const printRows = (): PermissionRow[] => [
  ...contestSide('POST /api/submit-print-text', (cid) => async () => {
    await app.db.updateTable('contestPrints').set({ gmtCreate: '2000-01-01T00:00:00.000Z' }).execute();
    return { method: 'POST', url: '/api/submit-print-text', body: { cid, content: PRINT_TEXT } };
  }),
  contestAdminsOnly('GET /api/get-contest-print', () => ({
    url: '/api/get-contest-print',
    query: cidQuery(running),
  })),
  contestAdminsOnly('PUT /api/check-contest-print-status', async () => ({
    method: 'PUT',
    url: '/api/check-contest-print-status',
    query: { id: String(await printId()), cid: String(running) },
  })),
  contestAdminsOnly('GET /api/file/download-contest-print-text', async () => ({
    url: '/api/file/download-contest-print-text',
    query: { id: String(await printId()) },
  })),
];

const balloonRows = (): PermissionRow[] => [
  contestAdminsOnly('GET /api/get-contest-ac-info', () => ({
    url: '/api/get-contest-ac-info',
    query: cidQuery(running),
  })),
  contestAdminsOnly('PUT /api/check-contest-ac-info', () => ({
    method: 'PUT',
    url: '/api/check-contest-ac-info',
    body: { id: acceptedId, checked: true, cid: running },
  })),
];

const qaRows = (): PermissionRow[] => [
  ...contestSide('GET /api/comments with cid', (cid) => () => ({
    url: '/api/comments',
    query: cidQuery(cid),
  })),
  {
    call: 'POST /api/comment with cid (public, running)',
    request: () => ({ method: 'POST', url: '/api/comment', body: { cid: running, content: 'A question' } }),
    allowed: MAY_COMMENT,
    denied: [
      [['guest'], GUEST_REFUSED],
      [MUTED, ROLE_RESTRICTED],
    ],
  },
  {
    call: 'POST /api/comment with cid (private, not registered)',
    request: () => ({
      method: 'POST',
      url: '/api/comment',
      body: { cid: privateContest, content: 'A question' },
    }),
    allowed: CONTEST_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [MUTED, ROLE_RESTRICTED],
      [MAY_COMMENT_NOT_CONTEST_ADMINS, FORBIDDEN],
    ],
  },
];

describe(`contest tool calls: who may make them (${TEST_DIALECT})`, () => {
  it('announcements: the back office for root, admin and problem admin; reading with access', async () => {
    for (const row of announcementRows())
      expect(await checkPermissionRow(app, signed, row), row.call).toEqual([]);
  });

  it('printing: contestants with access send; the contest admins work the queue', async () => {
    for (const row of printRows()) expect(await checkPermissionRow(app, signed, row), row.call).toEqual([]);
  });

  it('the AC helper: the contest admins alone', async () => {
    for (const row of balloonRows()) expect(await checkPermissionRow(app, signed, row), row.call).toEqual([]);
  });

  it('the Q&A: signed in with access; muted roles do not post', async () => {
    for (const row of qaRows()) expect(await checkPermissionRow(app, signed, row), row.call).toEqual([]);
  });

  it('a refused caller writes nothing', async () => {
    const count = async () => ({
      announcements: (await app.db.selectFrom('contestAnnouncements').select('id').execute()).length,
      prints: (await app.db.selectFrom('contestPrints').select('id').where('cid', '!=', running).execute())
        .length,
      balloons: (await app.db.selectFrom('contestBalloons').select('uid').execute()).length,
      comments: (
        await app.db.selectFrom('comments').select('id').where('sourceId', '=', privateContest).execute()
      ).length,
    });
    const before = await count();
    for (const caller of ['guest', ...NOT_CONTEST_ADMINS] as Caller[]) {
      const token = caller === 'guest' ? undefined : signed[caller as Exclude<Caller, 'guest'>].token;
      if (caller === 'guest' || NOT_PROBLEM_ADMINS.includes(caller))
        await app.request({
          method: 'POST',
          url: '/api/admin/contest/announcement',
          token,
          body: { cid: running, announcement: { title: 'x', content: 'x' } },
        });
      await app.request({
        method: 'POST',
        url: '/api/submit-print-text',
        token,
        body: { cid: privateContest, content: PRINT_TEXT },
      });
      await app.request({
        method: 'PUT',
        url: '/api/check-contest-ac-info',
        token,
        body: { id: acceptedId, checked: false, cid: running },
      });
      await app.request({
        method: 'POST',
        url: '/api/comment',
        token,
        body: { cid: privateContest, content: 'x' },
      });
    }
    expect(await count()).toEqual(before);
  });
});
