import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, Role } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the discussion calls: a 400 naming the field, or 404 for an unknown id, and nothing
 * written. Rules: spec 2 §5 (title, description, category and content required; report needs a tag
 * or a reason, reason at most 200, the six fixed tags), docs/api.md "Discussions" for the bounds.
 */
let app: TestApp;
let user: Awaited<ReturnType<typeof signedInUser>>;
let root: Awaited<ReturnType<typeof signedInUser>>;
let did: number;
let categoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateDiscussionDailyLimit: 10_000,
  });
  user = await signedInUser(app);
  root = await signedInUser(app, Role.ROOT);
  categoryId = (await app.request({ url: '/api/discussion-category' })).body.data[0].id;
  const posted = await app.request({
    method: 'POST',
    url: '/api/discussion',
    token: user.token,
    body: { title: 'T', description: 'D', content: 'C', categoryId },
  });
  did = posted.body.data.id;
});
afterAll(() => app.close());

const UNKNOWN = '999999';
const BIG = String(LIMITS.idMax + 1);
const long = (n: number) => 'x'.repeat(n);

const rows = (): BadInputRow[] => {
  const fields = { title: 'T', description: 'D', content: 'C', categoryId };
  const create = (patch: Record<string, unknown>, field: string): BadInputRow => ({
    call: 'POST /api/discussion',
    request: { method: 'POST', url: '/api/discussion', token: user.token, body: { ...fields, ...patch } },
    field,
  });
  const update = (patch: Record<string, unknown>, field: string): BadInputRow => ({
    call: 'PUT /api/discussion',
    request: {
      method: 'PUT',
      url: '/api/discussion',
      token: user.token,
      body: { ...fields, id: did, ...patch },
    },
    field,
  });
  const get = (
    url: string,
    query: Record<string, string>,
    field: string,
    token = user.token,
  ): BadInputRow => ({
    call: `GET ${url}`,
    request: { url, token, query },
    field,
  });
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    input: { body?: unknown; query?: Record<string, string> },
    field: string,
    token = root.token,
  ): BadInputRow => ({ call: `${method} ${url}`, request: { method, url, token, ...input }, field });
  const missing = (call: string, request: BadInputRow['request']): BadInputRow => ({
    call,
    request,
    refusal: NOT_FOUND,
  });
  return [
    create({ title: undefined }, 'title'),
    create({ title: '   ' }, 'title'),
    create({ title: long(256) }, 'title'),
    create({ description: '' }, 'description'),
    create({ description: long(256) }, 'description'),
    create({ content: undefined }, 'content'),
    create({ content: long(65536) }, 'content'),
    create({ categoryId: undefined }, 'categoryId'),
    create({ categoryId: 0 }, 'categoryId'),
    create({ categoryId: 'abc' }, 'categoryId'),
    create({ categoryId: BIG }, 'categoryId'),
    create({ categoryId: Number(UNKNOWN) }, 'categoryId'),
    create({ pid: long(33) }, 'pid'),
    create({ pid: 5 }, 'pid'),
    create({ topPriority: 'yes' }, 'topPriority'),
    missing('POST /api/discussion (unknown problem)', {
      method: 'POST',
      url: '/api/discussion',
      token: user.token,
      body: { ...fields, pid: 'NO-SUCH-PROBLEM' },
    }),
    update({ id: undefined }, 'id'),
    update({ id: BIG }, 'id'),
    update({ title: '' }, 'title'),
    update({ content: long(65536) }, 'content'),
    update({ categoryId: Number(UNKNOWN) }, 'categoryId'),
    missing('PUT /api/discussion (unknown id)', {
      method: 'PUT',
      url: '/api/discussion',
      token: user.token,
      body: { ...fields, id: Number(UNKNOWN) },
    }),
    get('/api/get-discussion-list', { currentPage: '0' }, 'currentPage'),
    get('/api/get-discussion-list', { limit: '1000' }, 'limit'),
    get('/api/get-discussion-list', { cid: 'x' }, 'cid'),
    get('/api/get-discussion-list', { cid: BIG }, 'cid'),
    get('/api/get-discussion-list', { onlyMine: 'yes' }, 'onlyMine'),
    get('/api/get-discussion-list', { keyword: long(101) }, 'keyword'),
    get('/api/get-discussion-list', { pid: long(33) }, 'pid'),
    get('/api/get-discussion-detail', {}, 'did'),
    get('/api/get-discussion-detail', { did: 'abc' }, 'did'),
    get('/api/get-discussion-detail', { did: BIG }, 'did'),
    missing('GET /api/get-discussion-detail (unknown)', {
      url: '/api/get-discussion-detail',
      query: { did: UNKNOWN },
    }),
    send('DELETE', '/api/discussion', { query: {} }, 'did', user.token),
    missing('DELETE /api/discussion (unknown)', {
      method: 'DELETE',
      url: '/api/discussion',
      token: user.token,
      query: { did: UNKNOWN },
    }),
    get('/api/discussion-like', { did: String(did) }, 'toLike'),
    get('/api/discussion-like', { did: String(did), toLike: '1' }, 'toLike'),
    get('/api/discussion-like', { toLike: 'true' }, 'did'),
    missing('GET /api/discussion-like (unknown)', {
      url: '/api/discussion-like',
      token: user.token,
      query: { did: UNKNOWN, toLike: 'true' },
    }),
    send('POST', '/api/discussion-report', { body: { did } }, 'reason', user.token),
    send('POST', '/api/discussion-report', { body: { did, tags: [], reason: '  ' } }, 'reason', user.token),
    send('POST', '/api/discussion-report', { body: { did, reason: long(201) } }, 'reason', user.token),
    send('POST', '/api/discussion-report', { body: { did, tags: ['nonsense'] } }, 'tags.0', user.token),
    send('POST', '/api/discussion-report', { body: { did, tags: 'spam' } }, 'tags', user.token),
    send('POST', '/api/discussion-report', { body: { reason: 'x' } }, 'did', user.token),
    // The reference client's form: the labels and the reason in one content.
    send('POST', '/api/discussion-report', { body: { did, content: '' } }, 'content', user.token),
    send(
      'POST',
      '/api/discussion-report',
      { body: { did, content: '#抄袭# ' + long(201) } },
      'content',
      user.token,
    ),
    send('POST', '/api/discussion-report', { body: { did, content: 5 } }, 'reason', user.token),
    send('PUT', '/api/admin/discussion-report', { body: { id: 1, status: 'yes' } }, 'status'),
    missing('POST /api/discussion-report (unknown)', {
      method: 'POST',
      url: '/api/discussion-report',
      token: user.token,
      body: { did: Number(UNKNOWN), reason: 'x' },
    }),
    send('POST', '/api/discussion-category', { body: {} }, 'categories'),
    send('POST', '/api/discussion-category', { body: { categories: [] } }, 'categories'),
    send('POST', '/api/discussion-category', { body: { categories: [{ name: '' }] } }, 'categories.0.name'),
    send(
      'POST',
      '/api/discussion-category',
      { body: { categories: [{ name: long(51) }] } },
      'categories.0.name',
    ),
    send(
      'POST',
      '/api/discussion-category',
      { body: { categories: [{ id: BIG, name: 'x' }] } },
      'categories.0.id',
    ),
    send(
      'POST',
      '/api/discussion-category',
      { body: { categories: [{ id: Number(UNKNOWN), name: 'x' }] } },
      'categories',
    ),
    send(
      'POST',
      '/api/discussion-category',
      {
        body: {
          categories: [
            { id: categoryId, name: 'a' },
            { id: categoryId, name: 'b' },
          ],
        },
      },
      'categories',
    ),
    get('/api/admin/get-discussion-list', { status: '2' }, 'status', root.token),
    send('PUT', '/api/admin/discussion', { body: { id: did } }, 'status'),
    send('PUT', '/api/admin/discussion', { body: { id: did, status: 2 } }, 'status'),
    send('PUT', '/api/admin/discussion', { body: { id: did, topPriority: 1 } }, 'topPriority'),
    send('PUT', '/api/admin/discussion', { body: { status: 1 } }, 'id'),
    missing('PUT /api/admin/discussion (unknown)', {
      method: 'PUT',
      url: '/api/admin/discussion',
      token: root.token,
      body: { id: Number(UNKNOWN), status: 1 },
    }),
    send('DELETE', '/api/admin/discussion', { query: { did: 'x' } }, 'did'),
    missing('DELETE /api/admin/discussion (unknown)', {
      method: 'DELETE',
      url: '/api/admin/discussion',
      token: root.token,
      query: { did: UNKNOWN },
    }),
    // The reference's form: the ids as the JSON body.
    send('DELETE', '/api/admin/discussion', { body: [] }, 'did'),
    send('DELETE', '/api/admin/discussion', { body: ['x'] }, 'did.0'),
    missing('DELETE /api/admin/discussion (an unknown id in the list)', {
      method: 'DELETE',
      url: '/api/admin/discussion',
      token: root.token,
      body: [did, Number(UNKNOWN)],
    }),
    get('/api/admin/discussion-report', { status: 'x' }, 'status', root.token),
    send('PUT', '/api/admin/discussion-report', { body: { id: 1 } }, 'status'),
    send('PUT', '/api/admin/discussion-report', { body: { id: BIG, status: 1 } }, 'id'),
    missing('PUT /api/admin/discussion-report (unknown)', {
      method: 'PUT',
      url: '/api/admin/discussion-report',
      token: root.token,
      body: { id: Number(UNKNOWN), status: 1 },
    }),
  ];
};

describe(`discussion calls: bad input (${TEST_DIALECT})`, () => {
  it('answers 400 naming the field, or 404 for unknown ids', async () => {
    for (const input of rows()) expectBadInput(input, await app.request(input.request));
  });

  it('refused input wrote nothing: one discussion, untouched; no report, like or new category', async () => {
    const discussions = await app.db.selectFrom('discussions').selectAll().execute();
    expect(discussions).toHaveLength(1);
    expect(discussions[0]).toMatchObject({
      title: 'T',
      description: 'D',
      content: 'C',
      likeNum: 0,
      status: 0,
      topPriority: 0,
    });
    expect(await app.db.selectFrom('discussionReports').selectAll().execute()).toEqual([]);
    expect(await app.db.selectFrom('discussionLikes').selectAll().execute()).toEqual([]);
    const categories = await app.db.selectFrom('discussionCategories').select('name').orderBy('id').execute();
    expect(categories.map((c) => c.name)).toEqual(['闲聊', '题解', '求助', '建议']);
  });

  it('takes a title of 255, a description of 255, content of 65535 and a reason of 200 characters', async () => {
    const posted = await app.request({
      method: 'POST',
      url: '/api/discussion',
      token: user.token,
      body: { title: long(255), description: long(255), content: long(65535), categoryId },
    });
    expect(posted.statusCode).toBe(200);
    const reported = await app.request({
      method: 'POST',
      url: '/api/discussion-report',
      token: user.token,
      body: { did: posted.body.data.id, reason: long(200) },
    });
    expect(reported.statusCode).toBe(200);
  });
});
