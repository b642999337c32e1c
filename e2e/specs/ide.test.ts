import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsers, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, newPage, waitForToast, ROUNDS } from '../support/browser';
import { dialog } from '../support/ui';

/**
 * The online IDE (/ojide, docs/api.md "Online IDE"): a signed-in person runs C++ and Python programs on
 * typed input and sees the output, a compile error shows the compiler's message, and a guest is asked to
 * log in. Desktop and mobile, both languages, with screenshots in /tmp/ide-shots.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

const SHOTS = process.env.IDE_SHOTS ?? '/tmp/ide-shots';
const PASSWORD = 'idepass123';
const CPP_SUM =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
const PY_SUM = 'a, b = map(int, input().split())\nprint(a + b)\n';
const CPP_BROKEN = 'int main() { return missing_name; }\n';

const journeys = ROUNDS;

const TEXT = {
  'en-US': { loginFirst: 'Please log in first', hint: 'Please log in first: running code needs an account.' },
  'zh-CN': { loginFirst: '请先登录', hint: '请先登录：运行代码需要登录。' },
} as const;

const userOf = (width: string, language: string) => `ide${width.slice(0, 3)}${language.slice(0, 2)}`;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  await createUsers(
    app.baseUrl,
    journeys.map((j) => ({ username: userOf(j.width, j.language), password: PASSWORD })),
  );
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function shoot(page: Page, name: string, width: string, language: string, fullPage = false) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `ide-${name}-${width}-${language}.png`), fullPage });
}

const editorReady = (page: Page) =>
  page.locator('[data-testid=code-editor] [data-ready=true]').waitFor({ timeout: 60_000 });

async function typeCode(page: Page, code: string) {
  await page.locator('[data-testid=code-editor] .monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/**
 * Picks a language in the editor's select. Right after the drawer closes, focus going back to the editor can
 * close a dropdown that just opened, so the pick is tried again until the select shows the language.
 */
async function chooseLanguage(page: Page, name: string) {
  const select = page.getByTestId('language-select');
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
    hasText: new RegExp(`^${name.replace(/[+]/g, '\\+')}$`),
  });
  for (let attempt = 0; attempt < 5 && !(await select.innerText()).includes(name); attempt++) {
    await select.click();
    await option
      .click({ timeout: 5000 })
      .catch(() => page.keyboard.press('Escape'))
      .catch(() => undefined);
    await page.waitForTimeout(300);
  }
  expect(await select.innerText()).toContain(name);
}

/** Opens the drawer, types the input, runs, and waits for a final status; returns the result panel. */
async function runWith(page: Page, input: string, status: number) {
  await page.getByTestId('open-test-run').click();
  // The drawer keeps its tab: after a run it shows the result, so go back to the input first.
  await page.locator('.ant-drawer .ant-tabs-tab').first().click();
  await page.locator('.ant-drawer textarea').fill(input);
  await page.getByTestId('run-test').click();
  const result = page.getByTestId('test-result');
  await result.locator(`[data-testid=judge-status][data-status="${status}"]`).waitFor({ timeout: 60_000 });
  return result;
}

async function closeDrawer(page: Page) {
  await page.locator('.ant-drawer-close').click();
  await page.locator('.ant-drawer-content').waitFor({ state: 'hidden' });
}

describe('online IDE', () => {
  for (const { width, viewport, language } of journeys) {
    it(`a signed-in person runs C++ and Python and sees a compile error (${width}, ${language})`, async () => {
      const page = await newPage(browser, app.baseUrl, { viewport, language });
      await signInPage(page, app.baseUrl, userOf(width, language), PASSWORD);
      await page.goto('/ojide');
      await editorReady(page);
      expect(await page.getByTestId('ide-login-hint').count()).toBe(0);
      // C++ is the default language; only the IDE's three are offered.
      expect(await page.getByTestId('language-select').innerText()).toContain('C++');
      await page.getByTestId('language-select').click();
      const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
      await options.first().waitFor();
      expect(await options.allInnerTexts()).toEqual(['C++', 'C++ With O2', 'Python3']);
      await page.keyboard.press('Escape');

      await typeCode(page, CPP_SUM);
      await shoot(page, 'editor', width, language);
      let result = await runWith(page, '1 2', 0);
      expect((await result.locator('.test-run__text').nth(1).innerText()).trim()).toBe('3');
      await shoot(page, 'cpp-result', width, language);
      await closeDrawer(page);

      await chooseLanguage(page, 'Python3');
      await typeCode(page, PY_SUM);
      result = await runWith(page, '1 2', 0);
      expect((await result.locator('.test-run__text').nth(1).innerText()).trim()).toBe('3');
      await shoot(page, 'python-result', width, language);
      await closeDrawer(page);

      // The language and the code survive a reload (kept in the browser).
      await page.reload();
      await editorReady(page);
      expect(await page.getByTestId('language-select').innerText()).toContain('Python3');
      expect(await page.locator('[data-testid=code-editor] .view-lines').innerText()).toContain('print');

      await chooseLanguage(page, 'C++');
      await typeCode(page, CPP_BROKEN);
      result = await runWith(page, '', -2);
      const message = await result.locator('.test-run__text--error').innerText();
      expect(message).toContain('missing_name');
      await shoot(page, 'compile-error', width, language);

      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }

  it('shows the default code to an admin (spec 2 §6), an empty editor to a plain user', async () => {
    const page = await newPage(browser, app.baseUrl, { language: 'en-US' });
    await signInPage(page, app.baseUrl);
    await page.goto('/ojide');
    await editorReady(page);
    expect(await page.locator('[data-testid=code-editor] .view-lines').innerText()).toContain(
      'bits/stdc++.h',
    );
    await page.context().close();
    const plain = await newPage(browser, app.baseUrl, { language: 'en-US' });
    await signInPage(plain, app.baseUrl, userOf(journeys[0].width, journeys[0].language), PASSWORD);
    await plain.goto('/ojide');
    await editorReady(plain);
    expect((await plain.locator('[data-testid=code-editor] .view-lines').innerText()).trim()).toBe('');
    await plain.context().close();
  });

  for (const { width, viewport, language } of journeys) {
    it(`a guest is asked to log in (${width}, ${language})`, async () => {
      const page = await newPage(browser, app.baseUrl, { viewport, language });
      await page.goto('/ojide');
      await editorReady(page);
      expect(await page.getByTestId('ide-login-hint').innerText()).toContain(TEXT[language].hint);
      await shoot(page, 'guest', width, language);
      await typeCode(page, PY_SUM);
      await page.getByTestId('open-test-run').click();
      await page.getByTestId('run-test').click();
      await waitForToast(page, TEXT[language].loginFirst);
      await dialog(page).getByTestId('general-login-form').waitFor();
      // Nothing was run.
      expect(await page.getByTestId('test-result').count()).toBe(0);
      await page.context().close();
    });
  }
});
