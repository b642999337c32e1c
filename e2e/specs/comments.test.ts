import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin, createUsers, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, newPage, waitForToast, ROUNDS } from '../support/browser';
import { dialog, selectedText } from '../support/ui';

/**
 * The comment area under a discussion (spec 1-core §2.12, §4.5, §5, §6): a guest reads and is asked to log in;
 * users comment (with the quick inserts and an emoji), reply, answer a reply, like and unlike, delete their own;
 * an admin deletes another's; a muted user is told and refused; 'Load More' pages; both languages, both widths.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let rootToken: string;
let did = 0;

const SHOTS = process.env.COMMENTS_SHOTS ?? '/tmp/comments-shots';
const WIDTHS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const USERS = [
  { username: 'alice', password: 'alicepass1' },
  { username: 'bobby', password: 'bobbypass1' },
  { username: 'quiet', password: 'quietpass1' },
];
type Language = 'zh-CN' | 'en-US';

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  await createUsers(app.baseUrl, USERS);
  rootToken = await apiLogin(app.baseUrl);
  // New accounts have solved nothing: the site's "AC needed to comment" is set to none for this run.
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/switch/update', {
    defaultCreateCommentACInitValue: 0,
  });
  const list = await apiCall<{ records: { uid: number; username: string }[] }>(
    app.baseUrl,
    rootToken,
    'GET',
    '/api/admin/user/get-user-list?currentPage=1&limit=10&keyword=quiet',
  );
  const quiet = list.records.find((u) => u.username === 'quiet')!;
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/user/edit-user', { uid: quiet.uid, role: 1005 });
  did = await seedDiscussion();
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

/** The discussion is created through its own call; it may land after this spec was written, so wait for it. */
async function seedDiscussion(): Promise<number> {
  const categories = await apiCall<{ id: number }[]>(
    app.baseUrl,
    rootToken,
    'GET',
    '/api/discussion-category',
  );
  const body = {
    title: 'How to read input fast?',
    description: 'Reading a million numbers',
    content: 'Which is faster: `scanf` or `cin`?',
    categoryId: categories[0].id,
  };
  const created = await apiCall<{ id: number }>(app.baseUrl, rootToken, 'POST', '/api/discussion', body);
  return created.id;
}

async function pageAs(
  username: string | null,
  options: { language?: Language; viewport?: { width: number; height: number } } = {},
) {
  const page = await newPage(browser as Browser, app.baseUrl, options);
  if (username === 'root') await signInPage(page, app.baseUrl);
  else if (username) {
    const user = USERS.find((u) => u.username === username)!;
    await signInPage(page, app.baseUrl, username, user.password);
  }
  return page;
}

async function openDiscussion(page: Page) {
  await page.goto(`/discussion-detail/${did}`);
  await page.getByTestId('comment-area').waitFor();
}

const area = (page: Page) => page.getByTestId('comment-area');
const commentByText = (page: Page, text: string) =>
  area(page).locator('.comment-item', { hasText: text }).first();

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('comment area under a discussion', () => {
  it('shows guests the comments and asks them to log in before posting or liking', async () => {
    const page = await pageAs(null, { language: 'en-US' });
    await openDiscussion(page);
    await expect.poll(() => area(page).innerText()).toContain('No comments yet');
    await page.getByTestId('comment-editor-input').fill('hello');
    await page.getByTestId('comment-editor-submit').click();
    await waitForToast(page, 'Please log in first');
    await dialog(page).waitFor();
    await page.close();
  });

  it('comments with the quick inserts and an emoji, replies, answers a reply, likes and unlikes', async () => {
    const alice = await pageAs('alice', { language: 'en-US' });
    await openDiscussion(alice);
    const input = alice.getByTestId('comment-editor-input');
    await input.fill('Use ');
    await input.press('End');
    await alice.getByTestId('comment-editor-inlineCode').click();
    await expect.poll(() => input.inputValue()).toBe('Use `code`');
    // The placeholder is selected: typing replaces it.
    await expect.poll(() => selectedText(input)).toBe('code');
    await alice.keyboard.type('scanf');
    await input.press('End');
    await alice.keyboard.type(' please ');
    await alice.getByTestId('comment-editor-emoji').click();
    await alice.getByTestId('comment-editor-emoji-grid').getByRole('button', { name: '👍' }).click();
    await expect.poll(() => input.inputValue()).toBe('Use `scanf` please 👍');
    await alice.getByTestId('comment-editor-submit').click();
    await waitForToast(alice, 'Comment posted');
    const aliceComment = commentByText(alice, 'please');
    await aliceComment.waitFor();
    expect(await aliceComment.locator('.comment-content code').innerText()).toBe('scanf');
    expect(await alice.getByTestId('comment-total').innerText()).toBe('1 comment');
    // Empty content is refused on the page already.
    await alice.getByTestId('comment-editor-input').fill('   ');
    await alice.getByTestId('comment-editor-submit').click();
    await waitForToast(alice, 'Content cannot be empty');

    const bob = await pageAs('bobby', { language: 'en-US' });
    await openDiscussion(bob);
    const target = commentByText(bob, 'please');
    await target.getByRole('button', { name: 'Reply' }).first().click();
    await bob.getByTestId('reply-editor-input').fill('Try `ios::sync_with_stdio(false)` too');
    await bob.getByTestId('reply-editor-submit').click();
    await waitForToast(bob, 'Reply posted');
    await target.locator('.comment-reply', { hasText: 'sync_with_stdio' }).waitFor();

    const like = target.locator('[data-testid^="comment-like-"]');
    await like.click();
    await expect.poll(() => like.innerText()).toBe('1');
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    await like.click();
    await expect.poll(() => like.innerText()).toBe('0');
    await like.click();
    await expect.poll(() => like.innerText()).toBe('1');

    // Alice answers Bob's reply: the reply says whom it answers.
    await alice.reload();
    const thread = commentByText(alice, 'please');
    await thread
      .locator('.comment-reply', { hasText: 'sync_with_stdio' })
      .getByRole('button', { name: 'Reply' })
      .click();
    await alice.getByTestId('reply-editor-input').fill('Thanks, that helped!');
    await alice.getByTestId('reply-editor-submit').click();
    await waitForToast(alice, 'Reply posted');
    const answer = thread.locator('.comment-reply', { hasText: 'Thanks, that helped!' });
    await answer.waitFor();
    expect(await answer.innerText()).toContain('reply to @bobby');
    expect(await thread.locator('[data-testid^="comment-like-"]').innerText()).toBe('1');

    // Alice may not delete Bob's reply (no button); Bob deletes his own comment after confirming.
    expect(
      await thread
        .locator('.comment-reply', { hasText: 'sync_with_stdio' })
        .locator('[data-testid^="reply-delete-"]')
        .count(),
    ).toBe(0);
    await bob.getByTestId('comment-editor-input').fill('A comment I take back');
    await bob.getByTestId('comment-editor-submit').click();
    await waitForToast(bob, 'Comment posted');
    const mine = commentByText(bob, 'take back');
    await mine.locator('[data-testid^="comment-delete-"]').click();
    await bob.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    await waitForToast(bob, 'Deleted');
    await mine.waitFor({ state: 'detached' });
    expect(await bob.getByTestId('comment-total').innerText()).toBe('1 comment');
    await alice.close();
    await bob.close();
  });

  it('shows an admin’s badge; root deletes another’s reply and comment', async () => {
    const root = await pageAs('root', { language: 'en-US' });
    await openDiscussion(root);
    await root.getByTestId('comment-editor-input').fill('Pinned advice: read the **FAQ**.');
    await root.getByTestId('comment-editor-submit').click();
    await waitForToast(root, 'Comment posted');
    const rootComment = commentByText(root, 'Pinned advice');
    await rootComment.getByTestId('comment-badge-spa').waitFor();

    // Screenshots with a conversation on the page, both languages and widths.
    for (const { language, width } of ROUNDS) {
      const viewport = WIDTHS[width];
      const page = await pageAs('alice', { language, viewport });
      await openDiscussion(page);
      await commentByText(page, 'please').locator('.comment-reply').first().waitFor();
      if (language === 'zh-CN')
        expect(await page.getByTestId('comment-total').innerText()).toBe('共 2 条评论');
      await shoot(page, `comments-${language}-${width}`);
      await page.close();
    }

    const thread = commentByText(root, 'please');
    const bobsReply = thread.locator('.comment-reply', { hasText: 'sync_with_stdio' });
    await bobsReply.locator('[data-testid^="reply-delete-"]').click();
    await root.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    await waitForToast(root, 'Deleted');
    await bobsReply.waitFor({ state: 'detached' });
    await thread.locator('[data-testid^="comment-delete-"]').click();
    await root.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    await waitForToast(root, 'Deleted');
    await thread.waitFor({ state: 'detached' });
    expect(await root.getByTestId('comment-total').innerText()).toBe('1 comment');
    await root.close();
  });

  it('tells a muted user they may not post, and the server refuses them', async () => {
    const page = await pageAs('quiet', { language: 'zh-CN' });
    await openDiscussion(page);
    await page.getByTestId('comment-muted').waitFor();
    expect(await page.getByTestId('comment-editor').count()).toBe(0);
    expect(await area(page).getByRole('button', { name: '回复' }).count()).toBe(0);
    await shoot(page, 'comments-muted-zh-CN-desktop');
    const token = await apiLogin(app.baseUrl, 'quiet', 'quietpass1', 'site');
    const refused = await fetch(`${app.baseUrl}/api/comment`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ did, content: 'let me speak' }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('ROLE_RESTRICTED');
    await page.close();
  });

  it('pages with Load More and expands a long reply thread (zh-CN, mobile)', async () => {
    const token = await apiLogin(app.baseUrl, 'alice', 'alicepass1', 'site');
    let first = 0;
    for (let i = 1; i <= 11; i += 1) {
      const made = await apiCall<{ id: number }>(app.baseUrl, token, 'POST', '/api/comment', {
        did,
        content: `Comment number ${i}`,
      });
      if (i === 11) first = made.id;
    }
    for (let i = 1; i <= 4; i += 1)
      await apiCall(app.baseUrl, token, 'POST', '/api/reply', {
        reply: { commentId: first, content: `Reply number ${i}` },
        did,
      });

    const page = await pageAs('bobby', { language: 'zh-CN', viewport: WIDTHS.mobile });
    await openDiscussion(page);
    await expect.poll(() => page.getByTestId('comment-total').innerText()).toBe('共 12 条评论');
    expect(await area(page).locator('.comment-item').count()).toBe(10);
    const newest = page.getByTestId(`comment-${first}`);
    expect(await newest.locator('.comment-reply').count()).toBe(3);
    await page.getByTestId(`comment-expand-${first}`).click();
    await expect.poll(() => newest.locator('.comment-reply').count()).toBe(4);
    await page.getByTestId('comment-load-more').click();
    await expect.poll(() => area(page).locator('.comment-item').count()).toBe(12);
    expect(await page.getByTestId('comment-load-more').count()).toBe(0);
    await shoot(page, 'comments-zh-CN-mobile-paged');
    await page.close();

    // A guest's like asks for a login and changes nothing.
    const guest = await pageAs(null, { language: 'en-US' });
    await openDiscussion(guest);
    const guestLike = guest.getByTestId(`comment-like-${first}`);
    await guestLike.click();
    await waitForToast(guest, 'Please log in first');
    await dialog(guest).waitFor();
    expect(await guestLike.innerText()).toBe('0');
    await guest.close();
  });
});
