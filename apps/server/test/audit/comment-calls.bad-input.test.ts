import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_LIMITS, LIMITS } from '@judge/contract';
import { commentNum, createDiscussion } from '../comments-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the comment calls: a 400 naming the field (data.field, and msg starts with it), or 404 for an id
 * that does not exist. Nothing is written by a refused call (the discussion's count stays).
 */
let app: TestApp;
let token: string;
let did: number;
let commentId: number;
let otherComment: number;
let replyId: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ defaultCreateCommentACInitValue: 0 });
  const user = await signedInUser(app);
  token = user.token;
  did = await createDiscussion(app, user.uid);
  const post = (body: unknown) => app.request({ method: 'POST', url: '/api/comment', token, body });
  commentId = (await post({ did, content: 'first' })).body.data.id;
  otherComment = (await post({ did, content: 'second' })).body.data.id;
  replyId = (
    await app.request({
      method: 'POST',
      url: '/api/reply',
      token,
      body: { reply: { commentId, content: 'answer' }, did },
    })
  ).body.data.id;
});
afterAll(() => app.close());

const UNKNOWN = '999999';
const TOO_BIG = String(LIMITS.idMax + 1);
const row = (call: string, request: BadInputRow['request'], field: string): BadInputRow => ({
  call,
  request,
  field,
});
const missing = (call: string, request: BadInputRow['request']): BadInputRow => ({
  call,
  request,
  refusal: NOT_FOUND,
});
const long = 'x'.repeat(COMMENT_LIMITS.contentMax + 1);

const rows = (): BadInputRow[] => {
  const add = (body: unknown) => ({ method: 'POST' as const, url: '/api/comment', body });
  const addReply = (body: unknown) => ({ method: 'POST' as const, url: '/api/reply', body });
  const like = (query: Record<string, string>) => ({
    url: '/api/comment-like',
    query: {
      cid: String(commentId),
      toLike: 'true',
      sourceId: String(did),
      sourceType: 'Discussion',
      ...query,
    },
  });
  return [
    row('comments', { url: '/api/comments' }, 'did'),
    row('comments', { url: '/api/comments', query: { did: 'abc' } }, 'did'),
    row('comments', { url: '/api/comments', query: { did: '0' } }, 'did'),
    row('comments', { url: '/api/comments', query: { did: TOO_BIG } }, 'did'),
    row('comments', { url: '/api/comments', query: { did: String(did), cid: '1' } }, 'cid'),
    // A cid names a contest's Q&A: one that does not exist is not found.
    missing('comments', { url: '/api/comments', query: { cid: UNKNOWN } }),
    row('comments', { url: '/api/comments', query: { did: String(did), currentPage: '0' } }, 'currentPage'),
    row('comments', { url: '/api/comments', query: { did: String(did), limit: '1000' } }, 'limit'),
    missing('comments', { url: '/api/comments', query: { did: UNKNOWN } }),

    row('comment', add({ did }), 'content'),
    row('comment', add({ did, content: '   ' }), 'content'),
    row('comment', add({ did, content: 42 }), 'content'),
    row('comment', add({ did, content: long }), 'content'),
    row('comment', add({ did, content: 'a\u0000b' }), 'content'),
    row('comment', add({ content: 'x' }), 'did'),
    row('comment', add({ did: 'x', content: 'x' }), 'did'),
    row('comment', add({ did: Number(TOO_BIG), content: 'x' }), 'did'),
    row('comment', add({ did, cid: 3, content: 'x' }), 'cid'),
    missing('comment', add({ cid: Number(UNKNOWN), content: 'x' })),
    missing('comment', add({ did: Number(UNKNOWN), content: 'x' })),

    row('delete comment', { method: 'DELETE', url: '/api/comment', body: {} }, 'id'),
    row('delete comment', { method: 'DELETE', url: '/api/comment', body: { id: -1 } }, 'id'),
    row('delete comment', { method: 'DELETE', url: '/api/comment', body: { id: Number(TOO_BIG) } }, 'id'),
    missing('delete comment', { method: 'DELETE', url: '/api/comment', body: { id: Number(UNKNOWN) } }),

    row('comment-like', like({ cid: '' }), 'cid'),
    row('comment-like', like({ cid: TOO_BIG }), 'cid'),
    row('comment-like', like({ toLike: 'yes' }), 'toLike'),
    row('comment-like', like({ sourceId: 'x' }), 'sourceId'),
    row('comment-like', like({ sourceType: 'Problem' }), 'sourceType'),
    // The comment is a discussion's: named as a contest's it is not found.
    missing('comment-like', like({ sourceType: 'Contest' })),
    missing('comment-like', like({ cid: UNKNOWN })),
    missing('comment-like', like({ sourceId: UNKNOWN })),

    row('reply list', { url: '/api/reply' }, 'commentId'),
    row('reply list', { url: '/api/reply', query: { commentId: TOO_BIG } }, 'commentId'),
    missing('reply list', { url: '/api/reply', query: { commentId: String(commentId), cid: '1' } }),
    missing('reply list', { url: '/api/reply', query: { commentId: UNKNOWN } }),
    missing('reply list', { url: '/api/reply', query: { commentId: String(commentId), did: UNKNOWN } }),

    row('reply', addReply({ did }), 'reply'),
    row('reply', addReply({ reply: { content: 'x' }, did }), 'reply.commentId'),
    row('reply', addReply({ reply: { commentId, content: ' ' }, did }), 'reply.content'),
    row('reply', addReply({ reply: { commentId, content: long }, did }), 'reply.content'),
    row('reply', addReply({ reply: { commentId, content: 'a\u0000b' }, did }), 'reply.content'),
    row('reply', addReply({ reply: { commentId, content: 'x', toUid: 'bob' }, did }), 'reply.toUid'),
    row(
      'reply',
      addReply({ reply: { commentId, content: 'x', toUid: Number(UNKNOWN) }, did }),
      'reply.toUid',
    ),
    row('reply', addReply({ reply: { commentId, content: 'x' }, did, quoteType: 'Post' }), 'quoteType'),
    row('reply', addReply({ reply: { commentId, content: 'x' }, did, quoteType: 'Reply' }), 'quoteId'),
    row('reply', addReply({ reply: { commentId, content: 'x' }, did, quoteId: otherComment }), 'quoteId'),
    missing('reply', addReply({ reply: { commentId: Number(UNKNOWN), content: 'x' }, did })),
    missing(
      'reply',
      addReply({
        reply: { commentId: otherComment, content: 'x' },
        did,
        quoteId: replyId,
        quoteType: 'Reply',
      }),
    ),

    row('delete reply', { method: 'DELETE', url: '/api/reply', body: {} }, 'reply'),
    row('delete reply', { method: 'DELETE', url: '/api/reply', body: { reply: {} } }, 'reply.id'),
    row('delete reply', { method: 'DELETE', url: '/api/reply', body: { reply: { id: 'x' } } }, 'reply.id'),
    missing('delete reply', {
      method: 'DELETE',
      url: '/api/reply',
      body: { reply: { id: Number(UNKNOWN) } },
    }),
  ];
};

describe(`comment calls: bad input (${TEST_DIALECT})`, () => {
  it('answers 400 naming the field, or 404 for an unknown id, and writes nothing', async () => {
    const before = await commentNum(app, did);
    for (const badRow of rows()) {
      const response = await app.request({ ...badRow.request, token });
      expectBadInput(badRow, response);
    }
    expect(await commentNum(app, did)).toBe(before);
    const stored = await app.request({ url: '/api/comments', query: { did: String(did) } });
    expect(stored.body.data.commentList.total).toBe(2);
  });
});
