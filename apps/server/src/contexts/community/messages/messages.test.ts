import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_PAGE_SIZES } from '@judge/contract';
import { createDiscussion } from '../../../../test/comments-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';
import { nowIso } from '../../../lib/time.ts';

type Signed = Awaited<ReturnType<typeof signedInUser>>;

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({
    defaultCreateCommentACInitValue: 0,
    openPublicDiscussion: true,
  });
});
afterAll(() => app.close());

const ok = <T extends { statusCode: number; body: { msg: string } }>(response: T) => {
  expect(response.statusCode, response.body.msg).toBe(200);
  return response;
};
const list = async (who: Signed, path: string, query: Record<string, string> = {}) =>
  ok(await app.request({ url: `/api/msg/${path}`, token: who.token, query })).body.data;
const unread = async (who: Signed) =>
  ok(await app.request({ url: '/api/msg/unread', token: who.token })).body.data;
const clean = (who: Signed, query: Record<string, string>) =>
  app.request({ method: 'DELETE', url: '/api/msg/clean', token: who.token, query });
const comment = async (who: Signed, did: number, content: string) =>
  ok(await app.request({ method: 'POST', url: '/api/comment', token: who.token, body: { did, content } }))
    .body.data.id as number;

/** A reminder straight in the table (the discussions and comments modules write them; their tests say how). */
async function reminder(
  recipientId: number,
  action: string,
  values: { senderId?: number; createdAt?: string } = {},
) {
  const row = await app.db
    .insertInto('messageReminders')
    .values({
      action,
      sourceId: null,
      sourceType: 'Discussion',
      sourceContent: `${action} text`,
      quoteId: null,
      quoteType: null,
      url: null,
      senderId: values.senderId ?? null,
      recipientId,
      state: 0,
      createdAt: values.createdAt ?? nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
/** A notice straight in the table (nothing writes them yet: the admin notice calls are not built). */
async function notice(recipientId: number, type: string, title: string, createdAt = nowIso()) {
  const row = await app.db
    .insertInto('userNotices')
    .values({ noticeId: null, recipientId, type, title, content: `**${title}**`, state: 0, createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString();

describe(`message center (${TEST_DIALECT})`, () => {
  let author: Signed;
  let alice: Signed;
  let bob: Signed;
  beforeEach(async () => {
    author = await signedInUser(app);
    alice = await signedInUser(app);
    bob = await signedInUser(app);
  });

  it('lists a comment on my discussion with the sender, the title and the link; reading it clears the badge', async () => {
    await app.db
      .updateTable('users')
      .set({ avatar: '/public/img/a.png' })
      .where('uid', '=', alice.uid)
      .execute();
    const did = await createDiscussion(app, author.uid, { title: 'Graphs' });
    await comment(alice, did, 'Nice problem');
    expect(await unread(author)).toEqual({ comment: 1, reply: 0, like: 0, sys: 0, mine: 0 });

    const page = await list(author, 'comment');
    expect(page).toMatchObject({ total: 1, size: MESSAGE_PAGE_SIZES.reminder, current: 1 });
    expect(page.records).toEqual([
      {
        id: expect.any(Number),
        state: 0,
        action: 'Discuss',
        senderId: alice.uid,
        senderUsername: alice.username,
        senderAvatar: '/public/img/a.png',
        sourceContent: 'Nice problem',
        sourceType: 'Discussion',
        sourceId: did,
        sourceTitle: 'Graphs',
        quoteType: null,
        quoteId: null,
        quoteContent: null,
        url: `/discussion-detail/${did}`,
        gmtCreate: expect.any(String),
      },
    ]);
    expect(Date.parse(page.records[0].gmtCreate)).not.toBeNaN();
    expect(await unread(author)).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
    expect((await list(author, 'comment')).records[0].state).toBe(1);
    // Nobody else sees it.
    expect(await list(alice, 'comment')).toMatchObject({ total: 0, records: [] });
  });

  it('lists replies with the quoted comment or reply as it is now', async () => {
    const did = await createDiscussion(app, author.uid, { title: 'Trees' });
    const cid = await comment(alice, did, 'My comment');
    ok(
      await app.request({
        method: 'POST',
        url: '/api/reply',
        token: bob.token,
        body: { did, reply: { commentId: cid, content: 'Bob answers' } },
      }),
    );
    const [message] = (await list(alice, 'reply')).records;
    expect(message).toMatchObject({
      action: 'Reply',
      senderUsername: bob.username,
      sourceContent: 'Bob answers',
      sourceTitle: 'Trees',
      quoteType: 'Comment',
      quoteId: cid,
      quoteContent: 'My comment',
      url: `/discussion-detail/${did}`,
    });
    // The comment goes: the reminder stays, its quote is empty.
    ok(await app.request({ method: 'DELETE', url: '/api/comment', token: alice.token, body: { id: cid } }));
    expect((await list(alice, 'reply')).records[0]).toMatchObject({
      quoteContent: null,
      sourceTitle: 'Trees',
    });
  });

  it('lists likes of my discussion and of my comment; a deleted discussion leaves the title empty', async () => {
    const did = await createDiscussion(app, author.uid, { title: 'DP' });
    ok(
      await app.request({
        url: '/api/discussion-like',
        token: bob.token,
        query: { did: String(did), toLike: 'true' },
      }),
    );
    const cid = await comment(author, did, 'Author note');
    ok(
      await app.request({
        url: '/api/comment-like',
        token: alice.token,
        query: { cid: String(cid), toLike: 'true', sourceId: String(did), sourceType: 'Discussion' },
      }),
    );
    expect((await unread(author)).like).toBe(2);
    const page = await list(author, 'like');
    expect(page.total).toBe(2);
    expect(page.records).toMatchObject([
      {
        senderUsername: alice.username,
        quoteType: 'Comment',
        quoteContent: 'Author note',
        sourceTitle: 'DP',
      },
      { senderUsername: bob.username, quoteType: null, sourceContent: 'DP', sourceTitle: 'DP' },
    ]);
    ok(
      await app.request({
        method: 'DELETE',
        url: '/api/discussion',
        token: author.token,
        query: { did: String(did) },
      }),
    );
    const after = await list(author, 'like');
    expect(after.total).toBe(2);
    for (const record of after.records) expect(record.sourceTitle).toBeNull();
    expect(after.records[1].sourceContent).toBe('DP');
  });

  it('shows a deleted sender without name or avatar', async () => {
    const ghost = await signedInUser(app);
    await reminder(author.uid, 'Like', { senderId: ghost.uid });
    await app.db.deleteFrom('users').where('uid', '=', ghost.uid).execute();
    expect((await list(author, 'like')).records[0]).toMatchObject({
      senderId: ghost.uid,
      senderUsername: null,
      senderAvatar: null,
    });
  });

  it('pages newest first, 6 a page by default, and marks only the page read', async () => {
    for (let second = 1; second <= 7; second += 1)
      await reminder(author.uid, 'Discuss', { senderId: alice.uid, createdAt: at(second) });
    const first = await list(author, 'comment');
    expect(first).toMatchObject({ total: 7, size: 6, current: 1, pages: 2 });
    expect(first.records.map((r: { gmtCreate: string }) => r.gmtCreate)).toEqual([7, 6, 5, 4, 3, 2].map(at));
    expect((await unread(author)).comment).toBe(1);
    const second = await list(author, 'comment', { currentPage: '2' });
    expect(second.records.map((r: { gmtCreate: string; state: number }) => [r.gmtCreate, r.state])).toEqual([
      [at(1), 0],
    ]);
    expect((await unread(author)).comment).toBe(0);
    expect((await list(author, 'comment', { limit: '3' })).records).toHaveLength(3);
  });

  it('lists system and personal notices, 8 a page, newest first, and reads them', async () => {
    for (let second = 1; second <= 9; second += 1)
      await notice(author.uid, 'Sys', `sys ${second}`, at(second));
    await notice(author.uid, 'Mine', 'yours');
    await notice(alice.uid, 'Mine', 'not yours');
    expect(await unread(author)).toMatchObject({ sys: 9, mine: 1 });
    const sys = await list(author, 'sys');
    expect(sys).toMatchObject({ total: 9, size: MESSAGE_PAGE_SIZES.notice, pages: 2 });
    expect(sys.records[0]).toEqual({
      id: expect.any(Number),
      type: 'Sys',
      title: 'sys 9',
      content: '**sys 9**',
      state: 0,
      gmtCreate: at(9),
    });
    expect(sys.records).toHaveLength(8);
    const mine = await list(author, 'mine');
    expect(mine.records.map((r: { title: string }) => r.title)).toEqual(['yours']);
    expect(await unread(author)).toMatchObject({ sys: 1, mine: 0 });
    expect((await unread(alice)).mine).toBe(1);
  });

  it('deletes one message of my own, and 404s (deleting nothing) for one of someone else or of another type', async () => {
    const mine = await reminder(author.uid, 'Like');
    const other = await reminder(alice.uid, 'Like');
    const sysOfAlice = await notice(alice.uid, 'Sys', 'hers');

    const foreign = await clean(author, { type: 'Like', id: String(other) });
    expect([foreign.statusCode, foreign.body.code]).toEqual([404, 'NOT_FOUND']);
    const wrongType = await clean(author, { type: 'Discuss', id: String(mine) });
    expect([wrongType.statusCode, wrongType.body.code]).toEqual([404, 'NOT_FOUND']);
    const foreignNotice = await clean(author, { type: 'Sys', id: String(sysOfAlice) });
    expect(foreignNotice.statusCode).toBe(404);

    ok(await clean(author, { type: 'Like', id: String(mine) }));
    expect((await list(author, 'like')).total).toBe(0);
    expect((await list(alice, 'like')).total).toBe(1);
    expect((await list(alice, 'sys')).total).toBe(1);
    // Gone already: 404.
    expect((await clean(author, { type: 'Like', id: String(mine) })).statusCode).toBe(404);
  });

  it('cleans all of one type, mine only, the other types kept', async () => {
    await reminder(author.uid, 'Reply');
    await reminder(author.uid, 'Reply');
    await reminder(author.uid, 'Like');
    await reminder(alice.uid, 'Reply');
    await notice(author.uid, 'Mine', 'a');
    await notice(author.uid, 'Sys', 'b');
    ok(await clean(author, { type: 'Reply' }));
    expect(await unread(author)).toEqual({ comment: 0, reply: 0, like: 1, sys: 1, mine: 1 });
    expect((await unread(alice)).reply).toBe(1);
    ok(await clean(author, { type: 'Mine' }));
    expect(await unread(author)).toEqual({ comment: 0, reply: 0, like: 1, sys: 1, mine: 0 });
    // An empty tab cleans fine.
    ok(await clean(author, { type: 'Mine' }));
  });
});
