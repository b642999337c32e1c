import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, Role } from '@judge/contract';
import { createTestApp, multipartFile, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the home page and announcement calls: a 400 naming the field (title and content required,
 * title at most 255 and content at most 65535 characters, status 0 or 1, ids positive integers up to
 * 2147483647, page and limit bounds, a timer's onTime an ISO-8601 time, the carousel file an image of at most
 * 2 MB), 404 for unknown ids, and nothing written.
 */
let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let aid: number;
let timerId: number;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  aid = (
    await app.request({
      method: 'POST',
      url: '/api/admin/announcement',
      token: root.token,
      body: { title: 'Kept', content: 'Kept content' },
    })
  ).body.data.id;
  timerId = (
    await app.request({
      method: 'POST',
      url: '/api/admin/timer',
      token: root.token,
      body: { title: 'Kept', onTime: '2099-01-01T00:00:00Z' },
    })
  ).body.data.id;
});
afterAll(() => app.close());

const BIG = String(LIMITS.idMax + 1);
const UNKNOWN = String(LIMITS.idMax);
const long = (n: number) => 'x'.repeat(n);

const rows = (): BadInputRow[] => {
  const announcementFields = { title: 'T', content: 'C', status: 0 };
  const write = (method: 'POST' | 'PUT', patch: Record<string, unknown>, expected: Partial<BadInputRow>) => ({
    call: `${method} /api/admin/announcement`,
    request: {
      method,
      url: '/api/admin/announcement',
      token: root.token,
      body: { ...announcementFields, ...(method === 'PUT' ? { id: aid } : {}), ...patch },
    },
    ...expected,
  });
  const timerFields = { title: 'T', onTime: '2099-01-01T00:00:00Z' };
  const timer = (method: 'POST' | 'PUT', patch: Record<string, unknown>, expected: Partial<BadInputRow>) => ({
    call: `${method} /api/admin/timer`,
    request: {
      method,
      url: '/api/admin/timer',
      token: root.token,
      body: { ...timerFields, ...(method === 'PUT' ? { id: timerId } : {}), ...patch },
    },
    ...expected,
  });
  const get = (url: string, query: Record<string, string>, field: string, token?: string): BadInputRow => ({
    call: `GET ${url}`,
    request: { url, query, token },
    field,
  });
  const remove = (
    url: string,
    query: Record<string, string>,
    expected: Partial<BadInputRow>,
  ): BadInputRow => ({
    call: `DELETE ${url}`,
    request: { method: 'DELETE', url, query, token: root.token },
    ...expected,
  });
  return [
    ...(['POST', 'PUT'] as const).flatMap((method) => [
      write(method, { title: undefined }, { field: 'title' }),
      write(method, { title: '   ' }, { field: 'title' }),
      write(method, { title: 5 }, { field: 'title' }),
      write(method, { title: long(256) }, { field: 'title' }),
      write(method, { content: undefined }, { field: 'content' }),
      write(method, { content: ' \n ' }, { field: 'content' }),
      write(method, { content: long(65_536) }, { field: 'content' }),
      write(method, { status: 2 }, { field: 'status' }),
      write(method, { status: '0' }, { field: 'status' }),
      timer(method, { title: '' }, { field: 'title' }),
      timer(method, { title: long(101) }, { field: 'title' }),
      timer(method, { onTime: undefined }, { field: 'onTime' }),
      timer(method, { onTime: 'tomorrow' }, { field: 'onTime' }),
      timer(method, { onTime: '2099-02-30T00:00:00Z' }, { field: 'onTime' }),
    ]),
    write('PUT', { id: undefined }, { field: 'id' }),
    write('PUT', { id: 0 }, { field: 'id' }),
    write('PUT', { id: 'abc' }, { field: 'id' }),
    write('PUT', { id: BIG }, { field: 'id' }),
    write('PUT', { id: UNKNOWN }, { refusal: NOT_FOUND }),
    timer('PUT', { id: -1 }, { field: 'id' }),
    timer('PUT', { id: BIG }, { field: 'id' }),
    timer('PUT', { id: UNKNOWN }, { refusal: NOT_FOUND }),
    get('/api/get-last-week-submission-statistics', { forceRefresh: 'yes' }, 'forceRefresh'),
    remove('/api/admin/announcement', {}, { field: 'aid' }),
    remove('/api/admin/announcement', { aid: 'x' }, { field: 'aid' }),
    remove('/api/admin/announcement', { aid: BIG }, { field: 'aid' }),
    remove('/api/admin/announcement', { aid: UNKNOWN }, { refusal: NOT_FOUND }),
    remove('/api/admin/timer', { id: '0' }, { field: 'id' }),
    remove('/api/admin/timer', { id: UNKNOWN }, { refusal: NOT_FOUND }),
    remove('/api/admin/config/home-carousel', {}, { field: 'id' }),
    remove('/api/admin/config/home-carousel', { id: '1.5' }, { field: 'id' }),
    remove('/api/admin/config/home-carousel', { id: BIG }, { field: 'id' }),
    remove('/api/admin/config/home-carousel', { id: UNKNOWN }, { refusal: NOT_FOUND }),
    get('/api/get-common-announcement', { currentPage: '0' }, 'currentPage'),
    get('/api/get-common-announcement', { limit: 'x' }, 'limit'),
    get('/api/get-common-announcement', { limit: '201' }, 'limit'),
    get('/api/admin/announcement', { currentPage: '-1' }, 'currentPage', root.token),
    get('/api/admin/announcement', { limit: '0' }, 'limit', root.token),
  ];
};

describe(`home page and announcement calls: bad input (${TEST_DIALECT})`, () => {
  it('answers each bad input with a 400 naming the field, or 404', async () => {
    for (const row of rows()) expectBadInput(row, await app.request(row.request));
  });

  it('refuses a carousel upload that is not a 2 MB image, naming file', async () => {
    const uploads = [
      multipartFile('file', 'a.exe', Buffer.from('MZ')),
      multipartFile('file', 'a.png', Buffer.from('<svg/>')),
      multipartFile('image', 'a.png', Buffer.from('x')),
      multipartFile('file', 'a.png', Buffer.alloc(LIMITS.avatarMaxBytes + 1)),
    ];
    for (const upload of uploads) {
      const response = await app.request({
        method: 'POST',
        url: '/api/file/upload-carouse-img',
        token: root.token,
        body: upload.body,
        headers: upload.headers,
      });
      expectBadInput(
        { call: 'POST /api/file/upload-carouse-img', request: { url: '' }, field: 'file' },
        response,
      );
    }
    const plain = await app.request({
      method: 'POST',
      url: '/api/file/upload-carouse-img',
      token: root.token,
      body: { file: 'x' },
    });
    expectBadInput(
      { call: 'POST /api/file/upload-carouse-img (JSON)', request: { url: '' }, field: 'file' },
      plain,
    );
  });

  it('wrote nothing', async () => {
    const announcements = await app.request({ url: '/api/admin/announcement', token: root.token });
    expect(announcements.body.data.records).toMatchObject([
      { id: aid, title: 'Kept', content: 'Kept content', status: 0 },
    ]);
    expect(announcements.body.data.total).toBe(1);
    const timers = await app.request({ url: '/api/admin/timer', token: root.token });
    expect(timers.body.data).toMatchObject([
      { id: timerId, title: 'Kept', onTime: '2099-01-01T00:00:00.000Z' },
    ]);
    expect((await app.request({ url: '/api/home-carousel' })).body.data).toEqual([]);
  });
});
