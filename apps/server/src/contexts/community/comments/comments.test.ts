import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMENT_LIMITS, JudgeStatus, Role } from '@judge/contract';
import { commentNum, createDiscussion, remindersOf } from '../../../../test/comments-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

type Signed = Awaited<ReturnType<typeof signedInUser>>;

let app: TestApp;
let author: Signed; // writes the discussion
let alice: Signed;
let bob: Signed;
let admin: Signed;
let root: Signed;

beforeAll(async () => {
  app = await createTestApp();
  author = await signedInUser(app);
  alice = await signedInUser(app);
  bob = await signedInUser(app);
  admin = await signedInUser(app, Role.ADMIN);
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());
beforeEach(async () => {
  // The gate is tested on its own; the rest posts as fresh users.
  await app.services.siteConfig.updateSwitches({
    defaultCreateCommentACInitValue: 0,
    openPublicDiscussion: true,
  });
});

const comment = (who: Signed, did: number, content = 'Nice problem') =>
  app.request({ method: 'POST', url: '/api/comment', token: who.token, body: { did, content } });
const reply = (who: Signed, body: Record<string, unknown>) =>
  app.request({ method: 'POST', url: '/api/reply', token: who.token, body });
const list = (did: number, token?: string, query: Record<string, string> = {}) =>
  app.request({ url: '/api/comments', token, query: { did: String(did), ...query } });
const like = (who: Signed, commentId: number, did: number, toLike: boolean) =>
  app.request({
    url: '/api/comment-like',
    token: who.token,
    query: {
      cid: String(commentId),
      toLike: String(toLike),
      sourceId: String(did),
      sourceType: 'Discussion',
    },
  });
const ok = <T extends { statusCode: number; body: { msg: string } }>(response: T) => {
  expect(response.statusCode, response.body.msg).toBe(200);
  return response;
};

describe(`comments (${TEST_DIALECT})`, () => {
  it('adds a comment: trimmed, with its author, counted on the discussion, the discussion’s author reminded', async () => {
    const did = await createDiscussion(app, author.uid, { title: 'Graphs' });
    const response = ok(await comment(alice, did, '  **bold** words \n'));
    const view = response.body.data;
    expect(view).toMatchObject({
      content: '**bold** words',
      sourceType: 'Discussion',
      sourceId: did,
      fromUid: alice.uid,
      fromName: alice.username,
      fromRole: 'default_user',
      likeNum: 0,
      totalReplyNum: 0,
      replyList: [],
    });
    expect(Date.parse(view.gmtCreate)).not.toBeNaN();
    expect(await commentNum(app, did)).toBe(1);
    expect(await remindersOf(app, author.uid)).toEqual([
      {
        action: 'Discuss',
        senderId: alice.uid,
        sourceId: did,
        sourceType: 'Discussion',
        sourceContent: '**bold** words',
        quoteId: null,
        quoteType: null,
        url: `/discussion-detail/${did}`,
      },
    ]);
    // The author's own comment reminds nobody.
    ok(await comment(author, did));
    expect(await remindersOf(app, author.uid)).toHaveLength(1);
    expect(await commentNum(app, did)).toBe(2);
  });

  it('refuses empty content and content over the limit, writing nothing', async () => {
    const did = await createDiscussion(app, author.uid);
    for (const content of ['', '   \n\t']) {
      const response = await comment(alice, did, content);
      expect(response.statusCode).toBe(400);
      expect(response.body.data.field).toBe('content');
      expect(response.body.msg).toContain('Content cannot be empty');
    }
    const long = await comment(alice, did, 'x'.repeat(COMMENT_LIMITS.contentMax + 1));
    expect([long.statusCode, long.body.data.field]).toEqual([400, 'content']);
    ok(await comment(alice, did, 'x'.repeat(COMMENT_LIMITS.contentMax)));
    expect(await commentNum(app, did)).toBe(1);
  });

  it('lists newest first in pages of 10, each comment with its first 3 replies oldest first; guests read too', async () => {
    const did = await createDiscussion(app, author.uid);
    const ids: number[] = [];
    for (let i = 1; i <= 12; i += 1) ids.push(ok(await comment(alice, did, `comment ${i}`)).body.data.id);
    const newest = ids[11];
    for (let i = 1; i <= 5; i += 1)
      ok(await reply(bob, { reply: { commentId: newest, content: `reply ${i}` }, did }));
    ok(await like(bob, newest, did, true));

    const first = ok(await list(did)).body.data;
    expect(first.commentList).toMatchObject({ total: 12, size: 10, current: 1, pages: 2 });
    expect(first.commentList.records.map((c: { content: string }) => c.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `comment ${12 - i}`),
    );
    const top = first.commentList.records[0];
    expect(top.totalReplyNum).toBe(5);
    expect(top.likeNum).toBe(1);
    expect(top.replyList.map((r: { content: string }) => r.content)).toEqual([
      'reply 1',
      'reply 2',
      'reply 3',
    ]);
    expect(first.commentList.records[1].replyList).toEqual([]);
    expect(first.commentLikeMap).toEqual({});

    const asBob = ok(await list(did, bob.token, { currentPage: '2' })).body.data;
    expect(asBob.commentList.records.map((c: { content: string }) => c.content)).toEqual([
      'comment 2',
      'comment 1',
    ]);
    expect(asBob.commentLikeMap).toEqual({});
    expect(ok(await list(did, bob.token)).body.data.commentLikeMap).toEqual({ [newest]: true });

    const all = ok(
      await app.request({ url: '/api/reply', query: { commentId: String(newest), did: String(did) } }),
    );
    expect(all.body.data.map((r: { content: string }) => r.content)).toEqual([
      'reply 1',
      'reply 2',
      'reply 3',
      'reply 4',
      'reply 5',
    ]);
    // A comment is not reached through another discussion.
    const elsewhere = await createDiscussion(app, author.uid);
    const wrong = await app.request({
      url: '/api/reply',
      query: { commentId: String(newest), did: String(elsewhere) },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('replies to the comment or to a reply; the one answered and the comment’s author are reminded, never oneself', async () => {
    const did = await createDiscussion(app, author.uid);
    const commentId = ok(await comment(alice, did, 'first')).body.data.id;
    const toComment = ok(
      await reply(bob, {
        reply: { commentId, content: 'answer' },
        did,
        quoteId: commentId,
        quoteType: 'Comment',
      }),
    );
    expect(toComment.body.data).toMatchObject({
      commentId,
      content: 'answer',
      fromUid: bob.uid,
      fromName: bob.username,
      toUid: alice.uid,
      toName: alice.username,
    });
    const bobsReply = toComment.body.data.id;
    // Alice answers Bob's reply: Bob is reminded; Alice (the comment's author) is not reminded of herself.
    const toReply = ok(
      await reply(alice, {
        reply: { commentId, content: 'thanks', toUid: bob.uid },
        did,
        quoteId: bobsReply,
        quoteType: 'Reply',
      }),
    );
    expect(toReply.body.data).toMatchObject({ toUid: bob.uid, toName: bob.username });
    // Root answers Bob without a quote: Bob and Alice are reminded.
    ok(await reply(root, { reply: { commentId, content: 'noted', toUid: bob.uid }, did }));

    const aliceGot = (await remindersOf(app, alice.uid, did)).filter((r) => r.action === 'Reply');
    expect(aliceGot.map((r) => [r.senderId, r.sourceContent, r.quoteType])).toEqual([
      [bob.uid, 'answer', 'Comment'],
      [root.uid, 'noted', 'Comment'],
    ]);
    const bobGot = (await remindersOf(app, bob.uid, did)).filter((r) => r.action === 'Reply');
    expect(bobGot.map((r) => [r.senderId, r.sourceContent, r.quoteId, r.quoteType])).toEqual([
      [alice.uid, 'thanks', bobsReply, 'Reply'],
      [root.uid, 'noted', commentId, 'Comment'],
    ]);
    expect(await commentNum(app, did)).toBe(4);

    // Someone who took no part in the thread can't be "answered".
    const stranger = await reply(bob, { reply: { commentId, content: 'hey', toUid: admin.uid }, did });
    expect([stranger.statusCode, stranger.body.data.field]).toEqual([400, 'reply.toUid']);
    const otherComment = ok(await comment(bob, did, 'second')).body.data.id;
    const foreignQuote = await reply(bob, {
      reply: { commentId: otherComment, content: 'x' },
      did,
      quoteId: bobsReply,
      quoteType: 'Reply',
    });
    expect(foreignQuote.statusCode).toBe(404);
    expect(await commentNum(app, did)).toBe(5);
  });

  it('likes toggle: one like per user, the author reminded once, never for their own like', async () => {
    const did = await createDiscussion(app, author.uid);
    const commentId = ok(await comment(alice, did)).body.data.id;
    expect(ok(await like(bob, commentId, did, true)).body.data).toEqual({ likeNum: 1, liked: true });
    expect(ok(await like(bob, commentId, did, true)).body.data).toEqual({ likeNum: 1, liked: true });
    expect(ok(await like(alice, commentId, did, true)).body.data).toEqual({ likeNum: 2, liked: true });
    expect(ok(await like(bob, commentId, did, false)).body.data).toEqual({ likeNum: 1, liked: false });
    expect(ok(await like(bob, commentId, did, false)).body.data).toEqual({ likeNum: 1, liked: false });
    const likes = (await remindersOf(app, alice.uid, did)).filter((r) => r.action === 'Like');
    expect(likes).toEqual([
      {
        action: 'Like',
        senderId: bob.uid,
        sourceId: did,
        sourceType: 'Discussion',
        sourceContent: 'Nice problem',
        quoteId: commentId,
        quoteType: 'Comment',
        url: `/discussion-detail/${did}`,
      },
    ]);
    // Named through the wrong discussion: not found.
    const other = await createDiscussion(app, author.uid);
    expect((await like(bob, commentId, other, true)).statusCode).toBe(404);
  });

  it('deletes a comment with its replies and likes in one go; the author or an admin role only', async () => {
    const did = await createDiscussion(app, author.uid);
    const commentId = ok(await comment(alice, did)).body.data.id;
    ok(await reply(bob, { reply: { commentId, content: 'r1' }, did }));
    ok(await reply(alice, { reply: { commentId, content: 'r2' }, did }));
    ok(await like(bob, commentId, did, true));
    const kept = ok(await comment(bob, did, 'stays')).body.data.id;
    expect(await commentNum(app, did)).toBe(4);

    const remove = (who: Signed, id: number) =>
      app.request({ method: 'DELETE', url: '/api/comment', token: who.token, body: { id } });
    // Bob replied under it but did not write it; the discussion's author did not write it either.
    expect((await remove(bob, commentId)).body.code).toBe('FORBIDDEN');
    expect((await remove(author, commentId)).body.code).toBe('FORBIDDEN');
    expect(await commentNum(app, did)).toBe(4);

    ok(await remove(alice, commentId));
    expect(await commentNum(app, did)).toBe(1);
    expect(
      await app.db.selectFrom('replies').select('id').where('commentId', '=', commentId).execute(),
    ).toEqual([]);
    expect(
      await app.db.selectFrom('commentLikes').select('uid').where('commentId', '=', commentId).execute(),
    ).toEqual([]);
    expect((await remove(alice, commentId)).statusCode).toBe(404);

    // Any admin role deletes another's comment.
    const problemAdmin = await signedInUser(app, Role.PROBLEM_ADMIN);
    ok(await remove(problemAdmin, kept));
    expect(await commentNum(app, did)).toBe(0);
    const teacher = await signedInUser(app, Role.TEACHER);
    const third = ok(await comment(alice, did)).body.data.id;
    expect((await remove(teacher, third)).body.code).toBe('FORBIDDEN');
    ok(await remove(admin, third));
  });

  it('deletes a reply: its author or an admin role; the counts follow', async () => {
    const did = await createDiscussion(app, author.uid);
    const commentId = ok(await comment(alice, did)).body.data.id;
    const r1 = ok(await reply(bob, { reply: { commentId, content: 'r1' }, did })).body.data.id;
    const r2 = ok(await reply(bob, { reply: { commentId, content: 'r2' }, did })).body.data.id;
    const remove = (who: Signed, id: number) =>
      app.request({ method: 'DELETE', url: '/api/reply', token: who.token, body: { reply: { id }, did } });
    // The comment's author may not delete a reply under it.
    expect((await remove(alice, r1)).body.code).toBe('FORBIDDEN');
    ok(await remove(bob, r1));
    ok(await remove(root, r2));
    expect((await remove(bob, r2)).statusCode).toBe(404);
    expect(await commentNum(app, did)).toBe(1);
    const view = ok(await list(did)).body.data.commentList.records[0];
    expect([view.totalReplyNum, view.replyList]).toEqual([0, []]);
  });

  it('is closed while the public discussion switch is off, for reading and writing', async () => {
    const did = await createDiscussion(app, author.uid);
    const commentId = ok(await comment(alice, did)).body.data.id;
    await app.services.siteConfig.updateSwitches({ openPublicDiscussion: false });
    for (const response of [
      await list(did),
      await comment(alice, did),
      await like(bob, commentId, did, true),
      await reply(bob, { reply: { commentId, content: 'x' }, did }),
      await app.request({ url: '/api/reply', query: { commentId: String(commentId) } }),
    ]) {
      expect([response.statusCode, response.body.code]).toEqual([403, 'NO_ACCESS']);
      expect(response.body.msg).toContain('No Access');
    }
    expect(await commentNum(app, did)).toBe(1);
  });

  it('hides a disabled discussion’s comments from all but the admin roles, and takes no new ones', async () => {
    const did = await createDiscussion(app, author.uid, { status: 1 });
    expect((await list(did)).statusCode).toBe(404);
    expect((await list(did, alice.token)).statusCode).toBe(404);
    expect((await comment(alice, did)).statusCode).toBe(404);
    ok(await list(did, admin.token));
    expect((await comment(admin, did)).body.code).toBe('FORBIDDEN');
    expect((await list(999_999)).statusCode).toBe(404);
  });

  it('a cid names a contest’s Q&A: a guest is asked to log in, an unknown contest is not found', async () => {
    const guest = await app.request({ url: '/api/comments', query: { cid: '999999' } });
    expect([guest.statusCode, guest.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    const listed = await app.request({ url: '/api/comments', token: alice.token, query: { cid: '999999' } });
    expect(listed.statusCode).toBe(404);
    const add = await app.request({
      method: 'POST',
      url: '/api/comment',
      token: alice.token,
      body: { cid: 999_999, content: 'x' },
    });
    expect(add.statusCode).toBe(404);
    // A discussion's comment is not reached as a contest's.
    const did = await createDiscussion(app, author.uid);
    const commentId = ok(await comment(alice, did)).body.data.id;
    const likeIt = await app.request({
      url: '/api/comment-like',
      token: alice.token,
      query: { cid: String(commentId), toLike: 'true', sourceId: String(did), sourceType: 'Contest' },
    });
    expect(likeIt.statusCode).toBe(404);
  });

  it('asks for the site’s number of solved problems before a comment or reply (admin roles exempt)', async () => {
    const did = await createDiscussion(app, author.uid);
    const commentId = ok(await comment(alice, did)).body.data.id;
    await app.services.siteConfig.updateSwitches({ defaultCreateCommentACInitValue: 1 });
    const newcomer = await signedInUser(app);
    for (const response of [
      await comment(newcomer, did),
      await reply(newcomer, { reply: { commentId, content: 'x' }, did }),
    ]) {
      expect([response.statusCode, response.body.code]).toEqual([403, 'FORBIDDEN']);
      expect(response.body.msg).toContain('at least 1');
    }
    ok(await comment(admin, did));
    // One accepted problem is enough (a second Accepted on the same problem adds nothing).
    const { pid } = await createProblem(app, admin.token);
    await app.db
      .insertInto('submissions')
      .values({
        pid,
        displayPid: 'P',
        uid: newcomer.uid,
        username: newcomer.username,
        language: 'C++',
        code: 'int main(){}',
        length: 12,
        status: JudgeStatus.ACCEPTED,
        share: 0,
        cid: 0,
        isManual: 0,
        unsafe: 0,
        version: 0,
        priority: 2,
        progressDone: 0,
        progressTotal: 0,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      } as never)
      .execute();
    ok(await comment(newcomer, did));
    expect(await commentNum(app, did)).toBe(3);
  });

  it('muted roles may not comment or reply but may like; they still read', async () => {
    const did = await createDiscussion(app, author.uid);
    const commentId = ok(await comment(alice, did)).body.data.id;
    for (const role of [Role.MUTED, Role.NO_SUBMIT_MUTED]) {
      const muted = await signedInUser(app, role);
      expect((await comment(muted, did)).body.code).toBe('ROLE_RESTRICTED');
      expect((await reply(muted, { reply: { commentId, content: 'x' }, did })).body.code).toBe(
        'ROLE_RESTRICTED',
      );
      ok(await like(muted, commentId, did, true));
      ok(await list(did, muted.token));
    }
    // No-discussion-post roles may still comment (they lose discussion_add only).
    ok(await comment(await signedInUser(app, Role.NO_DISCUSS), did));
    expect(await commentNum(app, did)).toBe(2);
  });

  it('keeps the discussion’s count exact when replies, reply deletes and comment deletes race', async () => {
    const did = await createDiscussion(app, author.uid);
    for (let round = 0; round < 5; round += 1) {
      const commentId = ok(await comment(alice, did, `round ${round}`)).body.data.id;
      const early = ok(await reply(bob, { reply: { commentId, content: 'early' }, did })).body.data.id;
      const responses = await Promise.all([
        ...Array.from({ length: 4 }, () => reply(bob, { reply: { commentId, content: 'racing' }, did })),
        app.request({
          method: 'DELETE',
          url: '/api/reply',
          token: bob.token,
          body: { reply: { id: early } },
        }),
        app.request({ method: 'DELETE', url: '/api/comment', token: alice.token, body: { id: commentId } }),
      ]);
      // Each call either happened or was refused as gone; none failed.
      for (const response of responses) expect([200, 404], response.body.msg).toContain(response.statusCode);
      const comments = await app.db
        .selectFrom('comments')
        .select(['id', 'replyNum'])
        .where('sourceId', '=', did)
        .execute();
      const replies = comments.length
        ? await app.db
            .selectFrom('replies')
            .select('id')
            .where(
              'commentId',
              'in',
              comments.map((c) => c.id),
            )
            .execute()
        : [];
      expect(await commentNum(app, did)).toBe(comments.length + replies.length);
    }
  });

  it('shows the SPA and ADM roles and the author’s current name', async () => {
    const did = await createDiscussion(app, author.uid);
    ok(await comment(root, did, 'from root'));
    ok(await comment(admin, did, 'from admin'));
    await app.db
      .updateTable('users')
      .set({ titleName: 'Tutor', titleColor: '#ff0000' })
      .where('uid', '=', admin.uid)
      .execute();
    const records = ok(await list(did)).body.data.commentList.records;
    expect(
      records.map((c: { fromRole: string; fromTitleName: string | null }) => [c.fromRole, c.fromTitleName]),
    ).toEqual([
      ['admin', 'Tutor'],
      ['root', null],
    ]);
  });
});
