import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Role, type CommentView } from '@judge/contract';
import { remindersOf } from '../../../../test/comments-kit.ts';
import { createContest, TIMES } from '../../../../test/contests-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';

/**
 * A contest's Q&A: the Contest source of the comment area (docs/api.md "Comments", "Contest Q&A"). The contest
 * is written by `owner` (an admin); its contest admins are `owner` and root.
 */
type Signed = Awaited<ReturnType<typeof signedInUser>>;

let app: TestApp;
let owner: Signed;
let root: Signed;
let otherAdmin: Signed; // an admin role, but not this contest's admin
let u1: Signed;
let u2: Signed;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signedInUser(app, Role.ADMIN);
  root = await signedInUser(app, Role.ROOT);
  otherAdmin = await signedInUser(app, Role.ADMIN);
  u1 = await signedInUser(app);
  u2 = await signedInUser(app);
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.services.siteConfig.updateSwitches({
    openContestComment: true,
    defaultCreateCommentACInitValue: 0,
  });
});

const comment = (who: Signed, cid: number, content: string) =>
  app.request({ method: 'POST', url: '/api/comment', token: who.token, body: { cid, content } });
const commentId = async (who: Signed, cid: number, content: string) => {
  const response = await comment(who, cid, content);
  expect(response.statusCode, response.body.msg).toBe(200);
  return response.body.data.id as number;
};
const list = (who: Signed | null, cid: number) =>
  app.request({ url: '/api/comments', token: who?.token, query: { cid: String(cid) } });
const contents = async (who: Signed, cid: number) =>
  ((await list(who, cid)).body.data.commentList.records as CommentView[]).map((c) => c.content);
const reply = (who: Signed, cid: number, toComment: number, content: string) =>
  app.request({
    method: 'POST',
    url: '/api/reply',
    token: who.token,
    body: { reply: { commentId: toComment, content }, cid },
  });
const replies = (who: Signed, cid: number, toComment: number) =>
  app.request({
    url: '/api/reply',
    token: who.token,
    query: { commentId: String(toComment), cid: String(cid) },
  });
const remove = (who: Signed, id: number) =>
  app.request({ method: 'DELETE', url: '/api/comment', token: who.token, body: { id } });
const like = (who: Signed, cid: number, id: number) =>
  app.request({
    url: '/api/comment-like',
    token: who.token,
    query: { cid: String(id), toLike: 'true', sourceId: String(cid), sourceType: 'Contest' },
  });
/** Moves the contest's end: into the past (it ended) or back into the future (it was extended). */
const setEnd = (cid: number, endTime: string) =>
  app.db.updateTable('contests').set({ endTime }).where('id', '=', cid).execute();

describe(`contest Q&A (${TEST_DIALECT})`, () => {
  it('while it runs, a contestant sees their own and the contest admins’ comments; admins see all', async () => {
    const cid = await createContest(app, owner.token);
    await commentId(u1, cid, 'Q1 from u1');
    await commentId(u2, cid, 'Q2 from u2');
    await commentId(owner, cid, 'Clarification from the owner');
    await commentId(root, cid, 'Note from root');
    await commentId(otherAdmin, cid, 'An admin who is not this contest’s');

    expect(await contents(u1, cid)).toEqual(['Note from root', 'Clarification from the owner', 'Q1 from u1']);
    expect((await list(u1, cid)).body.data.commentList.total).toBe(3);
    expect(await contents(otherAdmin, cid)).toEqual([
      'An admin who is not this contest’s',
      'Note from root',
      'Clarification from the owner',
    ]);
    for (const admin of [owner, root]) expect((await list(admin, cid)).body.data.commentList.total).toBe(5);

    // After the end everyone sees all.
    await setEnd(cid, new Date(Date.now() - 60_000).toISOString());
    expect((await list(u1, cid)).body.data.commentList.total).toBe(5);
  });

  it('a hidden comment does not exist for the contestant: no replies, likes or deletes through it', async () => {
    const cid = await createContest(app, owner.token);
    const q2 = await commentId(u2, cid, 'Q2');
    for (const response of [
      await reply(u1, cid, q2, 'me too'),
      await replies(u1, cid, q2),
      await like(u1, cid, q2),
      await remove(u1, q2),
    ])
      expect([response.statusCode, response.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('replies: under one’s own comment, a contestant’s, or (contest admins) any; not under an admin’s', async () => {
    const cid = await createContest(app, owner.token);
    const q1 = await commentId(u1, cid, 'Is n at most 10^5?');
    const answer = await commentId(owner, cid, 'All answers here');
    const rootNote = await commentId(root, cid, 'Root speaking');

    expect((await reply(owner, cid, q1, 'Yes.')).statusCode).toBe(200);
    expect((await reply(u1, cid, q1, 'Thanks!')).statusCode).toBe(200);
    for (const target of [answer, rootNote]) {
      const refused = await reply(u1, cid, target, 'But why?');
      expect([refused.statusCode, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    }
    expect((await reply(root, cid, answer, 'Seconded')).statusCode).toBe(200);
    expect((await reply(owner, cid, rootNote, 'Right')).statusCode).toBe(200);

    // After the end, others may join a contestant's thread, still not an admin's.
    await setEnd(cid, new Date(Date.now() - 60_000).toISOString());
    expect((await reply(u2, cid, q1, 'Same question')).statusCode).toBe(200);
    expect((await reply(u2, cid, answer, 'Hm')).statusCode).toBe(403);

    // The contest is extended: running again, u1 is shown only their own and the admins' replies.
    await setEnd(cid, TIMES.running.endTime);
    const shown = await replies(u1, cid, q1);
    expect(shown.body.data.map((r: { content: string }) => r.content)).toEqual(['Yes.', 'Thanks!']);
    const listed = (await list(u1, cid)).body.data.commentList.records as CommentView[];
    const own = listed.find((c) => c.id === q1)!;
    expect([own.totalReplyNum, own.replyList.length]).toEqual([2, 2]);
    expect(
      (await list(owner, cid)).body.data.commentList.records.find((c: CommentView) => c.id === q1)
        .totalReplyNum,
    ).toBe(3);
  });

  it('deletes: the author, or the contest admins (not other admin roles)', async () => {
    const cid = await createContest(app, owner.token);
    await setEnd(cid, new Date(Date.now() - 60_000).toISOString());
    const q1 = await commentId(u1, cid, 'mine');
    const q2 = await commentId(u2, cid, 'theirs');
    const q3 = await commentId(u2, cid, 'theirs too');
    const ownerNote = await commentId(owner, cid, 'owner');
    for (const [who, id] of [
      [u2, q1],
      [u1, ownerNote],
      [otherAdmin, q2],
    ] as const) {
      const refused = await remove(who, id);
      expect([refused.statusCode, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    }
    expect((await remove(u1, q1)).statusCode).toBe(200);
    expect((await remove(owner, q2)).statusCode).toBe(200);
    expect((await remove(root, q3)).statusCode).toBe(200);
    expect(await contents(owner, cid)).toEqual(['owner']);
  });

  it('needs the switch, a login and access to a started contest', async () => {
    const cid = await createContest(app, owner.token);
    await app.services.siteConfig.updateSwitches({ openContestComment: false });
    for (const response of [await list(u1, cid), await comment(u1, cid, 'x'), await list(owner, cid)])
      expect([response.statusCode, response.body.code]).toEqual([403, 'NO_ACCESS']);
    await app.services.siteConfig.updateSwitches({ openContestComment: true });

    expect((await list(null, cid)).statusCode).toBe(401);
    const privateCid = await createContest(app, owner.token, { auth: 1, pwd: 'pw' });
    const scheduled = await createContest(app, owner.token, TIMES.scheduled);
    const hidden = await createContest(app, owner.token, { visible: false });
    for (const [target, status] of [
      [privateCid, 403],
      [scheduled, 403],
      [hidden, 404],
    ] as const) {
      expect((await list(u1, target)).statusCode).toBe(status);
      expect((await comment(u1, target, 'x')).statusCode).toBe(status);
      expect((await list(owner, target)).statusCode).toBe(200);
    }
    expect(
      await app.db
        .selectFrom('comments')
        .select('id')
        .where('uid', '=', u1.uid)
        .where('sourceId', 'in', [privateCid, scheduled, hidden])
        .execute(),
    ).toEqual([]);
  });

  it('asks no solved problems of contestants; reminds the contest’s owner of a question', async () => {
    await app.services.siteConfig.updateSwitches({ defaultCreateCommentACInitValue: 5 });
    const cid = await createContest(app, owner.token);
    const newcomer = await signedInUser(app);
    await commentId(newcomer, cid, 'A question before my first AC');
    const reminders = await remindersOf(app, owner.uid, cid);
    expect(reminders).toContainEqual(
      expect.objectContaining({
        action: 'Discuss',
        senderId: newcomer.uid,
        sourceType: 'Contest',
        url: `/contest/${cid}/comment`,
      }),
    );
  });

  it('goes with its contest', async () => {
    const cid = await createContest(app, owner.token);
    const id = await commentId(u1, cid, 'soon gone');
    await reply(owner, cid, id, 'bye');
    await app.request({
      method: 'DELETE',
      url: '/api/admin/contest',
      token: root.token,
      query: { cid: String(cid) },
    });
    expect(await app.db.selectFrom('comments').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await app.db.selectFrom('replies').select('id').where('commentId', '=', id).execute()).toEqual([]);
  });
});
