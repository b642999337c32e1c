import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectShape } from './shape.ts';

/**
 * The reference client's rank, discussion and user home pages (HimitZH/HOJ hoj-vue src/common/api.js
 * getUserRank, getCategoryList, getDiscussionList, getDiscussion, getUserInfo, getUserCalendarHeatmap;
 * ACMRankVO, OIRankVO, DiscussionVO, UserHomeVO, UserCalendarHeatmapVO), answered by this server.
 */

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

describe(`reference client: rank, discussions, user home (${TEST_DIALECT})`, () => {
  it('api.js getUserRank(currentPage, limit, type, searchUser): ACM (0) and OI (1) rows', async () => {
    // The rank lists users with judged submissions: one submits, root judges it by hand (no judge here).
    const user = await signedInUser(app);
    const { pid } = await createProblem(app, root.token, { languages: ['C++'] });
    const submitted = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: { pid, language: 'C++', code: 'int main() { return 0; }' },
    });
    expect(submitted.statusCode).toBe(200);
    const judged = await app.request({
      url: '/api/admin/judge/manual-judge',
      token: root.token,
      query: { submitId: String(submitted.body.data.submitId), status: '0' },
    });
    expect(judged.statusCode).toBe(200);
    const acm = await app.request({
      url: '/api/get-rank-list',
      query: { currentPage: '1', limit: '30', type: '0' },
    });
    expect(acm.statusCode, JSON.stringify(acm.body)).toBe(200);
    expectShape(
      acm.body.data.records[0],
      {
        uid: 'number',
        username: 'string',
        nickname: 'string?',
        avatar: 'string?',
        school: 'string?',
        ac: 'number',
        total: 'number',
      },
      'ACMRankVO',
    );
    const oi = await app.request({
      url: '/api/get-rank-list',
      query: { currentPage: '1', limit: '30', type: '1' },
    });
    expect(oi.statusCode).toBe(200);
    expectShape(
      oi.body.data.records[0],
      { uid: 'number', username: 'string', score: 'number', ac: 'number', total: 'number' },
      'OIRankVO',
    );
  });

  it('api.js getCategoryList, addDiscussion, getDiscussionList, getDiscussion: DiscussionVO', async () => {
    const categories = await app.request({ url: '/api/discussion-category' });
    expect(categories.statusCode).toBe(200);
    expectShape(categories.body.data[0], { id: 'number', name: 'string' }, 'Category');
    const categoryId = categories.body.data[0].id;
    // DiscussionDialog.vue sends { title, description, content, categoryId, topPriority, pid? }.
    const added = await app.request({
      method: 'POST',
      url: '/api/discussion',
      token: root.token,
      body: {
        title: 'Hello',
        description: 'A first post',
        content: 'Body text',
        categoryId,
        topPriority: false,
      },
    });
    expect(added.statusCode, JSON.stringify(added.body)).toBe(200);

    // getDiscussionList(limit, searchParams): currentPage, cid (the category), onlyMine, keyword when set.
    const list = await app.request({
      url: '/api/get-discussion-list',
      query: { limit: '10', currentPage: '1', onlyMine: 'false' },
    });
    expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
    const row = list.body.data.records[0];
    expectShape(
      row,
      {
        id: 'number',
        categoryId: 'number',
        categoryName: 'string',
        title: 'string',
        description: 'string',
        author: 'string',
        avatar: 'string?',
        viewNum: 'number',
        likeNum: 'number',
        topPriority: 'boolean',
        gmtCreate: 'string',
      },
      'DiscussionVO (list)',
    );
    // comment.vue: addComment({ content, cid: this.cid (null outside contests), did }), then
    // getCommentList({ cid, did, limit, currentPage }) reads commentList.records and commentLikeMap.
    const commented = await app.request({
      method: 'POST',
      url: '/api/comment',
      token: root.token,
      body: { content: 'Nice problem set, thanks a lot!', cid: null, did: row.id },
    });
    expect(commented.statusCode, JSON.stringify(commented.body)).toBe(200);
    const comments = await app.request({
      url: '/api/comments',
      token: root.token,
      query: { did: String(row.id), limit: '10', currentPage: '1' },
    });
    expect(comments.statusCode, JSON.stringify(comments.body)).toBe(200);
    expectShape(comments.body.data, { commentList: 'object', commentLikeMap: 'object' }, 'CommentListVO');
    expectShape(
      comments.body.data.commentList.records[0],
      {
        id: 'number',
        content: 'string',
        fromUid: 'number',
        fromName: 'string',
        likeNum: 'number',
        gmtCreate: 'string',
        replyList: 'array',
      },
      'CommentVO',
    );
    const detail = await app.request({ url: '/api/get-discussion-detail', query: { did: String(row.id) } });
    expect(detail.statusCode).toBe(200);
    expectShape(
      detail.body.data,
      {
        id: 'number',
        title: 'string',
        content: 'string',
        author: 'string',
        uid: 'number',
        hasLike: 'boolean',
        gmtCreate: 'string',
      },
      'DiscussionVO (detail)',
    );
  });

  it('api.js getUserInfo(uid, username) and getUserCalendarHeatmap: UserHomeVO and the heatmap', async () => {
    const user = await signedInUser(app);
    // UserHome.vue sends the route's uid or username (the other undefined, left out by axios).
    const queries: Record<string, string>[] = [{ uid: String(user.uid) }, { username: user.username }];
    for (const query of queries) {
      const home = await app.request({ url: '/api/get-user-home-info', query });
      expect(home.statusCode, JSON.stringify(home.body)).toBe(200);
      expectShape(
        home.body.data,
        {
          username: 'string',
          nickname: 'string?',
          avatar: 'string?',
          signature: 'string?',
          school: 'string?',
          total: 'number',
          solvedList: 'array',
          scoreList: 'array',
          solvedGroupByDifficulty: 'object',
          recentLoginTime: 'string?',
        },
        'UserHomeVO',
      );
    }
    const heatmap = await app.request({
      url: '/api/get-user-calendar-heatmap',
      query: { username: user.username },
    });
    expect(heatmap.statusCode).toBe(200);
    expectShape(heatmap.body.data, { dataList: 'array', endDate: 'string' }, 'UserCalendarHeatmapVO');
  });
});
