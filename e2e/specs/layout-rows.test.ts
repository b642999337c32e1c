import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { LANGUAGES, ownWebCopy, WIDTHS, type Language, type Width } from '../support/back-office';
import { launchBrowser, newPage, screenshotInto, ROUNDS } from '../support/browser';

/**
 * Issue 24's layout rows, found when the site was tried at 1440 and 375 px: the drawing-board button covers
 * nothing, the contest list's status filter is readable on a phone, every top menu entry fits at 1440 px
 * signed in, the status list names author and time on a phone, the submission detail's case table header
 * reads on a phone. Screenshots at 1440 and 375 px in both languages (`/tmp/layout-shots`).
 */
const SHOTS = process.env.LAYOUT_SHOTS ?? '/tmp/layout-shots';
const USER = { username: 'layoutuser', password: 'layout123' };
const PY_SUM = 'a, b = map(int, input().split())\nprint(a + b)\n';
const ACCEPTED = 0;

let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let dropWebCopy: () => void;
let submitId: number;

beforeAll(async () => {
  dropWebCopy = ownWebCopy();
  fs.mkdirSync(SHOTS, { recursive: true });
  app = await startApp();
  browser = await launchBrowser();
  await createUsers(app.baseUrl, [USER]);
  const token = await apiLogin(app.baseUrl, USER.username, USER.password, 'site');
  const detail = await apiCall<{ problem: { pid: number } }>(
    app.baseUrl,
    token,
    'GET',
    '/api/get-problem-detail?problemId=P1000',
  );
  const submitted = await apiCall<{ submitId: number }>(
    app.baseUrl,
    token,
    'POST',
    '/api/submit-problem-judge',
    {
      pid: detail.problem.pid,
      language: 'Python3',
      code: PY_SUM,
    },
  );
  submitId = submitted.submitId;
  // Waits for the real judge's verdict (pending, compiling and judging are passed through).
  const deadline = Date.now() + 120_000;
  let status = -100;
  while (status !== ACCEPTED && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const submission = await apiCall<{ submission: { status: number } }>(
      app.baseUrl,
      token,
      'GET',
      `/api/get-submission-detail?submitId=${submitId}`,
    );
    status = submission.submission.status;
  }
  if (status !== ACCEPTED) throw new Error(`A+B was not accepted: status ${status}`);
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
  dropWebCopy?.();
});

const EVERY_VIEW = ROUNDS.map(({ language, px }) => ({ language, width: px as Width }));

async function openPage(language: Language, width: Width, signedIn: boolean) {
  const page = await newPage(browser as Browser, app.baseUrl, { language, viewport: WIDTHS[width] });
  if (signedIn) await signInPage(page, app.baseUrl, USER.username, USER.password);
  return page;
}

/**
 * What lies under the drawing-board button's centre and the middles of its edges, leaving out the button, what
 * it holds and what holds it: links, buttons, fields and any element with text of its own (content a reader
 * needs). Empty when the button covers nothing.
 */
const contentUnderButton = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('[data-testid="drawing-board-button"]')!;
    const box = button.getBoundingClientRect();
    const points = [
      [box.x + box.width / 2, box.y + box.height / 2],
      [box.x + 2, box.y + box.height / 2],
      [box.right - 2, box.y + box.height / 2],
      [box.x + box.width / 2, box.y + 2],
      [box.x + box.width / 2, box.bottom - 2],
    ];
    const interactive = 'a, button, input, textarea, select, [role="button"], [tabindex]';
    const ownText = (element: Element) =>
      Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    // Beneath an opaque box that holds the button (the sticky top bar) nothing shows, so the walk down the
    // stack stops there; a floating button's holder is the page's own background, under all content.
    const opaqueHolder = (element: Element) =>
      element.contains(button) &&
      !/rgba\(.*, 0\)|transparent/.test(getComputedStyle(element).backgroundColor);
    const found = new Set<string>();
    for (const [x, y] of points) {
      const stack = document.elementsFromPoint(x, y);
      for (const element of stack.slice(stack.indexOf(button) + 1)) {
        if (opaqueHolder(element)) break;
        if (element.contains(button)) continue;
        if (element.matches(interactive) || ownText(element))
          found.add(
            `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
          );
      }
    }
    return [...found];
  });

/** Scrolls the page from top to bottom by half a screen at a time and collects what the button covered. */
async function coveredWhileScrolling(page: Page) {
  const covered = new Set<string>();
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
  }));
  for (let top = 0; top <= scrollHeight; top += innerHeight / 2) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    for (const item of await contentUnderButton(page)) covered.add(item);
  }
  return [...covered];
}

/** How many lines each column title of a table takes. */
const headerLines = (table: Locator) =>
  table.locator('thead th').evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lineHeight = parseFloat(getComputedStyle(cell).lineHeight) || 22;
      return { text: cell.textContent, lines: Math.round(range.getBoundingClientRect().height / lineHeight) };
    }),
  );

/** The same page at 1440 px, for the screenshot beside the phone's. */
async function shootDesktop(language: Language, path: string, testId: string, name: string) {
  const page = await openPage(language, 1440, true);
  await page.goto(path);
  await page.getByTestId(testId).waitFor();
  await screenshotInto(SHOTS, page, name, '1440', language);
  await page.context().close();
}

describe('issue 24 layout rows', () => {
  it.each(EVERY_VIEW)(
    'the drawing-board button covers no content of long pages at any scroll ($width, $language)',
    async ({ language, width }) => {
      const page = await openPage(language, width, true);
      const pages = [
        { path: '/problem/P1000', ready: page.getByTestId('problem-detail') },
        { path: `/submission-detail/${submitId}`, ready: page.getByTestId('case-table') },
        { path: '/status', ready: page.getByTestId(`submission-link-${submitId}`) },
        { path: '/acm-rank', ready: page.getByText(USER.username).first() },
      ];
      for (const { path, ready } of pages) {
        await page.goto(path);
        await ready.waitFor();
        await page.getByTestId('drawing-board-button').waitFor();
        expect({ path, covered: await coveredWhileScrolling(page) }).toEqual({ path, covered: [] });
      }
      await page.goto('/problem/P1000');
      await page.getByTestId('problem-detail').waitFor();
      await screenshotInto(SHOTS, page, 'problem-with-board-button', String(width), language);
      await page.context().close();
    },
    120_000,
  );

  it.each(LANGUAGES)('the contest list status filter reads whole at 375 px (%s)', async (language) => {
    const page = await openPage(language, 375, false);
    await page.goto('/contest');
    const filter = page.getByTestId('contest-status-filter');
    await filter.waitFor();
    const labels = await filter.locator('.ant-segmented-item-label').evaluateAll((elements) =>
      elements.map((element) => ({
        text: element.textContent,
        cut: element.scrollWidth > element.clientWidth,
        // A label scrolled out of the control's box is cut as much as an ellipsis cuts it.
        outside: (() => {
          const shown = element.closest('.ant-segmented')!.getBoundingClientRect();
          const own = element.getBoundingClientRect();
          return own.left < shown.left - 0.5 || own.right > shown.right + 0.5;
        })(),
      })),
    );
    expect(labels).toHaveLength(4);
    for (const label of labels) {
      expect(label, String(label.text)).toMatchObject({ cut: false, outside: false });
    }
    await screenshotInto(SHOTS, page, 'contest-list', '375', language);
    await page.context().close();
    await shootDesktop(language, '/contest', 'contest-status-filter', 'contest-list');
  });

  it.each(LANGUAGES)('every top menu entry is visible at 1440 px signed in (%s)', async (language) => {
    const page = await openPage(language, 1440, true);
    await page.goto('/home');
    const nav = page.getByTestId('desktop-nav');
    await nav.getByTestId('user-menu').waitFor();
    const menu = nav.locator('.nav-bar__menu');
    const menuRight = (await menu.boundingBox())!;
    const entries = menu.locator('> li.ant-menu-overflow-item:not(.ant-menu-overflow-item-rest)');
    const count = await entries.count();
    expect(count).toBeGreaterThanOrEqual(10);
    for (let index = 0; index < count; index++) {
      const entry = entries.nth(index);
      expect(await entry.isVisible()).toBe(true);
      const box = (await entry.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(menuRight.x + menuRight.width + 0.5);
    }
    expect(await menu.locator('> li.ant-menu-overflow-item-rest').isVisible()).toBe(false);
    const ide = nav.getByRole('link', { name: language === 'en-US' ? 'Online IDE' : '在线 IDE' });
    expect(await ide.isVisible()).toBe(true);
    await screenshotInto(SHOTS, page, 'top-menu-signed-in', '1440', language);
    await page.context().close();
  });

  it.each(LANGUAGES)('the status list names author and time on a phone (%s)', async (language) => {
    const page = await openPage(language, 375, false);
    await page.goto('/status');
    const row = page.locator('.ant-table-row', { has: page.getByTestId(`submission-link-${submitId}`) });
    await row.waitFor();
    const byline = row.getByTestId(`submission-byline-${submitId}`);
    expect(await byline.isVisible()).toBe(true);
    expect(await byline.getByRole('link', { name: USER.username }).isVisible()).toBe(true);
    expect(await byline.locator('.local-time').first().isVisible()).toBe(true);
    for (const header of await headerLines(page.getByTestId('submission-table')))
      expect(header, String(header.text)).toMatchObject({ lines: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshotInto(SHOTS, page, 'status-list', '375', language);
    await page.context().close();
    await shootDesktop(language, '/status', `submission-link-${submitId}`, 'status-list');
  });

  it.each(LANGUAGES)('the submission detail case table header reads on a phone (%s)', async (language) => {
    const page = await openPage(language, 375, true);
    await page.goto(`/submission-detail/${submitId}`);
    const table = page.getByTestId('case-table');
    await table.waitFor();
    const headers = await headerLines(table);
    for (const header of headers) expect(header, String(header.text)).toMatchObject({ lines: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshotInto(SHOTS, page, 'submission-detail', '375', language);
    await page.context().close();
    await shootDesktop(language, `/submission-detail/${submitId}`, 'case-table', 'submission-detail');
  });
});
