import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import {
  DESKTOP,
  launchBrowser,
  newPage,
  screenshotInto,
  sidewaysOverflow,
  waitForToast,
  ROUNDS,
} from '../support/browser';

/**
 * Root's groups in the back office (issue 24: "Root has no group management page"): root opens General > Groups
 * from the menu, finds a hidden group beside a listed one, hides the listed one (the server then keeps it from
 * everyone but its members), opens a group's own pages in a new tab, and disbands one after confirming (the group
 * is gone for the server too). Screenshots at 1440 and 375 px in both languages (`/tmp/admin-groups-shots`).
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let root = '';
const SHOTS = process.env.ADMIN_GROUPS_SHOTS ?? '/tmp/admin-groups-shots';
const ids: Record<'listed' | 'hidden', number> = { listed: 0, hidden: 0 };

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  root = await apiLogin(app.baseUrl);
  for (const [key, visible] of [
    ['listed', true],
    ['hidden', false],
  ] as const) {
    const group = await apiCall<{ id: number }>(app.baseUrl, root, 'POST', '/api/group', {
      name: key === 'listed' ? 'Harbour Coders' : 'Quiet Lab',
      shortName: key === 'listed' ? 'HARB' : 'QLAB',
      brief: 'A group of the e2e run',
      auth: 1,
      visible,
    });
    ids[key] = group.id;
  }
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

const rowOf = (page: Awaited<ReturnType<typeof newPage>>, name: string) =>
  page.getByTestId('admin-groups').locator('.ant-table-row', { hasText: name });

describe("root's groups in the back office", () => {
  it('lists every group, hides one, opens one and disbands one', async () => {
    const page = await newPage(browser as Browser, app.baseUrl, { language: 'en-US', viewport: DESKTOP });
    await signInPage(page, app.baseUrl);
    await page.goto('/admin/dashboard');
    await page.getByTestId('admin-menu-groups').click();
    await page.waitForURL('**/admin/group');
    await rowOf(page, 'Quiet Lab').waitFor();
    expect(await rowOf(page, 'Harbour Coders').innerText()).toContain('HARB');

    await page.getByTestId(`group-visible-${ids.listed}`).click();
    await waitForToast(page, 'is hidden: only its members see it');
    const detail = await apiCall<{ visible: boolean }>(
      app.baseUrl,
      root,
      'GET',
      `/api/get-group-detail?gid=${ids.listed}`,
    );
    expect(detail.visible).toBe(false);
    // A guest's group list no longer names it.
    const guest = await fetch(`${app.baseUrl}/api/get-group-list?currentPage=1&limit=50`);
    const listed = ((await guest.json()) as { data: { records: { id: number }[] } }).data.records;
    expect(listed.map((group) => group.id)).not.toContain(ids.listed);

    const opened = page.context().waitForEvent('page');
    await page.getByTestId(`group-open-${ids.hidden}`).click();
    const groupPage = await opened;
    await groupPage.getByTestId('group-title').waitFor();
    expect(await groupPage.getByTestId('group-title').innerText()).toContain('Quiet Lab');
    await groupPage.close();

    await page.getByTestId(`group-disband-${ids.hidden}`).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    await waitForToast(page, '“Quiet Lab” disbanded');
    await rowOf(page, 'Quiet Lab').waitFor({ state: 'detached' });
    const gone = await fetch(`${app.baseUrl}/api/get-group-detail?gid=${ids.hidden}`, {
      headers: { Authorization: root },
    });
    expect(((await gone.json()) as { status: number }).status).toBe(404);
    await page.context().close();
  });

  it('looks right at 1440 and 375 px in both languages', async () => {
    for (const { language, width, viewport } of ROUNDS) {
      const page = await newPage(browser as Browser, app.baseUrl, { language, viewport });
      await signInPage(page, app.baseUrl);
      await page.goto('/admin/group');
      await rowOf(page, 'Harbour Coders').waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      await screenshotInto(SHOTS, page, 'admin-groups', width, language);
      await page.context().close();
    }
  });
});
