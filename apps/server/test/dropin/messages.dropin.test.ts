import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createDiscussion } from '../comments-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectShape } from './shape.ts';

/**
 * The reference client's message center and the back office's notices (HimitZH/HOJ hoj-vue src/common/api.js
 * getUnreadMsgCount, getMsgList, cleanMsg, toLikeDiscussion, admin_getNoticeList, admin_createNotice;
 * views/admin/general/SysNotice.vue; UserUnreadMsgCountVO, UserMsgVO, SysMsgVO, AdminSysNoticeVO).
 */

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({
    defaultCreateCommentACInitValue: 0,
    openPublicDiscussion: true,
  });
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

describe(`reference client: messages and notices (${TEST_DIALECT})`, () => {
  it('api.js toLikeDiscussion, getUnreadMsgCount, getMsgList("LikeMsg"/"DiscussMsg"), cleanMsg', async () => {
    const author = await signedInUser(app);
    const reader = await signedInUser(app);
    const did = await createDiscussion(app, author.uid, { title: 'Two pointers' });
    const liked = await app.request({
      url: '/api/discussion-like',
      token: reader.token,
      query: { did: String(did), toLike: 'true' },
    });
    expect(liked.statusCode, JSON.stringify(liked.body)).toBe(200);
    const commented = await app.request({
      method: 'POST',
      url: '/api/comment',
      token: reader.token,
      body: { did, content: 'Nice write-up' },
    });
    expect(commented.statusCode, JSON.stringify(commented.body)).toBe(200);

    const unread = await app.request({ url: '/api/msg/unread', token: author.token });
    expect(unread.statusCode).toBe(200);
    expectShape(
      unread.body.data,
      { comment: 'number', reply: 'number', like: 'number', sys: 'number', mine: 'number' },
      'UserUnreadMsgCountVO',
    );
    expect(unread.body.data).toMatchObject({ comment: 1, like: 1 });

    for (const path of ['like', 'comment']) {
      const page = await app.request({
        url: `/api/msg/${path}`,
        token: author.token,
        query: { currentPage: '1', limit: '10' },
      });
      expect(page.statusCode, JSON.stringify(page.body)).toBe(200);
      expect(page.body.data.total).toBe(1);
      expectShape(
        page.body.data.records[0],
        {
          id: 'number',
          action: 'string',
          sourceId: 'number',
          sourceType: 'string',
          sourceTitle: 'string',
          sourceContent: 'string?',
          url: 'string?',
          senderId: 'number', // our uids are numbers (docs/api.md); the reference's client only builds links with it
          senderUsername: 'string',
          senderAvatar: 'string?',
          gmtCreate: 'string',
        },
        `UserMsgVO of /api/msg/${path}`,
      );
    }

    const likeId = (
      await app.request({
        url: '/api/msg/like',
        token: author.token,
        query: { currentPage: '1', limit: '10' },
      })
    ).body.data.records[0].id;
    const cleaned = await app.request({
      method: 'DELETE',
      url: '/api/msg/clean',
      token: author.token,
      query: { type: 'Like', id: String(likeId) },
    });
    expect(cleaned.statusCode, JSON.stringify(cleaned.body)).toBe(200);
    const after = await app.request({
      url: '/api/msg/like',
      token: author.token,
      query: { currentPage: '1', limit: '10' },
    });
    expect(after.body.data.total).toBe(0);
  });

  it('SysNotice.vue: admin_createNotice sends {title, content, status, uid, username}; the list reads its columns', async () => {
    const created = await app.request({
      method: 'POST',
      url: '/api/admin/msg/notice',
      token: root.token,
      body: {
        id: null,
        title: 'Judge upgrade',
        content: 'Tonight at **22:00**.',
        status: 0,
        uid: String(root.uid),
        username: root.username,
      },
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const list = await app.request({
      url: '/api/admin/msg/notice',
      token: root.token,
      query: { currentPage: '1', limit: '15' },
    });
    expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
    const row = list.body.data.records.find((notice: { title: string }) => notice.title === 'Judge upgrade');
    expectShape(
      row,
      {
        id: 'number',
        title: 'string',
        content: 'string',
        gmtCreate: 'string',
        gmtModified: 'string',
        username: 'string',
      },
      'AdminSysNoticeVO row of SysNotice.vue',
    );
    // Not pushed yet: it goes out on the hour (docs/api.md "System notifications"), to everyone as no type was sent.
    expect(row).toMatchObject({ state: false, type: 'All' });
  });

  it('api.js getMsgList("SysMsg"): SysMsgVO rows of a pushed notice', async () => {
    const user = await signedInUser(app);
    const pushed = await app.request({
      method: 'POST',
      url: '/api/admin/msg/notice',
      token: root.token,
      body: { title: 'Welcome', content: 'Read the **rules**.', type: 'All', push: true },
    });
    expect(pushed.statusCode, JSON.stringify(pushed.body)).toBe(200);
    const page = await app.request({
      url: '/api/msg/sys',
      token: user.token,
      query: { currentPage: '1', limit: '10' },
    });
    expect(page.statusCode).toBe(200);
    const row = page.body.data.records.find((notice: { title: string }) => notice.title === 'Welcome');
    expectShape(
      row,
      { id: 'number', title: 'string', content: 'string', type: 'string', gmtCreate: 'string' },
      'SysMsgVO',
    );
    expect(row.type).toBe('Sys');
    expect(row).toHaveProperty('state');
  });
});
