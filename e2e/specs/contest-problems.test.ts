import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, networkSettled, newPage, waitForToast, ROUNDS } from '../support/browser';

/**
 * Contest problems and submissions: the back office adds the demo A+B (P1000) as "A" to a running
 * public contest; a contestant opens the contest's Problems tab, opens A, submits a correct C++ A+B
 * and sees it accepted; the submission is in the contest's Submissions tab and not in /status; a
 * scheduled contest's problems are refused. Screenshots in both languages, desktop and mobile.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

const SHOTS = process.env.CONTEST_PROBLEM_SHOTS ?? '/tmp/cp-web-shots';
const WIDTHS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const PLAYER = { username: 'cpplayer', password: 'cpplayer123' };
const CPP_RIGHT =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';

let cid = 0;
let scheduledCid = 0;
let rootToken = '';

type Language = 'zh-CN' | 'en-US';
type Width = keyof typeof WIDTHS;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  await createUsers(app.baseUrl, [PLAYER]);
  rootToken = await apiLogin(app.baseUrl);
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 });
  const now = Date.now();
  cid = (
    await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
      title: 'Contest Problems Cup',
      description: 'Solve A.',
      startTime: new Date(now - 10 * 60_000).toISOString(),
      endTime: new Date(now + 3 * 3600_000).toISOString(),
      type: 0,
      auth: 0,
    })
  ).cid;
  scheduledCid = (
    await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
      title: 'Tomorrow Cup',
      description: 'Not yet.',
      startTime: new Date(now + 26 * 3600_000).toISOString(),
      endTime: new Date(now + 29 * 3600_000).toISOString(),
      type: 0,
      auth: 0,
    })
  ).cid;
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function pageAs(username: string, password: string | undefined, language: Language, width: Width) {
  const page = await newPage(browser as Browser, app.baseUrl, { language, viewport: WIDTHS[width] });
  await signInPage(page, app.baseUrl, username, password);
  return page;
}

async function shoot(page: Page, name: string, width: Width, language: Language) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}-${language}.png`), fullPage: true });
}

/** No element of the page is wider than the phone's screen. */
async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

const editorReady = (page: Page) =>
  page.locator('[data-testid=code-editor] [data-ready=true]').waitFor({ timeout: 60_000 });

async function typeCode(page: Page, code: string) {
  await page.locator('[data-testid=code-editor] .monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

const TEXT = {
  'en-US': {
    added: 'Problem added',
    submitted: 'Your code was submitted',
    first: 'This is already the first problem',
  },
  'zh-CN': { added: '添加成功', submitted: '提交代码成功', first: '已经是第一题了' },
} as const;

describe('contest problems', () => {
  it('the back office adds the demo A+B as "A" from the bank', async () => {
    const page = await pageAs('root', undefined, 'en-US', 'desktop');
    await page.goto('/admin/contest');
    await page.getByTestId(`contest-problems-${cid}`).click();
    await page.getByTestId('admin-contest-problems').waitFor();
    await page.getByText('Problems of Contest Problems Cup').waitFor();

    await page.getByTestId('add-contest-problem').click();
    // The dialog proposes the first free display id.
    expect(await page.getByTestId('add-display-id').inputValue()).toBe('A');
    await page.getByTestId('bank-search').locator('input').fill('P1000');
    await page.getByTestId('bank-search').locator('input').press('Enter');
    const added = page.waitForResponse((r) => r.url().includes('/api/admin/contest/add-problem-from-public'));
    await page.getByTestId('add-bank-problem-P1000').click();
    expect((await added).status()).toBe(200);
    await waitForToast(page, TEXT['en-US'].added);
    // The proposal moves on to B once A is taken.
    await expect.poll(() => page.getByTestId('add-display-id').inputValue()).toBe('B');
    await shoot(page, 'admin-add-dialog', 'desktop', 'en-US');
    await page.keyboard.press('Escape');

    const list = await apiCall<{ records: { pid: number; displayId: string; displayTitle: string }[] }>(
      app.baseUrl,
      rootToken,
      'GET',
      `/api/admin/contest/get-problem-list?cid=${cid}&currentPage=1&limit=10`,
    );
    expect(list.records.map((row) => row.displayId)).toEqual(['A']);
    const pid = list.records[0].pid;
    await page.getByTestId(`display-title-${pid}`).waitFor();

    // The display title is edited in the list.
    await page.getByTestId(`display-title-${pid}`).click();
    const title = page.locator(`td textarea`).first();
    await title.fill('A plus B');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/admin/contest/contest-problem') && r.request().method() === 'PUT',
    );
    await title.press('Enter');
    expect((await saved).status()).toBe(200);
    await page.getByTestId(`display-title-${pid}`).getByText('A plus B').waitFor();

    // The same problem cannot go in twice.
    const again = await fetch(`${app.baseUrl}/api/admin/contest/add-problem-from-public`, {
      method: 'POST',
      headers: { Authorization: rootToken, 'Url-Type': 'admin', 'Content-Type': 'application/json' },
      body: JSON.stringify({ cid, pid, displayId: 'B' }),
    }).then((r) => r.json() as Promise<{ status: number }>);
    expect(again.status).toBe(400);

    for (const { language, width } of ROUNDS) {
      const view = await pageAs('root', undefined, language, width);
      await view.goto(`/admin/contest/${cid}/problems`);
      await view.getByTestId(`display-title-${pid}`).waitFor();
      await shoot(view, 'admin-problems', width, language);
      await view.context().close();
    }
    await page.context().close();
  });

  it('a contestant opens A from the Problems tab, gets it accepted, and finds it in Submissions only', async () => {
    const page = await pageAs(PLAYER.username, PLAYER.password, 'en-US', 'desktop');
    await page.goto(`/contest/${cid}`);
    await page.getByTestId('contest-tab-problems').click();
    await page.waitForURL(`**/contest/${cid}/problems`);
    await page.getByTestId('contest-problem-A').getByText('A plus B').waitFor();
    await page.getByTestId('contest-problem-A').click();
    await page.waitForURL(`**/contest/${cid}/problem/A`);
    await page.getByTestId('problem-title').getByText('A plus B').waitFor();
    // No discussion link on a contest problem; previous from the first problem warns.
    expect(await page.getByTestId('problem-discussion-link').count()).toBe(0);
    await page.getByTestId('previous-problem').click();
    await waitForToast(page, TEXT['en-US'].first);

    await editorReady(page);
    await typeCode(page, CPP_RIGHT);
    const submitted = page.waitForResponse((r) => r.url().includes('/api/submit-problem-judge'));
    await page.getByTestId('submit-code').click();
    const response = await submitted;
    const sent = response.request().postDataJSON() as { cid?: number };
    expect(sent.cid).toBe(cid);
    const submitId = ((await response.json()) as { data: { submitId: number } }).data.submitId;
    await waitForToast(page, TEXT['en-US'].submitted);
    await page
      .getByTestId('submission-status')
      .locator('[data-testid=judge-status][data-status="0"]')
      .waitFor({ timeout: 90_000 });
    await shoot(page, 'problem-accepted', 'desktop', 'en-US');

    // The contest's Submissions tab lists it, with links inside the contest.
    await page.getByTestId('contest-tab-submissions').click();
    await page.waitForURL(`**/contest/${cid}/submissions`);
    const table = page.getByTestId('contest-submission-table');
    await table.getByTestId(`submission-link-${submitId}`).waitFor();
    await table.locator('[data-testid=judge-status][data-status="0"]').first().waitFor();
    expect(await table.getByTestId(`submission-link-${submitId}`).getAttribute('href')).toBe(
      `/contest/${cid}/problem/A/submission-detail/${submitId}`,
    );
    // Its detail page is inside the contest and leads back to the contest's problem.
    await table.getByTestId(`submission-link-${submitId}`).click();
    await page.waitForURL(`**/contest/${cid}/problem/A/submission-detail/${submitId}`);
    await page.getByTestId('submission-detail').locator(`a[href="/contest/${cid}/problem/A"]`).waitFor();
    // The list shows it accepted, and the problem list marks A solved with 1/1.
    await page.getByTestId('contest-tab-problems').click();
    await page.getByTestId('contest-problem-list').getByTestId('problem-solved').waitFor();

    // ... and /status does not.
    await page.goto('/status');
    await page.getByTestId('submission-table').waitFor();
    await networkSettled(page);
    expect(await page.getByTestId(`submission-link-${submitId}`).count()).toBe(0);
    await page.context().close();

    for (const { language, width } of ROUNDS) {
      const view = await pageAs(PLAYER.username, PLAYER.password, language, width);
      await view.goto(`/contest/${cid}/problems`);
      await view.getByTestId('contest-problem-A').waitFor();
      await view.getByTestId('problem-solved').waitFor();
      if (width === 'mobile') await fitsTheScreen(view);
      await shoot(view, 'contest-problems', width, language);
      await view.goto(`/contest/${cid}/problem/A`);
      await editorReady(view);
      await shoot(view, 'contest-problem', width, language);
      await view.goto(`/contest/${cid}/submissions`);
      await view.getByTestId(`submission-link-${submitId}`).waitFor();
      if (width === 'mobile') await fitsTheScreen(view);
      await shoot(view, 'contest-submissions', width, language);
      await view.context().close();
    }
  });

  it('after the end: a warning instead of submit, no online test, and a way to the bank; OI hides results', async () => {
    const now = Date.now();
    const pidOfA = (
      await apiCall<{ records: { pid: number }[] }>(
        app.baseUrl,
        rootToken,
        'GET',
        `/api/admin/contest/get-problem-list?cid=${cid}&currentPage=1&limit=10`,
      )
    ).records[0].pid;
    const contestWithA = async (title: string, startMs: number, endMs: number, type: 0 | 1) => {
      const created = await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
        title,
        description: title,
        startTime: new Date(startMs).toISOString(),
        endTime: new Date(endMs).toISOString(),
        type,
        auth: 0,
      });
      await apiCall(app.baseUrl, rootToken, 'POST', '/api/admin/contest/add-problem-from-public', {
        cid: created.cid,
        pid: pidOfA,
        displayId: 'A',
      });
      return created.cid;
    };
    const endedCid = await contestWithA('Yesterday Cup', now - 5 * 3600_000, now - 2 * 3600_000, 0);
    const oiCid = await contestWithA('Running OI Cup', now - 600_000, now + 3 * 3600_000, 1);

    for (const [language, width] of [
      ['en-US', 'desktop'],
      ['zh-CN', 'mobile'],
    ] as const) {
      const page = await pageAs(PLAYER.username, PLAYER.password, language, width);
      await page.goto(`/contest/${endedCid}/problem/A`);
      await page.getByTestId('contest-ended').waitFor();
      await page.getByTestId('open-in-bank').waitFor();
      expect(await page.getByTestId('submit-code').count()).toBe(0);
      expect(await page.getByTestId('open-test-run').count()).toBe(0);
      await shoot(page, 'contest-ended', width, language);
      if (language === 'en-US') {
        await page.getByTestId('open-in-bank').click();
        await page.waitForURL('**/problem/P1000');
      }
      await page.context().close();
    }

    // OI while running: the result stays hidden ('Submitted successfully') and the counts read '?'.
    const page = await pageAs(PLAYER.username, PLAYER.password, 'en-US', 'desktop');
    await page.goto(`/contest/${oiCid}/problems`);
    await page.getByTestId('contest-problem-A').waitFor();
    await page.getByTestId('contest-problem-list').getByText('?').first().waitFor();
    await page.getByTestId('contest-problem-A').click();
    await editorReady(page);
    await typeCode(page, CPP_RIGHT);
    await page.getByTestId('submit-code').click();
    await page.getByTestId('submitted-only').getByText('Submitted successfully').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('show-statistics').count()).toBe(0);
    // A second submission asks first.
    await page.getByTestId('submit-code').click();
    await page.locator('.ant-modal-confirm').waitFor();
    await shoot(page, 'oi-resubmit-confirm', 'desktop', 'en-US');
    await page.context().close();
  });

  it("a scheduled contest's problems are refused", async () => {
    const token = await apiLogin(app.baseUrl, PLAYER.username, PLAYER.password, 'site');
    await apiCall(app.baseUrl, rootToken, 'POST', '/api/admin/contest/add-problem-from-public', {
      cid: scheduledCid,
      pid: (
        await apiCall<{ records: { pid: number }[] }>(
          app.baseUrl,
          rootToken,
          'GET',
          `/api/admin/contest/get-problem-list?cid=${cid}&currentPage=1&limit=10`,
        )
      ).records[0].pid,
      displayId: 'A',
    });
    const refused = await fetch(`${app.baseUrl}/api/get-contest-problem?cid=${scheduledCid}`, {
      headers: { Authorization: token },
    }).then((r) => r.json() as Promise<{ status: number }>);
    expect(refused.status).not.toBe(200);

    const page = await pageAs(PLAYER.username, PLAYER.password, 'en-US', 'desktop');
    await page.goto(`/contest/${scheduledCid}/problems`);
    await page.getByTestId('contest-not-started').getByText('The contest has not started yet').waitFor();
    expect(await page.getByTestId('contest-problem-A').count()).toBe(0);
    // The problem's own address is refused as well.
    await page.goto(`/contest/${scheduledCid}/problem/A`);
    await page.getByText('The contest has not started yet').first().waitFor();
    expect(await page.getByTestId('problem-statement').count()).toBe(0);
    await shoot(page, 'scheduled-refused', 'desktop', 'en-US');
    await page.context().close();
  });
});
