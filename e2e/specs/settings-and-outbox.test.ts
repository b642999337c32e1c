import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { createUsers, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, newPage, waitForToast } from '../support/browser';

let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'avatar-e2e-'));

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  await createUsers(app.baseUrl, [{ username: 'avataruser', password: 'avatar123' }]);
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
  fs.rmSync(files, { recursive: true, force: true });
});

describe('avatar upload in the settings', () => {
  it('uploads a png that then shows in the navigation, and refuses another file type', async () => {
    const page = await newPage(browser, app.baseUrl, { language: 'en-US' });
    await signInPage(page, app.baseUrl, 'avataruser', 'avatar123');
    await page.goto('/setting');
    const png = path.join(files, 'me.png');
    fs.writeFileSync(png, PNG.sync.write(new PNG({ width: 8, height: 8 })));
    const text = path.join(files, 'notes.txt');
    fs.writeFileSync(text, 'not an image');

    const input = page.getByTestId('avatar-form').locator('input[type=file]');
    await input.setInputFiles(text);
    await waitForToast(page, 'File type not supported');

    await input.setInputFiles(png);
    await waitForToast(page, 'Avatar uploaded');
    const src = await page.getByTestId('avatar-form').locator('img').getAttribute('src');
    expect(src).toMatch(/^\/api\/public\/img\/avatar\/.+\.png$/);
    const served = await fetch(`${app.baseUrl}${src}`);
    expect(served.status).toBe(200);
    await expect.poll(() => page.getByTestId('user-menu').locator('img').getAttribute('src')).toBe(src);
  });
});

describe('outbox in the back office', () => {
  it('shows root every mail the site sent, with its delivery status', async () => {
    const page = await newPage(browser, app.baseUrl, { language: 'en-US' });
    await signInPage(page, app.baseUrl);
    await fetch(`${app.baseUrl}/api/get-register-code?email=outbox-reader@example.test`);
    await page.goto('/admin/outbox');
    await expect
      .poll(() => page.getByTestId('outbox-page').innerText())
      .toContain('outbox-reader@example.test');
    expect(await page.getByTestId('outbox-page').innerText()).toContain('Delivered');
  });
});
