import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, MOBILE, newPage, sidewaysOverflow, waitForToast } from '../support/browser';
import { dialog, openLoginDialog, submitLogin } from '../support/ui';

/**
 * What a first walk-through of the site as a new user found (issue 13.6), each tried as that user would in
 * Chromium: a first login is welcomed (not 'welcome back'); a new user is told the AC requirement before the
 * discussion editor opens and in place of the comment box; the submit button counts the site's interval down
 * and keeps the last verdict; guests are not offered 'mine' on /status; the profile refuses a javascript: blog;
 * the comment count at the top of a discussion follows a comment; '1 submission' in English; the code editor's
 * toolbar stays on one row at 375 px.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let rootToken: string;
let did: number;
const NEWBIE = { username: 'newbie', password: 'newbie123' };
const SOLVER = { username: 'solver', password: 'solver123' };

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  rootToken = await apiLogin(app.baseUrl);
  await createUsers(app.baseUrl, [NEWBIE, SOLVER]);
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/switch/update', {
    defaultCreateDiscussionACInitValue: 1,
    defaultCreateCommentACInitValue: 1,
    defaultSubmitInterval: 20,
  });
  did = (
    await apiCall<{ id: number }>(app.baseUrl, rootToken, 'POST', '/api/discussion', {
      title: 'Welcome',
      description: 'Say hello',
      content: 'Tell us what you solved.',
      categoryId: 1,
    })
  ).id;
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function pageAs(
  user: { username: string; password: string } | null,
  options: { language?: 'en-US' | 'zh-CN'; mobile?: boolean } = {},
): Promise<Page> {
  const page = await newPage(browser as Browser, app.baseUrl, {
    language: options.language ?? 'en-US',
    viewport: options.mobile ? MOBILE : undefined,
  });
  if (user) await signInPage(page, app.baseUrl, user.username, user.password);
  return page;
}

/** Puts a source file into the problem page's editor through its upload button, as a person would. */
async function uploadCode(page: Page, name: string, code: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('editor-upload').click();
  await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(code) });
  await expect.poll(() => page.locator('.monaco-editor .view-lines').first().innerText()).toContain('cin');
}

describe('the walk-through fixes', () => {
  it('welcomes a first login, and says welcome back on the next', async () => {
    await createUsers(app.baseUrl, [{ username: 'firsttime', password: 'first1234' }]);
    for (const expected of ['Welcome! You are logged in', 'Welcome back']) {
      const page = await pageAs(null);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await openLoginDialog(page);
      await submitLogin(page, 'firsttime', 'first1234');
      await waitForToast(page, expected);
      await dialog(page).waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('tells a new user the AC requirement before the editor opens, in their language, without an error', async () => {
    for (const language of ['en-US', 'zh-CN'] as const) {
      const page = await pageAs(NEWBIE, { language });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/discussion');
      await page.getByTestId('post-discussion').click();
      const refusal = page.getByTestId('posting-refusal');
      await refusal.waitFor();
      expect(await refusal.innerText()).toBe(
        language === 'en-US'
          ? 'You need at least 1 accepted problem to post a discussion (you have 0)'
          : '发表讨论需要至少通过 1 道题（你已通过 0 道）',
      );
      expect(await page.getByTestId('discussion-dialog').count()).toBe(0);
      // The comment box is not offered: the requirement is said in its place.
      await page.goto(`/discussion-detail/${did}`);
      const box = page.getByTestId('comment-refusal');
      await box.waitFor();
      expect(await box.innerText()).toContain(language === 'en-US' ? 'to comment' : '发表评论');
      expect(await page.getByTestId('comment-editor').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('counts the interval down on the submit button, keeping the last verdict, then a comment moves the count', async () => {
    const page = await pageAs(SOLVER, { mobile: true });
    await page.goto('/problem/P1000');
    // The toolbar's language and buttons on one row at 375 px.
    const toolbar = page.locator('.code-editor__toolbar .ant-space').first();
    await toolbar.waitFor();
    // One row: the visible items share their middle line (the file input is a hidden item of no height).
    const middles = await toolbar.locator(':scope > .ant-space-item').evaluateAll((items) => [
      ...new Set(
        items
          .map((item) => item.getBoundingClientRect())
          .filter((box) => box.height > 0)
          .map((box) => Math.round(box.top + box.height / 2)),
      ),
    ]);
    expect(middles).toHaveLength(1);

    await uploadCode(
      page,
      'sum.cpp',
      '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n',
    );
    const submit = page.getByTestId('submit-code');
    await submit.click();
    await waitForToast(page, 'Your code was submitted');
    await expect.poll(() => submit.innerText(), { timeout: 10_000 }).toMatch(/^Submit \(\d+ s\)$/);
    expect(await submit.isDisabled()).toBe(true);
    await page.locator('.code-editor__toolbar').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/walk-through-submit-375.png' });
    const first = Number(/\d+/.exec(await submit.innerText())![0]);
    await page.waitForTimeout(2200);
    expect(Number(/\d+/.exec(await submit.innerText())![0])).toBeLessThan(first);
    // The verdict of the submission stays while the button waits.
    await expect
      .poll(() => page.getByTestId('submission-status').getByTestId('judge-status').innerText(), {
        timeout: 120_000,
      })
      .toMatch(/Accepted/);

    // Solved one problem: now the comment box is offered; the count at the top follows the comment.
    await page.goto(`/discussion-detail/${did}`);
    const count = page.getByTestId('discussion-comment-count');
    await count.waitFor();
    const before = Number(await count.innerText());
    await page.getByTestId('comment-editor-input').fill('A+B solved');
    await page.getByTestId('comment-editor-submit').click();
    await expect.poll(async () => Number(await count.innerText())).toBe(before + 1);

    // My submissions: '1 submission', not '1 submissions'.
    await page.goto('/status?onlyMine=true');
    await page.getByText('1 submission', { exact: true }).waitFor();
    await page.context().close();
  });

  it('keeps formulas whole at 375 px: a long one breaks after an operator and stays on the screen', async () => {
    const { id } = await apiCall<{ id: number }>(app.baseUrl, rootToken, 'POST', '/api/discussion', {
      title: 'Formulas',
      description: 'Inline KaTeX on a phone',
      content:
        'Print $a_1 + b_1 \\le 10^9$, then $\\pi r^2 + \\sum_{i=1}^{n} a_i b_i + c_i d_i e_i + f_i g_i + h_i + j_i + k_i + l_i + m_i$ done.',
      categoryId: 1,
    });
    const page = await pageAs(null, { mobile: true });
    await page.goto(`/discussion-detail/${id}`);
    await page.locator('.markdown-body .katex').nth(1).waitFor();
    // A group of glyphs split over lines (as overflow-wrap: anywhere did) is taller than the same group on one.
    const split = await page.locator('.markdown-body .katex .base').evaluateAll(
      (bases) =>
        bases.filter((base) => {
          const element = base as HTMLElement;
          const height = element.getBoundingClientRect().height;
          element.style.width = 'max-content';
          const whole = element.getBoundingClientRect().height;
          element.style.width = '';
          return height > whole + 1;
        }).length,
    );
    expect(split).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.context().close();
  });

  it('offers the mine switch to signed-in users only', async () => {
    const guest = await pageAs(null);
    await guest.goto('/status');
    await guest.getByTestId('submission-list-page').waitFor();
    await guest.getByTestId('problem-filter').waitFor();
    expect(await guest.getByTestId('only-mine').count()).toBe(0);
    await guest.context().close();
    const user = await pageAs(NEWBIE);
    await user.goto('/status');
    await user.getByTestId('only-mine').waitFor();
    await user.context().close();
  });

  it('refuses a javascript: blog on the profile form, and saves an https one', async () => {
    const page = await pageAs(NEWBIE);
    await page.goto('/setting');
    const form = page.getByTestId('user-info-form');
    await page.getByTestId('setting-blog').fill('javascript:alert(1)');
    await form.locator('button[type=submit]').click();
    await form.getByText('Enter a web address starting with http:// or https://').waitFor();
    await page.getByTestId('setting-blog').fill('https://blog.example.org/newbie');
    await form.locator('button[type=submit]').click();
    await waitForToast(page, 'Saved');
    const token = await apiLogin(app.baseUrl, NEWBIE.username, NEWBIE.password, 'site');
    const info = await apiCall<{ blog: string }>(app.baseUrl, token, 'GET', '/api/get-user-info');
    expect(info.blog).toBe('https://blog.example.org/newbie');
    await page.context().close();
  });
});
