import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, NOTICE_RECIPIENTS_MAX, Role } from '@judge/contract';
import { createTestApp, signedInUser, type TestApp } from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the system-notification calls: a 400 naming the field (title and content required, type among
 * All, Admin, Designated, recipients a list of known usernames and required for Designated, push a boolean, id a
 * positive integer up to 2147483647, currentPage and limit), or 404 for an unknown id; and nothing written.
 */
let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let draftId: number;
let pushedId: number;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  const create = async (body: object) =>
    (await app.request({ method: 'POST', url: '/api/admin/msg/notice', token: root.token, body })).body.data
      .id as number;
  draftId = await create({ title: 'Draft', content: 'Body', type: 'All' });
  pushedId = await create({ title: 'Pushed', content: 'Body', type: 'Admin', push: true });
});
afterAll(() => app.close());

const URL = '/api/admin/msg/notice';
const BIG = String(LIMITS.idMax + 1);
const good = { title: 'Title', content: 'Content', type: 'All' };

const rows = (): BadInputRow[] => {
  const post = (body: object, field: string): BadInputRow => ({
    call: `POST ${URL}`,
    request: { method: 'POST', url: URL, token: root.token, body },
    field,
  });
  const put = (body: object, expected: Partial<BadInputRow>): BadInputRow => ({
    call: `PUT ${URL}`,
    request: { method: 'PUT', url: URL, token: root.token, body },
    ...expected,
  });
  const del = (query: Record<string, string>, expected: Partial<BadInputRow>): BadInputRow => ({
    call: `DELETE ${URL}`,
    request: { method: 'DELETE', url: URL, token: root.token, query },
    ...expected,
  });
  const list = (query: Record<string, string>, field: string): BadInputRow => ({
    call: `GET ${URL}`,
    request: { url: URL, token: root.token, query },
    field,
  });
  return [
    post({ ...good, title: undefined }, 'title'),
    post({ ...good, title: '   ' }, 'title'),
    post({ ...good, title: 'x'.repeat(256) }, 'title'),
    post({ ...good, title: 5 }, 'title'),
    post({ ...good, content: undefined }, 'content'),
    post({ ...good, content: ' \n ' }, 'content'),
    post({ ...good, content: 'x'.repeat(65_536) }, 'content'),
    post({ ...good, type: null }, 'type'), // absent is All (the reference's back office sends none)
    post({ ...good, type: 'Single' }, 'type'),
    post({ ...good, type: 'all' }, 'type'),
    post({ ...good, type: 'Designated' }, 'recipients'),
    post({ ...good, type: 'Designated', recipients: [] }, 'recipients'),
    post({ ...good, type: 'Designated', recipients: 'root' }, 'recipients'),
    post({ ...good, type: 'Designated', recipients: ['nobody-here'] }, 'recipients'),
    post({ ...good, type: 'Designated', recipients: [''] }, 'recipients.0'),
    post({ ...good, type: 'Designated', recipients: ['x'.repeat(21)] }, 'recipients.0'),
    post(
      { ...good, type: 'Designated', recipients: Array(NOTICE_RECIPIENTS_MAX + 1).fill('a') },
      'recipients',
    ),
    post({ ...good, push: 'yes' }, 'push'),
    put({ ...good }, { field: 'id' }),
    put({ ...good, id: 'abc' }, { field: 'id' }),
    put({ ...good, id: 0 }, { field: 'id' }),
    put({ ...good, id: -2 }, { field: 'id' }),
    put({ ...good, id: 1.5 }, { field: 'id' }),
    put({ ...good, id: BIG }, { field: 'id' }),
    put({ ...good, id: 999_999 }, { refusal: NOT_FOUND }),
    put({ ...good, id: 1, title: '' }, { field: 'title' }),
    put({ ...good, id: 1, type: 'Designated', recipients: ['ghost'] }, { field: 'recipients' }),
    del({}, { field: 'id' }),
    del({ id: 'abc' }, { field: 'id' }),
    del({ id: '0' }, { field: 'id' }),
    del({ id: BIG }, { field: 'id' }),
    del({ id: '999999' }, { refusal: NOT_FOUND }),
    list({ currentPage: '0' }, 'currentPage'),
    list({ limit: 'x' }, 'limit'),
    list({ type: 'Everyone' }, 'type'),
  ];
};

describe('system notification calls refuse bad input', () => {
  it('with a 400 naming the field, or 404 for an unknown id', async () => {
    for (const row of rows()) expectBadInput(row, await app.request(row.request));
  });

  it('a pushed notice refuses other recipients (type or recipients named)', async () => {
    const byType = await app.request({
      method: 'PUT',
      url: URL,
      token: root.token,
      body: { id: pushedId, title: 'New', content: 'New', type: 'All' },
    });
    expectBadInput({ call: 'PUT (pushed, other type)', request: { url: URL }, field: 'type' }, byType);
    const byNames = await app.request({
      method: 'PUT',
      url: URL,
      token: root.token,
      body: { id: pushedId, title: 'New', content: 'New', type: 'Admin', recipients: [root.username] },
    });
    // An Admin notice has no designated names: the list is dropped, so this is a plain edit.
    expect(byNames.statusCode).toBe(200);
  });

  it('and writes nothing on refusal', async () => {
    const before = {
      notices: await app.db.selectFrom('sysNotices').selectAll().orderBy('id').execute(),
      copies: await app.db.selectFrom('userNotices').selectAll().orderBy('id').execute(),
    };
    for (const row of rows()) await app.request(row.request);
    const ghostPush = await app.request({
      method: 'PUT',
      url: URL,
      token: root.token,
      body: {
        id: draftId,
        title: 'T',
        content: 'C',
        type: 'Designated',
        recipients: [root.username, 'ghost'],
        push: true,
      },
    });
    expect(ghostPush.statusCode).toBe(400);
    expect(ghostPush.body.msg).toContain('"ghost"');
    expect({
      notices: await app.db.selectFrom('sysNotices').selectAll().orderBy('id').execute(),
      copies: await app.db.selectFrom('userNotices').selectAll().orderBy('id').execute(),
    }).toEqual(before);
  });
});
