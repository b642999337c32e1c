import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, signInPage, addBankProblemToContest } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { DESKTOP, launchBrowser, MOBILE, newPage, waitForToast, ROUNDS } from '../support/browser';
import { fitsPhone } from '../support/phone';

/**
 * The contest's tools, as organisers and contestants use them: root makes a running ACM contest with printing
 * on and a balloon colour on A; posts an announcement from the back office and a contestant who has the shell
 * open is notified; a contestant prints and root marks it printed and downloads it; two contestants solve A
 * (C++ and Python A+B through the real judge) and the AC helper shows first blood, then accepted, and 'Check
 * It' moves the delivered balloon down; the Q&A tab shows a contestant their own and the admins' comments
 * only. Screenshots of each new page at 1440 and 375 px in both languages.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

const SHOTS = process.env.CONTEST_TOOLS_SHOTS ?? '/tmp/contest-tools-shots';
const WIDTHS = { desktop: DESKTOP, mobile: MOBILE } as const;
const ALICE = { username: 'alicecup', password: 'alice12345', realname: 'Alice Liddell' };
const BOB = { username: 'bobcup', password: 'bob1234567', realname: 'Bob Builder' };
const BALLOON = '#ff4d4f';
const CPP_AB =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
const PY_AB = 'a, b = map(int, input().split())\nprint(a + b)\n';
const PRINT_TEXT =
  '#include <cstdio>\n// Please print this for table 7.\nint main() { printf("%d\\n", 1 + 2); return 0; }\n';

let cid = 0;
let rootToken = '';

type Language = 'zh-CN' | 'en-US';
type Width = keyof typeof WIDTHS;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  rootToken = await apiLogin(app.baseUrl);
  await apiCall(app.baseUrl, rootToken, 'POST', '/api/admin/user/insert-batch-user', {
    users: [ALICE, BOB].map((user) => [user.username, user.password, user.realname]),
    columns: ['username', 'password', 'realname'],
  });
  const now = Date.now();
  cid = (
    await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
      title: 'Balloon Cup',
      description: 'Solve A. Printing is on.',
      startTime: new Date(now - 10 * 60_000).toISOString(),
      endTime: new Date(now + 3 * 3600_000).toISOString(),
      type: 0,
      auth: 0,
      openPrint: true,
    })
  ).cid;
  const pid = await addBankProblemToContest(app.baseUrl, rootToken, cid);
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/contest/contest-problem', {
    cid,
    pid,
    displayId: 'A',
    displayTitle: 'A plus B',
    color: BALLOON,
  });
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function pageAs(
  user: { username: string; password: string } | 'root',
  language: Language = 'en-US',
  width: Width = 'desktop',
  options: { announcementsRead?: boolean } = {},
) {
  const page = await newPage(browser as Browser, app.baseUrl, { language, viewport: WIDTHS[width] });
  if (user === 'root') await signInPage(page, app.baseUrl);
  else await signInPage(page, app.baseUrl, user.username, user.password);
  // Pages that are about something else start with the contest's announcements already shown once, as
  // they would be in a browser that had the contest open before (no notification covering the page).
  if (options.announcementsRead ?? true) await markAnnouncementsRead(page);
  return page;
}

async function markAnnouncementsRead(page: Page) {
  const listed = await apiCall<{ records: { id: number }[] }>(
    app.baseUrl,
    rootToken,
    'GET',
    `/api/admin/contest/announcement?cid=${cid}&currentPage=1&limit=100`,
  );
  await page.addInitScript(
    ([contest, ids]) => {
      const user = JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { uid?: number } | null;
      if (user?.uid)
        localStorage.setItem(`contestReadAnnouncements:${user.uid}:${contest}`, JSON.stringify(ids));
    },
    [cid, listed.records.map((row) => row.id)] as const,
  );
}

async function shoot(page: Page, name: string, width: Width, language: Language) {
  // Lets the last animation (a tab's ink bar, a tag fading in) settle before the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}-${language}.png`), fullPage: true });
}

/** No element of the page is wider than the phone's screen. */
async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

const notReadAnswered = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/get-contest-not-read-announcement'));

/** Submits through the API with cid and waits for the real judge's verdict. */
async function solveA(user: { username: string; password: string }, language: string, code: string) {
  const token = await apiLogin(app.baseUrl, user.username, user.password, 'site');
  const problems = await apiCall<{ pid: number; displayId: string }[]>(
    app.baseUrl,
    token,
    'GET',
    `/api/get-contest-problem?cid=${cid}`,
  );
  const pid = problems.find((row) => row.displayId === 'A')!.pid;
  const submitted = await apiCall<{ submitId: number }>(
    app.baseUrl,
    token,
    'POST',
    '/api/submit-problem-judge',
    {
      pid,
      cid,
      language,
      code,
    },
  );
  await expect
    .poll(
      async () => {
        const statuses = await apiCall<Record<number, { status: number }>>(
          app.baseUrl,
          token,
          'POST',
          '/api/check-contest-submissions-status',
          { cid, submitIds: [submitted.submitId] },
        );
        return statuses[submitted.submitId]?.status;
      },
      { timeout: 120_000, interval: 500 },
    )
    .toBe(0);
  return submitted.submitId;
}

describe('contest tools', () => {
  it('root posts an announcement from the back office; a contestant with the shell open is notified', async () => {
    const player = await pageAs(ALICE, 'en-US', 'desktop', { announcementsRead: false });
    // The shell asks every 60 s without the push stream (refused here; live-updates.test.ts covers the push): the
    // page's clock is moved on instead of waiting a minute.
    await player.route('**/api/live', (route) => route.abort());
    await player.clock.install();
    const firstCheck = notReadAnswered(player);
    await player.goto(`/contest/${cid}`);
    await player.getByTestId('contest-shell').waitFor();
    expect(await (await firstCheck).json()).toMatchObject({ status: 200, data: [] });

    const admin = await pageAs('root', 'en-US', 'desktop', { announcementsRead: false });
    await admin.goto('/admin/contest');
    await admin.getByTestId(`contest-announcements-${cid}`).click();
    await admin.waitForURL(`**/admin/contest/${cid}/announcement`);
    await admin.getByText('Announcements of Balloon Cup').waitFor();
    await admin.getByTestId('create-contest-announcement').click();
    await admin.getByTestId('announcement-title-input').fill('Balloons are on their way');
    await admin.getByTestId('announcement-content-input').fill('Every **accepted** problem earns a balloon.');
    await admin.locator('.ant-modal-footer').getByRole('button', { name: 'Save' }).click();
    await waitForToast(admin, 'Created');
    await admin
      .getByTestId('admin-contest-announcement-list')
      .getByText('Balloons are on their way')
      .waitFor();
    await shoot(admin, 'admin-contest-announcements', 'desktop', 'en-US');

    // A minute later the shell asks again and notifies the new announcement.
    const nextCheck = notReadAnswered(player);
    await player.clock.fastForward(60_000);
    await nextCheck;
    const notice = player.getByTestId('contest-announcement-notice');
    await notice.getByText('Balloons are on their way').waitFor();
    await shoot(player, 'announcement-notification', 'desktop', 'en-US');
    await notice.getByRole('button', { name: 'View announcements' }).click();
    await player.waitForURL(`**/contest/${cid}/announcements`);
    const panel = player.getByTestId('contest-announcements');
    await panel.getByText('Balloons are on their way').click();
    await player.getByTestId('announcement-dialog').getByText('accepted').waitFor();

    // Once shown it is remembered: a reload does not announce it again.
    const afterReload = notReadAnswered(player);
    await player.reload();
    expect(await (await afterReload).json()).toMatchObject({ status: 200, data: [] });
    expect(await player.getByTestId('contest-announcement-notice').count()).toBe(0);
    await player.context().close();
    await admin.context().close();
  });

  it('a contestant prints; root downloads the text and marks it printed', async () => {
    const player = await pageAs(ALICE);
    await player.goto(`/contest/${cid}/print`);
    const box = player.getByTestId('print-content');
    await box.fill('too short');
    await player.getByTestId('print-submit').click();
    await player.getByText('Write at least 50 characters').waitFor();
    await box.fill(PRINT_TEXT);
    const sent = player.waitForResponse((r) => r.url().includes('/api/submit-print-text'));
    await player.getByTestId('print-submit').click();
    expect((await sent).status()).toBe(200);
    await player.getByText('the staff will bring your printout').waitFor();
    await player.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
    await player.context().close();

    const admin = await pageAs('root');
    await admin.goto(`/contest/${cid}`);
    await admin.getByTestId('contest-tab-admin-print').click();
    await admin.waitForURL(`**/contest/${cid}/admin-print`);
    const table = admin.getByTestId('admin-print-table');
    const row = table.locator('tr', { hasText: ALICE.username });
    await row.getByText(ALICE.realname).waitFor();
    await row.getByText('Not printed').waitFor();

    const downloading = admin.waitForEvent('download');
    await row.getByRole('button', { name: 'Download' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`${ALICE.username}_Contest_Print.txt`);
    expect(fs.readFileSync(await file.path(), 'utf8')).toBe(PRINT_TEXT);

    await row.getByRole('button', { name: 'OK' }).click();
    await waitForToast(admin, 'Marked as printed');
    await row.getByText('Printed', { exact: true }).waitFor();
    await admin.context().close();
  });

  it('two contestants solve A through the judge: first blood, then accepted; Check It delivers a balloon', async () => {
    const first = await solveA(ALICE, 'C++', CPP_AB);
    const second = await solveA(BOB, 'Python3', PY_AB);

    const admin = await pageAs('root');
    await admin.goto(`/contest/${cid}`);
    await admin.getByTestId('contest-tab-ac-info').click();
    await admin.waitForURL(`**/contest/${cid}/ac-info`);
    const table = admin.getByTestId('ac-info-table');
    const rows = table.locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.nth(0).innerText()).toContain('First Blood');
    expect(await rows.nth(0).innerText()).toContain(ALICE.username);
    expect(await rows.nth(1).innerText()).toContain('Accepted');
    expect(await rows.nth(1).innerText()).toContain(BOB.username);
    expect(await admin.getByTestId(`balloon-${first}`).getAttribute('data-color')).toBe(BALLOON);
    await shoot(admin, 'ac-info-before', 'desktop', 'en-US');

    const checked = admin.waitForResponse((r) => r.url().includes('/api/check-contest-ac-info'));
    await admin.getByTestId(`check-it-${first}`).click();
    expect((await checked).status()).toBe(200);
    // Delivered balloons go below those still to run.
    await expect.poll(() => rows.nth(0).innerText()).toContain(BOB.username);
    expect(await rows.nth(1).innerText()).toContain('Checked');
    await admin.getByTestId(`check-it-${second}`).waitFor();
    await admin.context().close();
  });

  it('the Q&A shows a contestant their own and the admins’ comments while the contest runs', async () => {
    const bobToken = await apiLogin(app.baseUrl, BOB.username, BOB.password, 'site');
    await apiCall(app.baseUrl, bobToken, 'POST', '/api/comment', {
      cid,
      content: 'Bob asks: is n positive?',
    });
    await apiCall(app.baseUrl, rootToken, 'POST', '/api/comment', {
      cid,
      content: 'Clarification: n fits in 64 bits.',
    });

    const player = await pageAs(ALICE);
    await player.goto(`/contest/${cid}`);
    await player.getByTestId('contest-tab-comment').click();
    await player.waitForURL(`**/contest/${cid}/comment`);
    await player.getByTestId('contest-qa-notice').getByText('off-topic posts are removed').waitFor();
    await player.getByTestId('comment-editor').locator('textarea').fill('Alice asks: may I use long long?');
    await player.getByTestId('comment-editor').getByRole('button', { name: 'Comment' }).click();
    await waitForToast(player, 'Comment posted');
    const list = player.getByTestId('comment-list');
    await list.getByText('Alice asks: may I use long long?').waitFor();
    await list.getByText('Clarification: n fits in 64 bits.').waitFor();
    expect(await list.getByText('Bob asks: is n positive?').count()).toBe(0);
    await expect.poll(() => player.getByTestId('comment-total').innerText()).toBe('2 comments');
    // Root's answer takes no replies from contestants; their own comment does.
    const items = list.locator('> li');
    const rootsItem = items.filter({ hasText: 'Clarification' });
    const ownItem = items.filter({ hasText: 'Alice asks' });
    expect(await rootsItem.getByRole('button', { name: 'Reply' }).count()).toBe(0);
    expect(await ownItem.getByRole('button', { name: 'Reply' }).count()).toBe(1);
    await player.context().close();

    const admin = await pageAs('root');
    await admin.goto(`/contest/${cid}/comment`);
    await admin.getByTestId('comment-list').getByText('Bob asks: is n positive?').waitFor();
    await expect.poll(() => admin.getByTestId('comment-total').innerText()).toBe('3 comments');
    await admin.context().close();
  });

  it('every new page at 1440 and 375 px, in both languages', async () => {
    for (const { language, width } of ROUNDS) {
      const player = await pageAs(ALICE, language, width);
      for (const [tab, ready] of [
        ['announcements', 'contest-announcements'],
        ['comment', 'comment-list'],
        ['print', 'print-content'],
      ] as const) {
        await player.goto(`/contest/${cid}/${tab}`);
        await player.getByTestId(ready).waitFor();
        if (width === 'mobile') await fitsTheScreen(player);
        await shoot(player, `contest-${tab}`, width, language);
      }
      await player.context().close();

      const admin = await pageAs('root', language, width);
      for (const [tab, ready] of [
        ['admin-print', 'admin-print-table'],
        ['ac-info', 'ac-info-table'],
      ] as const) {
        await admin.goto(`/contest/${cid}/${tab}`);
        const firstRow = admin.getByTestId(ready).locator('tbody tr.ant-table-row').first();
        await firstRow.waitFor();
        if (width === 'mobile') {
          await fitsTheScreen(admin);
          // The row's last action (Check It, Printed) is on screen, not in a table scrolling inside its card.
          await fitsPhone(admin, ready, [firstRow.locator('button').last()]);
        }
        await shoot(admin, `contest-${tab}`, width, language);
      }
      await admin.goto(`/admin/contest/${cid}/announcement`);
      await admin
        .getByTestId('admin-contest-announcement-list')
        .locator('tbody tr.ant-table-row')
        .first()
        .waitFor();
      await shoot(admin, 'admin-contest-announcements', width, language);
      await admin.goto('/admin/contest');
      await admin.getByTestId(`contest-announcements-${cid}`).waitFor();
      await shoot(admin, 'admin-contest-list', width, language);
      await admin.context().close();
    }
  });
});
