/**
 * PNGs of the back office problem pages (list, form, tags) at 1440 px and 375 px in both
 * languages into /work/main/screenshots, for a person to look at.
 * Run: npx tsx e2e/admin-problem-screenshots.ts [shot names]
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiCall, apiLogin, signInPage } from './support/api';
import { startApp } from './support/app';
import { DESKTOP, launchBrowser, MOBILE, newPage } from './support/browser';
import buildWebOnce from './support/global-setup';
import { REPO_ROOT } from './support/paths';

const OUT = path.join(REPO_ROOT, 'screenshots');
const LANGUAGES = ['zh-CN', 'en-US'] as const;
const VIEWPORTS = { desktop: DESKTOP, mobile: MOBILE } as const;

const VIEWPORT_ONLY = new Set(['admin-problem-spj', 'admin-problem-menu']);

type Shot = (page: Page, ids: { oiPid: number }) => Promise<void>;

const shots: Record<string, Shot> = {
  'admin-problem-list': async (page) => {
    await page.goto('/admin/problems');
    await page.getByTestId('problem-list').locator('.ant-table-row').first().waitFor();
  },
  'admin-problem-create': async (page) => {
    await page.goto('/admin/problem/create');
    await page.getByTestId('problem-form').waitFor();
    await page
      .getByTestId('problem-description')
      .fill('Given $n$ integers, print $\\sum a_i$.\n\n| n | a |\n|---|---|\n| 3 | 1 2 3 |');
    await page.getByTestId('save-problem').click();
  },
  'admin-problem-edit-oi': async (page, { oiPid }) => {
    await page.goto(`/admin/problem/edit/${oiPid}`);
    await page.getByTestId('problem-form').waitFor();
    await page
      .locator('.problem-form__preview .katex')
      .first()
      .waitFor({ timeout: 5000 })
      .catch(() => undefined);
  },
  'admin-problem-spj': async (page) => {
    await page.goto('/admin/problem/create');
    await page.getByTestId('judge-mode').click();
    await page.locator('.ant-select-item-option').nth(1).click();
    await page.locator('.ant-modal-confirm').waitFor();
    // The dialog stays up: the picture shows it over the special judge fields it announces.
    await page.getByTestId('special-judge').scrollIntoViewIfNeeded();
  },
  'admin-problem-tags': async (page) => {
    await page.goto('/admin/problem/tag');
    await page.getByTestId('tag-list').locator('.ant-table-row').first().waitFor();
  },
  'admin-problem-menu': async (page) => {
    await page.goto('/admin/problems');
    await page.getByTestId('problem-list').waitFor();
    if (await page.getByTestId('admin-menu-toggle').count())
      await page.getByTestId('admin-menu-toggle').click();
  },
};

async function seed(baseUrl: string) {
  const token = await apiLogin(baseUrl);
  await apiCall(baseUrl, token, 'POST', '/api/admin/tag/classification', { name: 'Basics', rank: 0 });
  for (const [name, color] of [
    ['Greedy', '#fa8c16'],
    ['Dynamic programming', '#722ed1'],
    ['Graph', '#1677ff'],
  ]) {
    await apiCall(baseUrl, token, 'POST', '/api/admin/tag', { name, color });
  }
  // The demo bank holds an OI problem with subtasks: the richest form to look at.
  const list = await apiCall<{ records: { id: number; type: number }[] }>(
    baseUrl,
    token,
    'GET',
    '/api/admin/problem/get-problem-list?currentPage=1&limit=50',
  );
  return { oiPid: list.records.find((row) => row.type === 1)?.id ?? list.records[0].id };
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  buildWebOnce();
  const app = await startApp();
  const browser = await launchBrowser();
  const only = process.argv.slice(2);
  try {
    const ids = await seed(app.baseUrl);
    for (const language of LANGUAGES) {
      for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
        for (const [name, shot] of Object.entries(shots)) {
          if (only.length && !only.includes(name)) continue;
          const page = await newPage(browser, app.baseUrl, { viewport, language });
          await signInPage(page, app.baseUrl);
          let failed = false;
          try {
            await shot(page, ids);
          } catch (error) {
            // Keep going: the picture of what went wrong is the useful part.
            failed = true;
            console.error(`${name} ${viewportName} ${language}: ${(error as Error).message.split('\n')[0]}`);
          }
          await page.waitForTimeout(600);
          const file = path.join(OUT, `${name}-${viewportName}-${language}${failed ? '-FAILED' : ''}.png`);
          // Dialogs and open menus are shown as the viewport sees them: a full-page picture
          // would draw the fixed overlay and sticky sider at the scrolled offset.
          await page.screenshot({ path: file, fullPage: !VIEWPORT_ONLY.has(name) });
          console.log(file);
          await page.context().close();
        }
      }
    }
  } finally {
    await browser.cleanup();
    await app.stop();
  }
}

await main();
