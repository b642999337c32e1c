import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@judge/contract';
import { nowIso } from '../../src/lib/time.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the message calls: a 400 naming the field (type among Discuss, Reply, Like, Sys, Mine; id a
 * positive integer up to 2147483647; currentPage and limit), or 404 for an id the caller has no message of,
 * and nothing deleted.
 */
let app: TestApp;
let user: Awaited<ReturnType<typeof signedInUser>>;
let reminderId: number;
let noticeId: number;

beforeAll(async () => {
  app = await createTestApp();
  user = await signedInUser(app);
  reminderId = (
    await app.db
      .insertInto('messageReminders')
      .values({
        action: 'Like',
        sourceId: null,
        sourceType: 'Discussion',
        sourceContent: 'S',
        quoteId: null,
        quoteType: null,
        url: null,
        senderId: null,
        recipientId: user.uid,
        state: 0,
        createdAt: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  noticeId = (
    await app.db
      .insertInto('userNotices')
      .values({
        noticeId: null,
        recipientId: user.uid,
        type: 'Sys',
        title: 'T',
        content: 'C',
        state: 0,
        createdAt: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => app.close());

const BIG = String(LIMITS.idMax + 1);

const rows = (): BadInputRow[] => {
  const clean = (query: Record<string, string>, expected: Partial<BadInputRow>): BadInputRow => ({
    call: 'DELETE /api/msg/clean',
    request: { method: 'DELETE', url: '/api/msg/clean', token: user.token, query },
    ...expected,
  });
  const list = (path: string, query: Record<string, string>, field: string): BadInputRow => ({
    call: `GET /api/msg/${path}`,
    request: { url: `/api/msg/${path}`, token: user.token, query },
    field,
  });
  return [
    clean({}, { field: 'type' }),
    clean({ type: '' }, { field: 'type' }),
    clean({ type: 'like' }, { field: 'type' }),
    clean({ type: 'Comment' }, { field: 'type' }),
    clean({ type: 'Like', id: 'abc' }, { field: 'id' }),
    clean({ type: 'Like', id: '0' }, { field: 'id' }),
    clean({ type: 'Like', id: '-3' }, { field: 'id' }),
    clean({ type: 'Like', id: '1.5' }, { field: 'id' }),
    clean({ type: 'Like', id: BIG }, { field: 'id' }),
    clean({ type: 'Like', id: '999999' }, { refusal: NOT_FOUND }),
    // The user's own reminder or notice under another type: not found.
    clean({ type: 'Reply', id: String(reminderId) }, { refusal: NOT_FOUND }),
    clean({ type: 'Mine', id: String(noticeId) }, { refusal: NOT_FOUND }),
    ...['comment', 'sys'].flatMap((path) => [
      list(path, { currentPage: '0' }, 'currentPage'),
      list(path, { currentPage: 'x' }, 'currentPage'),
      list(path, { limit: '0' }, 'limit'),
      list(path, { limit: '201' }, 'limit'),
    ]),
  ];
};

describe(`message calls: bad input (${TEST_DIALECT})`, () => {
  // The rows need the user and the messages made in beforeAll, so they are built here (soft expects: every
  // row runs and reports).
  it('answers each bad input with a 400 naming the field, or 404', async () => {
    for (const row of rows()) expectBadInput(row, await app.request(row.request));
  });

  it('nothing was deleted or read', async () => {
    const reminder = await app.db
      .selectFrom('messageReminders')
      .select('state')
      .where('id', '=', reminderId)
      .executeTakeFirst();
    const notice = await app.db
      .selectFrom('userNotices')
      .select('state')
      .where('id', '=', noticeId)
      .executeTakeFirst();
    expect(reminder).toEqual({ state: 0 });
    expect(notice).toEqual({ state: 0 });
  });
});
