import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectShape } from './shape.ts';
import { ok } from './journey-kit.ts';

/**
 * Journeys through the reference client's community pages (HimitZH/HOJ hoj-vue views/oj: rank/ACMRank.vue and
 * OIRank.vue, discussion/discussionList.vue and discussion.vue with components/oj/comment/comment.vue,
 * user/UserHome.vue): each call in the views' order, fed from the answers before it. The single calls' shapes
 * are pinned in community.dropin.test.ts and messages.dropin.test.ts.
 */

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let problemId: string;

beforeAll(async () => {
  app = await createTestApp();
  // SysSwitch.vue's "AC needed to comment" at 0: Alice (one AC) may reply.
  await app.services.siteConfig.updateSwitches({
    defaultSubmitInterval: 0,
    defaultCreateCommentACInitValue: 0,
  });
  root = await signedInUser(app, Role.ROOT);
  alice = await signedInUser(app);
  const made = await createProblem(app, root.token, { languages: ['C++'] });
  problemId = made.problemId;
  // Alice solves it (judged by hand: no judge runs in this suite).
  const submitted = await ok(app, {
    method: 'POST',
    url: '/api/submit-problem-judge',
    token: alice.token,
    body: { pid: made.problemId, language: 'C++', code: 'int main() { return 0; }' },
  });
  await ok(app, {
    url: '/api/admin/judge/manual-judge',
    token: root.token,
    query: { submitId: String(submitted.submitId), status: String(JudgeStatus.ACCEPTED) },
  });
});
afterAll(() => app.close());

describe(`reference client journeys: rank, discussions, user home (${TEST_DIALECT})`, () => {
  it('ACMRank.vue -> UserHome.vue -> a solved problem: the rank row opens the home, whose solved list opens the problem', async () => {
    // getUserRank(currentPage, limit, RULE_TYPE.ACM (0), searchUser) with searchUser undefined (left out).
    const rank = await ok(app, {
      url: '/api/get-rank-list',
      query: { currentPage: '1', limit: '30', type: '0' },
    });
    const row = rank.records.find((r: { username: string }) => r.username === alice.username);
    expect(row.ac).toBe(1);
    // The search box: searchUser by name.
    const searched = await ok(app, {
      url: '/api/get-rank-list',
      query: { currentPage: '1', limit: '30', type: '0', searchUser: alice.username },
    });
    expect(searched.records.map((r: { username: string }) => r.username)).toEqual([alice.username]);
    // OIRank.vue: the same with type 1.
    const oi = await ok(app, {
      url: '/api/get-rank-list',
      query: { currentPage: '1', limit: '30', type: '1' },
    });
    expect(oi.records.some((r: { username: string }) => r.username === alice.username)).toBe(true);

    // goUserHome(row.username, row.uid): /user-home?uid=&username=; UserHome.vue getUserInfo(uid, username).
    const home = await ok(app, {
      url: '/api/get-user-home-info',
      query: { uid: String(row.uid), username: row.username },
    });
    expect(home.username).toBe(alice.username);
    // The solved tab lists problemIDs; goProblem(problemID) opens ProblemDetails with that text id.
    expect(home.solvedList).toEqual([problemId]);
    const problem = await ok(app, {
      url: '/api/get-problem-detail',
      query: { problemId: home.solvedList[0] },
    });
    expect(problem.problem.problemId).toBe(problemId);
    // The heatmap beside it: getUserCalendarHeatmap(uid, username).
    const heatmap = await ok(app, {
      url: '/api/get-user-calendar-heatmap',
      query: { uid: String(row.uid), username: row.username },
    });
    expect(heatmap.dataList.length).toBeGreaterThan(0);
    expectShape(heatmap.dataList[0], { date: 'string', count: 'number' }, 'heatmap day');
  });

  it('discussionList.vue -> discussion.vue -> like -> comment.vue: comment, like it, reply, open the replies, delete', async () => {
    // discussionList.vue init: getCategoryList, then getDiscussionList(limit, { currentPage, onlyMine }).
    const categories = await ok(app, { url: '/api/discussion-category' });
    // DiscussionDialog.vue (root posts it): { title, description, content, categoryId, topPriority }.
    await ok(app, {
      method: 'POST',
      url: '/api/discussion',
      token: root.token,
      body: {
        title: 'Welcome',
        description: 'Say hello',
        content: 'Hello **everyone**',
        categoryId: categories[0].id,
        topPriority: false,
      },
    });
    // A category filter: cid is the category's id in this call.
    const list = await ok(app, {
      url: '/api/get-discussion-list',
      token: alice.token,
      query: { limit: '10', currentPage: '1', cid: String(categories[0].id), onlyMine: 'false' },
    });
    const row = list.records.find((r: { title: string }) => r.title === 'Welcome');
    // goDiscussion(row.id): discussion.vue getDiscussion(did) reads hasLike for the heart and the counters.
    const did = row.id;
    const discussion = await ok(app, {
      url: '/api/get-discussion-detail',
      token: alice.token,
      query: { did: String(did) },
    });
    expect(discussion.hasLike).toBe(false);
    const viewNum = discussion.viewNum;
    // toLikeDiscussion(did, !hasLike); the page then counts likeNum up itself, as the next read does.
    await ok(app, {
      url: '/api/discussion-like',
      token: alice.token,
      query: { did: String(did), toLike: 'true' },
    });
    const liked = await ok(app, {
      url: '/api/get-discussion-detail',
      token: alice.token,
      query: { did: String(did) },
    });
    expect(liked.hasLike).toBe(true);
    expect(liked.likeNum).toBe(1);
    expect(liked.viewNum).toBeGreaterThanOrEqual(viewNum);

    // comment.vue init: getCommentList({ limit, currentPage, cid: null, did }); axios drops the null cid.
    const empty = await ok(app, {
      url: '/api/comments',
      token: alice.token,
      query: { limit: '10', currentPage: '1', did: String(did) },
    });
    expect(empty.commentList.total).toBe(0);
    // commitComment: { content, cid: null, did }; the answer is put first in the list (a CommentVO).
    const comment = await ok(app, {
      method: 'POST',
      url: '/api/comment',
      token: root.token,
      body: { content: 'Glad to be here, the first problems are fun.', cid: null, did },
    });
    expectShape(
      comment,
      {
        id: 'number',
        content: 'string',
        fromUid: 'number',
        fromName: 'string',
        likeNum: 'number',
        gmtCreate: 'string',
        replyList: 'array',
        totalReplyNum: 'number',
      },
      'CommentVO (added)',
    );
    // likeClick(item): toLikeComment(item.id, !commentLikeMap[item.id], did, 'Discussion').
    await ok(app, {
      url: '/api/comment-like',
      token: alice.token,
      query: { cid: String(comment.id), toLike: 'true', sourceId: String(did), sourceType: 'Discussion' },
    });
    const afterLike = await ok(app, {
      url: '/api/comments',
      token: alice.token,
      query: { limit: '10', currentPage: '1', did: String(did) },
    });
    expect(afterLike.commentLikeMap[comment.id]).toBe(true);
    expect(afterLike.commentList.records[0].likeNum).toBe(1);
    // showCommentInput(item) then commitReply: { reply: { commentId, content, toUid, toName, toAvatar }, did,
    // quoteId: item.id, quoteType: 'Comment' }; the answer goes first in item.replyList.
    const reply = await ok(app, {
      method: 'POST',
      url: '/api/reply',
      token: alice.token,
      body: {
        reply: {
          commentId: comment.id,
          content: 'Thanks, and welcome!',
          toUid: comment.fromUid,
          toName: comment.fromName,
          toAvatar: comment.fromAvatar ?? null,
        },
        did,
        quoteId: comment.id,
        quoteType: 'Comment',
      },
    });
    expectShape(
      reply,
      {
        id: 'number',
        commentId: 'number',
        content: 'string',
        fromUid: 'number',
        fromName: 'string',
        toUid: 'number',
        toName: 'string',
        gmtCreate: 'string',
      },
      'ReplyVO',
    );
    // showAllReply(item): getAllReply(commentId, cid) with the null cid left out.
    const replies = await ok(app, {
      url: '/api/reply',
      token: alice.token,
      query: { commentId: String(comment.id) },
    });
    expect(replies.map((r: { id: number }) => r.id)).toEqual([reply.id]);
    const withReply = await ok(app, {
      url: '/api/comments',
      token: alice.token,
      query: { limit: '10', currentPage: '1', did: String(did) },
    });
    expect(withReply.commentList.records[0].totalReplyNum).toBe(1);

    // The comment's author deletes it: deleteComment({ id, fromUid, did }) as the JSON body.
    await ok(app, {
      method: 'DELETE',
      url: '/api/comment',
      token: root.token,
      body: { id: comment.id, fromUid: comment.fromUid, did },
    });
    const gone = await ok(app, {
      url: '/api/comments',
      token: alice.token,
      query: { limit: '10', currentPage: '1', did: String(did) },
    });
    expect(gone.commentList.total).toBe(0);
  });
});
