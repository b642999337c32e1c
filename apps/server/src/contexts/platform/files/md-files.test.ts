import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_LEVEL, Role } from '@judge/contract';
import { buildApp } from '../../../app.ts';
import {
  createTestApp,
  multipartFile,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';
import { createGroup, groupUser } from '../../../../test/groups-kit.ts';
import { safeFileName } from './md-files.service.ts';

let app: TestApp;
/** A group whose admins may upload for it. */
let gid: number;
beforeAll(async () => {
  app = await createTestApp();
  gid = await createGroup(app, (await signedInUser(app, Role.ROOT)).token);
});
/** The upload call with the group's id, as the group's pages send it. */
const forGroup = (url: string) => `${url}?gid=${gid}`;
afterAll(() => app.close());

/** A real PNG of the given size (each size gives other bytes, so another content hash). */
const png = (width = 2) => PNG.sync.write(new PNG({ width, height: 2 }));

const uploadImage = (token: string, content: Buffer, name = 'figure.png', url = '/api/file/upload-md-img') =>
  app.request({ method: 'POST', url, token, ...multipartFile('image', name, content, 'image/png') });
const uploadFile = (token: string, content: Buffer, name: string, url = '/api/file/upload-md-file') =>
  app.request({
    method: 'POST',
    url,
    token,
    ...multipartFile('file', name, content),
  });
const deleteImage = (token: string, fileId: number) =>
  app.request({ url: '/api/file/delete-md-img', query: { fileId: String(fileId) }, token });

describe(`Markdown pictures (${TEST_DIALECT})`, () => {
  it('stores a picture by its content, serves it as its sniffed type with nosniff, and caches it', async () => {
    const user = await signedInUser(app, Role.ADMIN);
    const response = await uploadImage(user.token, png(3));
    expect(response.statusCode).toBe(200);
    const { link, fileId } = response.body.data;
    expect(link).toMatch(/^\/api\/public\/img\/md\/[0-9a-f]{64}\.png$/);
    expect(fileId).toBeGreaterThan(0);

    const served = await app.request({ url: link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.raw.rawPayload.equals(png(3))).toBe(true);
    const again = await app.request({ url: link, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // The same bytes under another extension are not served: a picture is only what its bytes are.
    expect((await app.request({ url: link.replace('.png', '.gif') })).statusCode).toBe(404);
  });

  it('keeps a picture two users uploaded until both deleted it; only the uploader or an admin role deletes', async () => {
    const [alice, bob, admin] = [
      await groupUser(app, gid, GROUP_LEVEL.ADMIN),
      await groupUser(app, gid, GROUP_LEVEL.ADMIN),
      await signedInUser(app, Role.PROBLEM_ADMIN),
    ];
    const url = forGroup('/api/file/upload-md-img');
    const first = (await uploadImage(alice.token, png(4), 'figure.png', url)).body.data;
    const second = (await uploadImage(bob.token, png(4), 'figure.png', url)).body.data;
    expect(second.link).toBe(first.link);
    expect(second.fileId).not.toBe(first.fileId);

    const refused = await deleteImage(bob.token, first.fileId);
    expect([refused.statusCode, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await deleteImage(alice.token, first.fileId)).statusCode).toBe(200);
    expect((await app.request({ url: first.link })).statusCode).toBe(200);
    expect((await deleteImage(admin.token, second.fileId)).statusCode).toBe(200);
    expect((await app.request({ url: first.link })).statusCode).toBe(404);
    expect((await deleteImage(alice.token, first.fileId)).statusCode).toBe(404);
  });

  it("pictures come from the admin roles and from a group's admins for their group only (spec 1-core); nothing stored else", async () => {
    const stored = async () =>
      Number(
        (
          await app.db
            .selectFrom('mdFiles')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await stored();
    const [user, member, otherGroupAdmin] = [
      await signedInUser(app),
      await groupUser(app, gid, GROUP_LEVEL.MEMBER),
      await groupUser(
        app,
        await createGroup(app, (await signedInUser(app, Role.ROOT)).token),
        GROUP_LEVEL.ADMIN,
      ),
    ];
    for (const [who, url] of [
      [user, '/api/file/upload-md-img'],
      [user, forGroup('/api/file/upload-md-img')],
      [member, forGroup('/api/file/upload-md-img')],
      [otherGroupAdmin, forGroup('/api/file/upload-md-img')],
      [otherGroupAdmin, '/api/file/upload-md-img'],
    ] as const) {
      const refused = await uploadImage(who.token, png(6), 'figure.png', url);
      expect([refused.statusCode, refused.body.code], url).toEqual([403, 'FORBIDDEN']);
    }
    expect(await stored()).toBe(before);
    for (const role of [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN]) {
      const allowed = await uploadImage((await signedInUser(app, role)).token, png(7));
      expect(allowed.statusCode).toBe(200);
    }
  });

  it('refuses a wrong name, bytes that are no picture, a bmp, an oversized picture and a missing file, naming the field', async () => {
    const user = await signedInUser(app, Role.ADMIN);
    const cases: [Buffer, string][] = [
      [png(), 'figure.svg'],
      [Buffer.from('<svg onload=alert(1)>'), 'figure.png'],
      [Buffer.from('BM0000000000'), 'figure.png'],
      [Buffer.concat([png(), Buffer.alloc(4 * 1024 * 1024)]), 'big.png'],
    ];
    for (const [content, name] of cases) {
      const response = await uploadImage(user.token, content, name);
      expect([response.statusCode, response.body.data?.field], name).toEqual([400, 'image']);
    }
    const wrongField = await app.request({
      method: 'POST',
      url: '/api/file/upload-md-img',
      token: user.token,
      ...multipartFile('picture', 'figure.png', png()),
    });
    expect([wrongField.statusCode, wrongField.body.data.field]).toEqual([400, 'image']);
    const notMultipart = await app.request({
      method: 'POST',
      url: '/api/file/upload-md-img',
      token: user.token,
      body: {},
    });
    expect([notMultipart.statusCode, notMultipart.body.data.field]).toEqual([400, 'image']);
    const badGroup = await uploadImage(user.token, png(), 'figure.png', '/api/file/upload-md-img?gid=abc');
    expect([badGroup.statusCode, badGroup.body.data.field]).toEqual([400, 'gid']);
  });

  it('serves an upload from another server on the same database (a restart, or a second server)', async () => {
    const user = await signedInUser(app, Role.ADMIN);
    const { link } = (await uploadImage(user.token, png(5))).body.data;
    const otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-md-'));
    const second = await buildApp({
      config: { ...app.config, dataDir: otherDataDir },
      database: app.handle,
      logger: false,
    });
    try {
      const served = await second.app.inject({ url: link });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(png(5))).toBe(true);
    } finally {
      await second.app.close();
      fs.rmSync(otherDataDir, { recursive: true, force: true });
    }
  });
});

describe(`Markdown files (${TEST_DIALECT})`, () => {
  it('lets admin roles upload any file, served as a download under its name', async () => {
    const admin = await signedInUser(app, Role.ADMIN);
    const html = Buffer.from('<script>alert(1)</script>');
    const response = await uploadFile(admin.token, html, '数据 说明.html');
    expect(response.statusCode).toBe(200);
    const { link } = response.body.data;
    expect(link).toMatch(/^\/api\/public\/file\/[0-9a-f]{64}\/.+$/);
    expect(decodeURIComponent(link.split('/').at(-1))).toBe('数据 说明.html');

    const served = await app.request({ url: link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('数据 说明.html')}`,
    );
    expect(served.raw.rawPayload.equals(html)).toBe(true);
    // A file is not a picture: its bytes are not served under the picture path.
    const hash = link.split('/')[4];
    expect((await app.request({ url: `/api/public/img/md/${hash}.png` })).statusCode).toBe(404);
  });

  it("takes a group's admin's file for their group (its gid), refuses other users, an oversized file and a missing one", async () => {
    const groupAdmin = await groupUser(app, gid, GROUP_LEVEL.ADMIN);
    const forTheGroup = await uploadFile(
      groupAdmin.token,
      Buffer.from('x'),
      'a.txt',
      forGroup('/api/file/upload-md-file'),
    );
    expect(forTheGroup.statusCode).toBe(200);
    const outside = await uploadFile(groupAdmin.token, Buffer.from('x'), 'a.txt');
    expect([outside.statusCode, outside.body.code]).toEqual([403, 'FORBIDDEN']);
    const user = await signedInUser(app);
    const refused = await uploadFile(user.token, Buffer.from('x'), 'a.txt');
    expect([refused.statusCode, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    const root = await signedInUser(app, Role.ROOT);
    const big = await uploadFile(root.token, Buffer.alloc(32 * 1024 * 1024 + 1), 'big.bin');
    expect([big.statusCode, big.body.data.field]).toEqual([400, 'file']);
    expect(big.body.msg).toContain('Exceed max size limit');
    const none = await app.request({
      method: 'POST',
      url: '/api/file/upload-md-file',
      token: root.token,
      ...multipartFile('other', 'a.txt', Buffer.from('x')),
    });
    expect([none.statusCode, none.body.data.field]).toEqual([400, 'file']);
  });

  it('answers 404 for a link that names no stored content', async () => {
    expect((await app.request({ url: `/api/public/file/${'0'.repeat(64)}/a.txt` })).statusCode).toBe(404);
    expect((await app.request({ url: '/api/public/file/nothex/a.txt' })).statusCode).toBe(404);
    expect((await app.request({ url: '/api/public/img/md/abc.png' })).statusCode).toBe(404);
  });
});

describe('file names in links', () => {
  it('keeps the last path segment without control or link-breaking characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\me\\data (1).zip')).toBe('data 1.zip');
    expect(safeFileName('a\u0000b[c]<d>.txt')).toBe('abcd.txt');
    expect(safeFileName('()')).toBe('file');
  });
});
