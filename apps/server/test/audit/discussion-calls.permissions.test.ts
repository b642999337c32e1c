import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../test-app.ts';
import {
  checkPermissionRow,
  EVERYONE,
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
  type Refusal,
  type Signed,
} from './audit-kit.ts';

/**
 * Who may make each discussion call (spec 2 §6, 1-core §8, 3 §6): reading is public; posting needs
 * login and a role that may post (1004-1007 may not); the author alone edits; the author or an admin
 * role deletes; admin roles pin and see disabled discussions; root edits the categories; the back
 * office is for root, admin and problem admin. While openPublicDiscussion is off every public call
 * answers No Access, the back office keeps working.
 */
let app: TestApp;
let signed: Signed;
let categoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateDiscussionDailyLimit: 10_000,
  });
  signed = await signInEveryRole(app);
  categoryId = (await app.request({ url: '/api/discussion-category' })).body.data[0].id;
});
afterAll(() => app.close());

const NO_POST_ROLES: Caller[] = ['noDiscuss', 'muted', 'noSubmitNoDiscuss', 'noSubmitMuted'];
const MAY_POST: Caller[] = SIGNED_IN.filter((c) => !NO_POST_ROLES.includes(c));
const NO_ACCESS: Refusal = [403, 'NO_ACCESS'];
const fields = { title: 'T', description: 'D', content: 'C', categoryId: 0 };

/** A fresh discussion by `owner` (the plain user unless told), optionally disabled. */
async function discussion(owner: Caller = 'user', status = 0): Promise<number> {
  const response = await app.request({
    method: 'POST',
    url: '/api/discussion',
    token: owner === 'guest' ? undefined : signed[owner].token,
    body: { ...fields, categoryId },
  });
  if (response.statusCode !== 200) throw new Error(JSON.stringify(response.body));
  const id = response.body.data.id as number;
  if (status) await app.db.updateTable('discussions').set({ status }).where('id', '=', id).execute();
  return id;
}
async function report(): Promise<number> {
  const did = await discussion();
  const response = await app.request({
    method: 'POST',
    url: '/api/discussion-report',
    token: signed.admin.token,
    body: { did, reason: 'spam' },
  });
  if (response.statusCode !== 200) throw new Error(JSON.stringify(response.body));
  const row = await app.db
    .selectFrom('discussionReports')
    .select('id')
    .where('did', '=', did)
    .executeTakeFirstOrThrow();
  return row.id;
}
const backOffice = (call: string, request: PermissionRow['request']): PermissionRow => ({
  call,
  request,
  allowed: PROBLEM_ADMINS,
  denied: [
    [['guest'], GUEST_REFUSED],
    [NOT_PROBLEM_ADMINS, FORBIDDEN],
  ],
});
const did = async () => String(await discussion());

const rows: PermissionRow[] = [
  {
    call: 'GET /api/get-discussion-list',
    request: () => ({ url: '/api/get-discussion-list' }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/get-discussion-list (onlyMine)',
    request: () => ({ url: '/api/get-discussion-list', query: { onlyMine: 'true' } }),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'GET /api/get-discussion-detail',
    request: async () => ({ url: '/api/get-discussion-detail', query: { did: await did() } }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/get-discussion-detail (disabled)',
    request: async () => ({
      url: '/api/get-discussion-detail',
      query: { did: String(await discussion('user', 1)) },
    }),
    allowed: PROBLEM_ADMINS,
    denied: [[['guest', ...NOT_PROBLEM_ADMINS], NOT_FOUND]],
  },
  {
    call: 'POST /api/discussion',
    request: () => ({ method: 'POST', url: '/api/discussion', body: { ...fields, categoryId } }),
    allowed: MAY_POST,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NO_POST_ROLES, ROLE_RESTRICTED],
    ],
  },
  {
    call: 'POST /api/discussion (pinned)',
    request: () => ({
      method: 'POST',
      url: '/api/discussion',
      body: { ...fields, categoryId, topPriority: true },
    }),
    allowed: PROBLEM_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NO_POST_ROLES, ROLE_RESTRICTED],
      [MAY_POST.filter((c) => !PROBLEM_ADMINS.includes(c)), FORBIDDEN],
    ],
  },
  {
    call: 'PUT /api/discussion (the plain user’s)',
    request: async () => ({
      method: 'PUT',
      url: '/api/discussion',
      body: { ...fields, categoryId, id: Number(await did()) },
    }),
    allowed: ['user'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NO_POST_ROLES, ROLE_RESTRICTED],
      [MAY_POST.filter((c) => c !== 'user'), FORBIDDEN],
    ],
  },
  {
    call: 'DELETE /api/discussion (the plain user’s)',
    request: async () => ({ method: 'DELETE', url: '/api/discussion', query: { did: await did() } }),
    allowed: ['user', ...PROBLEM_ADMINS],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_PROBLEM_ADMINS.filter((c) => c !== 'user'), FORBIDDEN],
    ],
  },
  {
    call: 'DELETE /api/discussion (a muted author’s own, posted before the restriction)',
    request: async () => {
      const id = await discussion('user');
      await app.db.updateTable('discussions').set({ uid: signed.muted.uid }).where('id', '=', id).execute();
      return { method: 'DELETE', url: '/api/discussion', query: { did: String(id) } };
    },
    allowed: ['muted', ...PROBLEM_ADMINS],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_PROBLEM_ADMINS.filter((c) => c !== 'muted'), FORBIDDEN],
    ],
  },
  {
    call: 'GET /api/discussion-like',
    request: async () => ({ url: '/api/discussion-like', query: { did: await did(), toLike: 'true' } }),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'GET /api/discussion-like (disabled)',
    request: async () => ({
      url: '/api/discussion-like',
      query: { did: String(await discussion('user', 1)), toLike: 'true' },
    }),
    allowed: PROBLEM_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_PROBLEM_ADMINS, NOT_FOUND],
    ],
  },
  {
    call: 'POST /api/discussion-report',
    request: async () => ({
      method: 'POST',
      url: '/api/discussion-report',
      body: { did: Number(await did()), tags: ['抄袭'] },
    }),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'GET /api/discussion-category',
    request: () => ({ url: '/api/discussion-category' }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'POST /api/discussion-category',
    request: async () => ({
      method: 'POST',
      url: '/api/discussion-category',
      body: { categories: (await app.request({ url: '/api/discussion-category' })).body.data },
    }),
    allowed: ['root'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [SIGNED_IN.filter((c) => c !== 'root'), FORBIDDEN],
    ],
  },
  backOffice('GET /api/admin/get-discussion-list', () => ({ url: '/api/admin/get-discussion-list' })),
  backOffice('PUT /api/admin/discussion', async () => ({
    method: 'PUT',
    url: '/api/admin/discussion',
    body: { id: Number(await did()), topPriority: true, status: 1 },
  })),
  backOffice('DELETE /api/admin/discussion', async () => ({
    method: 'DELETE',
    url: '/api/admin/discussion',
    query: { did: await did() },
  })),
  backOffice('GET /api/admin/discussion-report', () => ({ url: '/api/admin/discussion-report' })),
  backOffice('PUT /api/admin/discussion-report', async () => ({
    method: 'PUT',
    url: '/api/admin/discussion-report',
    body: { id: await report(), status: 1 },
  })),
];

describe(`discussion calls: who may make them (${TEST_DIALECT})`, () => {
  it.each(rows.map((row) => [row.call, row]))('%s', async (_call, row) => {
    expect(await checkPermissionRow(app, signed, row)).toEqual([]);
  });

  it('refused edits and deletes change nothing', async () => {
    const id = await discussion();
    for (const caller of ['admin', 'teacher', 'noSubmit'] as const)
      await app.request({
        method: 'PUT',
        url: '/api/discussion',
        token: signed[caller].token,
        body: { id, title: 'Hijacked', description: 'x', content: 'x', categoryId },
      });
    for (const caller of ['teacher', 'noSubmit', 'muted'] as const)
      await app.request({
        method: 'DELETE',
        url: '/api/discussion',
        token: signed[caller].token,
        query: { did: String(id) },
      });
    const row = await app.db
      .selectFrom('discussions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'T', description: 'D', content: 'C', topPriority: 0 });
    const before = await app.db
      .selectFrom('discussions')
      .select(app.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await app.request({
      method: 'POST',
      url: '/api/discussion',
      token: signed.muted.token,
      body: { ...fields, categoryId },
    });
    await app.request({ method: 'POST', url: '/api/discussion', body: { ...fields, categoryId } });
    const after = await app.db
      .selectFrom('discussions')
      .select(app.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe(`discussion calls while openPublicDiscussion is off (${TEST_DIALECT})`, () => {
  let target: number;
  beforeAll(async () => {
    target = await discussion();
    // The group area too: the categories stay readable while either area is open (a group's posts use them).
    await app.services.siteConfig.updateSwitches({ openPublicDiscussion: false, openGroupDiscussion: false });
  });
  afterAll(() =>
    app.services.siteConfig.updateSwitches({ openPublicDiscussion: true, openGroupDiscussion: true }),
  );

  const closed: PermissionRow[] = [
    {
      call: 'GET /api/get-discussion-list',
      request: () => ({ url: '/api/get-discussion-list' }),
      allowed: [],
      denied: [[EVERYONE, NO_ACCESS]],
    },
    {
      call: 'GET /api/get-discussion-detail',
      request: () => ({ url: '/api/get-discussion-detail', query: { did: String(target) } }),
      allowed: [],
      denied: [[EVERYONE, NO_ACCESS]],
    },
    {
      call: 'POST /api/discussion',
      request: () => ({ method: 'POST', url: '/api/discussion', body: { ...fields, categoryId } }),
      allowed: [],
      denied: [
        [['guest'], GUEST_REFUSED],
        [NO_POST_ROLES, ROLE_RESTRICTED],
        [MAY_POST, NO_ACCESS],
      ],
    },
    {
      call: 'PUT /api/discussion',
      request: () => ({ method: 'PUT', url: '/api/discussion', body: { ...fields, categoryId, id: target } }),
      allowed: [],
      denied: [
        [['guest'], GUEST_REFUSED],
        [NO_POST_ROLES, ROLE_RESTRICTED],
        [MAY_POST, NO_ACCESS],
      ],
    },
    {
      call: 'DELETE /api/discussion',
      request: () => ({ method: 'DELETE', url: '/api/discussion', query: { did: String(target) } }),
      allowed: [],
      denied: [
        [['guest'], GUEST_REFUSED],
        [SIGNED_IN, NO_ACCESS],
      ],
    },
    {
      call: 'GET /api/discussion-like',
      request: () => ({ url: '/api/discussion-like', query: { did: String(target), toLike: 'true' } }),
      allowed: [],
      denied: [
        [['guest'], GUEST_REFUSED],
        [SIGNED_IN, NO_ACCESS],
      ],
    },
    {
      call: 'POST /api/discussion-report',
      request: () => ({ method: 'POST', url: '/api/discussion-report', body: { did: target, reason: 'x' } }),
      allowed: [],
      denied: [
        [['guest'], GUEST_REFUSED],
        [SIGNED_IN, NO_ACCESS],
      ],
    },
    {
      call: 'POST /api/discussion-category',
      request: () => ({
        method: 'POST',
        url: '/api/discussion-category',
        body: { categories: [{ name: 'x' }] },
      }),
      allowed: [],
      denied: [
        [['guest'], GUEST_REFUSED],
        [SIGNED_IN.filter((c) => c !== 'root'), FORBIDDEN],
        [['root'], NO_ACCESS],
      ],
    },
    {
      call: 'GET /api/discussion-category',
      request: () => ({ url: '/api/discussion-category' }),
      allowed: [],
      denied: [[EVERYONE, NO_ACCESS]],
    },
    backOffice('GET /api/admin/get-discussion-list', () => ({ url: '/api/admin/get-discussion-list' })),
    backOffice('PUT /api/admin/discussion', () => ({
      method: 'PUT',
      url: '/api/admin/discussion',
      body: { id: target, topPriority: true },
    })),
    backOffice('GET /api/admin/discussion-report', () => ({ url: '/api/admin/discussion-report' })),
  ];

  it.each(closed.map((row) => [row.call, row]))('%s', async (_call, row) => {
    expect(await checkPermissionRow(app, signed, row)).toEqual([]);
  });

  it('the closed area wrote nothing', async () => {
    const row = await app.db
      .selectFrom('discussions')
      .selectAll()
      .where('id', '=', target)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ likeNum: 0, viewNum: 0, title: 'T' });
    const reports = await app.db
      .selectFrom('discussionReports')
      .selectAll()
      .where('did', '=', target)
      .execute();
    expect(reports).toEqual([]);
  });
});
