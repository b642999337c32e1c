import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, newPage } from '../support/browser';

/**
 * The user home (spec 1-core §2.9): a user solves A+B and fills their profile through the API; a guest opens
 * /user-home?username=.. and sees the counts, the signature as Markdown, the problem under its difficulty and
 * today's heatmap square; an unknown user gets the not-found state. Screenshots in both languages and widths.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

const SHOTS = '/tmp/userhome-shots';
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const USER = { username: 'homeuser', password: 'secret123' };
const CPP_RIGHT =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';

const TEXT = {
  'en-US': { profile: 'Personal Profile', solved: 'Solved Problems', notFound: 'This user does not exist' },
  'zh-CN': { profile: '个人简介', solved: '已解决的题目', notFound: '该用户不存在' },
} as const;

async function waitForVerdict(token: string, submitId: number) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const statuses = await apiCall<Record<number, { status: number }>>(
      app.baseUrl,
      token,
      'POST',
      '/api/check-submissions-status',
      { submitIds: [submitId] },
    );
    const status = statuses[submitId]?.status;
    if (status !== undefined && ![5, 6, 7].includes(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`submission ${submitId} was not judged`);
}

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

let difficulty: number;

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  app = await startApp();
  browser = await launchBrowser();
  await createUsers(app.baseUrl, [USER]);
  // Root gives the user a title (the back office's user editor).
  const root = await apiLogin(app.baseUrl);
  const { uid } = await apiCall<{ uid: number }>(
    app.baseUrl,
    root,
    'GET',
    `/api/get-user-home-info?username=${USER.username}`,
  );
  await apiCall(app.baseUrl, root, 'PUT', '/api/admin/user/edit-user', {
    uid,
    titleName: 'Sum Master',
    titleColor: '#c41d7f',
  });
  const token = await apiLogin(app.baseUrl, USER.username, USER.password, 'site');
  await apiCall(app.baseUrl, token, 'POST', '/api/change-userInfo', {
    nickname: 'Homer',
    gender: 'male',
    school: 'Springfield University',
    course: 'Computer Science',
    blog: 'https://blog.example.com',
    phone: '+8613800000000',
    signature: 'I like **sums** and `long long`.',
  });
  const detail = await apiCall<{ problem: { pid: number; difficulty: number } }>(
    app.baseUrl,
    token,
    'GET',
    '/api/get-problem-detail?problemId=P1000',
  );
  difficulty = detail.problem.difficulty;
  const { submitId } = await apiCall<{ submitId: number }>(
    app.baseUrl,
    token,
    'POST',
    '/api/submit-problem-judge',
    { pid: detail.problem.pid, language: 'C++', code: CPP_RIGHT },
  );
  expect(await waitForVerdict(token, submitId)).toBe(0);
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

describe('the user home', () => {
  for (const language of ['en-US', 'zh-CN'] as const) {
    for (const [width, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ] as const) {
      it(`shows a guest the profile, counts, heatmap and solved problems (${width}, ${language})`, async () => {
        const page = await newPage(browser, app.baseUrl, { viewport, language });
        await page.goto(`/user-home?username=${USER.username}`);
        await page.getByTestId('user-home-page').waitFor();
        expect(await page.getByTestId('user-home-username').textContent()).toBe(USER.username);
        expect(await page.getByTestId('user-home-nickname').textContent()).toBe('Homer');
        expect(await page.getByTestId('user-home-title').textContent()).toBe('Sum Master');
        expect(await page.getByTestId('user-home-school').textContent()).toContain('Springfield University');
        expect(await page.getByTestId('user-home-grade').textContent()).toContain('Computer Science');
        expect(await page.getByTestId('user-home-blog').getAttribute('href')).toBe(
          'https://blog.example.com/',
        );
        await page.getByTestId('user-home-phone').waitFor();
        expect(
          await page.getByTestId('user-home-total').locator('.user-home-stat__value').textContent(),
        ).toBe('1');
        expect(
          await page.getByTestId('user-home-solved').locator('.user-home-stat__value').textContent(),
        ).toBe('1');
        expect(await page.getByTestId('user-home-total').getAttribute('href')).toBe(
          `/status?username=${USER.username}`,
        );
        // The signature is Markdown.
        expect(await page.locator('.user-home-signature strong').textContent()).toBe('sums');
        expect(await page.locator('.user-home-signature code').textContent()).toBe('long long');
        // Today's square (UTC) holds the submission.
        const today = new Date().toISOString().slice(0, 10);
        const square = page.getByTestId(`heatmap-day-${today}`);
        expect(await square.getAttribute('data-count')).toBe('1');
        expect(await square.getAttribute('data-level')).toBe('1');
        expect(await page.locator('[data-testid=heatmap] rect').count()).toBe(365);
        await shoot(page, `profile-${width}-${language}`);

        await page.getByRole('tab', { name: TEXT[language].solved }).click();
        const group = page.getByTestId(`solved-group-${difficulty}`);
        await group.waitFor();
        const link = group.getByRole('link', { name: 'P1000' });
        expect(await link.getAttribute('href')).toBe('/problem/P1000');
        const refreshed = page.waitForResponse((response) =>
          response.url().includes('/api/get-user-home-info'),
        );
        await page.getByTestId('solved-refresh').click();
        expect((await refreshed).status()).toBe(200);
        await shoot(page, `solved-${width}-${language}`);
        await page.context().close();
      });
    }

    it(`shows the not-found state for an unknown user (${language})`, async () => {
      for (const [width, viewport] of [
        ['desktop', DESKTOP],
        ['mobile', MOBILE],
      ] as const) {
        const page = await newPage(browser, app.baseUrl, { viewport, language });
        await page.goto('/user-home?username=nobody-at-all');
        await page.getByTestId('user-home-not-found').waitFor();
        await page.getByText(TEXT[language].notFound).waitFor();
        // No error toast on top of the page's own state.
        expect(await page.locator('.ant-message-notice').count()).toBe(0);
        await shoot(page, `not-found-${width}-${language}`);
        await page.context().close();
      }
    });
  }

  it('shows a signed-in user their own home without parameters', async () => {
    const page = await newPage(browser, app.baseUrl, { viewport: DESKTOP, language: 'en-US' });
    await signInPage(page, app.baseUrl, USER.username, USER.password);
    await page.goto('/user-home');
    await page.getByTestId('user-home-page').waitFor();
    expect(await page.getByTestId('user-home-username').textContent()).toBe(USER.username);
    await page.context().close();
  });
});
