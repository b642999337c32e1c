import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin, createUsers, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, newPage, waitForToast, ROUNDS } from '../support/browser';
import { dialog } from '../support/ui';

/**
 * Personal notes (spec 2 §2.14, §5, §7 "Notes", §9): anna makes categories in the sidebar's edit mode, writes a
 * note whose subject defaults to today's date, pages through more notes, searches, filters by category, edits,
 * pins, opens a note by its link, shares it and deletes one; benny cannot open her unshared note but can once it
 * is shared; a guest is sent to log in. Screenshots in both languages at both widths.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let anna = '';

const SHOTS = process.env.NOTES_SHOTS ?? '/tmp/notes-shots';
const WIDTHS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const ANNA = { username: 'anna', password: 'annapass1' };
const BENNY = { username: 'benny', password: 'bennypass1' };
type Language = 'zh-CN' | 'en-US';
const WAIT = { timeout: 10_000, interval: 200 };
const LONG = [
  '# Segment tree',
  '',
  ...Array.from({ length: 30 }, (_, i) => `- point ${i + 1}: update and query`),
];

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  await createUsers(app.baseUrl, [ANNA, BENNY]);
  anna = await apiLogin(app.baseUrl, ANNA.username, ANNA.password, 'site');
  // Eleven older notes, so the list has a second page (10 a page); one long one for the 200 px preview.
  for (let i = 1; i <= 10; i += 1)
    await apiCall(app.baseUrl, anna, 'POST', '/api/note/save', {
      subject: `Old note ${i}`,
      content: `Plain text number ${i}`,
    });
  await apiCall(app.baseUrl, anna, 'POST', '/api/note/save', {
    subject: 'Long note',
    content: LONG.join('\n'),
  });
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function pageOf(
  user: { username: string; password: string },
  options: { language?: Language; viewport?: { width: number; height: number } } = {},
) {
  const page = await newPage(browser as Browser, app.baseUrl, options);
  await signInPage(page, app.baseUrl, user.username, user.password);
  return page;
}
const cards = (page: Page) => page.getByTestId('note-card');
const subjects = (page: Page) => page.getByTestId('note-subject-link').allInnerTexts();
const card = (page: Page, subject: string) => cards(page).filter({ hasText: subject });

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('notes', () => {
  it('sends a guest to log in', async () => {
    const page = await newPage(browser as Browser, app.baseUrl, { language: 'en-US' });
    await page.goto('/note');
    await dialog(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.goto('/note/1');
    await dialog(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.close();
  });

  let noteId = 0;

  it('makes categories, writes a note with the default subject, pages, searches, filters, edits, pins', async () => {
    const page = await pageOf(ANNA, { language: 'en-US', viewport: WIDTHS.desktop });
    await page.goto('/note');
    await expect.poll(() => cards(page).count(), WAIT).toBe(10);
    // Page 2 holds the eleventh.
    await page.getByTestId('note-pagination').getByTitle('2').click();
    await expect.poll(() => cards(page).count(), WAIT).toBe(1);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    // The long note's preview stops at 200 px.
    await page.getByTestId('note-pagination').getByTitle('1').click();
    await expect.poll(() => subjects(page), WAIT).toContain('Long note');
    const box = await card(page, 'Long note').getByTestId('note-card-preview').boundingBox();
    expect(box?.height).toBeLessThanOrEqual(200);
    expect(box?.height).toBeGreaterThan(150);

    // Category edit mode: add two, Done saves the list.
    await page.getByTestId('edit-categories').click();
    await page.getByTestId('add-category').click();
    await page.getByTestId('category-name-input').last().fill('Graphs');
    await page.getByTestId('add-category').click();
    await page.getByTestId('category-name-input').last().fill('Math');
    await page.getByTestId('save-categories').click();
    await waitForToast(page, 'Categories saved');
    const menu = page.getByTestId('note-category-menu');
    await menu.getByText('Graphs').waitFor();
    expect(await menu.innerText()).toMatch(/All[\s\S]*Graphs[\s\S]*Math[\s\S]*Uncategorized/);

    // A new note: the subject defaults to today's date and "New note".
    await page.getByTestId('note-create').click();
    const subject = page.getByTestId('note-subject');
    await subject.waitFor();
    const today = new Date();
    const date = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('-');
    expect(await subject.inputValue()).toBe(`${date} New note`);
    await subject.fill('Dijkstra');
    await page.getByTestId('note-content').fill('# Shortest paths\n\nUse a **binary heap**.');
    await page.getByTestId('note-preview').getByText('binary heap').waitFor();
    await page.getByTestId('note-category').click();
    await page.locator('.ant-select-item-option', { hasText: 'Graphs' }).click();
    await shoot(page, 'note-dialog-en-US-desktop');
    await page.getByTestId('note-submit').click();
    await waitForToast(page, 'Note saved');
    await expect.poll(() => subjects(page), WAIT).toContain('Dijkstra');
    expect((await subjects(page))[0]).toBe('Dijkstra');

    // Subject and content are required.
    await page.getByTestId('note-create').click();
    await page.getByTestId('note-subject').fill(' ');
    await page.getByTestId('note-submit').click();
    await page.getByText('Please enter the subject').waitFor();
    await page.getByText('Please enter the content').waitFor();
    await page.locator('.note-dialog .ant-modal-close').click();
    // The closing dialog hands the focus back to 'New note' when its animation ends: typing before that
    // would send Enter to that button (on a loaded machine the search then never ran).
    await page.locator('.note-dialog').waitFor({ state: 'hidden' });

    // Search in subjects and contents.
    await page.getByTestId('note-search').locator('input').fill('heap');
    await page.getByTestId('note-search').locator('input').press('Enter');
    await expect.poll(() => subjects(page), WAIT).toEqual(['Dijkstra']);
    await page.getByTestId('note-search').locator('input').fill('');
    await page.getByTestId('note-search').locator('input').press('Enter');
    await expect.poll(() => cards(page).count(), WAIT).toBe(10);

    // One category, then the uncategorised.
    await menu.getByText('Graphs').click();
    await expect.poll(() => subjects(page), WAIT).toEqual(['Dijkstra']);
    await menu.getByText('Math').click();
    await page.getByText('No notes yet').waitFor();
    await menu.getByText('Uncategorized').click();
    await expect.poll(() => subjects(page), WAIT).not.toContain('Dijkstra');
    await menu.getByText('All').click();
    await expect.poll(() => subjects(page), WAIT).toContain('Dijkstra');

    // Edit: a new subject.
    await card(page, 'Dijkstra').getByTestId('note-edit').click();
    await page.getByTestId('note-subject').fill('Dijkstra with a heap');
    await page.getByTestId('note-submit').click();
    await waitForToast(page, 'Note saved');
    await expect.poll(async () => (await subjects(page))[0], WAIT).toBe('Dijkstra with a heap');

    // Pin an older note: it goes first, marked.
    await card(page, 'Old note 3').getByTestId('note-toggle-pin').click();
    await expect.poll(async () => (await subjects(page))[0], WAIT).toBe('Old note 3');
    await card(page, 'Old note 3').getByTestId('note-pinned').waitFor();

    // View dialog, then the note's own page (its share link).
    await card(page, 'Dijkstra with a heap').getByTestId('note-view').click();
    const view = page.getByTestId('note-view-dialog');
    await view.getByText('binary heap').waitFor();
    await shoot(page, 'note-view-dialog-en-US-desktop');
    await page.getByTestId('note-open-page').click();
    await page.waitForURL(/\/note\/\d+$/);
    noteId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await page.getByTestId('note-view-subject').innerText()).toBe('Dijkstra with a heap');
    await page.getByTestId('note-body').getByText('binary heap').waitFor();
    await page.close();
  });

  it('keeps an unshared note from another user and shows it once shared', async () => {
    const benny = await pageOf(BENNY, { language: 'en-US', viewport: WIDTHS.desktop });
    await benny.goto(`/note/${noteId}`);
    await benny.getByTestId('note-not-found').waitFor();
    expect(await benny.getByTestId('note-not-found').innerText()).toContain('not shared with you');
    // His own list holds none of anna's notes.
    await benny.goto('/note');
    await benny.getByText('No notes yet').waitFor();

    const page = await pageOf(ANNA, { language: 'en-US', viewport: WIDTHS.desktop });
    await page.goto('/note?keyword=Dijkstra');
    await card(page, 'Dijkstra with a heap').getByTestId('note-edit').click();
    await page.getByTestId('note-share').click();
    await expect.poll(() => page.getByTestId('note-share').getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('note-submit').click();
    await waitForToast(page, 'Note saved');
    await card(page, 'Dijkstra with a heap').getByTestId('note-shared').waitFor();

    await benny.goto(`/note/${noteId}`);
    await benny.getByTestId('note-view-page').waitFor();
    expect(await benny.getByTestId('note-view-subject').innerText()).toBe('Dijkstra with a heap');
    expect(await benny.getByTestId('discussion-author').innerText()).toBe('anna');
    await shoot(benny, 'note-shared-en-US-desktop');
    await benny.close();
    await page.close();
  });

  it('deletes a note after confirmation', async () => {
    const page = await pageOf(ANNA, { language: 'en-US', viewport: WIDTHS.desktop });
    await page.goto('/note');
    await card(page, 'Old note 1').waitFor();
    const before = (await apiCall<{ total: number }>(app.baseUrl, anna, 'GET', '/api/note/list')).total;
    await card(page, 'Old note 1').getByTestId('note-delete').click();
    await page.locator('.ant-popconfirm').getByText('Delete this note?').waitFor();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    await waitForToast(page, 'Note deleted');
    await expect.poll(() => subjects(page), WAIT).not.toContain('Old note 1');
    expect((await apiCall<{ total: number }>(app.baseUrl, anna, 'GET', '/api/note/list')).total).toBe(
      before - 1,
    );
    await page.close();
  });

  for (const { language, width } of ROUNDS) {
    const viewport = WIDTHS[width];
    it(`lays out the list, the dialog and the note page (${language}, ${width})`, async () => {
      const page = await pageOf(ANNA, { language, viewport });
      await page.goto('/note');
      await cards(page).first().waitFor();
      await page.getByTestId('note-categories').waitFor();
      if (width === 'mobile')
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shoot(page, `note-list-${language}-${width}`);
      await page.getByTestId('edit-categories').click();
      await page.getByTestId('category-name-input').first().waitFor();
      await shoot(page, `note-categories-edit-${language}-${width}`);
      await page.getByTestId('cancel-categories').click();
      await page.getByTestId('note-create').click();
      await page.getByTestId('note-content').fill('## Title\n\n`code` and a list:\n\n- one\n- two');
      await page.getByTestId('note-subject').waitFor();
      if (width === 'mobile') await page.getByRole('tab', { name: /Preview|预览/ }).click();
      await page.getByTestId('note-preview').getByText('code').waitFor();
      await shoot(page, `note-dialog-${language}-${width}`);
      // Crossing the 768 px line moves the editor between columns and tabs: the draft stays.
      await page.setViewportSize(width === 'mobile' ? WIDTHS.desktop : WIDTHS.mobile);
      await page.waitForTimeout(300);
      expect(await page.getByTestId('note-content').inputValue()).toContain('and a list');
      await page.setViewportSize(viewport);
      await page.locator('.note-dialog .ant-modal-close').click();
      await page.goto(`/note/${noteId}`);
      await page.getByTestId('note-view-page').waitFor();
      if (width === 'mobile')
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shoot(page, `note-page-${language}-${width}`);
      await page.close();
    });
  }
});
