import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, createContestWithAPlusB, createUsers, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { DESKTOP, launchBrowser, newPage } from '../support/browser';

/**
 * A contest's start as a contestant waiting on its page lives it (issue 21; the load test's profile, docs/load.md,
 * plays these calls): the page opened before the start asks for the contest's info and the announcements not read
 * yet; the problems tab says the problems are not open; at zero the page's own clock turns the contest running,
 * the problems tab shows the list the start's push brought (contest-start-push.ts; a page without the push stream
 * asks for it once), and the info is asked once more (spread over the seconds after zero, contest-time.ts); the
 * announcements' list is asked by its tab alone. Counted on the requests.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
const PASSWORD = 'startpass123';
/** From the contest's creation to its start: the contestant's page is open and waiting well before. */
const START_IN_MS = 15_000;
/** contest-time.ts's STATUS_REFRESH_SPREAD_MS. */
const STATUS_REFRESH_SPREAD_MS = 10_000;
/** Two contests starting at the same moment: one watched with the push stream, one without. */
const cids = { pushed: 0, polled: 0 };

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const rootToken = await apiLogin(app.baseUrl);
  await createUsers(app.baseUrl, [{ username: 'dora', password: PASSWORD }]);
  const startTime = new Date(Date.now() + START_IN_MS).toISOString();
  const endTime = new Date(Date.now() + START_IN_MS + 3_600_000).toISOString();
  for (const kind of ['pushed', 'polled'] as const) {
    const { cid } = await createContestWithAPlusB(app.baseUrl, rootToken, {
      title: `Start Cup (${kind})`,
      description: 'Opens at zero.',
      startTime,
      endTime,
    });
    cids[kind] = cid;
  }
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

/** Opens the contest's problems tab before the start and waits through zero; answers the page's calls by path. */
async function waitThroughStart(cid: number, { stream }: { stream: boolean }) {
  const page = await newPage(browser as Browser, app.baseUrl, { language: 'en-US', viewport: DESKTOP });
  // Without the stream: as behind a proxy that cannot hold one (the page falls back to asking).
  if (!stream) await page.route('**/api/live*', (route) => route.abort());
  await signInPage(page, app.baseUrl, 'dora', PASSWORD);
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).pathname));
  const called = (path: string) => calls.filter((call) => call === path).length;

  await page.goto(`/contest/${cid}`);
  await page.getByTestId('contest-countdown').waitFor();
  await page.getByTestId('contest-tab-problems').click();
  await page.getByTestId('contest-not-started').waitFor();
  expect(called('/api/get-contest-info')).toBe(1);
  await expect.poll(() => called('/api/get-contest-not-read-announcement')).toBe(1);

  // The page's clock turns the contest running on its own: the list shows without a click.
  await page.getByTestId('contest-problem-list').waitFor({ timeout: START_IN_MS + 30_000 });
  await page.getByTestId('contest-problem-A').waitFor();
  // The info's refresh comes within the spread after zero.
  await expect
    .poll(() => called('/api/get-contest-info'), { timeout: STATUS_REFRESH_SPREAD_MS + 5_000 })
    .toBe(2);
  expect(called('/api/get-contest-announcement')).toBe(0);
  expect(called('/api/get-contest-not-read-announcement')).toBe(1);
  return called;
}

describe("a contest's start on a waiting contestant's page", () => {
  it('shows the problems at zero from the push, or with one request without it, and asks the info once more', async () => {
    const [pushed, polled] = await Promise.all([
      waitThroughStart(cids.pushed, { stream: true }),
      waitThroughStart(cids.polled, { stream: false }),
    ]);
    expect(pushed('/api/get-contest-problem')).toBe(0);
    expect(pushed('/api/live')).toBeGreaterThan(0);
    expect(polled('/api/get-contest-problem')).toBe(1);
  });
});
