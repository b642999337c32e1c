import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * Who may make each note call (spec 2 §2.14 "needs note access", spec 3 route guards; docs/api.md "Notes"):
 * note access is login, so every signed-in role, restricted ones included (a private note is no post), and
 * guests get 401. Each user works on their own notes and categories only: another user's (admins' too) are 404
 * as unknown ones, and nothing of theirs changes. A shared note is readable by every signed-in user.
 */
let app: TestApp;
let signed: Signed;

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
});
afterAll(() => app.close());

const owner = (caller: Caller) => signed[caller === 'guest' ? 'user' : caller];

/** A fresh note of `caller` (the plain user's for a guest); returns its id. */
async function note(caller: Caller, shared = 0): Promise<number> {
  const response = await app.request({
    method: 'POST',
    url: '/api/note/save',
    token: owner(caller).token,
    body: { subject: 'S', content: 'C', shared },
  });
  return response.body.data.id as number;
}
/** A fresh category of `caller`; returns its id. */
async function category(caller: Caller): Promise<number> {
  const { token } = owner(caller);
  const list = await app.request({ url: '/api/note/category/list', token });
  const response = await app.request({
    method: 'POST',
    url: '/api/note/category/save',
    token,
    body: { categories: [...list.body.data, { name: `c${Math.random().toString(36).slice(2, 10)}` }] },
  });
  const saved = response.body.data as { id: number }[];
  return saved[saved.length - 1].id;
}

const signedInOnly = (call: string, request: PermissionRow['request']): PermissionRow => ({
  call,
  request,
  allowed: SIGNED_IN,
  denied: [[['guest'], GUEST_REFUSED]],
});
const usersOwnOnly = (call: string, request: PermissionRow['request']): PermissionRow => ({
  call,
  request,
  allowed: ['user'],
  denied: [
    [['guest'], GUEST_REFUSED],
    [SIGNED_IN.filter((c) => c !== 'user'), NOT_FOUND],
  ],
});

const rows: PermissionRow[] = [
  signedInOnly('GET /api/note/category/list', () => ({ url: '/api/note/category/list' })),
  signedInOnly('POST /api/note/category/save (one’s own list)', () => ({
    method: 'POST',
    url: '/api/note/category/save',
    body: { categories: [{ name: 'Mine' }] },
  })),
  signedInOnly('DELETE /api/note/category/delete (one’s own)', async (caller) => ({
    method: 'DELETE',
    url: '/api/note/category/delete',
    query: { id: String(await category(caller)) },
  })),
  signedInOnly('GET /api/note/list', () => ({ url: '/api/note/list' })),
  signedInOnly('POST /api/note/save (create)', () => ({
    method: 'POST',
    url: '/api/note/save',
    body: { subject: 'New', content: 'text' },
  })),
  signedInOnly('POST /api/note/save (update one’s own)', async (caller) => ({
    method: 'POST',
    url: '/api/note/save',
    body: { id: await note(caller), subject: 'Edited', content: 'text' },
  })),
  signedInOnly('GET /api/note/view/{id} (one’s own)', async (caller) => ({
    url: `/api/note/view/${await note(caller)}`,
  })),
  signedInOnly('GET /api/note/view/{id} (the plain user’s shared note)', async () => ({
    url: `/api/note/view/${await note('user', 1)}`,
  })),
  signedInOnly('GET /api/note/delete (one’s own)', async (caller) => ({
    url: '/api/note/delete',
    query: { id: String(await note(caller)) },
  })),
  usersOwnOnly('GET /api/note/view/{id} (the plain user’s unshared note)', async () => ({
    url: `/api/note/view/${await note('user')}`,
  })),
  usersOwnOnly('POST /api/note/save (update the plain user’s note)', async () => ({
    method: 'POST',
    url: '/api/note/save',
    body: { id: await note('user', 1), subject: 'Edited', content: 'text' },
  })),
  usersOwnOnly('GET /api/note/delete (the plain user’s note)', async () => ({
    url: '/api/note/delete',
    query: { id: String(await note('user', 1)) },
  })),
  usersOwnOnly('DELETE /api/note/category/delete (the plain user’s category)', async () => ({
    method: 'DELETE',
    url: '/api/note/category/delete',
    query: { id: String(await category('user')) },
  })),
  usersOwnOnly('GET /api/note/list (cid: the plain user’s category)', async () => ({
    url: '/api/note/list',
    query: { cid: String(await category('user')) },
  })),
];

describe(`note calls: who may make them (${TEST_DIALECT})`, () => {
  it.each(rows.map((row) => [row.call, row]))('%s', async (_call, row) => {
    expect(await checkPermissionRow(app, signed, row)).toEqual([]);
  });

  it('each user lists only their own notes and categories', async () => {
    const id = await note('teacher');
    const cid = await category('teacher');
    for (const caller of SIGNED_IN) {
      const notes = await app.request({ url: '/api/note/list', token: signed[caller].token });
      const categories = await app.request({ url: '/api/note/category/list', token: signed[caller].token });
      const noteIds = notes.body.data.records.map((r: { id: number }) => r.id);
      const categoryIds = categories.body.data.map((r: { id: number }) => r.id);
      expect(noteIds.includes(id), caller).toBe(caller === 'teacher');
      expect(categoryIds.includes(cid), caller).toBe(caller === 'teacher');
    }
  });

  it('refusals leave the other user’s notes and categories as they were', async () => {
    const id = await note('user');
    const cid = await category('user');
    const before = {
      note: await app.db.selectFrom('notes').selectAll().where('id', '=', id).executeTakeFirst(),
      category: await app.db
        .selectFrom('noteCategories')
        .selectAll()
        .where('id', '=', cid)
        .executeTakeFirst(),
    };
    for (const caller of ['root', 'admin', 'teacher', 'muted'] as const) {
      const { token } = signed[caller];
      await app.request({
        method: 'POST',
        url: '/api/note/save',
        token,
        body: { id, subject: 'x', content: 'y' },
      });
      await app.request({ url: '/api/note/delete', token, query: { id: String(id) } });
      await app.request({
        method: 'DELETE',
        url: '/api/note/category/delete',
        token,
        query: { id: String(cid) },
      });
      await app.request({
        method: 'POST',
        url: '/api/note/category/save',
        token,
        body: { categories: [{ id: cid, name: 'Taken' }] },
      });
    }
    expect(await app.db.selectFrom('notes').selectAll().where('id', '=', id).executeTakeFirst()).toEqual(
      before.note,
    );
    expect(
      await app.db.selectFrom('noteCategories').selectAll().where('id', '=', cid).executeTakeFirst(),
    ).toEqual(before.category);
  });
});
