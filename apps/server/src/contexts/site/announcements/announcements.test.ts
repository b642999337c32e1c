import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

const create = (body: Record<string, unknown>) =>
  app.request({ method: 'POST', url: '/api/admin/announcement', token: root.token, body });
const common = (query: Record<string, string> = {}) =>
  app.request({ url: '/api/get-common-announcement', query });
const adminList = (query: Record<string, string> = {}) =>
  app.request({ url: '/api/admin/announcement', token: root.token, query });

describe(`general announcements (${TEST_DIALECT})`, () => {
  it('creates, lists newest first with the author, edits, hides and deletes', async () => {
    const first = await create({ title: 'Welcome', content: '# Hello\n\n**bold**' });
    expect(first.statusCode).toBe(200);
    const second = await create({ title: 'Maintenance', content: 'Tonight', status: 1 });
    const third = await create({ title: 'Contest soon', content: 'Join us' });
    const ids = [first, second, third].map((r) => r.body.data.id as number);

    // The public panel: visible ones only, newest first, 3 per page by default.
    const page = await common();
    expect(page.body.data.records.map((a: { title: string }) => a.title)).toEqual([
      'Contest soon',
      'Welcome',
    ]);
    expect(page.body.data).toMatchObject({ total: 2, size: 3, current: 1 });
    expect(page.body.data.records[1]).toMatchObject({
      id: ids[0],
      title: 'Welcome',
      content: '# Hello\n\n**bold**',
      status: 0,
      uid: root.uid,
      username: root.username,
    });
    expect(page.body.data.records[1].gmtCreate).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    const paged = await common({ currentPage: '2', limit: '1' });
    expect(paged.body.data.records.map((a: { id: number }) => a.id)).toEqual([ids[0]]);

    // The back office sees hidden ones too, 10 per page by default.
    const all = await adminList();
    expect(all.body.data.records.map((a: { id: number }) => a.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(all.body.data.size).toBe(10);

    // The visible switch sends the whole row back.
    const shown = await app.request({
      method: 'PUT',
      url: '/api/admin/announcement',
      token: root.token,
      body: { id: ids[1], title: 'Maintenance window', content: 'Tonight 22:00', status: 0 },
    });
    expect(shown.statusCode).toBe(200);
    const hidden = await app.request({
      method: 'PUT',
      url: '/api/admin/announcement',
      token: root.token,
      body: { id: ids[0], title: 'Welcome', content: 'x', status: 1 },
    });
    expect(hidden.statusCode).toBe(200);
    const after = await common();
    expect(after.body.data.records.map((a: { title: string }) => a.title)).toEqual([
      'Contest soon',
      'Maintenance window',
    ]);

    const removed = await app.request({
      method: 'DELETE',
      url: '/api/admin/announcement',
      token: root.token,
      query: { aid: String(ids[2]) },
    });
    expect(removed.statusCode).toBe(200);
    expect((await common()).body.data.total).toBe(1);
    const again = await app.request({
      method: 'DELETE',
      url: '/api/admin/announcement',
      token: root.token,
      query: { aid: String(ids[2]) },
    });
    expect([again.statusCode, again.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('keeps an announcement whose author was deleted, with no username', async () => {
    const author = await signedInUser(app, Role.ROOT);
    const made = await app.request({
      method: 'POST',
      url: '/api/admin/announcement',
      token: author.token,
      body: { title: 'Orphan', content: 'kept' },
    });
    await app.db.deleteFrom('sessions').where('uid', '=', author.uid).execute();
    await app.db.deleteFrom('users').where('uid', '=', author.uid).execute();
    const list = await adminList({ limit: '50' });
    const row = list.body.data.records.find((a: { id: number }) => a.id === made.body.data.id);
    expect(row).toMatchObject({ title: 'Orphan', username: null, uid: author.uid });
  });

  it('trims the title and refuses blank title or content, writing nothing', async () => {
    const before = (await adminList({ limit: '50' })).body.data.total;
    const trimmed = await create({ title: '  Spaced  ', content: 'c' });
    expect(trimmed.statusCode).toBe(200);
    const blank = await create({ title: '   ', content: 'c' });
    expect([blank.statusCode, blank.body.data.field]).toEqual([400, 'title']);
    const noContent = await create({ title: 't', content: '  \n ' });
    expect([noContent.statusCode, noContent.body.data.field]).toEqual([400, 'content']);
    const list = await adminList({ limit: '50' });
    expect(list.body.data.total).toBe(before + 1);
    expect(list.body.data.records[0].title).toBe('Spaced');
  });
});
