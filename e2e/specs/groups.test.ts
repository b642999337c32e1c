import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers, signInPage, uidOfUser } from '../support/api';
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
 * Groups (issue 11, the group itself): a teacher creates a private group in the create dialog (the form's own
 * checks first) and writes two announcements, one hidden with its switch; a student applies with the invitation
 * code (a wrong code is refused beside the field), is approved in the members' management, reads the visible
 * announcement on the group's home, posts in the group's discussions and appears in the group's rank (with "all
 * problems", their accepted A+B counts); a second student is refused and may apply again; a non-member sees the
 * group's card and home only (the members' tabs disabled, their pages locked, the calls refused) and never a
 * hidden group; the owner makes the student an admin; the student leaves. The settings upload a picture framed
 * in the crop, which the server keeps as a 200x200 PNG. Screenshots of the list, home, members, settings with
 * the crop and rank at 1440 and 375 px in both languages (`/tmp/group-shots`).
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

const SHOTS = process.env.GROUP_SHOTS ?? '/tmp/group-shots';
const WIDTHS = { desktop: DESKTOP, mobile: MOBILE } as const;
const TEACHER = { username: 'mrsharbour', password: 'teach12345' };
const STUDENT = { username: 'sailor', password: 'sailor123' };
const REFUSED = { username: 'latecomer', password: 'latecomer123' };
const STRANGER = { username: 'stranger', password: 'stranger123' };
const GROUP_NAME = 'Harbour Class';
const CODE = 'SEA42';
const HIDDEN_NAME = 'Quiet Club';
const OPEN_NAME = 'Open Deck';
const NEWCOMER = { username: 'newcomer', password: 'newcomer123' };
const CPP_SUM =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';

let rootToken = '';
let teacherToken = '';
let gid = 0;
let hiddenGid = 0;
let openGid = 0;

type Language = 'zh-CN' | 'en-US';
type Width = keyof typeof WIDTHS;

const uidOf = (username: string) => uidOfUser(app.baseUrl, rootToken, username);

/** Submits A+B to the demo problem P1000 through the API and waits for the judge's answer. */
async function solveAPlusB(username: string, password: string) {
  const token = await apiLogin(app.baseUrl, username, password, 'site');
  const problem = await apiCall<{ problem: { pid: number } }>(
    app.baseUrl,
    token,
    'GET',
    '/api/get-problem-detail?problemId=P1000',
  );
  const submission = await apiCall<{ submitId: number }>(
    app.baseUrl,
    token,
    'POST',
    '/api/submit-problem-judge',
    {
      pid: problem.problem.pid,
      language: 'C++',
      code: CPP_SUM,
    },
  );
  // Pending, compiling and judging (5, 6, 7) are not results yet; polled by hand (expect.poll needs a test).
  const deadline = Date.now() + 90_000;
  let status = 5;
  while ([5, 6, 7].includes(status) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const detail = await apiCall<{ submission: { status: number } }>(
      app.baseUrl,
      token,
      'GET',
      `/api/get-submission-detail?submitId=${submission.submitId}`,
    );
    status = detail.submission.status;
  }
  if (status !== 0) throw new Error(`A+B was judged ${status}, not Accepted`);
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  await createUsers(app.baseUrl, [TEACHER, STUDENT, REFUSED, STRANGER, NEWCOMER]);
  rootToken = await apiLogin(app.baseUrl);
  // Teachers run classes through groups: the site's AC gate does not hold them (docs/api.md "Groups").
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/user/edit-user', {
    uid: await uidOf(TEACHER.username),
    role: 1009,
  });
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/switch/update', {
    defaultSubmitInterval: 0,
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateCommentACInitValue: 0,
  });
  teacherToken = await apiLogin(app.baseUrl, TEACHER.username, TEACHER.password, 'site');
  // A hidden group of the teacher's, which no outsider may find or open.
  hiddenGid = (
    await apiCall<{ id: number }>(app.baseUrl, teacherToken, 'POST', '/api/group', {
      name: HIDDEN_NAME,
      shortName: 'QC',
      auth: 1,
      visible: false,
    })
  ).id;
  // A public group of root's, which anyone joins at once.
  openGid = (
    await apiCall<{ id: number }>(app.baseUrl, rootToken, 'POST', '/api/group', {
      name: OPEN_NAME,
      shortName: 'OD',
      brief: 'Everyone welcome',
      auth: 1,
    })
  ).id;
  await solveAPlusB(STUDENT.username, STUDENT.password);
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function pageAs(
  user: { username: string; password?: string } | null,
  language: Language = 'en-US',
  width: Width = 'desktop',
) {
  const page = await newPage(browser as Browser, app.baseUrl, { language, viewport: WIDTHS[width] });
  if (user) await signInPage(page, app.baseUrl, user.username, user.password);
  return page;
}

const shoot = (page: Page, name: string, width: Width, language: Language) =>
  screenshotInto(SHOTS, page, name, width, language);

/** Picks an option of the antd select the test id names. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

const levelOf = (token: string, id = gid) =>
  apiCall<number>(app.baseUrl, token, 'GET', `/api/get-group-auth?gid=${id}`);

/** The envelope's status of a call, refused or not. */
async function statusOf(token: string, pathname: string) {
  const response = await fetch(`${app.baseUrl}${pathname}`, { headers: { Authorization: token } });
  return ((await response.json()) as { status: number }).status;
}

/** A 400x300 PNG of two colours, drawn by the browser: the picture the crop frames. */
async function samplePicture(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1677ff';
    context.fillRect(0, 0, 200, 300);
    context.fillStyle = '#fa8c16';
    context.fillRect(200, 0, 200, 300);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

describe('groups', () => {
  it('the top menu leads to the list; a guest is asked to log in before creating a group', async () => {
    const page = await pageAs(null);
    await page.goto('/home');
    await page.locator('a[href="/group"]').first().click();
    await page.getByTestId('group-list-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/group');
    await page.getByTestId('create-group').click();
    await waitForToast(page, 'Please log in first');
    await page.locator('.auth-dialog').waitFor();
    await page.context().close();
  });

  it('a user below the solved-problems gate is told so before the form opens', async () => {
    const page = await pageAs(STRANGER);
    await page.goto('/group');
    await page.getByTestId('create-group').click();
    expect(await page.getByTestId('group-create-refusal').innerText()).toBe(
      'You need at least 20 solved problems to create a group (you have 0)',
    );
    expect(await page.getByTestId('group-create-form').count()).toBe(0);
    await page.context().close();
  });

  it('a teacher creates a private group and writes a visible and a hidden announcement', async () => {
    const page = await pageAs(TEACHER);
    await page.goto('/group');
    await page.getByTestId('create-group').click();
    // The form's own checks come first.
    await page.getByTestId('group-form-name').fill('HC');
    await page.getByTestId('group-form-short-name').fill('h-c');
    await page.getByTestId('group-form-submit').click();
    await page.getByText('The name is 3 to 25 characters').waitFor();
    await page.getByText('Upper-case letters and digits only').waitFor();

    await page.getByTestId('group-form-name').fill(GROUP_NAME);
    await page.getByTestId('group-form-short-name').fill('hbr1');
    expect(await page.getByTestId('group-form-short-name').inputValue()).toBe('HBR1');
    // Spec 3 §9: the short name is 2 to 10, and typing is limited to 6.
    expect(await page.getByTestId('group-form-short-name').getAttribute('maxlength')).toBe('6');
    await page.getByTestId('group-form-brief').fill('Tuesday evening practice');
    await choose(page, 'group-form-auth', 'Private');
    await page.getByTestId('group-form-submit').click();
    await page.getByText('A private group needs an invitation code').waitFor();
    await page.getByTestId('group-form-code').fill(CODE);
    await page.getByTestId('group-form-description').fill('We solve **two problems** a week.');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/group') && r.request().method() === 'POST',
    );
    await page.getByTestId('group-form-submit').click();
    expect((await created).status()).toBe(200);
    await waitForToast(page, 'The group is created');
    await page.getByTestId('group-shell').waitFor();
    gid = Number(new URL(page.url()).pathname.split('/')[2]);
    expect(gid).toBeGreaterThan(0);
    await page.getByTestId('group-title').getByText(GROUP_NAME).waitFor();
    await page.getByTestId('group-home').locator('strong', { hasText: 'two problems' }).waitFor();
    expect(await page.getByTestId('group-level').textContent()).toBe('Root');

    await page.getByTestId('group-tab-announcement').click();
    await page.getByTestId('group-announcement-admin').waitFor();
    for (const [title, content] of [
      ['Welcome aboard', 'First meeting on **Tuesday**.'],
      ['Draft: exam', 'Not yet.'],
    ]) {
      await page.getByTestId('create-group-announcement').click();
      await page.getByTestId('announcement-title-input').fill(title);
      await page.getByTestId('announcement-content-input').fill(content);
      await page.locator('.ant-modal-footer').getByRole('button', { name: 'Save' }).click();
      await waitForToast(page, 'Created');
      await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    }
    const draftRow = page.getByTestId('group-announcement-list').locator('tr', { hasText: 'Draft: exam' });
    await draftRow.getByRole('switch').click();
    await waitForToast(page, 'Saved');
    await expect.poll(() => draftRow.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await page.context().close();
  });

  it('a student applies with the code; a second applies too', async () => {
    const page = await pageAs(STUDENT);
    await page.goto('/group');
    await page.getByTestId(`group-card-${gid}`).click();
    await page.getByTestId('group-shell').waitFor();
    // Before joining, only the home opens.
    await expect
      .poll(() =>
        page
          .getByTestId('group-tab-member')
          .locator('xpath=ancestor::div[@role="tab"]')
          .getAttribute('aria-disabled'),
      )
      .toBe('true');
    await page.getByTestId('apply-group').click();
    await page.getByTestId('apply-reason').fill('I sail on Tuesdays');
    await page.getByTestId('apply-code').fill('WRONG');
    await page.getByTestId('apply-submit').click();
    await page.getByText('The invitation code is wrong').waitFor();
    await page.getByTestId('apply-code').fill(CODE);
    await page.getByTestId('apply-submit').click();
    await waitForToast(page, 'Application sent');
    await page.getByTestId('group-applying').waitFor();
    expect(await page.getByTestId('group-level').textContent()).toBe('Applying');
    await page.context().close();

    const token = await apiLogin(app.baseUrl, REFUSED.username, REFUSED.password, 'site');
    await apiCall(
      app.baseUrl,
      token,
      'POST',
      `/api/group/member?gid=${gid}&reason=Let%20me%20in&code=${CODE}`,
    );
  });

  it('the teacher approves the first student and refuses the second', async () => {
    const page = await pageAs(TEACHER);
    await page.goto(`/group/${gid}/member`);
    await page.getByTestId('manage-members').click();
    const applications = page.getByTestId('group-applications');
    await applications.getByText('I sail on Tuesdays').waitFor();
    await page.getByTestId(`approve-member-${STUDENT.username}`).click();
    await waitForToast(page, 'Approved');
    await page.getByTestId(`refuse-member-${REFUSED.username}`).click();
    await waitForToast(page, 'Application refused');
    const studentToken = await apiLogin(app.baseUrl, STUDENT.username, STUDENT.password, 'site');
    await expect.poll(() => levelOf(studentToken)).toBe(3);
    await expect
      .poll(() => applications.locator('tr', { hasText: REFUSED.username }).textContent())
      .toContain('Refused');
    // The owner's own row offers nothing: no one changes or removes the owner.
    expect(await page.getByTestId(`member-level-${TEACHER.username}`).count()).toBe(0);
    expect(await page.getByTestId(`remove-member-${TEACHER.username}`).count()).toBe(0);
    await page.context().close();
  });

  it('the student reads the visible announcement, posts and comments in the discussions and is in the rank', async () => {
    const page = await pageAs(STUDENT);
    await page.goto(`/group/${gid}`);
    const panel = page.getByTestId('group-announcement-panel');
    await panel.getByText('Welcome aboard').waitFor();
    expect(await panel.getByText('Draft: exam').count()).toBe(0);
    expect(await page.getByTestId('group-level').textContent()).toBe('Member');

    // The categories arrive only once the dialog is open (a slow answer, as under load): the post still
    // takes the first category instead of being refused for having none.
    let releaseCategories = () => {};
    const categoriesHeld = new Promise<void>((resolve) => (releaseCategories = resolve));
    await page.route('**/api/discussion-category', async (route) => {
      await categoriesHeld;
      await route.continue();
    });
    await page.getByTestId('group-tab-discussion').click();
    await page.getByTestId('group-post-discussion').click();
    await page.getByTestId('discussion-dialog').waitFor();
    releaseCategories();
    await page.getByTestId('discussion-title').fill('Tuesday homework');
    await page.getByTestId('discussion-description').fill('How did you read the input?');
    await page.getByTestId('discussion-content').fill('I used `cin`, **fast enough**.');
    await page.getByTestId('discussion-submit').click();
    await waitForToast(page, 'Posted');
    await page.getByTestId('group-discussion-title').getByText('Tuesday homework').click();
    await page.getByTestId('group-discussion-detail').locator('strong', { hasText: 'fast enough' }).waitFor();
    // A comment: the count at the top follows it.
    expect((await page.getByTestId('discussion-comment-num').innerText()).trim()).toBe('0');
    await page.getByTestId('comment-editor-input').fill('Same here, cin was enough');
    await page.getByTestId('comment-editor-submit').click();
    await page.getByTestId('comment-area').getByText('Same here, cin was enough').waitFor();
    await expect
      .poll(async () => (await page.getByTestId('discussion-comment-num').innerText()).trim())
      .toBe('1');
    // The public list does not show the group's discussion.
    const general = await fetch(`${app.baseUrl}/api/get-discussion-list?currentPage=1&limit=30`).then(
      (r) => r.json() as Promise<{ data: { records: { title: string }[] } }>,
    );
    expect(general.data.records.map((r) => r.title)).not.toContain('Tuesday homework');

    await page.getByTestId('group-tab-rank').click();
    const row = page.getByTestId('group-rank').locator('tr', { hasText: STUDENT.username });
    await row.waitFor();
    // The group has no problem yet: nothing counts until the bank does.
    expect(await row.getByTestId('rank-ac').textContent()).toBe('0');
    await page.getByTestId('group-rank-all').click();
    await expect.poll(() => row.getByTestId('rank-ac').textContent()).toBe('1');
    expect(new URL(page.url()).searchParams.get('all')).toBe('true');
    await page.context().close();
  });

  it('the refused student may apply again; a non-member sees the card and home only', async () => {
    const refused = await pageAs(REFUSED);
    await refused.goto(`/group/${gid}`);
    expect(await refused.getByTestId('group-level').textContent()).toBe('Refused');
    await refused.getByTestId('apply-group').getByText('Refused: apply again').waitFor();
    await refused.context().close();

    const page = await pageAs(STRANGER);
    await page.goto('/group');
    await page.getByTestId(`group-card-${gid}`).waitFor();
    expect(await page.getByText(HIDDEN_NAME).count()).toBe(0);
    await page.getByTestId(`group-card-${gid}`).click();
    await page.getByTestId('group-home').getByText('two problems').waitFor();
    expect(await page.getByTestId('group-announcement-panel').count()).toBe(0);
    expect(await page.getByTestId('group-tab-announcement').count()).toBe(0);
    expect(await page.getByTestId('group-tab-setting').count()).toBe(0);
    for (const tab of ['member', 'rank', 'discussion'])
      expect(
        await page
          .getByTestId(`group-tab-${tab}`)
          .locator('xpath=ancestor::div[@role="tab"]')
          .getAttribute('aria-disabled'),
      ).toBe('true');
    await page.goto(`/group/${gid}/member`);
    await page.getByTestId('group-locked').getByText('Join the group to open this page').waitFor();
    await page.goto(`/group/${hiddenGid}`);
    await page.getByTestId('group-missing').getByText('The group does not exist').waitFor();
    await page.context().close();

    const token = await apiLogin(app.baseUrl, STRANGER.username, STRANGER.password, 'site');
    for (const call of [
      `/api/group/get-member-list?gid=${gid}&currentPage=1&limit=10`,
      `/api/group/get-announcement-list?gid=${gid}&currentPage=1&limit=10`,
      `/api/group/get-discussion-list?gid=${gid}&currentPage=1&limit=10`,
      `/api/get-group-rank-list?gid=${gid}&type=0&currentPage=1&limit=30`,
    ])
      expect(await statusOf(token, call), call).toBe(403);
    expect(await statusOf(token, `/api/get-group-detail?gid=${hiddenGid}`)).toBe(404);
  });

  it('the list filters by kind, keyword and "my groups", 9 to 120 a page; a public group is joined at once', async () => {
    const page = await pageAs(STRANGER);
    await page.goto('/group');
    const cards = page.getByTestId('group-list').locator('[data-testid^=group-card-]');
    await expect.poll(() => cards.count()).toBe(2);
    await page.getByTestId('group-auth-filter-3').click();
    await expect.poll(() => cards.count()).toBe(1);
    await page.getByTestId(`group-card-${gid}`).waitFor();
    expect(new URL(page.url()).searchParams.get('auth')).toBe('3');
    await page.getByTestId('group-auth-filter-1').click();
    await page.getByTestId(`group-card-${openGid}`).waitFor();
    await page.locator('.group-list-toolbar__kinds').getByText('All', { exact: true }).click();
    await expect.poll(() => cards.count()).toBe(2);
    const search = page.getByTestId('group-search').locator('input');
    await search.fill('harbour');
    await search.press('Enter');
    await expect.poll(() => cards.count()).toBe(1);
    await page.getByTestId(`group-card-${gid}`).waitFor();
    await search.fill('');
    await search.press('Enter');
    // Each filter starts from the address the last one wrote.
    await expect.poll(() => cards.count()).toBe(2);
    await page.getByTestId('group-only-mine').click();
    await page.getByTestId('group-list-page').locator('.ant-empty').waitFor();
    expect(new URL(page.url()).searchParams.get('onlyMine')).toBe('true');
    await page.getByTestId('group-only-mine').click();
    await expect.poll(() => cards.count()).toBe(2);
    await page.locator('.group-list-pagination .ant-select').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.first().waitFor();
    const sizes = await options.allTextContents();
    expect(sizes.map((size) => Number.parseInt(size))).toEqual([9, 15, 30, 60, 120]);
    await page.keyboard.press('Escape');
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });

    await page.getByTestId(`group-card-${openGid}`).click();
    await page.getByTestId('apply-group').click();
    await waitForToast(page, 'Welcome to the group');
    await expect.poll(() => page.getByTestId('group-level').textContent()).toBe('Member');
    await page.getByTestId('exit-group').waitFor();
    await page.goto('/group?onlyMine=true');
    await page.getByTestId(`group-card-${openGid}`).waitFor();
    expect(await cards.count()).toBe(1);
    await page.context().close();
  });

  it('the owner makes the student an admin; the student leaves the group', async () => {
    const page = await pageAs(TEACHER);
    await page.goto(`/group/${gid}/member`);
    await page.getByTestId('manage-members').click();
    await choose(page, `member-level-${STUDENT.username}`, 'Admin');
    await waitForToast(page, 'Level changed');
    const studentToken = await apiLogin(app.baseUrl, STUDENT.username, STUDENT.password, 'site');
    await expect.poll(() => levelOf(studentToken)).toBe(4);
    await page.context().close();

    const student = await pageAs(STUDENT, 'en-US', 'mobile');
    await student.goto(`/group/${gid}`);
    expect(await student.getByTestId('group-level').textContent()).toBe('Admin');
    // An admin manages the announcements, not the settings.
    await student.getByTestId('group-tab-announcement').waitFor({ state: 'attached' });
    expect(await student.getByTestId('group-tab-setting').count()).toBe(0);
    await student.getByTestId('exit-group').click();
    const exited = student.waitForResponse((r) => r.url().includes('/api/group/member/exit'));
    await student.getByTestId('exit-confirm').click();
    expect((await exited).status()).toBe(200);
    await waitForToast(student, 'You left the group');
    await student.getByTestId('apply-group').waitFor();
    expect(await levelOf(studentToken)).toBe(0);
    await student.context().close();
  });

  it('the settings upload a picture framed in the crop as a 200x200 PNG', async () => {
    const page = await pageAs(TEACHER);
    await page.goto(`/group/${gid}/setting`);
    await page.getByTestId('group-settings').waitFor();
    await page
      .getByTestId('group-avatar')
      .locator('input[type=file]')
      .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: await samplePicture(page) });
    await page.getByTestId('group-avatar-crop').waitFor();
    await page.locator('.reactEasyCrop_CropArea').waitFor();
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/file/upload-group-avatar'));
    await page.getByTestId('group-avatar-upload').click();
    expect((await uploaded).status()).toBe(200);
    await waitForToast(page, 'The picture is uploaded');
    const detail = await apiCall<{ avatar: string }>(
      app.baseUrl,
      teacherToken,
      'GET',
      `/api/get-group-detail?gid=${gid}`,
    );
    const png = Buffer.from(await (await fetch(`${app.baseUrl}${detail.avatar}`)).arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([200, 200]);
    await page.getByTestId('group-avatar').locator('img').waitFor();

    // The settings save the group form: a new brief shows on the list's card.
    await page.getByTestId('group-form-brief').fill('Tuesday and Thursday practice');
    await page.getByTestId('group-settings-save').click();
    await waitForToast(page, 'Saved');
    await page.goto('/group');
    await page.getByTestId(`group-card-${gid}`).getByText('Tuesday and Thursday practice').waitFor();
    await page.context().close();
  });

  it('the owner disbands a group after confirming', async () => {
    const page = await pageAs(TEACHER);
    await page.goto(`/group/${hiddenGid}`);
    await page.getByTestId('disband-group').click();
    await page.getByTestId('disband-confirm').click();
    await waitForToast(page, 'The group is disbanded');
    await page.getByTestId('group-list-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/group');
    expect(await statusOf(teacherToken, `/api/get-group-detail?gid=${hiddenGid}`)).toBe(404);
    await page.context().close();
  });

  it('screenshots of the list, home, members, settings with the crop and rank at 1440 and 375 px in both languages', async () => {
    // The student comes back, so the members and the rank have two rows.
    const studentToken = await apiLogin(app.baseUrl, STUDENT.username, STUDENT.password, 'site');
    await apiCall(
      app.baseUrl,
      studentToken,
      'POST',
      `/api/group/member?gid=${gid}&reason=Back%20again&code=${CODE}`,
    );
    await apiCall(app.baseUrl, teacherToken, 'PUT', '/api/group/member', {
      gid,
      uid: await uidOf(STUDENT.username),
      auth: 3,
    });
    // A newcomer waits for an answer, so the management shows the applicant's buttons.
    const newcomerToken = await apiLogin(app.baseUrl, NEWCOMER.username, NEWCOMER.password, 'site');
    await apiCall(
      app.baseUrl,
      newcomerToken,
      'POST',
      `/api/group/member?gid=${gid}&reason=${encodeURIComponent('New in town, keen to practise')}&code=${CODE}`,
    );
    const overflowing: string[] = [];
    const check = async (page: Page, name: string, width: Width, language: Language) => {
      if (width === 'mobile' && (await sidewaysOverflow(page)) > 1) overflowing.push(`${name}-${language}`);
      await shoot(page, name, width, language);
    };
    for (const { language, width } of ROUNDS) {
      const page = await pageAs(TEACHER, language, width);
      await page.goto('/group');
      await page.getByTestId(`group-card-${gid}`).waitFor();
      await check(page, 'group-list', width, language);
      await page.getByTestId('create-group').click();
      await page.getByTestId('group-form-name').waitFor();
      await check(page, 'group-create', width, language);
      await page.keyboard.press('Escape');

      await page.goto(`/group/${gid}`);
      await page.getByTestId('group-announcement-panel').getByText('Welcome aboard').waitFor();
      await check(page, 'group-home', width, language);

      await page.goto(`/group/${gid}/member`);
      await page.getByTestId('group-members').getByText(STUDENT.username).waitFor();
      await check(page, 'group-members', width, language);
      await page.getByTestId('manage-members').click();
      await page.getByTestId(`approve-member-${NEWCOMER.username}`).waitFor();
      await check(page, 'group-members-manage', width, language);

      await page.goto(`/group/${gid}/discussion`);
      await page.getByTestId('group-discussion-title').first().waitFor();
      await check(page, 'group-discussions', width, language);

      await page.goto(`/group/${gid}/setting`);
      await page
        .getByTestId('group-avatar')
        .locator('input[type=file]')
        .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: await samplePicture(page) });
      await page.locator('.reactEasyCrop_CropArea').waitFor();
      await check(page, 'group-settings-crop', width, language);

      await page.goto(`/group/${gid}/rank?all=true`);
      await page.getByTestId('group-rank').getByText(STUDENT.username).waitFor();
      await check(page, 'group-rank', width, language);
      await page.context().close();

      const stranger = await pageAs(STRANGER, language, width);
      await stranger.goto(`/group/${gid}`);
      await stranger.getByTestId('apply-group').waitFor();
      await check(stranger, 'group-outsider', width, language);
      await stranger.context().close();
    }
    expect(overflowing).toEqual([]);
  });
});
