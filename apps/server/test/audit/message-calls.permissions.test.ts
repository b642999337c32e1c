import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/lib/time.ts';
import { createTestApp, TEST_DIALECT, type TestApp } from '../test-app.ts';
import {
  checkPermissionRow,
  GUEST_REFUSED,
  NOT_FOUND,
  SIGNED_IN,
  signInEveryRole,
  type Caller,
  type PermissionRow,
  type Signed,
} from './audit-kit.ts';

/**
 * Who may make each message call (spec 2 §7 "Messages", 1-core menu: login required): every signed-in role,
 * restricted ones included (reading one's messages is no post); guests get 401. A user reads and deletes only
 * their own messages: someone else's id is 404 (as an unknown one), and nothing of theirs goes.
 */
let app: TestApp;
let signed: Signed;

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
});
afterAll(() => app.close());

const uidOf = (caller: Caller) => (caller === 'guest' ? null : signed[caller].uid);

/** A fresh reminder or notice for `owner`; returns its id. */
async function message(owner: Caller, type: 'Like' | 'Mine'): Promise<number> {
  const recipientId = uidOf(owner) ?? signed.user.uid;
  if (type === 'Mine') {
    const row = await app.db
      .insertInto('userNotices')
      .values({ noticeId: null, recipientId, type, title: 'T', content: 'C', state: 0, createdAt: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const row = await app.db
    .insertInto('messageReminders')
    .values({
      action: type,
      sourceId: null,
      sourceType: 'Discussion',
      sourceContent: 'S',
      quoteId: null,
      quoteType: null,
      url: null,
      senderId: signed.admin.uid,
      recipientId,
      state: 0,
      createdAt: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const signedInOnly = (call: string, request: PermissionRow['request']): PermissionRow => ({
  call,
  request,
  allowed: SIGNED_IN,
  denied: [[['guest'], GUEST_REFUSED]],
});
const clean = (query: Record<string, string>) => ({
  method: 'DELETE' as const,
  url: '/api/msg/clean',
  query,
});

const rows: PermissionRow[] = [
  signedInOnly('GET /api/msg/unread', () => ({ url: '/api/msg/unread' })),
  ...['comment', 'reply', 'like', 'sys', 'mine'].map((path) =>
    signedInOnly(`GET /api/msg/${path}`, () => ({ url: `/api/msg/${path}` })),
  ),
  signedInOnly('DELETE /api/msg/clean (all of a type)', () => clean({ type: 'Discuss' })),
  signedInOnly('DELETE /api/msg/clean (one reminder of one’s own)', async (caller) =>
    clean({ type: 'Like', id: String(await message(caller, 'Like')) }),
  ),
  signedInOnly('DELETE /api/msg/clean (one notice of one’s own)', async (caller) =>
    clean({ type: 'Mine', id: String(await message(caller, 'Mine')) }),
  ),
  {
    call: 'DELETE /api/msg/clean (the plain user’s reminder)',
    request: async () => clean({ type: 'Like', id: String(await message('user', 'Like')) }),
    allowed: ['user'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [SIGNED_IN.filter((c) => c !== 'user'), NOT_FOUND],
    ],
  },
  {
    call: 'DELETE /api/msg/clean (the plain user’s notice)',
    request: async () => clean({ type: 'Mine', id: String(await message('user', 'Mine')) }),
    allowed: ['user'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [SIGNED_IN.filter((c) => c !== 'user'), NOT_FOUND],
    ],
  },
];

describe(`message calls: who may make them (${TEST_DIALECT})`, () => {
  it.each(rows.map((row) => [row.call, row]))('%s', async (_call, row) => {
    expect(await checkPermissionRow(app, signed, row)).toEqual([]);
  });

  it('each user lists only their own messages', async () => {
    const like = await message('teacher', 'Like');
    const mine = await message('teacher', 'Mine');
    for (const caller of SIGNED_IN) {
      const likes = await app.request({ url: '/api/msg/like', token: signed[caller].token });
      const notices = await app.request({ url: '/api/msg/mine', token: signed[caller].token });
      const likeIds = likes.body.data.records.map((r: { id: number }) => r.id);
      const noticeIds = notices.body.data.records.map((r: { id: number }) => r.id);
      expect(likeIds.includes(like), caller).toBe(caller === 'teacher');
      expect(noticeIds.includes(mine), caller).toBe(caller === 'teacher');
    }
  });

  it('cleaning a whole type leaves everyone else’s messages', async () => {
    const theirs = [await message('user', 'Like'), await message('muted', 'Like')];
    const theirNotices = [await message('user', 'Mine'), await message('root', 'Mine')];
    for (const caller of ['admin', 'teacher', 'noSubmit'] as const) {
      for (const type of ['Like', 'Mine']) {
        const response = await app.request({ ...clean({ type }), token: signed[caller].token });
        expect(response.statusCode).toBe(200);
      }
    }
    const guest = await app.request(clean({ type: 'Like' }));
    expect(guest.statusCode).toBe(401);
    const reminders = await app.db
      .selectFrom('messageReminders')
      .select('id')
      .where('id', 'in', theirs)
      .execute();
    expect(reminders).toHaveLength(2);
    const notices = await app.db
      .selectFrom('userNotices')
      .select('id')
      .where('id', 'in', theirNotices)
      .execute();
    expect(notices).toHaveLength(2);
  });
});
