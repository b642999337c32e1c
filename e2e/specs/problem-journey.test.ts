import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { DESKTOP, launchBrowser, MOBILE, newPage, waitForToast, ROUNDS } from '../support/browser';
import { REPO_ROOT } from '../support/paths';
import { dialogSettled, registerAndLogIn } from '../support/ui';

let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

const SCREENSHOTS = path.join(REPO_ROOT, 'screenshots');

const CPP_WRONG =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << "\\n"; }\n';
const CPP_RIGHT =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
const PYTHON_WRONG = 'a, b = map(int, input().split())\nprint(a * b)\n';
const PYTHON_RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';

const journeys = ROUNDS;

const TEXT = {
  'en-US': { submitted: 'Your code was submitted', loginFirst: 'Please log in first' },
  'zh-CN': { submitted: '提交代码成功', loginFirst: '请先登录' },
} as const;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  // The site's 8 s between submissions would only make the journey wait; it is not what is tested here.
  const root = await apiLogin(app.baseUrl);
  await apiCall(app.baseUrl, root, 'PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 });
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

function userOf(width: string, language: string) {
  return `${width.slice(0, 3)}${language.slice(0, 2)}solver`;
}

async function shoot(page: Page, name: string, width: string, language: string, fullPage = true) {
  await page.waitForTimeout(400);
  await page.screenshot({
    path: path.join(SCREENSHOTS, `problem-${name}-${width}-${language}.png`),
    fullPage,
  });
}

/**
 * Counts the notes the page plays: every oscillator start with its time, so the test hears the two
 * accepted sounds 0.5 s apart without a sound card.
 */
async function listenForSounds(page: Page) {
  await page.addInitScript(`(() => {
    window.__soundStarts = [];
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (when) {
      window.__soundStarts.push(when ?? this.context.currentTime);
      return start.call(this, when);
    };
  })()`);
}
const soundStarts = (page: Page) => page.evaluate<number[]>('window.__soundStarts');

// Monaco is a large chunk, parsed on first use: allow for a busy machine.
const editorReady = (page: Page) =>
  page.locator('[data-testid=code-editor] [data-ready=true]').waitFor({ timeout: 60_000 });

/** Types the code as a person pasting it: select everything in the editor, then insert the new text. */
async function typeCode(page: Page, code: string) {
  await page.locator('[data-testid=code-editor] .monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** Loads the code from a file through the editor's upload button. */
async function uploadCode(page: Page, name: string, code: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('editor-upload').click();
  await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(code) });
}

async function storedCode(page: Page): Promise<{ language: string; code: string }> {
  return JSON.parse(
    (await page.evaluate<string | null>("localStorage.getItem('problemCode:P1000')")) ?? '{}',
  );
}

async function chooseLanguage(page: Page, name: string) {
  await page.getByTestId('language-select').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${name}$`) })
    .click();
  await expect.poll(async () => (await storedCode(page)).language).toBe(name);
}

/** Submits and waits for the verdict shown under the editor; returns the new submission's id. */
async function submitAndWait(page: Page, language: 'en-US' | 'zh-CN', verdict: number): Promise<number> {
  const submitted = page.waitForResponse((response) => response.url().includes('/api/submit-problem-judge'));
  await page.getByTestId('submit-code').click();
  const body = (await (await submitted).json()) as { data: { submitId: number } };
  await waitForToast(page, TEXT[language].submitted);
  await page
    .getByTestId('submission-status')
    .locator(`[data-testid=judge-status][data-status="${verdict}"]`)
    .waitFor({ timeout: 60_000 });
  return body.data.submitId;
}

describe('a user solves A+B', () => {
  it.each(journeys)(
    '$width, $language',
    async ({ viewport, language, width }) => {
      const username = userOf(width, language);
      const page = await newPage(browser, app.baseUrl, { viewport, language });
      await listenForSounds(page);

      // A guest who presses submit is asked to log in first, and registers from that dialog with the
      // code the site mails, then logs in.
      await page.goto('/problem/P1000');
      await editorReady(page);
      await page.getByTestId('submit-code').click();
      await waitForToast(page, TEXT[language].loginFirst);
      await dialogSettled(page);
      await page.getByTestId('open-register').click();
      await registerAndLogIn(page, app.mailbox, {
        username,
        password: 'journey123',
        email: `${username}@example.test`,
      });

      // The list: find A+B, filter by difficulty, open it.
      await page.goto('/problem');
      await page.getByTestId('problem-link-P1000').waitFor();
      await shoot(page, 'list', width, language);
      await page.getByTestId('difficulty-2').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('difficulty')).toBe('2');
      await expect.poll(() => page.getByTestId('problem-link-P1000').count()).toBe(0);
      await page.getByTestId('reset-filters').click();
      await page.getByTestId('problem-link-P1000').click();

      await page.getByTestId('problem-statement').waitFor();
      // The limits rule: C/C++ as stored, other languages doubled.
      expect(await page.getByTestId('time-limit').innerText()).toMatch(/1000[\s\S]*2000/);
      expect(await page.getByTestId('memory-limit').innerText()).toMatch(/256[\s\S]*512/);
      await editorReady(page);
      expect((await storedCode(page)).language).toBe('C++');
      await shoot(page, 'detail', width, language, width === 'mobile');

      // Reset asks first, then gives the C++ skeleton (A+B has no template); the theme follows the setting.
      await page.getByTestId('editor-reset').click();
      await page.locator('.ant-popconfirm .ant-btn-primary').click();
      await expect.poll(async () => (await storedCode(page)).code).toContain('#include <bits/stdc++.h>');
      await page.getByTestId('editor-settings-button').click();
      await page.getByTestId('editor-theme').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
      await page.locator('.monaco-editor.vs-dark').waitFor();
      await page.getByTestId('editor-settings-button').click();

      // C++: a wrong answer, then the right one with the celebration and its two sounds.
      await uploadCode(page, 'wrong.cpp', CPP_WRONG);
      await expect.poll(async () => (await storedCode(page)).code).toBe(CPP_WRONG);
      const cppWrong = await submitAndWait(page, language, -1);
      await shoot(page, 'wrong-answer', width, language, false);

      await uploadCode(page, 'right.cpp', CPP_RIGHT);
      // Watched from the submit on: the image shows for 1.5 s only, and on a loaded machine the verdict
      // wait below can end after it is gone.
      const celebrated = page.getByTestId('accepted-celebration').waitFor({ timeout: 90_000 });
      const cppRight = await submitAndWait(page, language, 0);
      await celebrated;
      await shoot(page, 'accepted', width, language, false);
      await expect.poll(() => page.getByTestId('accepted-celebration').count(), { timeout: 4000 }).toBe(0);
      const starts = await soundStarts(page);
      const distinct = [...new Set(starts.map((time) => time.toFixed(2)))].map(Number);
      expect(distinct).toHaveLength(2);
      expect(distinct[1] - distinct[0]).toBeCloseTo(0.5, 2);

      // Python3: typed in the editor, wrong then right.
      await chooseLanguage(page, 'Python3');
      await typeCode(page, PYTHON_WRONG);
      await expect.poll(async () => (await storedCode(page)).code).toBe(PYTHON_WRONG);
      const pythonWrong = await submitAndWait(page, language, -1);
      await typeCode(page, PYTHON_RIGHT);
      await expect.poll(async () => (await storedCode(page)).code).toBe(PYTHON_RIGHT);
      const pythonRight = await submitAndWait(page, language, 0);
      await page.getByTestId('accepted-celebration').waitFor();

      // Saved on the server for another browser.
      const saved = page.waitForResponse((response) => response.url().includes('/api/save-problem-code'));
      await page.getByTestId('editor-save').click();
      expect((await (await saved).json()).status).toBe(200);

      // The online test: example 2 is filled in, run, and counted as a passed sample.
      await page.getByTestId('open-test-run').click();
      await page.getByTestId('fill-example-2').click();
      expect(await page.locator('.ant-drawer textarea').inputValue()).toBe('-5 12');
      await page.getByTestId('run-test').click();
      const result = page.getByTestId('test-result');
      await result.locator('[data-testid=judge-status][data-status="0"]').waitFor({ timeout: 60_000 });
      await page.getByTestId('passed-sample').waitFor();
      expect(await result.innerText()).toContain('7');
      await shoot(page, 'test-run', width, language, false);
      await page.locator('.ant-drawer-close').click();
      await page.locator('.ant-drawer-content').waitFor({ state: 'hidden' });

      // The verdict chart counts this problem's results.
      await page.getByTestId('show-statistics').click();
      await page.getByTestId('verdict-chart').locator('canvas').waitFor();
      // Let the pie's opening animation end before the picture.
      await page.waitForTimeout(1200);
      await shoot(page, 'statistics', width, language, false);
      await page.locator('.ant-modal-close').click();

      // My submissions: all four, newest first.
      await page.getByTestId('my-submissions-tab').click();
      const mine = page.getByTestId('my-submissions');
      for (const id of [cppWrong, cppRight, pythonWrong, pythonRight]) {
        await mine.getByTestId(`submission-link-${id}`).waitFor();
      }

      // The status list, filtered by the author: both languages, both verdicts.
      await page.goto('/status');
      await page.getByTestId('username-filter').fill(username);
      await page.getByTestId('search-submissions').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('username')).toBe(username);
      const table = page.getByTestId('submission-table');
      await expect.poll(() => table.locator('.ant-table-row').count()).toBe(4);
      for (const [id, verdict] of [
        [cppWrong, -1],
        [cppRight, 0],
        [pythonWrong, -1],
        [pythonRight, 0],
      ]) {
        const row = table.locator('.ant-table-row', { has: page.getByTestId(`submission-link-${id}`) });
        await row.locator(`[data-testid=judge-status][data-status="${verdict}"]`).waitFor();
      }
      await shoot(page, 'status', width, language);
      // Only mine gives the same four and turns the author filter off.
      await page.getByTestId('only-mine').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('onlyMine')).toBe('true');
      await expect.poll(() => page.getByTestId('username-filter').isDisabled()).toBe(true);
      await expect.poll(() => table.locator('.ant-table-row').count()).toBe(4);

      // A plain click on a verdict opens the detail in the list's dialog (its failing case too); the list stays.
      await table.getByTestId(`submission-status-${pythonWrong}`).click();
      const dialog = page.locator('.submission-detail-dialog');
      await dialog.getByTestId('wrong-case').waitFor();
      await shoot(page, 'submission-dialog', width, language);
      await page.keyboard.press('Escape');
      await dialog.getByTestId('wrong-case').waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/status');

      // Details: the accepted C++ run has ten accepted cases and the code; the wrong one offers its failed case.
      await table.getByTestId(`submission-link-${cppRight}`).click();
      const cases = page.getByTestId('case-table');
      await expect.poll(() => cases.locator('.ant-table-row').count()).toBe(10);
      expect(await cases.locator('[data-testid=judge-status][data-status="0"]').count()).toBe(10);
      expect(await page.getByTestId('submission-code').innerText()).toContain('a + b');
      await shoot(page, 'submission-accepted', width, language);

      await page.goto(`/submission-detail/${pythonWrong}`);
      await expect
        .poll(() => page.getByTestId('case-table').locator('.ant-table-row').count(), { timeout: 30_000 })
        .toBe(10);
      // The first failing case beside what the program printed (waCaseData): a*b where a+b was expected.
      const [a, b] = (await page.getByTestId('wrong-case-input').locator('pre').innerText())
        .trim()
        .split(/\s+/)
        .map(BigInt);
      expect((await page.getByTestId('wrong-case-expected').locator('pre').innerText()).trim()).toBe(
        String(a + b),
      );
      expect((await page.getByTestId('wrong-case-output').locator('pre').innerText()).trim()).toBe(
        String(a * b),
      );
      const download = page.waitForEvent('download');
      await page.getByTestId('download-wrong-case').click();
      expect((await download).suggestedFilename()).toMatch(/\.zip$/);
      await shoot(page, 'submission-wrong', width, language);

      await page.goto('/introduction');
      await page.getByTestId('language-list').waitFor();
      await page.getByTestId('status-legend').waitFor();
      await shoot(page, 'introduction', width, language);
      await page.context().close();
    },
    300_000,
  );
});

describe('the annex tab and the editor', () => {
  it('lists the problem’s files for the program in the annex tab, and collapses 8 blank lines', async () => {
    const root = await apiLogin(app.baseUrl);
    await apiCall(app.baseUrl, root, 'POST', '/api/admin/problem', {
      problem: {
        problemId: 'ANNEX1',
        title: 'Sum with a library',
        description: 'Use `lib.h`.',
        input: 'Two integers.',
        output: 'Their sum.',
        examples: '<input>1 2</input><output>3</output>',
        userExtraFile: { 'lib.h': 'int add(int a, int b) { return a + b; }\n' },
      },
      samples: [{ input: '1 2\n', output: '3\n' }],
      languages: ['C++'],
      tags: [],
      codeTemplates: [],
    });
    const page = await newPage(browser, app.baseUrl, { viewport: DESKTOP, language: 'en-US' });
    await page.goto('/problem/ANNEX1');
    await page.getByTestId('annex-tab').click();
    await page.getByTestId('problem-annex').getByText('int add(int a, int b)').waitFor();
    const download = page.waitForEvent('download');
    await page.getByTestId('annex-download-lib.h').click();
    expect((await download).suggestedFilename()).toBe('lib.h');
    await shoot(page, 'annex', 'desktop', 'en-US', false);

    // A run of 8 blank lines typed into the editor becomes one (spec 1-core §9).
    await page.getByTestId('annex-tab').waitFor();
    await editorReady(page);
    await typeCode(page, `int a;${'\n'.repeat(9)}int b;`);
    await expect
      .poll(async () =>
        JSON.parse(
          (await page.evaluate<string | null>("localStorage.getItem('problemCode:ANNEX1')")) ?? '{}',
        ),
      )
      .toMatchObject({ code: 'int a;\n\nint b;' });
    await page.context().close();

    // A problem without files has no annex tab.
    const plain = await newPage(browser, app.baseUrl, { viewport: DESKTOP, language: 'en-US' });
    await plain.goto('/problem/P1000');
    await plain.getByTestId('problem-statement').waitFor();
    expect(await plain.getByTestId('annex-tab').count()).toBe(0);
    await plain.context().close();
  });
});

describe('subtasks and the super admin', () => {
  it('shows one table per subtask and lets root rejudge and judge by hand', async () => {
    const root = await apiLogin(app.baseUrl);
    const detail = await apiCall<{ problem: { pid: number } }>(
      app.baseUrl,
      root,
      'GET',
      '/api/get-problem-detail?problemId=P1003',
    );
    // A double loop: passes the small subtask only.
    const slow = `n, q = map(int, input().split())
a = list(map(int, input().split()))
for _ in range(q):
    l, r = map(int, input().split())
    s = 0
    for i in range(l - 1, r):
        s += a[i]
    print(s)
`;
    const row = await apiCall<{ submitId: number }>(app.baseUrl, root, 'POST', '/api/submit-problem-judge', {
      pid: detail.problem.pid,
      language: 'Python3',
      code: slow,
    });
    for (const language of ['en-US', 'zh-CN'] as const) {
      for (const [width, viewport] of [
        ['desktop', DESKTOP],
        ['mobile', MOBILE],
      ] as const) {
        const page = await newPage(browser, app.baseUrl, { viewport, language });
        await signInPage(page, app.baseUrl);
        await page.goto(`/submission-detail/${row.submitId}`);
        await page.getByTestId('subtask-results').waitFor({ timeout: 90_000 });
        expect(await page.getByTestId('subtask-results').locator('.ant-card').count()).toBe(2);
        await shoot(page, 'subtasks', width, language);
        if (width === 'desktop' && language === 'en-US') {
          // Manual judge: Cancelled is listed but cannot be chosen.
          await page.getByTestId('detail-manual-judge').click();
          const form = page.getByTestId('manual-judge-form');
          await form.locator('.ant-select').first().click();
          const cancelled = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
            hasText: 'Cancelled',
          });
          expect(await cancelled.getAttribute('aria-disabled')).toBe('true');
          await page
            .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Accepted$/ })
            .click();
          await form.locator('input.ant-input-number-input').fill('100');
          await shoot(page, 'manual-judge', width, language, false);
          await page.getByTestId('manual-judge-update').click();
          await waitForToast(page, 'Saved');
          await page.locator('[data-testid=submission-detail] [data-status="0"]').first().waitFor();
        }
        await page.context().close();
      }
    }
  });
});
