/**
 * Saves PNGs of the main pages and dialogs at 1440 px and 375 px in both languages into
 * /work/main/screenshots (gitignored), for a person to look at. Run: npx tsx e2e/screenshots.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, apiCall, createUsers, signInPage } from './support/api';
import { startApp, type RunningApp } from './support/app';
import { DESKTOP, launchBrowser, MOBILE, newPage } from './support/browser';
import buildWebOnce from './support/global-setup';
import { REPO_ROOT } from './support/paths';
import { dialogSettled } from './support/ui';

const OUT = path.join(REPO_ROOT, 'screenshots');
const LANGUAGES = ['zh-CN', 'en-US'] as const;
const VIEWPORTS = { desktop: DESKTOP, mobile: MOBILE } as const;

type Shot = (page: Page, app: RunningApp) => Promise<void>;

const settle = (page: Page) => page.waitForTimeout(600);
let generation = 0;

const shots: Record<string, { signedIn?: boolean; run: Shot }> = {
  'home-guest': { run: async (page) => void (await page.goto('/home')) },
  'login-dialog': {
    run: async (page) => {
      await page.goto('/home');
      await page
        .getByTestId(/nav-login|drawer-toggle/)
        .first()
        .click();
      if (await page.getByTestId('drawer-toggle').count()) {
        await page
          .locator('.ant-drawer .ant-menu-item')
          .filter({ hasText: /登录|Login/ })
          .click();
      }
      await dialogSettled(page);
      await page.locator('.auth-dialog button[type=submit]').click();
    },
  },
  'register-dialog': {
    run: async (page) => {
      await page.goto('/home');
      await page.locator('.home-page__hero button').nth(1).click();
      await dialogSettled(page);
      await page.locator('.auth-dialog input').nth(0).fill('a');
      await page.locator('.auth-dialog input').nth(2).fill('123');
      await page.locator('.auth-dialog button[type=submit]').click();
    },
  },
  'reset-dialog': {
    run: async (page) => {
      await page.goto('/home');
      await page.locator('.home-page__hero button').first().click();
      await dialogSettled(page);
      await page
        .locator('.auth-dialog')
        .getByRole('button', { name: /忘记密码|Forgot password/ })
        .click();
      await page.getByTestId('captcha-image').locator('img').waitFor();
    },
  },
  'slide-verification': {
    run: async (page, app) => {
      for (let i = 0; i < 5; i += 1) {
        await fetch(`${app.baseUrl}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: 'alice', password: 'wrongpass' }),
        });
      }
      await page.goto('/home');
      await page.locator('.home-page__hero button').first().click();
      await page.locator('.auth-dialog input').nth(0).fill('alice');
      await page.locator('.auth-dialog input').nth(1).fill('alicepass1');
      await page.locator('.auth-dialog button[type=submit]').click();
      await page.getByTestId('slide-verification').locator('img').first().waitFor();
    },
  },
  'not-found': {
    run: async (page) => {
      await page.goto('/no-such-page');
      await page.waitForSelector('[data-settled=true]');
    },
  },
  'reset-password-page': {
    run: async (page) => void (await page.goto('/reset-password?username=alice&code=abc')),
  },
  'home-signed-in': { signedIn: true, run: async (page) => void (await page.goto('/home')) },
  'user-menu': {
    signedIn: true,
    run: async (page) => {
      await page.goto('/home');
      if (await page.getByTestId('drawer-toggle').count()) await page.getByTestId('drawer-toggle').click();
      else await page.getByTestId('user-menu').hover();
    },
  },
  setting: { signedIn: true, run: async (page) => void (await page.goto('/setting')) },
  'admin-login': { run: async (page) => void (await page.goto('/admin/login')) },
  'admin-dashboard': { signedIn: true, run: async (page) => void (await page.goto('/admin/dashboard')) },
  'admin-users': {
    signedIn: true,
    run: async (page) => {
      await page.goto('/admin/user');
      await page.getByTestId('user-list').locator('.ant-table-row').first().waitFor();
    },
  },
  'admin-menu': {
    signedIn: true,
    run: async (page) => {
      await page.goto('/admin/dashboard');
      await page.getByTestId('admin-dashboard').waitFor();
      if (await page.getByTestId('admin-menu-toggle').count())
        await page.getByTestId('admin-menu-toggle').click();
    },
  },
  'admin-generated-users': {
    signedIn: true,
    run: async (page) => {
      await page.goto('/admin/user');
      const card = page.getByTestId('generate-users');
      // Each language and width generates its own accounts: a name can be taken only once.
      generation += 1;
      await card.locator('#prefix').fill(`class${generation}x`);
      await card.locator('#numberFrom').fill('1');
      await card.locator('#numberTo').fill('4');
      await card.locator('button[type=submit]').click();
      await page.getByTestId('generated-users').scrollIntoViewIfNeeded();
    },
  },
  'admin-import-preview': {
    signedIn: true,
    run: async (page) => {
      await page.goto('/admin/user');
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('choose-csv').click();
      await (
        await chooser
      ).setFiles({
        name: 'users.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('student1,pass1234,Student One,male,,s1@example.test\nstudent2,\n'),
      });
      await page.getByTestId('import-submit').click();
      await page.getByTestId('import-error').waitFor();
    },
  },
  'admin-edit-user': {
    signedIn: true,
    run: async (page) => {
      await page.goto('/admin/user');
      // Accounts generated by earlier shots push alice off the first page: search for her.
      await page.getByTestId('user-search').locator('input').fill('alice');
      await page.getByTestId('user-search').locator('input').press('Enter');
      await page.getByTestId('edit-user-alice').click();
      await page.getByTestId('edit-user-form').waitFor();
    },
  },
};

async function takeAll(browser: Browser, app: RunningApp, only: string[]) {
  for (const language of LANGUAGES) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      for (const [name, shot] of Object.entries(shots)) {
        if (only.length && !only.includes(name)) continue;
        const page = await newPage(browser, app.baseUrl, { viewport, language });
        if (shot.signedIn) await signInPage(page, app.baseUrl);
        let failed = false;
        try {
          await shot.run(page, app);
        } catch (error) {
          // Keep going: the picture of what went wrong is the useful part.
          failed = true;
          console.error(`${name} ${viewportName} ${language}: ${(error as Error).message.split('\n')[0]}`);
        }
        await settle(page);
        const file = path.join(OUT, `${name}-${viewportName}-${language}${failed ? '-FAILED' : ''}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        await page.context().close();
      }
    }
  }
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  buildWebOnce();
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    await createUsers(app.baseUrl, [
      { username: 'alice', password: 'alicepass1', email: 'alice@example.test' },
      { username: 'bob', password: 'bobpass12', email: 'bob@example.test' },
      { username: '张三', password: 'zhangpass1' },
    ]);
    const token = await apiLogin(app.baseUrl);
    await apiCall(app.baseUrl, token, 'POST', '/api/admin/user/generate-user', {
      prefix: 'team',
      suffix: '',
      numberFrom: 1,
      numberTo: 8,
      passwordLength: 8,
    });
    await takeAll(browser, app, process.argv.slice(2));
  } finally {
    await browser.cleanup();
    await app.stop();
  }
}

await main();
