import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GROUP_LEVEL, Role } from '@judge/contract';
import { createTestApp, signedInUser, type TestApp } from '../../../../test/test-app.ts';
import { createGroup, groupProblem, groupUser, OPEN_GATES } from '../../../../test/groups-kit.ts';

/**
 * A group's discussions (docs/api.md "Groups"): the group's own calls and the general ones (page, likes,
 * reports, comments) reached with a group discussion, on SQLite or PostgreSQL.
 */
let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let gid: number;
let categoryId: number;
let member: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let outsider: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches(OPEN_GATES);
  root = await signedInUser(app, Role.ROOT);
  owner = await signedInUser(app, Role.TEACHER);
  gid = await createGroup(app, owner.token);
  member = await groupUser(app, gid, GROUP_LEVEL.MEMBER);
  admin = await groupUser(app, gid, GROUP_LEVEL.ADMIN);
  outsider = await signedInUser(app);
  categoryId = (await app.request({ url: '/api/discussion-category' })).body.data[0].id;
});
afterAll(() => app.close());
beforeEach(() => app.services.siteConfig.updateSwitches(OPEN_GATES));

const post = (token: string, body: Record<string, unknown> = {}) =>
  app.request({
    method: 'POST',
    url: '/api/group/discussion',
    token,
    body: { gid, title: 'Week 1', description: 'Questions', content: 'Ask **here**', categoryId, ...body },
  });
async function posted(token: string, body: Record<string, unknown> = {}) {
  const response = await post(token, body);
  expect(response.statusCode, response.body.msg).toBe(200);
  return response.body.data.id as number;
}
const list = (token: string, url = '/api/group/get-discussion-list', query: Record<string, string> = {}) =>
  app.request({ url, token, query: { gid: String(gid), ...query } });
const detail = (did: number, token?: string) =>
  app.request({ url: '/api/get-discussion-detail', token, query: { did: String(did) } });

describe('posting and reading', () => {
  it('lets members post and read; outsiders are refused, and the public area never lists it', async () => {
    const did = await posted(member.token);
    expect((await list(member.token)).body.data.records[0]).toMatchObject({
      id: did,
      gid,
      author: member.username,
    });
    expect((await post(outsider.token)).statusCode).toBe(403);
    expect((await list(outsider.token)).statusCode).toBe(403);
    expect((await detail(did, member.token)).body.data).toMatchObject({ id: did, content: 'Ask **here**' });
    expect((await detail(did, outsider.token)).statusCode).toBe(403);
    expect((await detail(did)).statusCode).toBe(401);
    const publicList = await app.request({ url: '/api/get-discussion-list', query: { limit: '100' } });
    expect(publicList.body.data.records.some((row: { id: number }) => row.id === did)).toBe(false);
  });

  it('takes a problem of the group or of the public bank', async () => {
    const { problemId } = await groupProblem(app, root.token, gid);
    const did = await posted(member.token, { pid: problemId });
    const byProblem = await list(member.token, '/api/group/get-discussion-list', { pid: problemId });
    expect(byProblem.body.data.records.map((row: { id: number }) => row.id)).toEqual([did]);
    const other = await createGroup(app, owner.token);
    const { problemId: foreign } = await groupProblem(app, root.token, other);
    expect((await post(member.token, { pid: foreign })).statusCode).toBe(404);
  });

  it("pins for the group's admins only", async () => {
    expect((await post(member.token, { topPriority: true })).statusCode).toBe(403);
    expect((await post(admin.token, { topPriority: true })).statusCode).toBe(200);
  });

  it('needs no solved problems in a group (membership is the gate), but keeps the daily limit', async () => {
    await app.services.siteConfig.updateSwitches({
      defaultCreateDiscussionACInitValue: 50,
      defaultCreateCommentACInitValue: 50,
      defaultCreateDiscussionDailyLimit: 0,
    });
    const refused = await post(member.token);
    expect([refused.statusCode, refused.body.code]).toEqual([429, 'COOLDOWN']);
    expect((await post(admin.token)).statusCode).toBe(200);
  });
});

describe('editing, moderating, deleting', () => {
  const update = (token: string, body: Record<string, unknown>) =>
    app.request({ method: 'PUT', url: '/api/group/discussion', token, body });

  it('lets the author edit the text and the admins pin and disable, with the whole row sent back', async () => {
    const did = await posted(member.token);
    expect((await update(member.token, { id: did, title: 'Week 1 (edited)' })).statusCode).toBe(200);
    expect((await update(admin.token, { id: did, title: 'Not theirs' })).statusCode).toBe(403);
    const row = (await list(admin.token, '/api/group/get-admin-discussion-list')).body.data.records.find(
      (entry: { id: number }) => entry.id === did,
    );
    expect((await update(admin.token, { ...row, topPriority: true, status: 1 })).statusCode).toBe(200);
    expect((await update(member.token, { id: did, status: 0 })).statusCode).toBe(404);
    expect((await detail(did, member.token)).statusCode).toBe(404);
    expect((await detail(did, admin.token)).body.data).toMatchObject({
      title: 'Week 1 (edited)',
      topPriority: true,
    });
    expect(
      (await list(member.token)).body.data.records.some((entry: { id: number }) => entry.id === did),
    ).toBe(false);
  });

  it("deletes by the author or the group's admins, comments with it", async () => {
    const did = await posted(member.token);
    const other = await groupUser(app, gid, GROUP_LEVEL.MEMBER);
    const remove = (token: string) =>
      app.request({ method: 'DELETE', url: '/api/group/discussion', token, query: { did: String(did) } });
    expect((await remove(other.token)).statusCode).toBe(403);
    const comment = await app.request({
      method: 'POST',
      url: '/api/comment',
      token: other.token,
      body: { did, content: 'Me too' },
    });
    expect(comment.statusCode, comment.body.msg).toBe(200);
    expect((await remove(admin.token)).statusCode).toBe(200);
    expect(await app.db.selectFrom('comments').select('id').where('sourceId', '=', did).execute()).toEqual(
      [],
    );
  });

  it('refuses a discussion named with another group', async () => {
    const did = await posted(member.token);
    const elsewhere = await createGroup(app, owner.token);
    const response = await update(member.token, { id: did, gid: elsewhere, title: 'Moved?' });
    expect(response.statusCode).toBe(404);
  });
});

describe('comments, likes and reports through the general calls', () => {
  it('lets members comment, like and report; outsiders get 403; the author is reminded with the group’s link', async () => {
    const did = await posted(member.token);
    const comment = (token: string) =>
      app.request({ method: 'POST', url: '/api/comment', token, body: { did, content: 'Good point' } });
    expect((await comment(admin.token)).statusCode).toBe(200);
    expect((await comment(outsider.token)).statusCode).toBe(403);
    expect((await app.request({ url: '/api/comments', query: { did: String(did) } })).statusCode).toBe(401);
    const like = await app.request({
      url: '/api/discussion-like',
      token: admin.token,
      query: { did: String(did), toLike: 'true' },
    });
    expect(like.body.data).toEqual({ likeNum: 1, hasLike: true });
    const reminders = await app.db
      .selectFrom('messageReminders')
      .select(['action', 'url'])
      .where('recipientId', '=', member.uid)
      .where('sourceId', '=', did)
      .execute();
    expect(reminders.map((row) => row.url)).toEqual([
      `/group/${gid}/discussion-detail/${did}`,
      `/group/${gid}/discussion-detail/${did}`,
    ]);
    const report = await app.request({
      method: 'POST',
      url: '/api/discussion-report',
      token: outsider.token,
      body: { did, reason: 'spam' },
    });
    expect(report.statusCode).toBe(403);
  });
});

describe('the group discussion switch', () => {
  it('closes the group calls and the general ones on a group discussion, not the public area', async () => {
    const did = await posted(member.token);
    await app.services.siteConfig.updateSwitches({ openGroupDiscussion: false, openPublicDiscussion: true });
    const calls = [
      list(member.token),
      post(member.token),
      detail(did, member.token),
      app.request({ url: '/api/comments', token: member.token, query: { did: String(did) } }),
    ];
    for (const response of await Promise.all(calls))
      expect([response.statusCode, response.body.code]).toEqual([403, 'NO_ACCESS']);
    expect((await app.request({ url: '/api/get-discussion-list' })).statusCode).toBe(200);
  });

  it('keeps the categories readable while either area is open', async () => {
    await app.services.siteConfig.updateSwitches({ openGroupDiscussion: true, openPublicDiscussion: false });
    expect((await app.request({ url: '/api/discussion-category' })).statusCode).toBe(200);
    await app.services.siteConfig.updateSwitches({ openGroupDiscussion: false });
    expect((await app.request({ url: '/api/discussion-category' })).statusCode).toBe(403);
  });
});
