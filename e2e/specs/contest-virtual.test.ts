import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin, createUsers, signInPage, addBankProblemToContest } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import {
  DESKTOP,
  launchBrowser,
  newPage,
  screenshotInto,
  sidewaysOverflow,
  waitForToast,
  ROUNDS,
} from '../support/browser';

/**
 * Virtual participation and the CLICS export (issue 9, beyond the reference). A contest ran and ended
 * with one real solve at its 40th minute; another user starts a virtual participation from the overview,
 * the header's clock runs on their window, they solve A through the real judge, and the Rank tab shows the
 * contest as it stood at their minute (nobody's row yet) with their own row marked Virtual; the real
 * contestant then sees that row, marked, beside theirs. Root exports the contest for ICPC tools from the
 * back office's contest list: the feed's teams leave the virtual participant out.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
const SHOTS = process.env.VIRTUAL_SHOTS ?? '/tmp/contest-virtual-shots';
const REAL = { username: 'realone', password: 'realone123' };
const REPLAYER = { username: 'replayer', password: 'replayer123' };
const CPP_AB =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
let cid = 0;
let rootToken = '';

type Language = 'zh-CN' | 'en-US';

/** Waits for the judge's verdict (setup code, so a plain loop rather than expect.poll, which needs a test). */
async function waitAccepted(token: string, submitId: number) {
  const started = Date.now();
  for (;;) {
    const statuses = await apiCall<Record<number, { status: number }>>(
      app.baseUrl,
      token,
      'POST',
      '/api/check-contest-submissions-status',
      { cid, submitIds: [submitId] },
    );
    const status = statuses[submitId]?.status;
    if (status === 0) return;
    if (status !== undefined && ![5, 6, 7].includes(status))
      throw new Error(`submission ${submitId}: ${status}`);
    if (Date.now() - started > 120_000) throw new Error(`submission ${submitId} still ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  await createUsers(app.baseUrl, [REAL, REPLAYER]);
  rootToken = await apiLogin(app.baseUrl);
  const now = Date.now();
  const contest = {
    title: 'Replay Cup',
    description: 'Solve A.',
    startTime: new Date(now - 10 * 60_000).toISOString(),
    endTime: new Date(now + 3600_000).toISOString(),
    type: 0,
    auth: 0,
  };
  cid = (await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', contest)).cid;
  const pid = await addBankProblemToContest(app.baseUrl, rootToken, cid);
  // The real contest: realone solves A, then the contest is moved into the past so that solve stood at
  // its 40th minute and it has just ended.
  const token = await apiLogin(app.baseUrl, REAL.username, REAL.password, 'site');
  const submitted = await apiCall<{ submitId: number; submitTime?: string }>(
    app.baseUrl,
    token,
    'POST',
    '/api/submit-problem-judge',
    { pid, cid, language: 'C++', code: CPP_AB },
  );
  await waitAccepted(token, submitted.submitId);
  const solvedAt = Date.parse(submitted.submitTime!);
  // The end must fall after the solve and before now: let the clock pass the solve by a second.
  while (Date.now() < solvedAt + 1_500) await new Promise((resolve) => setTimeout(resolve, 100));
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/contest', {
    ...contest,
    cid,
    startTime: new Date(solvedAt - 40 * 60_000 - 30_000).toISOString(),
    endTime: new Date(solvedAt + 1_000).toISOString(),
  });
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function pageAs(user: { username: string; password: string }, language: Language, width = DESKTOP) {
  const page = await newPage(browser as Browser, app.baseUrl, { language, viewport: width });
  await signInPage(page, app.baseUrl, user.username, user.password);
  return page;
}

const editorReady = (page: Page) =>
  page.locator('[data-testid=code-editor] [data-ready=true]').waitFor({ timeout: 60_000 });

describe('virtual participation', () => {
  it('shows the offer on the ended contest, in both languages and on phones', async () => {
    for (const { language, width: name, viewport: width } of ROUNDS) {
      const page = await pageAs(REPLAYER, language, width);
      await page.goto(`/contest/${cid}`);
      await page.getByTestId('contest-virtual').waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);
      await screenshotInto(SHOTS, page, 'virtual-offer', name, language);
      await page.context().close();
    }
  });

  it('starts a replay, runs the clock on it, judges a solve and ranks it as it stood at that minute', async () => {
    const page = await pageAs(REPLAYER, 'zh-CN');
    await page.goto(`/contest/${cid}`);
    await page.getByTestId('contest-virtual-start').click();
    await page
      .locator('.ant-modal-confirm-title', { hasText: '现在开始虚拟参赛吗？开始后计时不会停止。' })
      .waitFor();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await waitForToast(page, '已安排你的虚拟参赛');
    await page.getByTestId('contest-virtual-tag').waitFor();
    await page.getByTestId('contest-virtual-window').waitFor();
    // The clock counts down the replay's window (the contest's length: 40 min 32 s or so).
    expect(await page.getByTestId('contest-countdown').innerText()).toMatch(
      /^距离比赛结束还有 00:(40|39):\d\d$/,
    );
    await screenshotInto(SHOTS, page, 'virtual-running', 'desktop', 'zh-CN');

    await page.getByTestId('contest-tab-problems').click();
    await page.getByTestId('contest-problem-A').click();
    await page.waitForURL(`**/contest/${cid}/problem/A`);
    await editorReady(page);
    expect(await page.getByTestId('contest-ended').count()).toBe(0);
    await page.locator('[data-testid=code-editor] .monaco-editor .view-lines').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(CPP_AB);
    await page.getByTestId('submit-code').click();
    await page
      .getByTestId('submission-status')
      .locator('[data-testid=judge-status][data-status="0"]')
      .waitFor({ timeout: 120_000 });

    // Minute 0 of the contest: realone's solve (minute 40) is not on the board yet; the replayer's row is.
    await page.getByTestId('contest-tab-rank').click();
    await page.waitForURL(`**/contest/${cid}/rank`);
    const own = page.getByTestId(`board-user-${REPLAYER.username}`).first();
    await own.getByText('虚拟').waitFor();
    expect(await page.getByTestId(`board-user-${REAL.username}`).count()).toBe(0);
    await screenshotInto(SHOTS, page, 'virtual-rank', 'desktop', 'zh-CN');
    await page.context().close();
  });

  it('shows the real contestant the virtual row, marked, beside theirs', async () => {
    const page = await pageAs(REAL, 'en-US');
    await page.goto(`/contest/${cid}/rank`);
    await page.getByTestId(`board-user-${REAL.username}`).first().waitFor();
    await page.getByTestId(`board-user-${REPLAYER.username}`).getByText('Virtual').waitFor();
    await screenshotInto(SHOTS, page, 'virtual-seen-by-others', 'desktop', 'en-US');
    await page.context().close();
  });
});

describe('CLICS export', () => {
  it('downloads the event feed from the back office, without the virtual participant', async () => {
    const page = await newPage(browser as Browser, app.baseUrl, { language: 'en-US', viewport: DESKTOP });
    await signInPage(page, app.baseUrl);
    await page.goto('/admin/contest');
    const download = page.waitForEvent('download');
    await page.getByTestId(`event-feed-${cid}`).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`contest_${cid}_event-feed.ndjson`);
    const text = fs.readFileSync((await file.path())!, 'utf8');
    const events = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; data: { id?: string; name?: string } });
    expect(events[0].type).toBe('contest');
    const teams = events.filter((event) => event.type === 'teams').map((event) => event.data);
    expect(teams.map((team) => team.name)).toEqual([REAL.username]);
    expect(events.filter((event) => event.type === 'submissions')).toHaveLength(1);
    await page.context().close();
  });
});
