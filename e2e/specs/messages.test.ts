import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin, createUsers, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, newPage, waitForToast, ROUNDS } from '../support/browser';
import { dialog } from '../support/ui';

/**
 * The message center (spec 2 §2.13, §7 "Messages", §9): benny likes and comments on anna's discussion and
 * answers her comment through the API; anna sees the badge, reads her comments and likes (the badge drops), the
 * entries name benny and link to the discussion; she deletes one and clears a tab. A guest is asked to log in.
 * Screenshots in both languages at both widths.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let did = 0;

const SHOTS = process.env.MESSAGES_SHOTS ?? '/tmp/msg-shots';
const WIDTHS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const ANNA = { username: 'anna', password: 'annapass1' };
const BENNY = { username: 'benny', password: 'bennypass1' };
type Language = 'zh-CN' | 'en-US';
const WAIT = { timeout: 10_000, interval: 200 };

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  await createUsers(app.baseUrl, [ANNA, BENNY]);
  const root = await apiLogin(app.baseUrl);
  // New accounts have solved nothing: posting needs no accepted problems in this run.
  await apiCall(app.baseUrl, root, 'PUT', '/api/admin/switch/update', {
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateCommentACInitValue: 0,
    defaultCreateDiscussionDailyLimit: 10,
  });
  const anna = await apiLogin(app.baseUrl, ANNA.username, ANNA.password, 'site');
  const benny = await apiLogin(app.baseUrl, BENNY.username, BENNY.password, 'site');
  const categories = await apiCall<{ id: number }[]>(app.baseUrl, anna, 'GET', '/api/discussion-category');
  did = (
    await apiCall<{ id: number }>(app.baseUrl, anna, 'POST', '/api/discussion', {
      title: 'Binary search pitfalls',
      description: 'Off by one',
      content: 'When does `lo < hi` loop forever?',
      categoryId: categories[0].id,
    })
  ).id;
  // Two comments (Discuss), a like of the discussion and of anna's comment (Like), a reply to it (Reply).
  await apiCall(app.baseUrl, benny, 'GET', `/api/discussion-like?did=${did}&toLike=true`);
  await apiCall(app.baseUrl, benny, 'POST', '/api/comment', { did, content: 'Use `lo + (hi - lo) / 2`.' });
  await apiCall(app.baseUrl, benny, 'POST', '/api/comment', {
    did,
    content: 'Also check the loop invariant:\nlo is always valid, hi never is.',
  });
  const own = await apiCall<{ id: number }>(app.baseUrl, anna, 'POST', '/api/comment', {
    did,
    content: 'Thanks, that was it!',
  });
  await apiCall(
    app.baseUrl,
    benny,
    'GET',
    `/api/comment-like?cid=${own.id}&toLike=true&sourceId=${did}&sourceType=Discussion`,
  );
  await apiCall(app.baseUrl, benny, 'POST', '/api/reply', {
    did,
    reply: { commentId: own.id, content: 'Glad it helped.' },
  });
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function annaPage(options: { language?: Language; viewport?: { width: number; height: number } } = {}) {
  const page = await newPage(browser as Browser, app.baseUrl, options);
  await signInPage(page, app.baseUrl, ANNA.username, ANNA.password);
  return page;
}

/** The number on the nav's bell (desktop), 0 when no badge shows. */
const badge = async (page: Page) => {
  const count = page.getByTestId('messages-menu').locator('.ant-scroll-number');
  if ((await count.count()) === 0) return 0;
  return Number(await count.first().getAttribute('title'));
};
const items = (page: Page) => page.locator('.message-item');

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('message center', () => {
  it('asks a guest to log in', async () => {
    const page = await newPage(browser as Browser, app.baseUrl, { language: 'en-US' });
    await page.goto('/message/discuss');
    await dialog(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.close();
  });

  it('shows the badge, lists comments and likes naming benny and linking the discussion, and the badge drops', async () => {
    const page = await annaPage({ language: 'en-US', viewport: WIDTHS.desktop });
    await page.goto('/home');
    await expect.poll(() => badge(page), WAIT).toBe(5);

    await page.goto('/message');
    await page.waitForURL('**/message/discuss');
    await page.getByTestId('message-list-discuss').waitFor();
    await items(page).nth(1).waitFor();
    expect(await items(page).count()).toBe(2);
    const first = items(page).first();
    await expect.poll(() => first.innerText(), WAIT).toContain('benny');
    expect(await first.innerText()).toContain('commented on your discussion');
    expect(await first.getByTestId('message-sender').getAttribute('href')).toBe('/user-home?username=benny');
    expect(await first.getByTestId('message-source').getAttribute('href')).toBe(`/discussion-detail/${did}`);
    expect(await first.getByTestId('message-source').innerText()).toBe('Binary search pitfalls');
    // Unread when listed; read now, so the bell counts the rest (2 likes, 1 reply).
    expect(await page.getByTestId('message-unread').count()).toBe(2);
    await expect.poll(() => badge(page), WAIT).toBe(3);
    await shoot(page, 'discuss-en-desktop');

    await page.getByTestId('message-tab-like').click();
    await page.waitForURL('**/message/like');
    await page.getByTestId('message-list-like').waitFor();
    await items(page).nth(1).waitFor();
    expect(await items(page).count()).toBe(2);
    const texts = await items(page).allInnerTexts();
    expect(
      texts.some((text) => text.includes('liked your comment') && text.includes('Thanks, that was it!')),
    ).toBe(true);
    expect(texts.some((text) => text.includes('liked your discussion'))).toBe(true);
    await expect.poll(() => badge(page), WAIT).toBe(1);
    await shoot(page, 'like-en-desktop');

    // The source link leads to the discussion.
    await items(page).first().getByTestId('message-source').click();
    await page.waitForURL(`**/discussion-detail/${did}`);
    await page.close();
  });

  it('deletes one message and clears a tab', async () => {
    const page = await annaPage({ language: 'en-US', viewport: WIDTHS.desktop });
    await page.goto('/message/like');
    await page.getByTestId('message-list-like').waitFor();
    await items(page).nth(1).waitFor();
    expect(await items(page).count()).toBe(2);
    await items(page).first().locator('[data-testid^="message-delete-"]').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    await waitForToast(page, 'Deleted');
    await expect.poll(() => items(page).count(), WAIT).toBe(1);
    await expect.poll(() => page.getByTestId('message-total').innerText(), WAIT).toBe('1 in total');

    await page.getByTestId('message-tab-reply').click();
    await page.waitForURL('**/message/reply');
    await page.getByTestId('message-list-reply').waitFor();
    await items(page).first().waitFor();
    expect(await items(page).count()).toBe(1);
    const reply = await items(page).first().innerText();
    expect(reply).toContain('replied to your comment in');
    expect(reply).toContain('Glad it helped.');
    expect(reply).toContain('Thanks, that was it!');
    await expect.poll(() => badge(page), WAIT).toBe(0);
    await page.getByTestId('message-clean').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    await waitForToast(page, 'Cleared successfully');
    await page.getByTestId('message-empty').waitFor();
    // Gone on the server too.
    await page.reload();
    await page.getByTestId('message-empty').waitFor();
    await page.close();
  });

  it('looks right in both languages at both widths', async () => {
    for (const { language, width } of ROUNDS) {
      const viewport = WIDTHS[width];
      const page = await annaPage({ language, viewport });
      for (const tab of ['discuss', 'like', 'sys'] as const) {
        await page.goto(`/message/${tab}`);
        await page.getByTestId(`message-list-${tab}`).waitFor();
        await page.locator('.message-item, [data-testid="message-empty"]').first().waitFor();
        await shoot(page, `${tab}-${language}-${width}`);
      }
      await page.close();
    }
  });
});
