import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import fs from 'node:fs';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the same Chromium without the browser's
 * window machinery, as Playwright runs its own headless tests): the same pages took about a quarter less time
 * than in the full browser's headless mode (home and notes specs, 90 s against 123 s, December 2026), whose
 * browser process also runs the tab strip's WebUI renderers a test never looks at.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';
/** As root, headless, with no attempt to reach the internet. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 375, height: 812 };

export type Language = 'zh-CN' | 'en-US';

/** One language at one width: a screenshot test or a journey walks a page once per round. */
export interface Round {
  language: Language;
  width: 'desktop' | 'mobile';
  px: 1440 | 375;
  viewport: typeof DESKTOP;
}

const EVERY_ROUND: Round[] = [
  { language: 'zh-CN', width: 'desktop', px: 1440, viewport: DESKTOP },
  { language: 'en-US', width: 'mobile', px: 375, viewport: MOBILE },
  { language: 'en-US', width: 'desktop', px: 1440, viewport: DESKTOP },
  { language: 'zh-CN', width: 'mobile', px: 375, viewport: MOBILE },
];

/**
 * The rounds the suite walks. `npm test` walks two that between them cover both languages and both widths,
 * English on the phone (its words are the longer ones, the ones that overflow a narrow screen): the four
 * rounds made screenshot tests a third of the browser suite's time (1,900 of 5,665 s in a clean-clone run).
 * `npm run screenshots` (E2E_ROUNDS=all) walks all four, for a person to look at every page in both languages
 * at both widths.
 */
export const ROUNDS: Round[] = process.env.E2E_ROUNDS === 'all' ? EVERY_ROUND : EVERY_ROUND.slice(0, 2);
/** How many rounds the suite walks, for a spec whose rounds are its own (their first ones walked). */
export const WALKED_ROUNDS = ROUNDS.length;

export async function launchBrowser(): Promise<Browser & { cleanup(): Promise<void> }> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: install Debian's chromium-headless-shell (apt-get install chromium-headless-shell fonts-noto-cjk fonts-liberation)`,
    );
  }
  // Playwright gives every launch a new empty profile of its own.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return Object.assign(browser, {
    async cleanup() {
      await browser.close();
    },
  });
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  language?: Language;
}

/** A fresh context (no cookies, no stored token); the language cookie is set when asked for. */
export async function newPage(browser: Browser, baseUrl: string, options: PageOptions = {}): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? DESKTOP,
    locale: options.language ?? 'zh-CN',
    // The app turns antd's motions off for readers who ask for reduced motion. Specs ask for it: a click aimed
    // at a dialog's button while the dialog still zoomed in landed where the button was a frame earlier and was
    // lost (discussions, notices, admin-user-fields in clean-clone runs), which no person is fast enough to do.
    reducedMotion: 'reduce',
  });
  if (options.language) {
    await context.addCookies([{ name: 'webLanguage', value: options.language, url: baseUrl }]);
  }
  const page = await context.newPage();
  trackRequests(page);
  return page;
}

/** The push stream a signed-in page holds open for as long as it lives (docs/live-updates.md). */
const isLiveStream = (request: Request) => new URL(request.url()).pathname === '/api/live';
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page) {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (!isLiveStream(request)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Playwright's 'networkidle' once no request but the push stream is in flight: a signed-in page holds
 * GET /api/live open, so the network is never idle. Waits until nothing else was pending for `quietMs`.
 */
export async function networkSettled(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline)
      throw new Error(
        `requests still pending after ${timeoutMs} ms: ${[...pending].map((r) => r.url()).join(', ')}`,
      );
    await page.waitForTimeout(50);
    if (pending.size > 0) quietSince = Date.now();
  }
}

/** Waits until the antd toast shows the text (toasts replace each other, so an older one may still be up). */
export async function waitForToast(page: Page, text: string): Promise<void> {
  await page
    .locator('.ant-message-notice', { hasText: text })
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 });
}

/** How wide the page is beyond the screen, in px (0 when nothing sticks out sideways: a phone layout fits). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A full-page PNG `<name>-<width>-<language>.png` in `dir`, once the last animation (ink bar, tag) settled. */
export async function screenshotInto(dir: string, page: Page, name: string, width: string, language: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/${name}-${width}-${language}.png`, fullPage: true });
}
