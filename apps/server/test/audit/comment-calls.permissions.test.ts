import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentNum, createDiscussion } from '../comments-kit.ts';
import { createTestApp, TEST_DIALECT, type TestApp } from '../test-app.ts';
import {
  checkPermissionRow,
  EVERYONE,
  FORBIDDEN,
  GUEST_REFUSED,
  NOT_FOUND,
  PROBLEM_ADMINS,
  ROLE_RESTRICTED,
  SIGNED_IN,
  signInEveryRole,
  type Caller,
  type PermissionRow,
  type Refusal,
  type Signed,
} from './audit-kit.ts';

/**
 * Who may make each comment call (spec 1-core §6, §7.6): everyone reads comments and replies; commenting and
 * replying need login and a role that is not muted (1005, 1007 lose comment_add and reply_add); liking needs
 * login; a comment or reply is deleted by its author or any admin role (root, admin, problem admin); the
 * discussion's author has no say over others' comments. A disabled discussion is seen by the admin roles only;
 * the public discussion switch closes the whole area (NO_ACCESS).
 */
let app: TestApp;
let signed: Signed;
let discussion: number;
let disabled: number;

beforeAll(async () => {
  app = await createTestApp();
  // The solved-problems gate has its own test; the role rules are what this table is about.
  await app.services.siteConfig.updateSwitches({ defaultCreateCommentACInitValue: 0 });
  signed = await signInEveryRole(app);
  discussion = await createDiscussion(app, signed.teacher.uid);
  disabled = await createDiscussion(app, signed.teacher.uid, { status: 1 });
});
afterAll(() => app.close());

const tokenOf = (caller: Caller) => (caller === 'guest' ? undefined : signed[caller].token);
const MUTED: Caller[] = ['muted', 'noSubmitMuted'];
const NOT_MUTED = SIGNED_IN.filter((c) => !MUTED.includes(c));
const NOT_ADMINS = SIGNED_IN.filter((c) => !PROBLEM_ADMINS.includes(c));
const NO_ACCESS: Refusal = [403, 'NO_ACCESS'];

/** A comment by `author` (the plain user unless told) on the discussion, through the call. */
async function freshComment(author: Caller = 'user', did = discussion): Promise<number> {
  const response = await app.request({
    method: 'POST',
    url: '/api/comment',
    token: tokenOf(author),
    body: { did, content: `by ${author}` },
  });
  if (response.statusCode !== 200) throw new Error(JSON.stringify(response.body));
  return response.body.data.id;
}

async function freshReply(author: Caller = 'user'): Promise<{ commentId: number; replyId: number }> {
  const commentId = await freshComment('admin');
  const response = await app.request({
    method: 'POST',
    url: '/api/reply',
    token: tokenOf(author),
    body: { reply: { commentId, content: `reply by ${author}` }, did: discussion },
  });
  if (response.statusCode !== 200) throw new Error(JSON.stringify(response.body));
  return { commentId, replyId: response.body.data.id };
}

/** A comment on the disabled discussion (written while it was open). */
async function commentOnDisabled(): Promise<number> {
  await app.db.updateTable('discussions').set({ status: 0 }).where('id', '=', disabled).execute();
  const id = await freshComment('user', disabled);
  await app.db.updateTable('discussions').set({ status: 1 }).where('id', '=', disabled).execute();
  return id;
}

const rows: PermissionRow[] = [
  {
    call: 'GET /api/comments',
    request: () => ({ url: '/api/comments', query: { did: String(discussion) } }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/comments (disabled discussion)',
    request: () => ({ url: '/api/comments', query: { did: String(disabled) } }),
    allowed: PROBLEM_ADMINS,
    denied: [[['guest', ...NOT_ADMINS], NOT_FOUND]],
  },
  {
    call: 'POST /api/comment',
    request: () => ({ method: 'POST', url: '/api/comment', body: { did: discussion, content: 'hello' } }),
    allowed: NOT_MUTED,
    denied: [
      [['guest'], GUEST_REFUSED],
      [MUTED, ROLE_RESTRICTED],
    ],
  },
  {
    call: 'POST /api/comment (disabled discussion)',
    request: () => ({ method: 'POST', url: '/api/comment', body: { did: disabled, content: 'hello' } }),
    allowed: [],
    denied: [
      [['guest'], GUEST_REFUSED],
      [MUTED, ROLE_RESTRICTED],
      [NOT_MUTED.filter((c) => !PROBLEM_ADMINS.includes(c)), NOT_FOUND],
      [PROBLEM_ADMINS, FORBIDDEN],
    ],
  },
  {
    call: 'DELETE /api/comment (the plain user’s comment)',
    request: async () => ({ method: 'DELETE', url: '/api/comment', body: { id: await freshComment() } }),
    allowed: ['user', ...PROBLEM_ADMINS],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_ADMINS.filter((c) => c !== 'user'), FORBIDDEN],
    ],
  },
  {
    call: 'DELETE /api/comment (a muted user’s own comment, written before the mute)',
    request: async () => {
      const id = await freshComment('user');
      await app.db.updateTable('comments').set({ uid: signed.muted.uid }).where('id', '=', id).execute();
      return { method: 'DELETE', url: '/api/comment', body: { id } };
    },
    allowed: ['muted', ...PROBLEM_ADMINS],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_ADMINS.filter((c) => c !== 'muted'), FORBIDDEN],
    ],
  },
  {
    call: 'DELETE /api/comment (on a disabled discussion)',
    request: async () => ({ method: 'DELETE', url: '/api/comment', body: { id: await commentOnDisabled() } }),
    allowed: PROBLEM_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_ADMINS, NOT_FOUND],
    ],
  },
  {
    call: 'GET /api/comment-like',
    request: async () => ({
      url: '/api/comment-like',
      query: {
        cid: String(await freshComment()),
        toLike: 'true',
        sourceId: String(discussion),
        sourceType: 'Discussion',
      },
    }),
    // Liking is not posting: the muted roles may like.
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'GET /api/reply',
    request: async () => ({
      url: '/api/reply',
      query: { commentId: String((await freshReply()).commentId) },
    }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/reply (under a disabled discussion)',
    request: async () => ({ url: '/api/reply', query: { commentId: String(await commentOnDisabled()) } }),
    allowed: PROBLEM_ADMINS,
    denied: [[['guest', ...NOT_ADMINS], NOT_FOUND]],
  },
  {
    call: 'POST /api/reply',
    request: async () => ({
      method: 'POST',
      url: '/api/reply',
      body: { reply: { commentId: await freshComment(), content: 'answer' }, did: discussion },
    }),
    allowed: NOT_MUTED,
    denied: [
      [['guest'], GUEST_REFUSED],
      [MUTED, ROLE_RESTRICTED],
    ],
  },
  {
    call: 'DELETE /api/reply (the plain user’s reply)',
    request: async () => ({
      method: 'DELETE',
      url: '/api/reply',
      body: { reply: { id: (await freshReply()).replyId }, did: discussion },
    }),
    allowed: ['user', ...PROBLEM_ADMINS],
    denied: [
      [['guest'], GUEST_REFUSED],
      // The comment's author (admin here) is an admin role; a plain comment author is covered below.
      [NOT_ADMINS.filter((c) => c !== 'user'), FORBIDDEN],
    ],
  },
];

describe(`comment calls: who may make them (${TEST_DIALECT})`, () => {
  it.each(rows.map((row) => [row.call, row]))('%s', async (_call, row) => {
    expect(await checkPermissionRow(app, signed, row)).toEqual([]);
  });

  it('a refused delete changes nothing; the comment’s author may not delete a reply under it', async () => {
    const commentId = await freshComment('user');
    const reply = await app.request({
      method: 'POST',
      url: '/api/reply',
      token: tokenOf('noDiscuss'),
      body: { reply: { commentId, content: 'mine' }, did: discussion },
    });
    const before = await commentNum(app, discussion);
    const byCommentAuthor = await app.request({
      method: 'DELETE',
      url: '/api/reply',
      token: tokenOf('user'),
      body: { reply: { id: reply.body.data.id } },
    });
    expect(byCommentAuthor.body.code).toBe('FORBIDDEN');
    const byTeacher = await app.request({
      method: 'DELETE',
      url: '/api/comment',
      token: tokenOf('teacher'),
      body: { id: commentId },
    });
    expect(byTeacher.body.code).toBe('FORBIDDEN');
    expect(await commentNum(app, discussion)).toBe(before);
    const replies = await app.request({ url: '/api/reply', query: { commentId: String(commentId) } });
    expect(replies.body.data).toHaveLength(1);
  });

  it('the public discussion switch closes every comment call, for the admin roles too', async () => {
    const commentId = await freshComment();
    const { replyId } = await freshReply();
    await app.services.siteConfig.updateSwitches({ openPublicDiscussion: false });
    try {
      const closed: PermissionRow[] = [
        {
          call: 'GET /api/comments',
          request: () => ({ url: '/api/comments', query: { did: String(discussion) } }),
          allowed: [],
          denied: [[EVERYONE, NO_ACCESS]],
        },
        {
          call: 'POST /api/comment',
          request: () => ({ method: 'POST', url: '/api/comment', body: { did: discussion, content: 'x' } }),
          allowed: [],
          denied: [
            [['guest'], GUEST_REFUSED],
            [MUTED, ROLE_RESTRICTED],
            [NOT_MUTED, NO_ACCESS],
          ],
        },
        {
          call: 'DELETE /api/comment',
          request: () => ({ method: 'DELETE', url: '/api/comment', body: { id: commentId } }),
          allowed: [],
          denied: [
            [['guest'], GUEST_REFUSED],
            [SIGNED_IN, NO_ACCESS],
          ],
        },
        {
          call: 'DELETE /api/reply',
          request: () => ({ method: 'DELETE', url: '/api/reply', body: { reply: { id: replyId } } }),
          allowed: [],
          denied: [
            [['guest'], GUEST_REFUSED],
            [SIGNED_IN, NO_ACCESS],
          ],
        },
      ];
      for (const row of closed) expect(await checkPermissionRow(app, signed, row), row.call).toEqual([]);
    } finally {
      await app.services.siteConfig.updateSwitches({ openPublicDiscussion: true });
    }
  });
});
