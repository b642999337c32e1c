import fs from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  newPage,
  screenshotInto,
  sidewaysOverflow,
  waitForToast,
  ROUNDS,
} from '../support/browser';

/**
 * A contest organiser's tools (issue 9 points 7 and 8): root writes a problem inside a running contest with
 * the back office's problem form in contest mode; a contestant answers wrong, then right, through the real
 * judge; root rejudges the problem from the contest's Rejudge tab and the verdicts come back; root downloads
 * the contest's accepted code as a zip from the contest list. Screenshots of the Rejudge tab and the
 * contest-mode form at 1440 and 375 px in both languages.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

const SHOTS = process.env.CONTEST_ADMIN_SHOTS ?? '/tmp/contest-admin-shots';
const WIDTHS = { desktop: DESKTOP, mobile: MOBILE } as const;
const ALICE = { username: 'alicerej', password: 'alice12345' };
const PY_SUM = 'a, b = map(int, input().split())\nprint(a + b)\n';
const PY_PRODUCT = 'a, b = map(int, input().split())\nprint(a * b)\n';

let cid = 0;
let pid = 0;
let rootToken = '';
const submissions: { wrong: number; right: number } = { wrong: 0, right: 0 };

type Language = 'zh-CN' | 'en-US';
type Width = keyof typeof WIDTHS;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  rootToken = await apiLogin(app.baseUrl);
  await apiCall(app.baseUrl, rootToken, 'POST', '/api/admin/user/insert-batch-user', {
    users: [[ALICE.username, ALICE.password]],
  });
  const now = Date.now();
  cid = (
    await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
      title: 'Rejudge Cup',
      description: 'One problem, written for this contest.',
      startTime: new Date(now - 10 * 60_000).toISOString(),
      endTime: new Date(now + 3 * 3600_000).toISOString(),
      type: 0,
      auth: 0,
    })
  ).cid;
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function rootPage(language: Language = 'en-US', width: Width = 'desktop') {
  const page = await newPage(browser as Browser, app.baseUrl, { language, viewport: WIDTHS[width] });
  await signInPage(page, app.baseUrl);
  return page;
}

const shoot = (page: Page, name: string, width: Width, language: Language) =>
  screenshotInto(SHOTS, page, name, width, language);

/** A contest submission's status as its author reads it (pending, judging, then the verdict). */
async function statusOf(token: string, submitId: number) {
  const statuses = await apiCall<Record<number, { status: number }>>(
    app.baseUrl,
    token,
    'POST',
    '/api/check-contest-submissions-status',
    { cid, submitIds: [submitId] },
  );
  return statuses[submitId]?.status;
}

describe('contest admin tools', () => {
  it('root writes a problem inside the contest with the problem form in contest mode', async () => {
    const page = await rootPage();
    await page.goto('/admin/contest');
    await page.getByTestId(`contest-problems-${cid}`).click();
    await page.waitForURL(`**/admin/contest/${cid}/problems`);
    await page.getByTestId('create-contest-problem').click();
    await page.waitForURL(`**/admin/contest/${cid}/problem/create`);
    await page.getByTestId('problem-form').waitFor();
    // The form proposes the first free display id; auth and type are the contest's.
    expect(await page.getByTestId('contest-display-id').inputValue()).toBe('A');
    await page.getByTestId('contest-problem-notice').getByText('Rejudge Cup').waitFor();
    const typeDisabled = await page
      .getByTestId('problem-type')
      .evaluate((select) => select.closest('.ant-select')?.classList.contains('ant-select-disabled'));
    expect(typeDisabled).toBe(true);

    // Required in the contest: its display title, named like the form's other fields.
    await page.getByTestId('save-problem').click();
    await expect
      .poll(() => page.locator('.ant-form-item-explain-error').allInnerTexts())
      .toContain('Contest display title is required');

    await page.getByTestId('contest-display-title').fill('Sum');
    await page.getByTestId('problem-id').fill('E2E-REJUDGE');
    await page.getByTestId('problem-title').fill('Sum of two');
    await page.getByTestId('problem-description').fill('Print $a+b$.');
    await page.getByTestId('problem-input').fill('Two integers.');
    await page.getByTestId('problem-output').fill('Their sum.');
    const typedCase = page.getByTestId('typed-case-0').locator('textarea');
    await typedCase.nth(0).fill('1 2\n');
    await typedCase.nth(1).fill('3\n');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/contest/problem') && r.request().method() === 'POST',
    );
    await page.getByTestId('save-problem').click();
    pid = ((await (await saved).json()) as { data: { pid: number } }).data.pid;
    await waitForToast(page, 'Created');
    await page.waitForURL(`**/admin/contest/${cid}/problems`);
    await page.getByTestId(`display-title-${pid}`).getByText('Sum').waitFor();
    expect(await page.getByTestId(`display-id-${pid}`).innerText()).toBe('A');

    // Edit opens the same form with the contest's fields filled in.
    await page.getByTestId(`edit-contest-problem-${pid}`).click();
    await page.waitForURL(`**/admin/contest/${cid}/problem/${pid}/edit`);
    await page.getByTestId('problem-form').waitFor();
    expect(await page.getByTestId('contest-display-title').inputValue()).toBe('Sum');
    expect(await page.getByTestId('problem-title').inputValue()).toBe('Sum of two');
    await page.getByTestId('contest-display-title').fill('Sum of a and b');
    await page.getByTestId('save-problem').click();
    await waitForToast(page, 'Saved');
    await page.getByTestId(`display-title-${pid}`).getByText('Sum of a and b').waitFor();
    await page.context().close();
  });

  it('a contestant answers wrong, then right, through the real judge', async () => {
    const token = await apiLogin(app.baseUrl, ALICE.username, ALICE.password, 'site');
    for (const [key, code, verdict] of [
      ['wrong', PY_PRODUCT, -1],
      ['right', PY_SUM, 0],
    ] as const) {
      const submitted = await apiCall<{ submitId: number }>(
        app.baseUrl,
        token,
        'POST',
        '/api/submit-problem-judge',
        { pid, cid, language: 'Python3', code },
      );
      submissions[key] = submitted.submitId;
      await expect
        .poll(() => statusOf(token, submitted.submitId), { timeout: 120_000, interval: 500 })
        .toBe(verdict);
    }
  });

  it('root rejudges the problem from the Rejudge tab and the verdicts come back', async () => {
    const page = await rootPage();
    await page.goto(`/contest/${cid}`);
    await page.getByTestId('contest-tab-rejudge').click();
    await page.waitForURL(`**/contest/${cid}/rejudge`);
    const ac = page.getByTestId('rejudge-ac-A');
    const total = page.getByTestId('rejudge-total-A');
    await expect.poll(() => total.innerText()).toBe('2');
    expect(await ac.innerText()).toBe('1');

    await page.getByTestId('rejudge-A').click();
    const confirm = page.locator('.ant-modal-confirm', { hasText: 'Rejudge every submission of problem A?' });
    await confirm.waitFor();
    const rejudged = page.waitForResponse((r) =>
      r.url().includes('/api/admin/judge/rejudge-contest-problem'),
    );
    await confirm.getByRole('button', { name: 'Rejudge All' }).click();
    expect(await (await rejudged).json()).toMatchObject({ status: 200, data: { count: 2 } });
    await waitForToast(page, '2 submissions are back in the queue');

    // The tab reads the counts again until both are judged once more: the same verdicts come back.
    await page.getByTestId('rejudging-A').waitFor({ state: 'detached', timeout: 120_000 });
    await expect.poll(() => total.innerText(), { timeout: 120_000 }).toBe('2');
    expect(await ac.innerText()).toBe('1');
    expect(await statusOf(rootToken, submissions.wrong)).toBe(-1);
    expect(await statusOf(rootToken, submissions.right)).toBe(0);

    await page.getByTestId('contest-tab-submissions').click();
    await page.waitForURL(`**/contest/${cid}/submissions`);
    await page.getByText('Wrong Answer').first().waitFor();
    await page.getByText('Accepted').first().waitFor();
    await page.context().close();
  });

  it('root downloads the accepted code as a zip from the contest list', async () => {
    const page = await rootPage();
    await page.goto('/admin/contest');
    const zipOf = async (split: 'User' | 'Problem') => {
      await page.getByTestId(`ac-download-${cid}`).click();
      const dialog = page.locator('.ant-modal', { hasText: 'Download accepted code' });
      await dialog.waitFor();
      await dialog.getByText(split, { exact: true }).click();
      const downloading = page.waitForEvent('download');
      await page.getByTestId('ac-download-ok').click();
      const file = await downloading;
      const entries = unzipSync(new Uint8Array(fs.readFileSync(await file.path())));
      return Object.fromEntries(
        Object.entries(entries).map(([name, data]) => [name, Buffer.from(data).toString('utf8')]),
      );
    };
    expect(await zipOf('User')).toEqual({ [`${ALICE.username}/A_${submissions.right}.py`]: PY_SUM });
    expect(await zipOf('Problem')).toEqual({ [`A/${ALICE.username}_${submissions.right}.py`]: PY_SUM });
    await page.context().close();
  });

  it('the Rejudge tab and the contest-mode problem form at 1440 and 375 px, in both languages', async () => {
    for (const { language, width } of ROUNDS) {
      const page = await rootPage(language, width);
      await page.goto(`/contest/${cid}/rejudge`);
      await page.getByTestId('rejudge-A').waitFor();
      if (width === 'mobile') expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);
      await shoot(page, 'contest-rejudge', width, language);

      await page.goto(`/admin/contest/${cid}/problem/create`);
      await page.getByTestId('contest-display-id').waitFor();
      if (width === 'mobile') expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);
      await shoot(page, 'contest-problem-create', width, language);

      await page.goto(`/admin/contest/${cid}/problem/${pid}/edit`);
      await page.getByTestId('contest-display-title').waitFor();
      await shoot(page, 'contest-problem-edit', width, language);

      await page.goto(`/admin/contest/${cid}/problems`);
      await page.getByTestId(`edit-contest-problem-${pid}`).waitFor();
      if (width === 'mobile') expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);
      await shoot(page, 'admin-contest-problems', width, language);

      await page.goto('/admin/contest');
      await page.getByTestId(`ac-download-${cid}`).click();
      await page.getByTestId('ac-download-ok').waitFor();
      await shoot(page, 'contest-ac-download', width, language);
      await page.context().close();
    }
  });
});
