import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { nowIso } from '../../../lib/time.ts';
import { createProblem, createTestApp, signedInUser, type TestApp } from '../../../../test/test-app.ts';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let root: Awaited<ReturnType<typeof signedInUser>>;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let problem: Awaited<ReturnType<typeof createProblem>>;
let categoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInUser(app, Role.ADMIN);
  root = await signedInUser(app, Role.ROOT);
  alice = await signedInUser(app);
  bob = await signedInUser(app);
  problem = await createProblem(app, admin.token);
  const categories = await app.request({ url: '/api/discussion-category' });
  categoryId = categories.body.data[0].id;
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.services.siteConfig.updateSwitches({
    openPublicDiscussion: true,
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateDiscussionDailyLimit: 100,
  });
});

const post = (token: string, body: Record<string, unknown> = {}) =>
  app.request({
    method: 'POST',
    url: '/api/discussion',
    token,
    body: { title: 'A title', description: 'A summary', content: 'Some **markdown**', categoryId, ...body },
  });

async function posted(token: string, body: Record<string, unknown> = {}): Promise<number> {
  const response = await post(token, body);
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return response.body.data.id;
}

const list = (query: Record<string, string> = {}, token?: string) =>
  app.request({ url: '/api/get-discussion-list', query, token });

describe('categories', () => {
  it('starts with the four stored categories, readable by anyone', async () => {
    const response = await app.request({ url: '/api/discussion-category' });
    expect(response.body.data.map((c: { name: string }) => c.name)).toEqual(['闲聊', '题解', '求助', '建议']);
  });

  it('root renames, adds and deletes unused ones; a used one stays', async () => {
    const before = (await app.request({ url: '/api/discussion-category' })).body.data as {
      id: number;
      name: string;
    }[];
    const saved = await app.request({
      method: 'POST',
      url: '/api/discussion-category',
      token: root.token,
      body: {
        categories: [...before.map((c, i) => (i === 3 ? { ...c, name: 'Ideas' } : c)), { name: 'News' }],
      },
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.map((c: { name: string }) => c.name)).toEqual([
      '闲聊',
      '题解',
      '求助',
      'Ideas',
      'News',
    ]);
    const news = saved.body.data[4].id;
    await posted(alice.token, { categoryId: news });
    const refused = await app.request({
      method: 'POST',
      url: '/api/discussion-category',
      token: root.token,
      body: { categories: before },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.data.field).toBe('categories');
    expect(refused.body.msg).toContain('still has discussions');
    const after = (await app.request({ url: '/api/discussion-category' })).body.data;
    expect(after).toHaveLength(5);
    // Deleting an unused one works.
    const unused = await app.request({
      method: 'POST',
      url: '/api/discussion-category',
      token: root.token,
      body: { categories: after.filter((c: { name: string }) => c.name !== 'Ideas') },
    });
    expect(unused.body.data.map((c: { name: string }) => c.name)).toEqual(['闲聊', '题解', '求助', 'News']);
  });

  it('refuses two categories of one name', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/discussion-category',
      token: root.token,
      body: { categories: [{ name: 'Same' }, { name: 'same' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe('categories.1.name');
  });
});

describe('posting', () => {
  it('posts a general discussion and one on a public problem', async () => {
    const general = await posted(alice.token);
    const onProblem = await posted(alice.token, {
      pid: problem.problemId,
      title: `[${problem.problemId}] Hint`,
    });
    const detail = await app.request({
      url: '/api/get-discussion-detail',
      query: { did: String(onProblem) },
    });
    expect(detail.body.data).toMatchObject({
      id: onProblem,
      pid: problem.problemId,
      title: `[${problem.problemId}] Hint`,
      content: 'Some **markdown**',
      author: alice.username,
      role: 'default_user',
      topPriority: false,
      likeNum: 0,
      viewNum: 1,
      hasLike: false,
      status: 0,
    });
    const plain = await app.request({ url: '/api/get-discussion-detail', query: { did: String(general) } });
    expect(plain.body.data.pid).toBeNull();
  });

  it('refuses a problem that is not in the public bank, and an unknown category', async () => {
    const hidden = await createProblem(app, admin.token, { problem: { auth: 2 } });
    const response = await post(alice.token, { pid: hidden.problemId });
    expect([response.statusCode, response.body.code]).toEqual([404, 'NOT_FOUND']);
    const unknown = await post(alice.token, { categoryId: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.data.field).toBe('categoryId');
  });

  it('needs the AC count of the switches (admin roles exempt) and counts only distinct solved problems', async () => {
    await app.services.siteConfig.updateSwitches({ defaultCreateDiscussionACInitValue: 2 });
    const carol = await signedInUser(app);
    const refused = await post(carol.token);
    expect([refused.statusCode, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(refused.body.msg).toContain('at least 2 accepted problems');
    const second = await createProblem(app, admin.token);
    const accept = async (pid: number) =>
      app.db
        .insertInto('submissions')
        .values({
          pid,
          displayPid: 'x',
          uid: carol.uid,
          username: carol.username,
          language: 'C++',
          code: 'x',
          length: 1,
          status: JudgeStatus.ACCEPTED,
          share: 0,
          cid: 0,
          isManual: 0,
          unsafe: 0,
          version: 0,
          priority: 2,
          progressDone: 0,
          progressTotal: 0,
          createdAt: nowIso(),
          updatedAt: nowIso(),
        } as never)
        .execute();
    await accept(problem.pid);
    await accept(problem.pid);
    expect((await post(carol.token)).statusCode).toBe(403);
    await accept(second.pid);
    expect((await post(carol.token)).statusCode).toBe(200);
    expect((await post(admin.token)).statusCode).toBe(200);
  });

  it('allows at most the daily limit of posts (admin roles exempt)', async () => {
    await app.services.siteConfig.updateSwitches({ defaultCreateDiscussionDailyLimit: 2 });
    const dave = await signedInUser(app);
    await posted(dave.token);
    await posted(dave.token);
    const third = await post(dave.token);
    expect([third.statusCode, third.body.code]).toEqual([429, 'COOLDOWN']);
    expect(third.body.msg).toContain('at most 2 discussions a day');
    // Posts older than a day no longer count.
    await app.db
      .updateTable('discussions')
      .set({ gmtCreate: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where('uid', '=', dave.uid)
      .execute();
    expect((await post(dave.token)).statusCode).toBe(200);
    await posted(admin.token);
    await posted(admin.token);
    expect((await post(admin.token)).statusCode).toBe(200);
  });

  it('lets only admin roles pin', async () => {
    const refused = await post(alice.token, { topPriority: true });
    expect([refused.statusCode, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    const pinned = await posted(admin.token, { topPriority: true });
    const detail = await app.request({ url: '/api/get-discussion-detail', query: { did: String(pinned) } });
    expect(detail.body.data.topPriority).toBe(true);
  });
});

describe('list', () => {
  it('puts pinned first, then newest; filters by keyword, category, problem and onlyMine', async () => {
    await app.db.deleteFrom('discussions').execute();
    const erin = await signedInUser(app);
    const first = await posted(erin.token, { title: 'Graph question', description: 'BFS' });
    const second = await posted(bob.token, {
      title: 'Other',
      description: 'About dp',
      pid: problem.problemId,
    });
    const third = await posted(bob.token, { title: 'Third', description: 'plain' });
    await app.request({
      method: 'PUT',
      url: '/api/admin/discussion',
      token: admin.token,
      body: { id: first, topPriority: true },
    });
    const all = await list();
    expect(all.body.data.records.map((r: { id: number }) => r.id)).toEqual([first, third, second]);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.size).toBe(10);
    expect((await list({ keyword: 'graph' })).body.data.records.map((r: { id: number }) => r.id)).toEqual([
      first,
    ]);
    expect((await list({ keyword: 'DP' })).body.data.records.map((r: { id: number }) => r.id)).toEqual([
      second,
    ]);
    expect((await list({ keyword: erin.username })).body.data.total).toBe(1);
    expect((await list({ keyword: '100%' })).body.data.total).toBe(0);
    expect(
      (await list({ pid: problem.problemId })).body.data.records.map((r: { id: number }) => r.id),
    ).toEqual([second]);
    expect((await list({ onlyMine: 'true' }, bob.token)).body.data.total).toBe(2);
    expect((await list({ onlyMine: 'true' })).statusCode).toBe(401);
    expect((await list({ cid: String(categoryId) })).body.data.total).toBe(3);
    expect(
      (await list({ limit: '2', currentPage: '2' })).body.data.records.map((r: { id: number }) => r.id),
    ).toEqual([second]);
  });

  it('hides disabled discussions from all but admin roles', async () => {
    const did = await posted(bob.token, { title: 'To be disabled' });
    await app.request({
      method: 'PUT',
      url: '/api/admin/discussion',
      token: admin.token,
      body: { id: did, status: 1 },
    });
    const ids = async (token?: string) =>
      (await list({ keyword: 'To be disabled' }, token)).body.data.records.map((r: { id: number }) => r.id);
    expect(await ids()).toEqual([]);
    expect(await ids(bob.token)).toEqual([]);
    expect(await ids(admin.token)).toEqual([did]);
    const detail = await app.request({
      url: '/api/get-discussion-detail',
      query: { did: String(did) },
      token: bob.token,
    });
    expect(detail.statusCode).toBe(404);
    const asAdmin = await app.request({
      url: '/api/get-discussion-detail',
      query: { did: String(did) },
      token: admin.token,
    });
    expect(asAdmin.body.data.status).toBe(1);
    const back = await app.request({
      url: '/api/admin/get-discussion-list',
      query: { status: '1' },
      token: admin.token,
    });
    expect(back.body.data.records.map((r: { id: number }) => r.id)).toContain(did);
  });
});

describe('views, likes and reports', () => {
  it('counts a view per detail call', async () => {
    const did = await posted(alice.token);
    for (let i = 0; i < 3; i += 1)
      await app.request({ url: '/api/get-discussion-detail', query: { did: String(did) } });
    const row = await app.db
      .selectFrom('discussions')
      .select('viewNum')
      .where('id', '=', did)
      .executeTakeFirstOrThrow();
    expect(row.viewNum).toBe(3);
  });

  it('toggles one like per user and reminds the author once', async () => {
    const did = await posted(alice.token, { title: 'Like me' });
    const like = (token: string, toLike: boolean) =>
      app.request({
        url: '/api/discussion-like',
        query: { did: String(did), toLike: String(toLike) },
        token,
      });
    expect((await like(bob.token, true)).body.data).toEqual({ likeNum: 1, hasLike: true });
    expect((await like(bob.token, true)).body.data.likeNum).toBe(1);
    expect((await like(alice.token, true)).body.data.likeNum).toBe(2);
    const detail = await app.request({
      url: '/api/get-discussion-detail',
      query: { did: String(did) },
      token: bob.token,
    });
    expect(detail.body.data).toMatchObject({ likeNum: 2, hasLike: true });
    const reminders = await app.db
      .selectFrom('messageReminders')
      .selectAll()
      .where('sourceId', '=', did)
      .where('action', '=', 'Like')
      .execute();
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      senderId: bob.uid,
      recipientId: alice.uid,
      sourceType: 'Discussion',
      sourceContent: 'Like me',
      url: `/discussion-detail/${did}`,
    });
    expect((await like(bob.token, false)).body.data.likeNum).toBe(1);
    expect((await like(bob.token, false)).body.data.likeNum).toBe(1);
    const unread = await app.request({ url: '/api/msg/unread', token: alice.token });
    expect(unread.body.data.like).toBeGreaterThanOrEqual(1);
  });

  it('stores a report as #tag# text and the reason; the back office lists it and marks it handled', async () => {
    const did = await posted(alice.token, { title: 'Reported one' });
    const report = await app.request({
      method: 'POST',
      url: '/api/discussion-report',
      token: bob.token,
      body: { did, tags: ['垃圾广告', '抄袭'], reason: 'copied from elsewhere' },
    });
    expect(report.statusCode, JSON.stringify(report.body)).toBe(200);
    const stored = await app.db
      .selectFrom('discussionReports')
      .selectAll()
      .where('did', '=', did)
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe('#垃圾广告# #抄袭# copied from elsewhere');
    const reports = await app.request({
      url: '/api/admin/discussion-report',
      query: { status: '0' },
      token: admin.token,
    });
    const row = reports.body.data.records.find((r: { did: number }) => r.did === did);
    expect(row).toMatchObject({
      discussionTitle: 'Reported one',
      reporter: bob.username,
      tags: ['垃圾广告', '抄袭'],
      reason: 'copied from elsewhere',
      status: false,
    });
    const handled = await app.request({
      method: 'PUT',
      url: '/api/admin/discussion-report',
      token: admin.token,
      body: { id: row.id, status: 1 },
    });
    expect(handled.statusCode).toBe(200);
    const after = await app.request({
      url: '/api/admin/discussion-report',
      query: { status: '1' },
      token: admin.token,
    });
    expect(after.body.data.records.map((r: { id: number }) => r.id)).toContain(row.id);
  });
});

describe('edit and delete', () => {
  it('lets the author edit, not others (admins use the back office)', async () => {
    const did = await posted(alice.token);
    const body = { id: did, title: 'Edited', description: 'New', content: 'New content', categoryId };
    const other = await app.request({ method: 'PUT', url: '/api/discussion', token: bob.token, body });
    expect([other.statusCode, other.body.code]).toEqual([403, 'FORBIDDEN']);
    const byAdmin = await app.request({ method: 'PUT', url: '/api/discussion', token: admin.token, body });
    expect(byAdmin.statusCode).toBe(403);
    const own = await app.request({ method: 'PUT', url: '/api/discussion', token: alice.token, body });
    expect(own.statusCode).toBe(200);
    const detail = await app.request({ url: '/api/get-discussion-detail', query: { did: String(did) } });
    expect(detail.body.data).toMatchObject({ title: 'Edited', description: 'New', content: 'New content' });
  });

  it('lets the author or an admin role delete', async () => {
    const mine = await posted(alice.token);
    const theirs = await posted(alice.token);
    const del = (token: string, did: number) =>
      app.request({ method: 'DELETE', url: '/api/discussion', query: { did: String(did) }, token });
    await app.db
      .insertInto('comments')
      .values({
        sourceType: 'Discussion',
        sourceId: mine,
        uid: bob.uid,
        content: 'hi',
        likeNum: 0,
        replyNum: 0,
        gmtCreate: nowIso(),
      })
      .execute();
    expect((await del(bob.token, mine)).statusCode).toBe(403);
    expect((await del(alice.token, mine)).statusCode).toBe(200);
    expect((await del(alice.token, mine)).statusCode).toBe(404);
    const comments = await app.db.selectFrom('comments').select('id').where('sourceId', '=', mine).execute();
    expect(comments).toEqual([]);
    const problemAdmin = await signedInUser(app, Role.PROBLEM_ADMIN);
    expect((await del(problemAdmin.token, theirs)).statusCode).toBe(200);
  });
});

describe('the public discussion switch', () => {
  it('closes every public call with No Access, but not the back office', async () => {
    const did = await posted(alice.token);
    await app.services.siteConfig.updateSwitches({ openPublicDiscussion: false });
    const calls = [
      list(),
      app.request({ url: '/api/get-discussion-detail', query: { did: String(did) } }),
      post(alice.token),
      app.request({
        url: '/api/discussion-like',
        query: { did: String(did), toLike: 'true' },
        token: bob.token,
      }),
      app.request({
        method: 'POST',
        url: '/api/discussion-report',
        token: bob.token,
        body: { did, reason: 'x' },
      }),
      app.request({
        method: 'DELETE',
        url: '/api/discussion',
        query: { did: String(did) },
        token: alice.token,
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect([response.statusCode, response.body.code]).toEqual([403, 'NO_ACCESS']);
      expect(response.body.msg).toContain('No Access');
    }
    const back = await app.request({ url: '/api/admin/get-discussion-list', token: admin.token });
    expect(back.statusCode).toBe(200);
    const pin = await app.request({
      method: 'PUT',
      url: '/api/admin/discussion',
      token: admin.token,
      body: { id: did, topPriority: true },
    });
    expect(pin.statusCode).toBe(200);
    // The categories close once the group area is closed too (a group's posts use them).
    expect((await app.request({ url: '/api/discussion-category' })).statusCode).toBe(200);
    await app.services.siteConfig.updateSwitches({ openGroupDiscussion: false });
    expect((await app.request({ url: '/api/discussion-category' })).body.code).toBe('NO_ACCESS');
    await app.services.siteConfig.updateSwitches({ openGroupDiscussion: true });
  });
});
