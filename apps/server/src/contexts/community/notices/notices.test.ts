import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type NoticeBody, type SysNotice } from '@judge/contract';
import { createTestApp, createUser, signedInUser, type TestApp } from '../../../../test/test-app.ts';

type Signed = Awaited<ReturnType<typeof signedInUser>>;

let app: TestApp;
let root: Signed;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

const URL = '/api/admin/msg/notice';
const ok = <T extends { statusCode: number; body: { msg: string } }>(response: T) => {
  expect(response.statusCode, response.body.msg).toBe(200);
  return response;
};
const create = async (body: NoticeBody) =>
  ok(await app.request({ method: 'POST', url: URL, token: root.token, body })).body.data as {
    id: number;
    delivered: number;
  };
const update = (body: NoticeBody & { id: number }) =>
  app.request({ method: 'PUT', url: URL, token: root.token, body });
const adminList = async (query: Record<string, string> = {}) =>
  ok(await app.request({ url: URL, token: root.token, query })).body.data as {
    records: SysNotice[];
    total: number;
  };
const inbox = async (who: Signed) =>
  ok(await app.request({ url: '/api/msg/sys', token: who.token })).body.data as {
    records: { id: number; title: string; content: string; state: number }[];
    total: number;
  };
const unreadSys = async (who: Signed) =>
  ok(await app.request({ url: '/api/msg/unread', token: who.token })).body.data.sys as number;
const copies = (noticeId: number) =>
  app.db.selectFrom('userNotices').selectAll().where('noticeId', '=', noticeId).execute();
const userCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('pushing a notice', () => {
  it('to all users: every account gets one unread copy, which GET /api/msg/sys lists and the count shows', async () => {
    const user = await signedInUser(app);
    const before = await unreadSys(user);
    const { id, delivered } = await create({
      title: 'Maintenance',
      content: 'The judge stops **tonight**.',
      type: 'All',
      push: true,
    });
    expect(delivered).toBe(await userCount());
    expect(await copies(id)).toHaveLength(delivered);
    expect(await unreadSys(user)).toBe(before + 1);
    const page = await inbox(user);
    expect(page.records[0]).toMatchObject({
      title: 'Maintenance',
      content: 'The judge stops **tonight**.',
      state: 0,
    });
    expect(await unreadSys(user)).toBe(before);
    const listed = (await adminList()).records.find((notice) => notice.id === id)!;
    expect(listed).toMatchObject({
      pushed: 1,
      delivered,
      type: 'All',
      recipients: [],
      username: root.username,
    });
  });

  it('to admins: root, admin and problem admin get it; teacher and users do not', async () => {
    const admin = await signedInUser(app, Role.ADMIN);
    const problemAdmin = await signedInUser(app, Role.PROBLEM_ADMIN);
    const teacher = await signedInUser(app, Role.TEACHER);
    const user = await signedInUser(app, Role.USER);
    const { id } = await create({
      title: 'Admins only',
      content: 'Review the reports.',
      type: 'Admin',
      push: true,
    });
    const recipients = new Set((await copies(id)).map((row) => row.recipientId));
    for (const who of [root, admin, problemAdmin]) expect(recipients.has(who.uid)).toBe(true);
    for (const who of [teacher, user]) expect(recipients.has(who.uid)).toBe(false);
    expect((await inbox(admin)).records.map((row) => row.title)).toContain('Admins only');
    expect((await inbox(user)).records.map((row) => row.title)).not.toContain('Admins only');
  });

  it('to designated users: exactly those named, each once', async () => {
    const [a, b, c] = [await signedInUser(app), await signedInUser(app), await signedInUser(app)];
    const { id, delivered } = await create({
      title: 'For you',
      content: 'Hello',
      type: 'Designated',
      recipients: [a.username, ` ${b.username} `, a.username],
      push: true,
    });
    expect(delivered).toBe(2);
    expect((await copies(id)).map((row) => row.recipientId).sort()).toEqual([a.uid, b.uid].sort());
    expect(await unreadSys(a)).toBe(1);
    expect(await unreadSys(c)).toBe(0);
    const listed = (await adminList({ type: 'Designated' })).records;
    expect(listed.every((notice) => notice.type === 'Designated')).toBe(true);
    expect(listed.find((notice) => notice.id === id)!.recipients).toEqual([a.username, b.username]);
  });

  it('refuses unknown usernames with a 400 naming recipients and listing them, and writes nothing', async () => {
    const a = await signedInUser(app);
    const before = (await adminList()).total;
    const response = await app.request({
      method: 'POST',
      url: URL,
      token: root.token,
      body: {
        title: 'T',
        content: 'C',
        type: 'Designated',
        recipients: [a.username, 'ghost1', 'ghost2'],
        push: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe('recipients');
    expect(response.body.msg).toContain('"ghost1", "ghost2"');
    expect((await adminList()).total).toBe(before);
    expect(await unreadSys(a)).toBe(0);
  });

  it('a saved, unpushed notice reaches nobody until pushed; pushing twice delivers once', async () => {
    const user = await signedInUser(app);
    const { id, delivered } = await create({ title: 'Draft', content: 'Soon', type: 'All' });
    expect(delivered).toBe(0);
    expect(await copies(id)).toHaveLength(0);
    expect((await adminList()).records.find((notice) => notice.id === id)).toMatchObject({
      pushed: 0,
      delivered: 0,
    });
    const edited = ok(await update({ id, title: 'Draft 2', content: 'Sooner', type: 'Admin' })).body.data;
    expect(edited).toEqual({ id, delivered: 0 });
    const pushed = ok(await update({ id, title: 'Final', content: 'Now', type: 'All', push: true })).body
      .data;
    expect(pushed.delivered).toBe(await userCount());
    expect((await inbox(user)).records[0]).toMatchObject({ title: 'Final', content: 'Now' });
    const again = ok(await update({ id, title: 'Final', content: 'Now', type: 'All', push: true })).body.data;
    expect(again.delivered).toBe(0);
    expect(await copies(id)).toHaveLength(pushed.delivered);
  });

  it('users registered after the push do not get it', async () => {
    const { id } = await create({ title: 'Old news', content: 'x', type: 'All', push: true });
    const late = await signedInUser(app);
    expect((await copies(id)).some((row) => row.recipientId === late.uid)).toBe(false);
    expect((await inbox(late)).records.map((row) => row.title)).not.toContain('Old news');
  });
});

describe('editing and deleting', () => {
  it('an edit of a pushed notice reaches the delivered copies, keeping their read state', async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const body = {
      title: 'Typo',
      content: 'Contset',
      type: 'Designated' as const,
      recipients: [a.username, b.username],
    };
    const { id } = await create({ ...body, push: true });
    await inbox(a); // a reads it
    ok(
      await update({ ...body, id, title: 'Fixed', content: 'Contest', recipients: [b.username, a.username] }),
    );
    const rows = await copies(id);
    expect(rows.map((row) => [row.title, row.content])).toEqual([
      ['Fixed', 'Contest'],
      ['Fixed', 'Contest'],
    ]);
    expect(rows.find((row) => row.recipientId === a.uid)!.state).toBe(1);
    expect(rows.find((row) => row.recipientId === b.uid)!.state).toBe(0);
  });

  it('a pushed notice keeps its recipients: another type or other usernames is a 400 and nothing changes', async () => {
    const a = await signedInUser(app);
    const other = await createUser(app);
    const body = { title: 'Fixed set', content: 'c', type: 'Designated' as const, recipients: [a.username] };
    const { id } = await create({ ...body, push: true });
    const byType = await update({ ...body, id, title: 'Changed', type: 'All' });
    expect([byType.statusCode, byType.body.data.field]).toEqual([400, 'type']);
    const byNames = await update({ ...body, id, title: 'Changed', recipients: [a.username, other.username] });
    expect([byNames.statusCode, byNames.body.data.field]).toEqual([400, 'recipients']);
    expect((await copies(id)).map((row) => row.title)).toEqual(['Fixed set']);
    expect((await adminList()).records.find((notice) => notice.id === id)!.title).toBe('Fixed set');
  });

  it('deleting removes the notice and every delivered copy, read or not', async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const { id } = await create({
      title: 'Retracted',
      content: 'Oops',
      type: 'Designated',
      recipients: [a.username, b.username],
      push: true,
    });
    await inbox(a);
    ok(await app.request({ method: 'DELETE', url: URL, token: root.token, query: { id: String(id) } }));
    expect(await copies(id)).toHaveLength(0);
    expect((await inbox(a)).total).toBe(0);
    expect(await unreadSys(b)).toBe(0);
    expect((await adminList()).records.some((notice) => notice.id === id)).toBe(false);
    const again = await app.request({
      method: 'DELETE',
      url: URL,
      token: root.token,
      query: { id: String(id) },
    });
    expect([again.statusCode, again.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('lists newest first in pages', async () => {
    const first = await adminList({ currentPage: '1', limit: '2' });
    const second = await adminList({ currentPage: '2', limit: '2' });
    expect(first.records).toHaveLength(2);
    expect(first.records[0].id).toBeGreaterThan(first.records[1].id);
    expect(first.records[1].id).toBeGreaterThan(second.records[0].id);
    expect(first.total).toBe(second.total);
  });
});
