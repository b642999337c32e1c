import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin, createUsers, signInPage } from '../support/api';
import { pickDateTimes } from '../support/ui';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, newPage, waitForToast, ROUNDS } from '../support/browser';

/**
 * Contests, first layer: the back office creates a running, protected, time-limited contest; it shows in
 * /contest (with its filters) and in the /problem sidebar; a user enters it with the password and starts
 * the timer; a guest is asked to log in; the back office edits, hides, clones and deletes.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

const SHOTS = process.env.CONTEST_SHOTS ?? '/tmp/contest-web-shots';
const TITLE = 'Spring Cup E2E';
const PASSWORD = 'letmein42';
const WIDTHS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const USERS = [
  { username: 'player', password: 'playerpass1' },
  { username: 'viewer', password: 'viewerpass1' },
];

let cid = 0;
/** A public OI contest that starts tomorrow, made through the API: the other side of the filters. */
let upcomingId = 0;
const UPCOMING = 'Summer OI Upcoming';

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  await createUsers(app.baseUrl, USERS);
  const token = await apiLogin(app.baseUrl);
  const start = new Date(Date.now() + 26 * 3600_000);
  const created = await apiCall<{ cid: number }>(app.baseUrl, token, 'POST', '/api/admin/contest', {
    title: UPCOMING,
    description: 'Starts tomorrow.',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 4 * 3600_000).toISOString(),
    type: 1,
    auth: 0,
  });
  upcomingId = created.cid;
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

type Language = 'zh-CN' | 'en-US';

async function pageAs(
  username: string | null,
  options: { language?: Language; viewport?: { width: number; height: number } } = {},
) {
  const page = await newPage(browser as Browser, app.baseUrl, options);
  if (username) {
    const user = USERS.find((u) => u.username === username);
    await signInPage(page, app.baseUrl, username, user?.password);
  }
  return page;
}

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const publicList = async (query = '') =>
  (
    await fetch(`${app.baseUrl}/api/get-contest-list?currentPage=1&limit=10${query}`).then(
      (r) => r.json() as Promise<{ data: { records: { id: number; title: string }[] } }>,
    )
  ).data.records;

describe('contests', () => {
  it('an admin creates a running, protected, one-hour-limited contest in the back office', async () => {
    const page = await pageAs('root', { language: 'en-US' });
    // root signs in through the site door with the root account
    await page.goto('/admin/contest/create');
    await page.getByTestId('contest-form').waitFor();

    // Required fields are checked before anything is sent.
    await page.getByTestId('contest-save').click();
    await page.getByText('Title is required').waitFor();

    await page.locator('#title').fill(TITLE);
    const start = new Date(Date.now() - 10 * 60_000);
    start.setSeconds(0, 0);
    const end = new Date(start.getTime() + 3 * 3600_000);
    await pickDateTimes(page, { startTime: start, endTime: end });
    const fields = async () =>
      `start "${await page.locator('input#startTime').inputValue()}", end "${await page.locator('input#endTime').inputValue()}"`;
    expect(await page.getByTestId('contest-duration').inputValue(), await fields()).toBe('3 h');
    await page.locator('#timeLimitHours').fill('1');
    await page.getByTestId('contest-description').fill('# Welcome\n\nSolve **everything**.');
    await page.getByTestId('contest-auth').getByText('Protected').click();

    // A non-public contest needs a password.
    await page.getByTestId('contest-save').click();
    await page.getByText('A private or protected contest needs a password').waitFor();
    await page.getByTestId('contest-pwd').fill(PASSWORD);

    // Seal rank: turning it on picks "last hour" for a 3 h ACM contest.
    await page.getByTestId('contest-sealRank').click();
    expect(
      await page.getByTestId('contest-seal-option').locator('.ant-radio-wrapper-checked').innerText(),
    ).toBe('Last hour');

    await page.getByTestId('contest-save').click();
    await waitForToast(page, 'Created');
    await page.waitForURL('**/admin/contest');
    const row = page.getByTestId('admin-contest-list').locator('.ant-table-row', { hasText: TITLE });
    await row.waitFor();
    cid = Number(await row.locator('td').first().innerText());
    expect(cid).toBeGreaterThan(0);

    const token = await apiLogin(app.baseUrl);
    const stored = await apiCall<{ auth: number; timeLimit: number; pwd: string; sealRankOption: number }>(
      app.baseUrl,
      token,
      'GET',
      `/api/admin/contest?cid=${cid}`,
    );
    expect(stored).toMatchObject({ auth: 2, timeLimit: 3600, pwd: PASSWORD, sealRankOption: 1 });
    await page.context().close();
  });

  it('lists the contest in /contest with working filters, and in the /problem sidebar', async () => {
    const page = await pageAs('player', { language: 'en-US' });
    await page.goto('/contest');
    const card = page.getByTestId(`contest-card-${cid}`);
    await card.waitFor();
    expect(await card.getByTestId('contest-status-tag').innerText()).toBe('Running');
    expect(await card.getByTestId('contest-auth-tag').innerText()).toContain('Protected');
    expect(await card.innerText()).toContain('Time limit: 1 h');

    const upcoming = page.getByTestId(`contest-card-${upcomingId}`);
    await upcoming.waitFor();
    expect(await upcoming.getByTestId('contest-status-tag').innerText()).toBe('Scheduled');
    // Public contests show no participant count.
    expect(await upcoming.getByTestId('contest-count').count()).toBe(0);

    await page.getByTestId('contest-status-filter').getByText('Scheduled').click();
    await card.waitFor({ state: 'detached' });
    await upcoming.waitFor();
    expect(page.url()).toContain('status=-1');
    await page.getByTestId('contest-status-filter').getByText('Running').click();
    await upcoming.waitFor({ state: 'detached' });
    await card.waitFor();

    await page.getByTestId('contest-type-filter').click();
    await page.locator('.ant-select-item-option', { hasText: 'OI' }).click();
    await page.getByTestId('contest-empty').waitFor();
    expect(page.url()).toContain('type=1');
    await page.getByTestId('contest-status-filter').getByText('All statuses').click();
    await upcoming.waitFor();
    expect(await card.count()).toBe(0);
    await page.getByTestId('contest-type-filter').click();
    await page.locator('.ant-select-item-option', { hasText: 'ACM' }).click();
    await card.waitFor();

    await page.getByTestId('contest-search').locator('input').fill('no such contest');
    await page.getByTestId('contest-search').locator('input').press('Enter');
    await page.getByTestId('contest-empty').waitFor();
    expect(await page.getByTestId('contest-empty').innerText()).toContain('No contest');
    await page.getByTestId('contest-search').locator('input').fill('spring');
    await page.getByTestId('contest-search').locator('input').press('Enter');
    await card.waitFor();
    expect(page.url()).toContain('keyword=spring');

    // A scheduled contest counts down to its start.
    await page.goto(`/contest/${upcomingId}`);
    expect(await page.getByTestId('contest-countdown').innerText()).toMatch(
      /^Starts in 1 d (01|02):\d\d:\d\d$/,
    );
    expect(await page.getByTestId('contest-progress').getAttribute('data-percent')).toBe('0');
    expect(await page.getByTestId('contest-password-form').count()).toBe(0);

    await page.goto('/problem');
    const recent = page.getByTestId(`recent-contest-${cid}`);
    await recent.waitFor();
    expect(await recent.innerText()).toContain(TITLE);
    await recent.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(`**/contest/${cid}`);
    await page.getByTestId('contest-header').waitFor();
    await page.context().close();
  });

  it('a user enters with the password and starts the one-hour timer after confirming', async () => {
    const page = await pageAs('player');
    await page.goto('/contest');
    await page.getByTestId(`contest-title-${cid}`).click();
    await page.waitForURL(`**/contest/${cid}`);
    expect(await page.getByTestId('contest-title').innerText()).toBe(TITLE);
    expect(await page.getByTestId('contest-time-limit').innerText()).toContain('限时：1 小时');
    // The earliest start is the contest's start; the last start for the whole hour is an hour before its end.
    expect(await page.getByTestId('contest-header').innerText()).toContain('最早开始时间');
    const shownMs = async (testId: string) =>
      Date.parse((await page.getByTestId(testId).innerText()).replace(' ', 'T'));
    expect((await shownMs('contest-end-time')) - (await shownMs('contest-latest-start'))).toBe(3600_000);
    const percent = Number(await page.getByTestId('contest-progress').getAttribute('data-percent'));
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(10);

    // Protected: the description shows, the password form too; no start before registering.
    await page.locator('.contest-overview h1', { hasText: 'Welcome' }).waitFor();
    await page.getByTestId('contest-password-form').waitFor();
    expect(await page.getByTestId('contest-start').count()).toBe(0);

    await page.getByTestId('contest-register').click();
    await page.getByText('请输入比赛密码', { exact: true }).waitFor();
    await page.getByTestId('contest-password').fill('wrong-password');
    await page.getByTestId('contest-register').click();
    await page.getByText('比赛密码错误').waitFor();

    await page.getByTestId('contest-password').fill(PASSWORD);
    await page.getByTestId('contest-register').click();
    await waitForToast(page, '注册比赛成功');
    await page.getByTestId('contest-access-granted').waitFor();
    expect(await page.getByTestId('contest-password-form').count()).toBe(0);
    await page.getByTestId('contest-not-started').waitFor();

    // Until started, the countdown runs to the contest's end (2 h 50 min away when the contest was made;
    // a loaded machine may take minutes to get here, so only the hour is pinned).
    const before = await page.getByTestId('contest-countdown').innerText();
    expect(before).toMatch(/^距离比赛结束还有 02:[0-5]\d:\d\d$/);

    await page.getByTestId('contest-start').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('比赛限时1小时，开始后计时不会停止，确认开始吗？').waitFor();
    await confirm.locator('.ant-btn-primary').click();
    await waitForToast(page, '计时已开始');
    await page.getByTestId('contest-personal-end').waitFor();
    expect(await page.getByTestId('contest-start').count()).toBe(0);

    // Now it counts the personal hour, and ticks every second.
    const countdown = page.getByTestId('contest-countdown');
    const first = await countdown.innerText();
    expect(first).toMatch(/^距离比赛结束还有 00:5\d:\d\d$|^距离比赛结束还有 01:00:00$/);
    await page.waitForFunction(
      ([text]) => document.querySelector('[data-testid=contest-countdown]')?.textContent !== text,
      [first],
    );

    // After a reload the server remembers the start.
    await page.reload();
    await page.getByTestId('contest-personal-end').waitFor();
    expect(await page.getByTestId('contest-start').count()).toBe(0);
    await page.context().close();
  });

  it('asks a guest to log in before entering', async () => {
    const page = await pageAs(null, { language: 'en-US' });
    await page.goto('/contest');
    await page.getByTestId(`contest-title-${cid}`).click();
    await waitForToast(page, 'Please log in first');
    await page.locator('.auth-dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/contest');

    // The address of the contest itself is guarded too.
    await page.goto(`/contest/${cid}`);
    await page.waitForURL('**/home');
    await page.locator('.auth-dialog').waitFor();
    await page.context().close();
  });

  it('a private contest keeps its description until the password is given; an account rule can refuse', async () => {
    const token = await apiLogin(app.baseUrl);
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 3600_000).toISOString();
    const base = { startTime: start, endTime: end, type: 0 };
    const hidden = await apiCall<{ cid: number }>(app.baseUrl, token, 'POST', '/api/admin/contest', {
      ...base,
      title: 'Private Round',
      description: 'Secret statement',
      auth: 1,
      pwd: 'closed',
    });
    const limited = await apiCall<{ cid: number }>(app.baseUrl, token, 'POST', '/api/admin/contest', {
      ...base,
      title: 'Team Round',
      description: 'Teams only',
      auth: 0,
      openAccountLimit: true,
      accountLimitRule: { prefix: 'team', suffix: '', start: 1, end: 9, extra: [] },
    });

    const page = await pageAs('viewer', { language: 'en-US' });
    await page.goto(`/contest/${hidden.cid}`);
    await page.getByTestId('contest-password-form').waitFor();
    expect(await page.getByTestId('contest-overview').innerText()).not.toContain('Secret statement');
    await page.getByTestId('contest-password').fill('closed');
    await page.getByTestId('contest-register').click();
    await waitForToast(page, 'You are registered for the contest');
    await page.getByText('Secret statement').waitFor();

    await page.goto(`/contest/${limited.cid}`);
    await page.getByTestId('contest-no-access').waitFor();
    await page.getByText('Teams only').waitFor();
    await page.context().close();
    for (const id of [hidden.cid, limited.cid])
      await apiCall(app.baseUrl, token, 'DELETE', `/api/admin/contest?cid=${id}`);
  });

  it('the back office edits, hides, clones and deletes', async () => {
    const page = await pageAs('root', { language: 'en-US' });
    await page.goto('/admin/contest');
    await page.getByTestId(`edit-contest-${cid}`).click();
    await page.waitForURL(`**/admin/contest/${cid}/edit`);
    expect(await page.locator('#title').inputValue()).toBe(TITLE);
    expect(await page.getByTestId('contest-pwd').inputValue()).toBe(PASSWORD);
    expect(await page.locator('#timeLimitHours').inputValue()).toMatch(/^1(\.0+)?$/);
    await page.locator('#title').fill(`${TITLE} (edited)`);
    // An ACM contest may count its penalty to the second, as HOJ did.
    await page.getByTestId('penalty-unit').click();
    await page.locator('.ant-select-item-option', { hasText: 'Seconds (HOJ)' }).click();
    await page.getByTestId('contest-save').click();
    await waitForToast(page, 'Saved');
    await page.waitForURL('**/admin/contest');
    await page.getByTestId(`admin-contest-${cid}`).filter({ hasText: '(edited)' }).waitFor();
    const edited = await apiCall<{ penaltyUnit: string }>(
      app.baseUrl,
      await apiLogin(app.baseUrl),
      'GET',
      `/api/admin/contest?cid=${cid}`,
    );
    expect(edited.penaltyUnit).toBe('second');

    // Hidden contests leave the public list.
    await page.getByTestId(`contest-visible-${cid}`).click();
    await waitForToast(page, 'Visibility changed');
    expect((await publicList()).some((c) => c.id === cid)).toBe(false);
    await page.getByTestId(`contest-visible-${cid}`).click();
    await waitForToast(page, 'Visibility changed');
    expect((await publicList()).some((c) => c.id === cid)).toBe(true);

    await page.getByTestId(`clone-contest-${cid}`).click();
    await waitForToast(page, 'Cloned as contest');
    const rows = page.getByTestId('admin-contest-list').locator('.ant-table-row');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=admin-contest-list] .ant-table-row').length === 3,
    );
    const ids = (await rows.locator('td:first-child').allInnerTexts()).map(Number);
    const cloneId = ids.find((id) => id !== cid && id !== upcomingId)!;
    expect(cloneId).toBeGreaterThan(0);
    // The copy keeps the settings, hidden until its times are set.
    expect(await page.getByTestId(`contest-visible-${cloneId}`).getAttribute('aria-checked')).toBe('false');

    await page.getByTestId(`delete-contest-${cloneId}`).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await waitForToast(page, 'Deleted');
    await page.getByTestId(`admin-contest-${cloneId}`).waitFor({ state: 'detached' });
    await page.getByTestId(`admin-contest-${cid}`).waitFor();
    await page.getByTestId(`admin-contest-${upcomingId}`).waitFor();
    await page.context().close();
  });

  it('looks right at 1280 and 390 px in both languages', async () => {
    for (const { language, width } of ROUNDS) {
      const viewport = WIDTHS[width];
      const suffix = `${width}-${language}`;
      const player = await pageAs('player', { language, viewport });
      await player.goto('/contest');
      await player.getByTestId(`contest-card-${cid}`).waitFor();
      await shoot(player, `contest-list-${suffix}`);
      await player.goto(`/contest/${cid}`);
      await player.getByTestId('contest-personal-end').waitFor();
      await shoot(player, `contest-started-${suffix}`);
      await player.goto(`/contest/${upcomingId}`);
      await player.getByTestId('contest-countdown').waitFor();
      await shoot(player, `contest-scheduled-${suffix}`);
      await player.goto('/problem');
      await player.getByTestId(`recent-contest-${cid}`).waitFor();
      await shoot(player, `problem-sidebar-${suffix}`);
      await player.context().close();

      const viewer = await pageAs('viewer', { language, viewport });
      await viewer.goto(`/contest/${cid}`);
      await viewer.getByTestId('contest-password-form').waitFor();
      await shoot(viewer, `contest-password-${suffix}`);
      await viewer.context().close();

      const root = await pageAs('root', { language, viewport });
      await root.goto('/admin/contest');
      await root.getByTestId(`admin-contest-${cid}`).waitFor();
      await shoot(root, `admin-contest-list-${suffix}`);
      await root.goto(`/admin/contest/${cid}/edit`);
      await root.getByTestId('contest-form').waitFor();
      await root.getByTestId('contest-award-type').locator('.ant-radio-button-wrapper').nth(1).click();
      await shoot(root, `admin-contest-edit-${suffix}`);
      await root.context().close();
    }
  });
});
