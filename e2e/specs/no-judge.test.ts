import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { DESKTOP, launchBrowser, MOBILE, newPage } from '../support/browser';
import { REPO_ROOT } from '../support/paths';

let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let submitId: number;

const SCREENSHOTS = path.join(REPO_ROOT, 'screenshots');
const TEXT = {
  'en-US': 'No judge connected now can run C++',
  'zh-CN': '当前没有可评测 C++ 的评测机',
} as const;

beforeAll(async () => {
  // A server without its embedded judge and with no daemon: nothing can run the submission.
  app = await startApp({ env: { JUDGE_EMBEDDED: 'false' } });
  browser = await launchBrowser();
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await createUsers(app.baseUrl, [{ username: 'waiting', password: 'waiting123' }]);
  const token = await apiLogin(app.baseUrl, 'waiting', 'waiting123', 'site');
  const problem = await apiCall<{ problem: { pid: number } }>(
    app.baseUrl,
    token,
    'GET',
    '/api/get-problem-detail?problemId=P1000',
  );
  const submitted = await apiCall<{ submitId: number }>(
    app.baseUrl,
    token,
    'POST',
    '/api/submit-problem-judge',
    {
      pid: problem.problem.pid,
      language: 'C++',
      code: '#include <cstdio>\nint main() { return 0; }\n',
    },
  );
  submitId = submitted.submitId;
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

describe('a server with no judge', () => {
  it.each([
    { width: 'desktop', viewport: DESKTOP, language: 'en-US' },
    { width: 'desktop', viewport: DESKTOP, language: 'zh-CN' },
    { width: 'mobile', viewport: MOBILE, language: 'en-US' },
    { width: 'mobile', viewport: MOBILE, language: 'zh-CN' },
  ] as const)(
    'tells the author their submission waits for a judge that can run its language ($width, $language)',
    async ({ width, viewport, language }) => {
      const page = await newPage(browser, app.baseUrl, { viewport, language });
      await signInPage(page, app.baseUrl, 'waiting', 'waiting123');
      await page.goto(`/submission-detail/${submitId}`);
      const warning = page.getByTestId('no-judge-for-language');
      await warning.waitFor();
      expect(await warning.innerText()).toContain(TEXT[language]);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `submission-no-judge-${width}-${language}.png`),
        fullPage: true,
      });
      await page.context().close();
    },
  );
});

describe('the back office’s judges page', () => {
  it.each([
    { width: 'desktop', viewport: DESKTOP, language: 'en-US' },
    { width: 'mobile', viewport: MOBILE, language: 'zh-CN' },
  ] as const)(
    'shows root that no judge is connected and which waiting language has none ($width, $language)',
    async ({ width, viewport, language }) => {
      const page = await newPage(browser, app.baseUrl, { viewport, language });
      await signInPage(page, app.baseUrl);
      await page.goto('/admin/judges');
      const status = page.getByTestId('judge-status-page');
      await status.waitFor();
      await page.getByTestId('unserved-languages').waitFor();
      expect(await page.getByTestId('unserved-languages').innerText()).toContain('C++');
      const queue = page.getByTestId('judge-queue');
      await expect.poll(() => queue.locator('.ant-table-row').count()).toBe(1);
      expect(await queue.locator('.ant-table-row').innerText()).toMatch(/C\+\+\s+1/);
      expect(await page.getByTestId('judge-table').locator('.ant-table-row').count()).toBe(0);
      // Let the menu's slide on a narrow screen end before the picture.
      await page.waitForTimeout(500);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `admin-judges-${width}-${language}.png`),
        fullPage: true,
      });
      await page.context().close();
    },
  );

  it('is for root only', async () => {
    const page = await newPage(browser, app.baseUrl, { viewport: DESKTOP, language: 'en-US' });
    await signInPage(page, app.baseUrl, 'waiting', 'waiting123');
    await page.goto('/admin/judges');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
    await page.context().close();
  });
});
