import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createContestWithAPlusB, createUsers, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { DESKTOP, launchBrowser, newPage } from '../support/browser';

/**
 * Live updates (issue 21 part 2, docs/live-updates.md) in the browser: a contestant's page holds the push stream
 * (GET /api/live, text/event-stream), and when another contestant's submission is judged by the real judge the
 * board asks again at once and shows the new row (its 30 s refresh is off while the stream is held: the refetch is
 * the event's); the submitter's own detail page shows the verdict with the stream open; a verdict submitted from the
 * problem page is shown from the events that carry it, with no status request; with the stream refused the page
 * falls back to its poll and still shows it. Asserted on the requests and the page, no timing.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let rootToken = '';
const PASSWORD = 'livepass123';
const tokens: Record<'alice' | 'bob', string> = { alice: '', bob: '' };
const CPP_SUM =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
let cid = 0;
let pid = 0;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  rootToken = await apiLogin(app.baseUrl);
  await createUsers(app.baseUrl, [
    { username: 'alice', password: PASSWORD },
    { username: 'bob', password: PASSWORD },
  ]);
  tokens.alice = await apiLogin(app.baseUrl, 'alice', PASSWORD, 'site');
  tokens.bob = await apiLogin(app.baseUrl, 'bob', PASSWORD, 'site');
  ({ cid, pid } = await createContestWithAPlusB(app.baseUrl, rootToken, {
    title: 'Live Cup',
    description: 'Pushed, not polled.',
    startTime: new Date(Date.now() - 3_600_000).toISOString(),
    endTime: new Date(Date.now() + 4 * 3_600_000).toISOString(),
  }));
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

/** A signed-in page that records the calls it makes, and the push stream's answer once it is open. */
async function signedInPage(name: 'alice' | 'bob') {
  const page = await newPage(browser as Browser, app.baseUrl, { language: 'en-US', viewport: DESKTOP });
  await signInPage(page, app.baseUrl, name, PASSWORD);
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).pathname));
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live');
  return { page, calls, stream };
}

async function expectEventStream(stream: Promise<Response>) {
  const response = await stream;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/event-stream');
}

const submit = (name: 'alice' | 'bob') =>
  apiCall<{ submitId: number }>(app.baseUrl, tokens[name], 'POST', '/api/submit-problem-judge', {
    pid,
    cid,
    language: 'C++',
    code: CPP_SUM,
  });

const boardRow = (page: Page, name: string) =>
  page
    .locator('tr.ant-table-row:not(.scoreboard-row--pinned)')
    .filter({ has: page.getByTestId(`board-user-${name}`) });

describe('live updates', () => {
  it("refreshes a contestant's board when another's verdict lands, on the pushed event", async () => {
    const { page, calls, stream } = await signedInPage('bob');
    await page.goto(`/contest/${cid}/rank`);
    await expectEventStream(stream);
    await page.getByTestId('scoreboard-table').waitFor();
    expect(await boardRow(page, 'alice').count()).toBe(0);
    const rankCallsBefore = calls.filter((call) => call === '/api/get-contest-rank').length;

    const refetched = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/get-contest-rank',
    );
    await submit('alice');
    await refetched;
    await boardRow(page, 'alice').waitFor();
    // The board asked again only because it was told: one refetch of the table (and one of the chart, if shown).
    const rankCalls = calls.filter((call) => call === '/api/get-contest-rank').length - rankCallsBefore;
    expect(rankCalls).toBeGreaterThanOrEqual(1);
    expect(rankCalls).toBeLessThanOrEqual(2);
    await page.close();
  });

  it('shows the submitter their verdict with the push stream open', async () => {
    const { page, calls, stream } = await signedInPage('alice');
    await page.goto('/home');
    await expectEventStream(stream);
    const { submitId } = await submit('alice');
    await page.goto(`/submission-detail/${submitId}`);
    await page.getByTestId('submission-detail').getByText('Accepted', { exact: true }).first().waitFor();
    expect(calls).toContain('/api/get-submission-detail');
    await page.close();
  });

  it('shows a verdict submitted from the problem page as its pushed event carries it, with no status request', async () => {
    const { page, calls, stream } = await signedInPage('alice');
    await page.goto('/problem/P1000');
    await expectEventStream(stream);
    await page.locator('[data-testid=code-editor] [data-ready=true]').waitFor({ timeout: 60_000 });
    await page.getByTestId('language-select').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^C\+\+$/ })
      .click();
    await page.locator('[data-testid=code-editor] .monaco-editor .view-lines').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(CPP_SUM);
    const submitted = page.waitForResponse((response) =>
      response.url().includes('/api/submit-problem-judge'),
    );
    await page.getByTestId('submit-code').click();
    expect((await submitted).status()).toBe(200);
    await page
      .getByTestId('submission-status')
      .locator(`[data-testid=judge-status][data-status="0"]`)
      .waitFor({ timeout: 60_000 });
    // Compiling, judging and the verdict came as events carrying the status: the page never asked for it.
    expect(calls.filter((call) => call.includes('submissions-status'))).toEqual([]);
    await page.close();
  });

  it('falls back to polling when the push stream is refused, and still shows the verdict', async () => {
    const page = await newPage(browser as Browser, app.baseUrl, { language: 'en-US', viewport: DESKTOP });
    await signInPage(page, app.baseUrl, 'alice', PASSWORD);
    let refused = 0;
    await page.route('**/api/live', async (route) => {
      refused += 1;
      await route.abort('connectionrefused');
    });
    const { submitId } = await submit('alice');
    await page.goto(`/submission-detail/${submitId}`);
    await page.getByTestId('submission-detail').getByText('Accepted', { exact: true }).first().waitFor();
    expect(refused).toBeGreaterThanOrEqual(1);
    await page.close();
  });
});
