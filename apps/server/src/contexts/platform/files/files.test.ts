import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  multipartFile,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';
import { sniffImageType } from './image-type.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const tinyPng = () => PNG.sync.write(new PNG({ width: 2, height: 2 }));

describe(`avatar upload (${TEST_DIALECT})`, () => {
  it('stores a png, sets it as the avatar and serves it', async () => {
    const user = await signedInUser(app);
    const { body, headers } = multipartFile('image', 'me.png', tinyPng(), 'image/png');
    const response = await app.request({
      method: 'POST',
      url: '/api/file/upload-avatar',
      token: user.token,
      body,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const avatar: string = response.body.data.avatar;
    expect(avatar).toMatch(/^\/api\/public\/img\/avatar\/.+\.png$/);
    const served = await app.request({ url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.raw.rawPayload.equals(tinyPng())).toBe(true);
    expect((await app.request({ url: '/api/get-user-info', token: user.token })).body.data.avatar).toBe(
      avatar,
    );
  });

  it('refuses a wrong extension, a disguised file, an oversized one, and anonymous callers', async () => {
    const user = await signedInUser(app);
    const exe = multipartFile('image', 'virus.exe', tinyPng());
    const wrongName = await app.request({
      method: 'POST',
      url: '/api/file/upload-avatar',
      token: user.token,
      ...exe,
    });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.body.msg).toContain('File type not supported');
    const script = multipartFile('image', 'fake.png', Buffer.from('<script>alert(1)</script>'));
    expect(
      (await app.request({ method: 'POST', url: '/api/file/upload-avatar', token: user.token, ...script }))
        .body.data.field,
    ).toBe('image');
    const big = multipartFile('image', 'big.png', Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]));
    const tooBig = await app.request({
      method: 'POST',
      url: '/api/file/upload-avatar',
      token: user.token,
      ...big,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.body.msg).toContain('Exceed max size limit');
    expect(
      (
        await app.request({
          method: 'POST',
          url: '/api/file/upload-avatar',
          ...multipartFile('image', 'a.png', tinyPng()),
        })
      ).statusCode,
    ).toBe(401);
    const notMultipart = await app.request({
      method: 'POST',
      url: '/api/file/upload-avatar',
      token: user.token,
      body: { image: 'x' },
    });
    expect(notMultipart.body.data.field).toBe('image');
  });
});

describe('image sniffing', () => {
  it('recognises the allowed types by content', () => {
    expect(sniffImageType(tinyPng())).toBe('png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(sniffImageType(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniffImageType(Buffer.from('BM......'))).toBe('bmp');
    expect(sniffImageType(Buffer.from('RIFF....WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
  });
});
