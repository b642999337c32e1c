import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers, addBankProblemToContest } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { contestPages } from '../support/pages';
import { DESKTOP, MOBILE, launchBrowser, waitForToast } from '../support/browser';

/**
 * The contest hall (issue 25, docs/contest-hall.md) in Chromium. The server trusts X-Forwarded-For
 * (TRUST_PROXY=true, as behind nginx), and each browser context sends the address of the machine it plays.
 * Root sets a private running contest's hall in the back office's form: the hall's network, one session per
 * account, a seat. Alice (registered) from outside the hall sees the contest say her address is not allowed, and
 * its tabs closed; from the hall she sees only the contest: the banner, the menu's one entry, the bank leading
 * back to the contest, its problem open. The seat's browser is signed in by its address. After the end everything
 * opens again. Screenshots at 1440 and 375 px in both languages into /tmp/contest-hall-shots/.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let rootToken = '';

const SHOTS = process.env.CONTEST_HALL_SHOTS ?? '/tmp/contest-hall-shots';
const PASSWORD = 'hallpass123';
const { pageAt, shoot } = contestPages({
  browser: () => browser as Browser,
  baseUrl: () => app.baseUrl,
  password: PASSWORD,
  shots: SHOTS,
});
const CONTEST_PASSWORD = 'hall-cup';
const HALL = '10.1.2.3';
const SEAT = '10.1.2.31';
const ELSEWHERE = '192.168.7.7';
const HOUR = 3_600_000;

beforeAll(async () => {
  app = await startApp({ env: { TRUST_PROXY: 'true' } });
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  rootToken = await apiLogin(app.baseUrl);
  await createUsers(app.baseUrl, [
    { username: 'alice', password: PASSWORD },
    { username: 'seat031', password: PASSWORD },
  ]);
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function moveContest(cid: number, startTime: string, endTime: string) {
  const stored = await apiCall<Record<string, unknown>>(
    app.baseUrl,
    rootToken,
    'GET',
    `/api/admin/contest?cid=${cid}`,
  );
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/contest', {
    cid,
    title: stored.title,
    description: stored.description,
    startTime,
    endTime,
    type: 0,
    auth: 1,
    pwd: CONTEST_PASSWORD,
  });
}

describe('a contest in the hall', () => {
  let cid = 0;

  beforeAll(async () => {
    const start = Math.floor((Date.now() - HOUR) / 1000) * 1000;
    ({ cid } = await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
      title: 'Hall Cup',
      description: 'Played in the contest hall.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 4 * HOUR).toISOString(),
      type: 0,
      auth: 1,
      pwd: CONTEST_PASSWORD,
    }));
    await addBankProblemToContest(app.baseUrl, rootToken, cid);
    const alice = await apiLogin(app.baseUrl, 'alice', PASSWORD, 'site');
    await apiCall(app.baseUrl, alice, 'POST', '/api/register-contest', { cid, password: CONTEST_PASSWORD });
  });

  it("root sets the hall in the back office's contest form", async () => {
    const page = await pageAt(ELSEWHERE, 'en-US', 'root');
    await page.goto(`/admin/contest/${cid}/edit`);
    await page.getByTestId('contest-hall-section').waitFor();
    // A range typed wrong is named under the field before anything is sent.
    await page.getByTestId('contest-hall-networks').fill('10.1.0.0/16\n10.1/16');
    await page.getByTestId('contest-save').click();
    await page.getByText('10.1/16 is not an IP address or a CIDR range').waitFor();
    await page.getByTestId('contest-hall-networks').fill('10.1.0.0/16\n2001:db8:1::/48');
    await page
      .getByTestId('contest-hall-session-rule')
      .getByText('One: a new sign-in signs the other out')
      .click();
    await page.getByTestId('contest-hall-seats').fill(`${SEAT} seat031`);
    await shoot(page, 'form', 'en-US', DESKTOP);
    await page.getByTestId('contest-save').click();
    await waitForToast(page, 'Saved');
    await page.close();
    const view = await apiCall<Record<string, unknown>>(
      app.baseUrl,
      rootToken,
      'GET',
      `/api/admin/contest?cid=${cid}`,
    );
    expect(view).toMatchObject({
      allowedNetworks: ['10.1.0.0/16', '2001:db8:1::/48'],
      sessionRule: 'single-replace',
      ipAutoLogin: [{ address: SEAT, username: 'seat031' }],
    });
    const zh = await pageAt(ELSEWHERE, 'zh-CN', 'root', MOBILE);
    await zh.goto(`/admin/contest/${cid}/edit`);
    await zh.getByTestId('contest-hall-section').getByText('允许的网段').waitFor();
    await shoot(zh, 'form', 'zh-CN', MOBILE);
    await zh.close();
  });

  it('a contestant outside the hall is told her address is not allowed', async () => {
    for (const [language, viewport, title] of [
      ['zh-CN', DESKTOP, '当前地址无法进入'],
      ['en-US', MOBILE, 'Not from this address'],
    ] as const) {
      const page = await pageAt(ELSEWHERE, language, 'alice', viewport);
      await page.goto(`/contest/${cid}`);
      await expect(page.getByTestId('contest-address-refused').textContent()).resolves.toContain(title);
      await page.goto(`/contest/${cid}/problems`);
      await page.getByTestId('contest-no-access').getByText(title).waitFor();
      await shoot(page, 'refused', language, viewport);
      await page.close();
    }
  });

  it('in the hall she sees only the contest', async () => {
    for (const [language, viewport, banner] of [
      ['en-US', DESKTOP, 'only the contest is open'],
      ['zh-CN', MOBILE, '只能访问本比赛'],
    ] as const) {
      const page = await pageAt(HALL, language, 'alice', viewport);
      await page.goto('/home');
      await page.waitForURL(`**/contest/${cid}`);
      await expect(page.getByTestId('contest-hall-banner').textContent()).resolves.toContain(banner);
      await expect(page.getByTestId('contest-address-refused').count()).resolves.toBe(0);
      if (viewport === DESKTOP) {
        const entries = await page.locator('.nav-bar__menu > .ant-menu-item').allTextContents();
        expect(entries.filter((text) => text.trim() !== '')).toEqual(['Hall Cup']);
      }
      // The bank and the discussions lead back to the contest.
      await page.goto('/problem');
      await page.waitForURL(`**/contest/${cid}`);
      await page.goto('/discussion');
      await page.waitForURL(`**/contest/${cid}`);
      await page.goto(`/contest/${cid}/problems`);
      await page.getByText('A+B Problem').first().waitFor();
      await shoot(page, 'held', language, viewport);
      // The contest's problem page asks nothing the contest-only view refuses.
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 403) refused.push(response.url());
      });
      await page.goto(`/contest/${cid}/problem/A`);
      await page.getByText('A+B Problem').first().waitFor();
      // The editor comes last (its code loads when the page has its problem and languages).
      await page.locator('.monaco-editor').first().waitFor();
      expect(refused).toEqual([]);
      await page.close();
    }
  });

  it("a seat's browser is signed in as its account by its address", async () => {
    const page = await pageAt(SEAT, 'en-US', null);
    // The seat's account is read after the hall has answered (the order a slow machine can give): the page must
    // not lead to the contest before it knows who is signed in, or the contest's login check signs the seat out.
    await page.route('**/api/get-user-info', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    // Every path the app goes to: the seat is let into the contest, never sent home to a login it does not need.
    await page.addInitScript(() => {
      const paths: string[] = [];
      Object.assign(window, { appPaths: paths });
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          original(...args);
          paths.push(location.pathname);
        };
      }
    });
    await page.goto(`/contest/${cid}`);
    await page.getByTestId('contest-hall-banner').waitFor();
    await expect(page.getByTestId('user-menu').textContent()).resolves.toContain('seat031');
    const paths = await page.evaluate(() => (window as unknown as { appPaths: string[] }).appPaths);
    expect(paths).not.toContain('/home');
    expect(new URL(page.url()).pathname).toBe(`/contest/${cid}`);
    await page.goto(`/contest/${cid}/problems`);
    await page.getByText('A+B Problem').first().waitFor();
    await shoot(page, 'seat', 'en-US', DESKTOP);
    await page.close();
    // Anyone else's browser in the hall stays signed out.
    const neighbour = await pageAt('10.1.2.32', 'en-US', null);
    await neighbour.goto('/home');
    await neighbour.getByTestId('nav-login').waitFor();
    await neighbour.close();
  });

  it('after the end everything opens again', async () => {
    await moveContest(
      cid,
      new Date(Date.now() - 5 * HOUR).toISOString(),
      new Date(Date.now() - HOUR).toISOString(),
    );
    const page = await pageAt(ELSEWHERE, 'en-US', 'alice');
    await page.goto('/problem');
    await page.getByText('A+B Problem').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/problem');
    await expect(page.getByTestId('contest-hall-banner').count()).resolves.toBe(0);
    await page.goto(`/contest/${cid}/problems`);
    await page.getByText('A+B Problem').first().waitFor();
    await page.close();
  });
});
