import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, Role } from '@judge/contract';
import { createTestApp, multipartFile, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the Markdown editor's calls (docs/api.md "Markdown uploads"): a 400 naming the field (the file
 * missing, sent under another field or not as multipart, a name or bytes of another type, too large; gid and
 * fileId positive integers up to 2147483647), or 404 for a picture that does not exist; nothing stored.
 */
let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

const BIG = String(LIMITS.idMax + 1);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

const rows = (): BadInputRow[] => {
  const image = (
    upload: { body: unknown; headers?: Record<string, string> },
    field: string,
    url = '/api/file/upload-md-img',
  ): BadInputRow => ({
    call: `POST ${url}`,
    request: { method: 'POST', url, token: root.token, body: upload.body, headers: upload.headers },
    field,
  });
  const remove = (fileId: string | undefined, expected: Partial<BadInputRow>): BadInputRow => ({
    call: 'GET /api/file/delete-md-img',
    request: {
      url: '/api/file/delete-md-img',
      token: root.token,
      query: fileId === undefined ? {} : { fileId },
    },
    ...expected,
  });
  return [
    image({ body: {} }, 'image'),
    image(multipartFile('file', 'p.gif', GIF), 'image'),
    image(multipartFile('image', 'p.exe', GIF), 'image'),
    image(multipartFile('image', 'p.png', Buffer.from('%PDF-1.7')), 'image'),
    image(
      multipartFile('image', 'p.gif', Buffer.concat([GIF, Buffer.alloc(LIMITS.mdImageMaxBytes)])),
      'image',
    ),
    image(multipartFile('image', 'p.gif', GIF), 'gid', '/api/file/upload-md-img?gid=x'),
    image(multipartFile('image', 'p.gif', GIF), 'gid', '/api/file/upload-md-img?gid=0'),
    image(multipartFile('image', 'p.gif', GIF), 'gid', `/api/file/upload-md-img?gid=${BIG}`),
    image({ body: {} }, 'file', '/api/file/upload-md-file'),
    image(multipartFile('image', 'a.txt', GIF), 'file', '/api/file/upload-md-file'),
    image(
      multipartFile('file', 'a.bin', Buffer.alloc(LIMITS.mdFileMaxBytes + 1)),
      'file',
      '/api/file/upload-md-file',
    ),
    image(multipartFile('file', 'a.txt', GIF), 'gid', '/api/file/upload-md-file?gid=-3'),
    remove(undefined, { field: 'fileId' }),
    remove('x', { field: 'fileId' }),
    remove('0', { field: 'fileId' }),
    remove(BIG, { field: 'fileId' }),
    remove('999999', { refusal: NOT_FOUND }),
  ];
};

describe(`Markdown upload calls: bad input (${TEST_DIALECT})`, () => {
  it('answers each bad input with a 400 naming the field, or 404', async () => {
    for (const row of rows()) expectBadInput(row, await app.request(row.request));
  });

  it('nothing was stored', async () => {
    expect(await app.db.selectFrom('mdFiles').select('id').execute()).toEqual([]);
    expect(await app.db.selectFrom('mdBlobs').select('hash').execute()).toEqual([]);
  });
});
