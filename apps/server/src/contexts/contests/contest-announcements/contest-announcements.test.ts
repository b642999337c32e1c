import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createContest, TIMES } from '../../../../test/contests-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';

/** A contest's announcements (docs/api.md "Contest announcements"). */
let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let user: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInUser(app, Role.ADMIN);
  user = await signedInUser(app);
});
afterAll(() => app.close());

const post = (cid: number, announcement: Record<string, unknown>, token = admin.token) =>
  app.request({ method: 'POST', url: '/api/admin/contest/announcement', token, body: { cid, announcement } });
const adminList = (cid: number) =>
  app.request({
    url: '/api/admin/contest/announcement',
    token: admin.token,
    query: { cid: String(cid), currentPage: '1', limit: '10' },
  });
const contestList = (cid: number, token = user.token) =>
  app.request({
    url: '/api/get-contest-announcement',
    token,
    query: { cid: String(cid), currentPage: '1', limit: '10' },
  });
const notRead = (cid: number, readAnnouncementList: number[], token = user.token) =>
  app.request({
    method: 'POST',
    url: '/api/get-contest-not-read-announcement',
    token,
    body: { cid, readAnnouncementList },
  });
const titles = (response: { body: { data: { records: { title: string }[] } } }) =>
  response.body.data.records.map((row) => row.title);

describe(`contest announcements (${TEST_DIALECT})`, () => {
  it('the back office writes them in the reference’s shapes; the list holds hidden ones too', async () => {
    const cid = await createContest(app, admin.token);
    const first = await post(cid, { title: 'Welcome', content: 'Good **luck**' });
    expect(first.statusCode).toBe(200);
    const hidden = await post(cid, { title: 'Draft', content: 'not yet', status: 1 });
    const list = await adminList(cid);
    expect(list.body.data).toMatchObject({ total: 2, current: 1, size: 10 });
    expect(list.body.data.records[0]).toMatchObject({
      id: hidden.body.data.id,
      cid,
      title: 'Draft',
      status: 1,
      uid: admin.uid,
      username: admin.username,
    });
    expect(titles(list)).toEqual(['Draft', 'Welcome']);

    const put = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/announcement',
      token: admin.token,
      // The reference client sends the whole row back, cid as text.
      body: {
        cid: String(cid),
        announcement: { id: first.body.data.id, title: 'Welcome!', content: 'Edited', status: 0, uid: 'x' },
      },
    });
    expect(put.statusCode).toBe(200);
    expect((await adminList(cid)).body.data.records[1]).toMatchObject({
      title: 'Welcome!',
      content: 'Edited',
    });

    const removed = await app.request({
      method: 'DELETE',
      url: '/api/admin/contest/announcement',
      token: admin.token,
      query: { aid: String(hidden.body.data.id) },
    });
    expect(removed.statusCode).toBe(200);
    expect(titles(await adminList(cid))).toEqual(['Welcome!']);
  });

  it('an announcement is changed only through its own contest; unknown ids and contests are 404', async () => {
    const cid = await createContest(app, admin.token);
    const other = await createContest(app, admin.token);
    const id = (await post(cid, { title: 'Mine', content: 'x' })).body.data.id;
    const put = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/announcement',
      token: admin.token,
      body: { cid: other, announcement: { id, title: 'Moved', content: 'x', status: 0 } },
    });
    expect([put.statusCode, put.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(titles(await adminList(cid))).toEqual(['Mine']);
    expect((await post(999_999, { title: 'x', content: 'x' })).statusCode).toBe(404);
    expect((await adminList(999_999)).statusCode).toBe(404);
    const gone = await app.request({
      method: 'DELETE',
      url: '/api/admin/contest/announcement',
      token: admin.token,
      query: { aid: '999999' },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('contestants read the visible ones, newest first, in any status of the contest', async () => {
    const cid = await createContest(app, admin.token, TIMES.scheduled);
    await post(cid, { title: 'Rules', content: 'Read them' });
    await post(cid, { title: 'Secret', content: 'hidden', status: 1 });
    await post(cid, { title: 'Delay', content: 'Ten minutes later' });
    const list = await contestList(cid);
    expect(list.statusCode).toBe(200);
    expect(titles(list)).toEqual(['Delay', 'Rules']);
    expect(list.body.data.records[0]).toMatchObject({
      content: 'Ten minutes later',
      username: admin.username,
    });
  });

  it('needs access: a private contest’s unregistered users are refused, an invisible contest is not found', async () => {
    const privateCid = await createContest(app, admin.token, { auth: 1, pwd: 'pw' });
    await post(privateCid, { title: 'Inside', content: 'x' });
    expect((await contestList(privateCid)).statusCode).toBe(403);
    expect((await notRead(privateCid, [])).statusCode).toBe(403);
    await app.request({
      method: 'POST',
      url: '/api/register-contest',
      token: user.token,
      body: { cid: privateCid, password: 'pw' },
    });
    expect(titles(await contestList(privateCid))).toEqual(['Inside']);

    const hiddenCid = await createContest(app, admin.token, { visible: false });
    expect((await contestList(hiddenCid)).statusCode).toBe(404);
    expect((await contestList(hiddenCid, admin.token)).statusCode).toBe(200);
    expect(
      (await app.request({ url: '/api/get-contest-announcement', query: { cid: '1' } })).statusCode,
    ).toBe(401);
  });

  it('answers the visible announcements the browser has not shown yet', async () => {
    const cid = await createContest(app, admin.token);
    const a = (await post(cid, { title: 'A', content: 'first' })).body.data.id;
    await post(cid, { title: 'Hidden', content: 'x', status: 1 });
    const b = (await post(cid, { title: 'B', content: 'second' })).body.data.id;
    const all = await notRead(cid, []);
    expect(all.body.data.map((row: { id: number }) => row.id)).toEqual([b, a]);
    expect(all.body.data[0]).toMatchObject({ title: 'B', content: 'second', cid });
    expect((await notRead(cid, [b])).body.data.map((row: { id: number }) => row.id)).toEqual([a]);
    expect((await notRead(cid, [a, b])).body.data).toEqual([]);
    // The reference client may send no list at all on its first call.
    const noList = await app.request({
      method: 'POST',
      url: '/api/get-contest-not-read-announcement',
      token: user.token,
      body: { cid },
    });
    expect(noList.body.data).toHaveLength(2);
  });

  it('go with their contest when root deletes it', async () => {
    const root = await signedInUser(app, Role.ROOT);
    const cid = await createContest(app, admin.token);
    await post(cid, { title: 'Bye', content: 'x' });
    await app.request({
      method: 'DELETE',
      url: '/api/admin/contest',
      token: root.token,
      query: { cid: String(cid) },
    });
    const left = await app.db
      .selectFrom('contestAnnouncements')
      .select('id')
      .where('cid', '=', cid)
      .execute();
    expect(left).toEqual([]);
  });
});
