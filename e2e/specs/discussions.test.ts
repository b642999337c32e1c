import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin, createUsers, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, newPage, waitForToast, ROUNDS } from '../support/browser';

/**
 * Public discussions: a user posts from a problem page (title prefixed with [P1000], category fixed);
 * it shows in /discussion and /discussion/P1000; another user likes and reports it; the author edits
 * it; an admin pins it, handles the report and deletes it; a guest reads the list but is asked to log
 * in to like or post; with the switch off the routes send everyone home with No Access.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let rootToken: string;

const SHOTS = process.env.DISCUSSION_SHOTS ?? '/tmp/disc-shots';
const WIDTHS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const USERS = [
  { username: 'alice', password: 'alicepass1' },
  { username: 'bob', password: 'bobpass12' },
];
type Language = 'zh-CN' | 'en-US';

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  await createUsers(app.baseUrl, USERS);
  rootToken = await apiLogin(app.baseUrl);
  // New accounts have solved nothing: let them post (the AC gate has its own API tests).
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/switch/update', {
    defaultCreateDiscussionACInitValue: 0,
  });
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function pageAs(
  username: string | null,
  options: { language?: Language; viewport?: { width: number; height: number } } = {},
) {
  const page = await newPage(browser as Browser, app.baseUrl, {
    viewport: WIDTHS.desktop,
    language: 'zh-CN',
    ...options,
  });
  if (username) {
    const user = USERS.find((u) => u.username === username);
    await signInPage(page, app.baseUrl, username, user?.password);
  }
  return page;
}

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const TITLE = '[P1000] How to read two numbers';
let did = 0;

describe('discussions', () => {
  it('a user posts from a problem page: title prefixed, category fixed; it shows in both lists', async () => {
    const page = await pageAs('alice');
    await page.goto('/problem/P1000');
    await page.getByTestId('problem-discussion-link').click();
    await page.waitForURL('**/discussion/P1000');
    await page.getByTestId('discussion-list-page').waitFor();
    await page.getByTestId('post-discussion').click();
    const dialog = page.getByTestId('discussion-dialog');
    await dialog.waitFor();
    expect(await page.getByTestId('discussion-title').inputValue()).toBe('[P1000] ');
    expect(await dialog.locator('.ant-select-disabled').count()).toBe(1);
    // Required fields are checked in the dialog, once its zoom-in has ended (it opens after the posting check
    // answers; a click during the animation was lost in a clean-clone run).
    await page.waitForFunction(
      () => !document.querySelector('[class*="zoom-appear"], [class*="zoom-enter"]'),
    );
    await page.getByTestId('discussion-submit').click();
    await page.getByText('简介不能为空').waitFor();
    await page.getByTestId('discussion-title').fill(TITLE);
    await page.getByTestId('discussion-description').fill('Reading input in C++');
    await page
      .getByTestId('discussion-content')
      .fill('Use **scanf** or `cin`:\n\n```cpp\nint a, b;\ncin >> a >> b;\n```');
    await page.getByTestId('discussion-preview').locator('strong', { hasText: 'scanf' }).waitFor();
    await shoot(page, 'dialog-desktop-zh-CN');
    await page.getByTestId('discussion-submit').click();
    await waitForToast(page, '发布成功');
    const card = page.getByTestId('discussion-card').filter({ hasText: TITLE });
    await card.waitFor();

    const general = await fetch(`${app.baseUrl}/api/get-discussion-list?currentPage=1&limit=10`).then(
      (r) => r.json() as Promise<{ data: { records: { id: number; title: string; pid: string }[] } }>,
    );
    const posted = general.data.records.find((r) => r.title === TITLE);
    expect(posted?.pid).toBe('P1000');
    did = posted!.id;
    await page.goto('/discussion');
    await page.getByTestId('discussion-card').filter({ hasText: TITLE }).waitFor();
    await page.context().close();
  });

  it('another user likes and reports it (English)', async () => {
    const page = await pageAs('bob', { language: 'en-US' });
    await page.goto(`/discussion-detail/${did}`);
    await page.getByTestId('discussion-detail-title').getByText(TITLE).waitFor();
    await page.locator('.discussion-detail__content code', { hasText: 'cin' }).first().waitFor();
    // The comments module's area sits below the discussion.
    await page.getByTestId('discussion-comment-area').waitFor();
    // The list does not count views, so it shows whether a like re-read (and re-counted) the discussion.
    const views = async () => {
      const list = await fetch(`${app.baseUrl}/api/get-discussion-list?currentPage=1&limit=10`).then(
        (response) => response.json() as Promise<{ data: { records: { id: number; viewNum: number }[] } }>,
      );
      return list.data.records.find((row) => row.id === did)?.viewNum;
    };
    const viewsBeforeLike = await views();
    await page.getByTestId('like-button').click();
    await waitForToast(page, 'Liked');
    await page.getByTestId('like-button').getByText('Cancel like 1').waitFor();
    expect(await views()).toBe(viewsBeforeLike);
    await page.getByTestId('report-button').click();
    const report = page.getByTestId('report-dialog');
    await report.waitFor();
    await page.locator('.ant-modal-footer').last().getByRole('button', { name: 'Submit' }).click();
    await waitForToast(page, 'The report label and reason cannot be empty');
    await report.getByText('Spam ads').click();
    await page.getByTestId('report-reason').fill('Advertises a paid course');
    await shoot(page, 'report-desktop-en-US');
    await page.locator('.ant-modal-footer').last().getByRole('button', { name: 'Submit' }).click();
    await waitForToast(page, 'Sent');
    // Bob is not the author: no edit, no delete.
    expect(await page.getByTestId('edit-discussion').count()).toBe(0);
    expect(await page.getByTestId('delete-discussion').count()).toBe(0);
    await page.context().close();
  });

  it('the author edits it from the detail page', async () => {
    const page = await pageAs('alice');
    await page.goto(`/discussion-detail/${did}`);
    await page.getByTestId('edit-discussion').click();
    await page.getByTestId('discussion-dialog').waitFor();
    expect(await page.getByTestId('discussion-content').inputValue()).toContain('scanf');
    await page.getByTestId('discussion-title').fill(`${TITLE} (edited)`);
    // The editor moves from beside its preview into a tab under 768 px: the typed text must survive.
    const edited = 'Use **scanf** or `cin`:\n\n```cpp\nint a, b;\ncin >> a >> b;\n```\n\nEdited.';
    await page.getByTestId('discussion-content').fill(edited);
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('discussion-content').waitFor();
    expect(await page.getByTestId('discussion-content').inputValue()).toBe(edited);
    await page.setViewportSize(size);
    await page.getByTestId('discussion-submit').click();
    await waitForToast(page, '修改成功');
    await page.getByTestId('discussion-detail-title').getByText(`${TITLE} (edited)`).waitFor();
    await page.context().close();
  });

  it('a guest reads the list but is asked to log in to like or post', async () => {
    const page = await pageAs(null, { language: 'en-US' });
    await page.goto('/discussion');
    const card = page.getByTestId('discussion-card').filter({ hasText: `${TITLE} (edited)` });
    await card.waitFor();
    await card.getByTestId('like-button').click();
    await waitForToast(page, 'Please log in first');
    await page.locator('.auth-dialog').waitFor();
    await page.goto('/discussion');
    await page.getByTestId('discussion-card').first().waitFor();
    await page.getByTestId('post-discussion').click();
    await page.locator('.auth-dialog').waitFor();
    expect(await page.getByTestId('discussion-dialog').count()).toBe(0);
    await page.context().close();
  });

  it('an admin pins it, handles the report, and deletes it in the back office', async () => {
    const page = await pageAs('root', { language: 'en-US' });
    await page.goto('/admin/discussion');
    await page.getByTestId('admin-menu-discussion').waitFor();
    await page.getByTestId('admin-discussion-table').getByText(`${TITLE} (edited)`).waitFor();
    await page.getByTestId(`pin-${did}`).click();
    await waitForToast(page, 'Saved');
    await shoot(page, 'admin-list-desktop-en-US');

    await page.getByTestId('reports-tab').click();
    const reports = page.getByTestId('admin-report-table');
    await reports.getByText('Advertises a paid course').waitFor();
    await reports.getByText('Spam ads').waitFor();
    await reports.locator('[data-testid^="handled-"]').first().click();
    await waitForToast(page, 'Saved');
    await reports.locator('.ant-switch-checked').first().waitFor();
    await shoot(page, 'admin-reports-desktop-en-US');

    const site = await pageAs('bob', { language: 'en-US' });
    await site.goto('/discussion');
    await site.getByTestId('discussion-card').first().getByTestId('pinned-marker').waitFor();
    await site.getByTestId('discussion-card').first().getByText(`${TITLE} (edited)`).waitFor();
    await site.context().close();

    await page.getByText('Discussions', { exact: true }).click();
    await page.getByTestId(`delete-${did}`).click();
    await page.getByTestId('confirm-admin-delete').click();
    await waitForToast(page, 'Deleted');
    await page
      .getByTestId('admin-discussion-table')
      .getByText(`${TITLE} (edited)`)
      .waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('screenshots: list and detail in both languages, desktop and mobile', async () => {
    // Some content to look at: a general post by bob and a pinned one by root.
    const bob = await apiLogin(app.baseUrl, 'bob', 'bobpass12', 'site');
    const categories = await apiCall<{ id: number }[]>(app.baseUrl, bob, 'GET', '/api/discussion-category');
    const created = await apiCall<{ id: number }>(app.baseUrl, bob, 'POST', '/api/discussion', {
      title: 'Which language is fastest here?',
      description: 'Comparing C++ and Python on the judge',
      content: '| lang | time |\n|---|---|\n| C++ | 1x |\n| Python | 2x |',
      categoryId: categories[0].id,
    });
    await apiCall(app.baseUrl, rootToken, 'POST', '/api/discussion', {
      title: 'Welcome to the discussion area',
      description: 'Be kind, no full solutions in titles',
      content: 'Read the **rules** first.',
      categoryId: categories[3].id,
      topPriority: true,
    });
    for (const { language, width } of ROUNDS) {
      const viewport = WIDTHS[width];
      const page = await pageAs('bob', { language, viewport });
      await page.goto('/discussion');
      await page.getByTestId('discussion-card').nth(1).waitFor();
      await shoot(page, `list-${width}-${language}`);
      await page.goto(`/discussion-detail/${created.id}`);
      await page.getByTestId('discussion-detail-title').waitFor();
      await shoot(page, `detail-${width}-${language}`);
      await page.context().close();
    }
    const root = await pageAs('root', { language: 'zh-CN', viewport: WIDTHS.mobile });
    await root.goto('/discussion');
    await root.getByTestId('edit-categories').click();
    await root.getByTestId('add-category').click();
    await root.getByTestId('category-name-input').last().fill('公告');
    await shoot(root, 'categories-edit-mobile-zh-CN');
    await root.getByTestId('save-categories').click();
    await waitForToast(root, '保存成功');
    await root.getByTestId('discussion-categories').getByText('公告').waitFor();
    await shoot(root, 'list-mobile-zh-CN-root');
    await root.getByTestId('post-discussion').click();
    await root.getByTestId('discussion-dialog').waitFor();
    await shoot(root, 'dialog-mobile-zh-CN');
    await root.context().close();
    for (const language of ['zh-CN', 'en-US'] as const) {
      const admin = await pageAs('root', { language, viewport: WIDTHS.mobile });
      await admin.goto('/admin/discussion');
      await admin
        .getByTestId('admin-discussion-table')
        .getByText('Which language is fastest here?')
        .waitFor();
      await shoot(admin, `admin-list-mobile-${language}`);
      await admin.context().close();
    }
  });

  it('with openPublicDiscussion off the routes send visitors home with No Access; the problem page hides the link', async () => {
    await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/switch/update', { openPublicDiscussion: false });
    try {
      const page = await pageAs('alice', { language: 'en-US' });
      await page.goto('/discussion');
      await page.waitForURL('**/home');
      await waitForToast(page, 'No Access');
      await page.goto('/discussion-detail/1');
      await page.waitForURL('**/home');
      await page.goto('/problem/P1000');
      await page.getByTestId('problem-detail').waitFor();
      await page.getByTestId('statement-pane').waitFor();
      expect(await page.getByTestId('problem-discussion-link').count()).toBe(0);
      await page.context().close();
    } finally {
      await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/switch/update', {
        openPublicDiscussion: true,
      });
    }
  });
});
