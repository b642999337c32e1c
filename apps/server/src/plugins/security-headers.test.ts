import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import {
  createTestApp,
  multipartFile,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../test/test-app.ts';

/**
 * Every response says how it may be read: nosniff (a browser takes the type given, never guesses a script out of
 * an upload), the Referrer-Policy, and the Content-Security-Policy the built app passes (proved in Chromium by
 * e2e/specs/security-headers.test.ts). The public images are served only as the image types an upload was sniffed
 * as.
 */
let app: TestApp;
let webDist: string;

beforeAll(async () => {
  // A stand-in for the built app, so the SPA's HTML and assets are served whatever apps/web/dist holds.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.mkdirSync(path.join(webDist, 'draw'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'draw', 'index.html'), '<!doctype html><div id="draw-app"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'main.js'), 'console.log(1)');
  app = await createTestApp({ webDist });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('same-origin');
  const policy = String(headers['content-security-policy']);
  expect(policy, what).toContain("script-src 'self'");
  expect(policy, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(policy, what).toContain("object-src 'none'");
  expect(policy, what).toContain("frame-ancestors 'none'");
}

const png = () => {
  const image = new PNG({ width: 2, height: 2 });
  image.data.fill(255);
  return PNG.sync.write(image);
};

describe(`security headers (${TEST_DIALECT})`, () => {
  it.each([
    ['an API answer', '/api/health', 200],
    ['an API refusal', '/api/get-user-info', 401],
    ['an unknown API path', '/api/no-such-call', 404],
    ['a bad input', '/api/get-problem-list?difficulty=9', 400],
    ['the SPA on a deep link', '/problem/1', 200],
    ['the SPA itself', '/', 200],
    ['the drawing board', '/draw/index.html', 200],
    ['a script of the app', '/assets/main.js', 200],
  ])('%s (%s)', async (what, url, status) => {
    const response = await app.request({ url });
    expect(response.statusCode, what).toBe(status);
    expectSecurityHeaders(response.headers, what);
  });

  it('a rate-limited call too', async () => {
    const rule = { max: 1, timeWindow: '1 minute' };
    const limited = await createTestApp({
      rateLimits: { login: rule, register: rule, sendCode: rule, reset: rule },
    });
    try {
      await limited.request({ url: '/api/captcha' });
      const refused = await limited.request({ url: '/api/captcha' });
      expect(refused.statusCode).toBe(429);
      expectSecurityHeaders(refused.headers, '429');
    } finally {
      await limited.close();
    }
  });

  it('an avatar is served as the type its bytes were sniffed as, whatever its name said', async () => {
    const user = await signedInUser(app);
    const upload = multipartFile('image', 'photo.jpg', png(), 'image/jpeg');
    const saved = await app.request({
      method: 'POST',
      url: '/api/file/upload-avatar',
      token: user.token,
      body: upload.body,
      headers: upload.headers,
    });
    const avatar = saved.body.data.avatar as string;
    expect(avatar).toMatch(/\.png$/);
    const served = await app.request({ url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expectSecurityHeaders(served.headers, 'avatar');
  });

  it("keeps a route's stricter policy: an uploaded file's download stays sandboxed", async () => {
    const root = await signedInUser(app, Role.ROOT);
    const form = multipartFile('file', 'page.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
    const uploaded = await app.request({
      method: 'POST',
      url: '/api/file/upload-md-file',
      token: root.token,
      ...form,
    });
    const served = await app.request({ url: uploaded.body.data.link as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['evil.svg', 'evil.html', 'evil.js', 'evil'])(
    'a file under public/img that no upload wrote (%s) is not served',
    async (name) => {
      const dir = path.join(app.config.dataDir, 'public', 'img', 'avatar');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, name),
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      );
      const served = await app.request({ url: `/api/public/img/avatar/${name}` });
      expect(served.statusCode).toBe(404);
      expectSecurityHeaders(served.headers, name);
    },
  );
});
