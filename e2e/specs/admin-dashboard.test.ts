import fs from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { ADMIN_SHOTS, ownWebCopy, shoot, signedInPage } from '../support/back-office';
import { launchBrowser, ROUNDS } from '../support/browser';

/**
 * The back office's home (issue 13.1): root sees the site's counts, its sign-ins, this server and its embedded
 * judge, and the contests around now; a contestant's submission moves "today's submissions" and, once the real
 * judge has judged it, "judged today", on the open page. The Contest menu's AC download entry gives that
 * submission's zip. Screenshots at 1440 and 375 px in both languages into ADMIN_SHOTS.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let dropWebCopy: () => void;
let rootToken = '';
let cid = 0;
let pid = 0;

const CONTESTANT = { username: 'dashcarla', password: 'carla12345' };
const CPP_SUM = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n';
const WAIT = { timeout: 120_000, interval: 500 };

beforeAll(async () => {
  dropWebCopy = ownWebCopy();
  app = await startApp();
  browser = await launchBrowser();
  rootToken = await apiLogin(app.baseUrl);
  await createUsers(app.baseUrl, [CONTESTANT]);
  const now = Date.now();
  cid = (
    await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
      title: 'Dashboard Cup',
      description: 'A+B for the dashboard.',
      startTime: new Date(now - 10 * 60_000).toISOString(),
      endTime: new Date(now + 3 * 3600_000).toISOString(),
      type: 0,
      auth: 0,
    })
  ).cid;
  pid = (
    await apiCall<{ problem: { pid: number } }>(
      app.baseUrl,
      rootToken,
      'GET',
      '/api/get-problem-detail?problemId=P1000',
    )
  ).problem.pid;
  await apiCall(app.baseUrl, rootToken, 'POST', '/api/admin/contest/add-problem-from-public', {
    cid,
    pid,
    displayId: 'A',
  });
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
  dropWebCopy?.();
});

const stat = (page: Page, key: string) =>
  page.getByTestId(`dashboard-stat-${key}`).locator('.ant-statistic-content-value').innerText().then(Number);

describe('the back office dashboard', () => {
  it('shows the counts, the sign-ins, this server, its judge and the contests around now', async () => {
    const page = await signedInPage(browser as Browser, app.baseUrl);
    await page.goto('/admin/dashboard');
    await page.getByTestId('admin-dashboard').waitFor();
    // Root, the contestant: two accounts; the embedded judge is online.
    await expect.poll(() => stat(page, 'users')).toBe(2);
    await expect.poll(() => stat(page, 'judges'), WAIT).toBe(1);
    expect(await stat(page, 'runningContests')).toBe(1);
    expect(await stat(page, 'upcomingContests')).toBe(1);
    await page.getByTestId('dashboard-judges').getByText('C++', { exact: true }).waitFor();
    expect(await page.getByTestId('dashboard-judges').innerText()).toContain('Embedded');
    expect(await page.getByTestId('dashboard-database').innerText()).toMatch(/^SQLite · \d/);
    expect(await page.getByTestId('dashboard-service').innerText()).toContain('0.1.0');
    expect(await page.getByTestId('dashboard-contests').innerText()).toContain('Dashboard Cup');
    expect(await page.getByTestId('dashboard-sessions').innerText()).toContain('This session');
    await page.context().close();
  });

  it('counts a contestant’s submission on the open page, then counts it judged', async () => {
    const page = await signedInPage(browser as Browser, app.baseUrl);
    await page.goto('/admin/dashboard');
    await expect.poll(() => stat(page, 'todaySubmissions')).toBe(0);
    const token = await apiLogin(app.baseUrl, CONTESTANT.username, CONTESTANT.password, 'site');
    await apiCall(app.baseUrl, token, 'POST', '/api/submit-problem-judge', {
      pid,
      cid,
      language: 'C++',
      code: CPP_SUM,
    });
    // The page asks again every 5 s: the new submission shows up, then its verdict.
    await expect.poll(() => stat(page, 'todaySubmissions'), WAIT).toBe(1);
    await expect.poll(() => stat(page, 'todayJudged'), WAIT).toBe(1);
    await page.context().close();
  });

  it('offers the AC download in the Contest menu, and the zip holds the accepted code', async () => {
    const page = await signedInPage(browser as Browser, app.baseUrl);
    await page.goto('/admin/dashboard');
    await page.getByTestId('admin-menu-ac-download').click();
    await page.waitForURL('**/admin/contest/ac-download');
    await page.getByTestId('ac-download-contest').click();
    await page.keyboard.type('Dashboard');
    await page.locator('.ant-select-item-option', { hasText: 'Dashboard Cup' }).click();
    await page.getByTestId('ac-download-choose').click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('ac-download-ok').click();
    const entries = unzipSync(new Uint8Array(fs.readFileSync(await (await downloading).path())));
    const names = Object.keys(entries);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(new RegExp(`^${CONTESTANT.username}/A_\\d+\\.cpp$`));
    expect(Buffer.from(entries[names[0]]).toString('utf8')).toBe(CPP_SUM);
    await page.context().close();
  });

  it('a teacher gets the greeting only', async () => {
    await createUsers(app.baseUrl, [{ username: 'dashteacher', password: 'teach12345' }]);
    const users = await apiCall<{ records: { uid: number; username: string }[] }>(
      app.baseUrl,
      rootToken,
      'GET',
      '/api/admin/user/get-user-list?keyword=dashteacher&currentPage=1&limit=10',
    );
    await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/user/edit-user', {
      uid: users.records[0].uid,
      role: 1009,
    });
    const page = await signedInPage(browser as Browser, app.baseUrl, {
      username: 'dashteacher',
      password: 'teach12345',
    });
    await page.goto('/admin/dashboard');
    await page.getByTestId('admin-dashboard').getByText('Your classes are managed').waitFor();
    expect(await page.getByTestId('dashboard-service').count()).toBe(0);
    await page.context().close();
  });

  it('at 1440 and 375 px in both languages', async () => {
    for (const { language, px: width } of ROUNDS) {
      const page = await signedInPage(browser as Browser, app.baseUrl, { language, width });
      await page.goto('/admin/dashboard');
      await page.getByTestId('dashboard-judges').locator('.ant-table-row').first().waitFor();
      await page.getByTestId('dashboard-contests').locator('.ant-table-row').first().waitFor();
      await page.getByTestId('dashboard-service').locator('.ant-descriptions').waitFor();
      expect(await shoot(page, 'dashboard', width, language)).toBe(0);
      await page.goto('/admin/contest/ac-download');
      await page.getByTestId('ac-download-page').waitFor();
      expect(await shoot(page, 'ac-download', width, language)).toBe(0);
      await page.context().close();
    }
    // Each round's picture (the folder may also hold other runs' rounds: `npm run screenshots` walks four).
    const shots = fs.readdirSync(ADMIN_SHOTS);
    for (const { language, px } of ROUNDS) expect(shots).toContain(`dashboard-${px}-${language}.png`);
  });
});
