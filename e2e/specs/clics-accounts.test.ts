import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { ownWebCopy, shoot, signedInPage } from '../support/back-office';
import { launchBrowser, waitForToast, ROUNDS } from '../support/browser';

/**
 * The Contest API's accounts (issue 22, docs/clics.md "API accounts"): root opens a running contest's API accounts
 * tab, makes an analyst account, reads its password and token off the page once, and an ICPC tool's calls with
 * them (basic auth and bearer) read the contest; revoking it from the page refuses them. The tab at 1440 and 375 px
 * in both languages, checked for sideways overflow (`/tmp/admin-shots`, `clics-accounts-*`).
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let dropWebCopy: () => void;
let cid = 0;

beforeAll(async () => {
  dropWebCopy = ownWebCopy();
  app = await startApp();
  browser = await launchBrowser();
  const rootToken = await apiLogin(app.baseUrl);
  const now = Date.now();
  cid = (
    await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
      title: 'Resolver Cup',
      description: 'A contest read by ICPC tools.',
      startTime: new Date(now - 3600_000).toISOString(),
      endTime: new Date(now + 3 * 3600_000).toISOString(),
      type: 0,
      auth: 0,
    })
  ).cid;
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
  dropWebCopy?.();
});

const stateWith = (authorization: string) =>
  fetch(`${app.baseUrl}/api/clics/contests/${cid}/state`, { headers: { authorization } });
const secret = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? '').trim();

describe("a contest's Contest API accounts", () => {
  it('are made on the tab, their secrets shown once and working, and revoked there', async () => {
    const page = await signedInPage(browser as Browser, app.baseUrl);
    await page.goto(`/contest/${cid}/clics-accounts`);
    await page.getByTestId('clics-accounts-page').waitFor();
    await page.getByTestId('clics-account-username').fill('resolver');
    await page.getByTestId('clics-account-create').click();
    await page.getByTestId('clics-account-token').waitFor();
    const password = await secret(page, 'clics-account-password');
    const token = await secret(page, 'clics-account-token');
    expect(token).toMatch(/^clics_/);
    const row = page.getByTestId('clics-accounts-page').locator('.ant-table-row', { hasText: 'resolver' });
    expect(await row.innerText()).toContain('Analyst');

    expect((await stateWith(`Bearer ${token}`)).status).toBe(200);
    const basic = `Basic ${Buffer.from(`resolver:${password}`).toString('base64')}`;
    expect((await stateWith(basic)).status).toBe(200);
    const access = await fetch(`${app.baseUrl}/api/clics/contests/${cid}/access`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await access.json()).capabilities).toEqual([]);

    await page.getByTestId('clics-account-revoke-resolver').click();
    await page.locator('.ant-modal-confirm-btns .ant-btn-dangerous').click();
    await waitForToast(page, 'resolver revoked');
    expect((await stateWith(`Bearer ${token}`)).status).toBe(401);
    await page.context().close();
  });

  it('fits 1440 and 375 px in both languages', async () => {
    const page = await signedInPage(browser as Browser, app.baseUrl);
    await page.goto(`/contest/${cid}/clics-accounts`);
    await page.getByTestId('clics-account-username').fill('cds-feed');
    await page.getByTestId('clics-account-create').click();
    await page.getByTestId('clics-account-token').waitFor();
    await page.context().close();
    for (const { language, px: width } of ROUNDS) {
      const shown = await signedInPage(browser as Browser, app.baseUrl, { language, width });
      await shown.goto(`/contest/${cid}/clics-accounts`);
      await shown.getByTestId('clics-accounts-page').locator('.ant-table-row').first().waitFor();
      expect(await shoot(shown, 'clics-accounts', width, language)).toBe(0);
      await shown.context().close();
    }
  });
});
