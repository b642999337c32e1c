import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, NOTE_CATEGORIES_MAX, NOTE_CONTENT_MAX, NOTE_SUBJECT_MAX } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the note calls (docs/api.md "Notes"): a 400 naming the field (subject and content required and
 * bounded, ids positive integers up to 2147483647, isTop and shared 0 or 1, category names required, unique and
 * bounded, paging), or 404 for an id the caller has no note or category of; nothing written.
 */
let app: TestApp;
let user: Awaited<ReturnType<typeof signedInUser>>;
let noteId: number;
let categoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  user = await signedInUser(app);
  const saved = await app.request({
    method: 'POST',
    url: '/api/note/category/save',
    token: user.token,
    body: { categories: [{ name: 'Kept' }] },
  });
  categoryId = saved.body.data[0].id;
  const note = await app.request({
    method: 'POST',
    url: '/api/note/save',
    token: user.token,
    body: { subject: 'Kept', content: 'as is', cid: categoryId },
  });
  noteId = note.body.data.id;
});
afterAll(() => app.close());

const BIG = String(LIMITS.idMax + 1);

const rows = (): BadInputRow[] => {
  const save = (body: Record<string, unknown>, expected: Partial<BadInputRow>): BadInputRow => ({
    call: 'POST /api/note/save',
    request: { method: 'POST', url: '/api/note/save', token: user.token, body },
    ...expected,
  });
  const valid = { subject: 'S', content: 'C' };
  const categories = (body: unknown, expected: Partial<BadInputRow>): BadInputRow => ({
    call: 'POST /api/note/category/save',
    request: { method: 'POST', url: '/api/note/category/save', token: user.token, body: body as never },
    ...expected,
  });
  const byId =
    (call: string, url: string, method: 'GET' | 'DELETE') => (id: string, expected: Partial<BadInputRow>) =>
      ({ call, request: { method, url, token: user.token, query: { id } }, ...expected }) as BadInputRow;
  const remove = byId('GET /api/note/delete', '/api/note/delete', 'GET');
  const removeCategory = byId('DELETE /api/note/category/delete', '/api/note/category/delete', 'DELETE');
  const view = (id: string, expected: Partial<BadInputRow>): BadInputRow => ({
    call: 'GET /api/note/view/{id}',
    request: { url: `/api/note/view/${id}`, token: user.token },
    ...expected,
  });
  const list = (query: Record<string, string>, expected: Partial<BadInputRow>): BadInputRow => ({
    call: 'GET /api/note/list',
    request: { url: '/api/note/list', token: user.token, query },
    ...expected,
  });
  return [
    save({ content: 'C' }, { field: 'subject' }),
    save({ ...valid, subject: '   ' }, { field: 'subject' }),
    save({ ...valid, subject: 5 }, { field: 'subject' }),
    save({ ...valid, subject: 'x'.repeat(NOTE_SUBJECT_MAX + 1) }, { field: 'subject' }),
    save({ subject: 'S' }, { field: 'content' }),
    save({ ...valid, content: ' \n ' }, { field: 'content' }),
    save({ ...valid, content: 'x'.repeat(NOTE_CONTENT_MAX + 1) }, { field: 'content' }),
    save({ ...valid, id: 0 }, { field: 'id' }),
    save({ ...valid, id: 'abc' }, { field: 'id' }),
    save({ ...valid, id: BIG }, { field: 'id' }),
    save({ ...valid, id: 999999 }, { refusal: NOT_FOUND }),
    save({ ...valid, cid: -1 }, { field: 'cid' }),
    save({ ...valid, cid: 1.5 }, { field: 'cid' }),
    save({ ...valid, cid: BIG }, { field: 'cid' }),
    save({ ...valid, cid: 999999 }, { field: 'cid' }),
    save({ ...valid, isTop: 2 }, { field: 'isTop' }),
    save({ ...valid, isTop: 'yes' }, { field: 'isTop' }),
    save({ ...valid, shared: true }, { field: 'shared' }),
    categories({}, { field: 'categories' }),
    categories({ categories: 'a' }, { field: 'categories' }),
    categories({ categories: [{ name: '' }] }, { field: 'categories.0.name' }),
    categories({ categories: [{ name: 'x'.repeat(51) }] }, { field: 'categories.0.name' }),
    categories({ categories: [{ name: 'A' }, { name: 'a' }] }, { field: 'categories.1.name' }),
    categories({ categories: [{ id: 0, name: 'A' }] }, { field: 'categories.0.id' }),
    categories(
      {
        categories: [
          { id: categoryId, name: 'A' },
          { id: categoryId, name: 'B' },
        ],
      },
      {
        field: 'categories',
      },
    ),
    categories(
      { categories: Array.from({ length: NOTE_CATEGORIES_MAX + 1 }, (_, i) => ({ name: `n${i}` })) },
      { field: 'categories' },
    ),
    categories({ categories: [{ id: 999999, name: 'A' }] }, { refusal: NOT_FOUND }),
    ...[remove, removeCategory].flatMap((call) => [
      call('', { field: 'id' }),
      call('abc', { field: 'id' }),
      call('0', { field: 'id' }),
      call('-3', { field: 'id' }),
      call('1.5', { field: 'id' }),
      call(BIG, { field: 'id' }),
      call('999999', { refusal: NOT_FOUND }),
    ]),
    view('abc', { field: 'id' }),
    view('0', { field: 'id' }),
    view(BIG, { field: 'id' }),
    view('999999', { refusal: NOT_FOUND }),
    list({ currentPage: '0' }, { field: 'currentPage' }),
    list({ limit: '0' }, { field: 'limit' }),
    list({ limit: '201' }, { field: 'limit' }),
    list({ cid: 'x' }, { field: 'cid' }),
    list({ cid: '-1' }, { field: 'cid' }),
    list({ cid: BIG }, { field: 'cid' }),
    list({ cid: '999999' }, { refusal: NOT_FOUND }),
    list({ keyword: 'k'.repeat(101) }, { field: 'keyword' }),
  ];
};

describe(`note calls: bad input (${TEST_DIALECT})`, () => {
  it('answers each bad input with a 400 naming the field, or 404', async () => {
    for (const row of rows()) expectBadInput(row, await app.request(row.request));
  });

  it('nothing was written', async () => {
    const notes = await app.db.selectFrom('notes').select(['id', 'subject', 'content', 'cid']).execute();
    expect(notes).toEqual([{ id: noteId, subject: 'Kept', content: 'as is', cid: categoryId }]);
    const cats = await app.db.selectFrom('noteCategories').select(['id', 'name']).execute();
    expect(cats).toEqual([{ id: categoryId, name: 'Kept' }]);
  });
});
