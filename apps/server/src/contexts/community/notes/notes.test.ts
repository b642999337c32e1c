import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_PAGE_SIZE } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';

type Signed = Awaited<ReturnType<typeof signedInUser>>;

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ok = <T extends { statusCode: number; body: { msg: string } }>(response: T) => {
  expect(response.statusCode, response.body.msg).toBe(200);
  return response;
};
const saveCategories = async (who: Signed, categories: { id?: number; name: string }[]) =>
  ok(
    await app.request({
      method: 'POST',
      url: '/api/note/category/save',
      token: who.token,
      body: { categories },
    }),
  ).body.data as { id: number; name: string }[];
const save = async (who: Signed, body: Record<string, unknown>) =>
  ok(await app.request({ method: 'POST', url: '/api/note/save', token: who.token, body })).body.data
    .id as number;
const list = async (who: Signed, query: Record<string, string> = {}) =>
  ok(await app.request({ url: '/api/note/list', token: who.token, query })).body.data;
const view = (who: Signed, id: number) => app.request({ url: `/api/note/view/${id}`, token: who.token });

describe(`notes (${TEST_DIALECT})`, () => {
  it('keeps each user’s categories in the order saved; a save renames, adds and drops', async () => {
    const user = await signedInUser(app);
    expect(ok(await app.request({ url: '/api/note/category/list', token: user.token })).body.data).toEqual(
      [],
    );
    const first = await saveCategories(user, [{ name: 'Graphs' }, { name: 'DP' }]);
    expect(first.map((c) => c.name)).toEqual(['Graphs', 'DP']);
    const [graphs, dp] = first;
    const noteId = await save(user, { subject: 'Dijkstra', content: 'heap', cid: dp.id });

    // Reordered, renamed, one added; DP left out: deleted, its note left without a category.
    const second = await saveCategories(user, [{ name: 'Math' }, { id: graphs.id, name: 'Graph theory' }]);
    expect(second.map((c) => c.name)).toEqual(['Math', 'Graph theory']);
    expect(second[1].id).toBe(graphs.id);
    const note = ok(await view(user, noteId)).body.data;
    expect(note).toMatchObject({ cid: null, categoryName: null });

    // Another user sees none of them.
    const other = await signedInUser(app);
    expect(ok(await app.request({ url: '/api/note/category/list', token: other.token })).body.data).toEqual(
      [],
    );
  });

  it('deleting a category moves its notes to none', async () => {
    const user = await signedInUser(app);
    const [cat] = await saveCategories(user, [{ name: 'Tricks' }]);
    const id = await save(user, { subject: 'Bitset', content: 'fast', cid: cat.id });
    ok(
      await app.request({
        method: 'DELETE',
        url: '/api/note/category/delete',
        token: user.token,
        query: { id: String(cat.id) },
      }),
    );
    expect(ok(await view(user, id)).body.data).toMatchObject({ cid: null, categoryName: null });
    expect(ok(await app.request({ url: '/api/note/category/list', token: user.token })).body.data).toEqual(
      [],
    );
  });

  it('creates, updates, lists (pinned first, then newest modified), searches, filters and deletes', async () => {
    const user = await signedInUser(app);
    const [algo] = await saveCategories(user, [{ name: 'Algo' }]);
    const a = await save(user, { subject: 'Alpha', content: 'segment tree', cid: algo.id });
    const b = await save(user, { subject: 'Beta', content: 'Union FIND 100%' });
    const c = await save(user, { subject: 'Gamma', content: 'plain' });

    const all = await list(user);
    expect(all.size).toBe(NOTE_PAGE_SIZE);
    expect(all.total).toBe(3);
    expect(all.records.map((n: { id: number }) => n.id)).toEqual([c, b, a]);
    expect(all.records[2]).toMatchObject({
      subject: 'Alpha',
      content: 'segment tree',
      cid: algo.id,
      categoryName: 'Algo',
      isTop: 0,
      shared: 0,
      uid: user.uid,
      author: user.username,
      role: 'default_user',
    });

    // Pin a: first; edit b: newer than c.
    await save(user, { id: a, subject: 'Alpha', content: 'segment tree', cid: algo.id, isTop: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await save(user, { id: b, subject: 'Beta 2', content: 'Union FIND 100%' });
    expect((await list(user)).records.map((n: { id: number }) => n.id)).toEqual([a, b, c]);

    // Search in subject and content, case-insensitive, wildcards literal.
    expect((await list(user, { keyword: 'find' })).records.map((n: { id: number }) => n.id)).toEqual([b]);
    expect((await list(user, { keyword: '100%' })).total).toBe(1);
    expect((await list(user, { keyword: '%' })).total).toBe(1);
    expect((await list(user, { keyword: 'gAmMa' })).total).toBe(1);
    // One category, and none (cid 0).
    expect((await list(user, { cid: String(algo.id) })).records.map((n: { id: number }) => n.id)).toEqual([
      a,
    ]);
    expect((await list(user, { cid: '0' })).records.map((n: { id: number }) => n.id)).toEqual([b, c]);
    expect((await list(user, { cid: '' })).total).toBe(3);
    // Paging.
    const page2 = await list(user, { limit: '2', currentPage: '2' });
    expect(page2.records.map((n: { id: number }) => n.id)).toEqual([c]);
    expect(page2.pages).toBe(2);

    ok(await app.request({ url: '/api/note/delete', token: user.token, query: { id: String(c) } }));
    expect((await view(user, c)).statusCode).toBe(404);
    expect((await list(user)).total).toBe(2);
  });

  it('shows a note to others only when its owner shares it, and never lets them change it', async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const id = await save(owner, { subject: 'Secret', content: 'mine' });
    expect((await view(other, id)).statusCode).toBe(404);
    expect((await app.request({ url: `/api/note/view/${id}` })).statusCode).toBe(401);

    await save(owner, { id, subject: 'Secret', content: 'mine', shared: 1 });
    expect(ok(await view(other, id)).body.data).toMatchObject({ subject: 'Secret', author: owner.username });
    // Shared for reading only: the other user's list, save and delete never reach it.
    expect((await list(other)).total).toBe(0);
    const edit = await app.request({
      method: 'POST',
      url: '/api/note/save',
      token: other.token,
      body: { id, subject: 'Hacked', content: 'x' },
    });
    expect(edit.statusCode).toBe(404);
    const remove = await app.request({
      url: '/api/note/delete',
      token: other.token,
      query: { id: String(id) },
    });
    expect(remove.statusCode).toBe(404);
    expect(ok(await view(owner, id)).body.data).toMatchObject({ subject: 'Secret', content: 'mine' });
  });

  it('refuses another user’s category on a note or in a list filter', async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const [cat] = await saveCategories(owner, [{ name: 'Private' }]);
    const response = await app.request({
      method: 'POST',
      url: '/api/note/save',
      token: other.token,
      body: { subject: 'x', content: 'y', cid: cat.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe('cid');
    const filter = await app.request({
      url: '/api/note/list',
      token: other.token,
      query: { cid: String(cat.id) },
    });
    expect(filter.statusCode).toBe(404);
    const rename = await app.request({
      method: 'POST',
      url: '/api/note/category/save',
      token: other.token,
      body: { categories: [{ id: cat.id, name: 'Mine now' }] },
    });
    expect(rename.statusCode).toBe(404);
    expect(
      await app.db.selectFrom('noteCategories').select('name').where('id', '=', cat.id).execute(),
    ).toEqual([{ name: 'Private' }]);
  });

  it('a deleted account takes its notes and categories with it', async () => {
    const user = await signedInUser(app);
    await saveCategories(user, [{ name: 'Gone' }]);
    await save(user, { subject: 'Gone', content: 'too' });
    await app.db.deleteFrom('users').where('uid', '=', user.uid).execute();
    expect(await app.db.selectFrom('notes').select('id').where('uid', '=', user.uid).execute()).toEqual([]);
    expect(
      await app.db.selectFrom('noteCategories').select('id').where('uid', '=', user.uid).execute(),
    ).toEqual([]);
  });
});
