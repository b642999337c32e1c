import type { Browser, Page } from 'playwright-core';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers, signInPage, uidOfUser } from '../support/api';
import { pickDateTimes } from '../support/ui';
import { startApp, type RunningApp } from '../support/app';
import { ownWebCopy } from '../support/back-office';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  newPage,
  screenshotInto,
  sidewaysOverflow,
  waitForToast,
  networkSettled,
  ROUNDS,
} from '../support/browser';

/**
 * Group content (issue 11.2 and 11.4): a teacher makes a problem in the group's problem management with the back
 * office's problem form in group mode (typed cases; the group's short name goes before the id); a member finds it
 * in the group's problem tab, solves it on its page in the group through the real judge (the submission carries
 * the gid) and sees it in the group's submissions and its detail (never in the public list); a non-member has the tab disabled, the page refused and the
 * calls refused; the teacher makes a group training in the back office's training pages in group mode (the group's
 * problem added by id, a bank problem from the search) and the member sees it with the group problem's AC counted;
 * the teacher makes a group contest with the back office's contest form in group mode and the member opens it from
 * the group's contests (the contest header's group button leads back; P1000 added to it from the public set, an announcement written); the teacher applies for the problem to go public (frozen meanwhile: no edit, no delete) and root
 * approves it in the back office's group-problem examination, after which the bank has it. Screenshots at 1440
 * and 375 px in both languages (`/tmp/group-content-shots`).
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let removeWebCopy: () => void = () => undefined;

const SHOTS = process.env.GROUP_CONTENT_SHOTS ?? '/tmp/group-content-shots';
const WIDTHS = { desktop: DESKTOP, mobile: MOBILE } as const;
const TEACHER = { username: 'mrsdock', password: 'teach12345' };
const STUDENT = { username: 'deckhand', password: 'deckhand123' };
const STRANGER = { username: 'passerby', password: 'passerby123' };
/** A one-pixel green PNG: a picture the Markdown editor uploads. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const SHORT = 'DOCK';
const PROBLEM_ID = `${SHORT}SUM`;
const CPP_SUM =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';

type Language = 'zh-CN' | 'en-US';
type Width = keyof typeof WIDTHS;

let rootToken = '';
let teacherToken = '';
let studentToken = '';
let strangerToken = '';
let gid = 0;
let submitId = 0;
let tid = 0;
let cid = 0;
let endedCid = 0;

const uidOf = (username: string) => uidOfUser(app.baseUrl, rootToken, username);

/** The envelope's status of a call, refused or not. */
async function statusOf(token: string, pathname: string) {
  const response = await fetch(`${app.baseUrl}${pathname}`, { headers: { Authorization: token } });
  return ((await response.json()) as { status: number }).status;
}

/** The envelope's status of a zip upload. */
async function statusOfUpload(token: string, pathname: string, zip: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'cases.zip');
  const response = await fetch(`${app.baseUrl}${pathname}`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  });
  return ((await response.json()) as { status: number }).status;
}

beforeAll(async () => {
  removeWebCopy = ownWebCopy();
  app = await startApp();
  browser = await launchBrowser();
  await createUsers(app.baseUrl, [TEACHER, STUDENT, STRANGER]);
  rootToken = await apiLogin(app.baseUrl);
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/user/edit-user', {
    uid: await uidOf(TEACHER.username),
    role: 1009,
  });
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 });
  // Groups have no training categories of their own: the form names the site's.
  await apiCall(app.baseUrl, rootToken, 'POST', '/api/admin/training/category', {
    name: 'Basics',
    color: '#1677ff',
  });
  teacherToken = await apiLogin(app.baseUrl, TEACHER.username, TEACHER.password, 'site');
  studentToken = await apiLogin(app.baseUrl, STUDENT.username, STUDENT.password, 'site');
  strangerToken = await apiLogin(app.baseUrl, STRANGER.username, STRANGER.password, 'site');
  // The group itself is groups.test.ts's: here a private group with one approved student.
  gid = (
    await apiCall<{ id: number }>(app.baseUrl, teacherToken, 'POST', '/api/group', {
      name: 'Dockside Class',
      shortName: SHORT,
      auth: 3,
      code: 'DOCK1',
      brief: 'Thursday practice',
    })
  ).id;
  await apiCall(app.baseUrl, studentToken, 'POST', `/api/group/member?gid=${gid}&reason=hello&code=DOCK1`);
  await apiCall(app.baseUrl, teacherToken, 'PUT', '/api/group/member', {
    gid,
    uid: await uidOf(STUDENT.username),
    auth: 3,
  });
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
  removeWebCopy();
});

async function pageAs(user: { username: string; password?: string }, language: Language, width: Width) {
  const page = await newPage(browser as Browser, app.baseUrl, { language, viewport: WIDTHS[width] });
  await signInPage(page, app.baseUrl, user.username, user.password);
  return page;
}

/** A full-page screenshot; answers how far the page sticks out sideways (0 when it fits). */
async function shoot(page: Page, name: string, width: Width, language: Language) {
  await screenshotInto(SHOTS, page, name, width, language);
  return sidewaysOverflow(page);
}

const editorReady = (page: Page) =>
  page.locator('[data-testid=code-editor] [data-ready=true]').waitFor({ timeout: 60_000 });

async function typeCode(page: Page, code: string) {
  await page.locator('[data-testid=code-editor] .monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

const adminRow = (page: Page) =>
  page.getByTestId('group-admin-problem-list').locator('tr', { hasText: PROBLEM_ID });

describe('group content', () => {
  it('the teacher makes a group problem with the problem form in group mode', async () => {
    const page = await pageAs(TEACHER, 'en-US', 'desktop');
    await page.goto(`/group/${gid}`);
    await page.getByTestId('group-tab-problemAdmin').click();
    await page.getByTestId('group-problem-admin').waitFor();
    await page.getByTestId('create-group-problem').click();
    await page.getByTestId('problem-form').waitFor();
    // The form's own checks hold in group mode too.
    await page.getByTestId('save-problem').click();
    await expect
      .poll(() => page.locator('.ant-form-item-explain-error').allInnerTexts())
      .toContain('Title is required');

    await page.getByTestId('problem-id').fill('SUM');
    await page.getByTestId('problem-title').fill('Dock sums');
    await page.getByTestId('problem-description').fill('Add the two numbers.');
    await page.getByTestId('problem-input').fill('Two integers.');
    await page.getByTestId('problem-output').fill('Their sum.');
    const typed = page.getByTestId('typed-case-0').locator('textarea');
    await typed.nth(0).fill('1 2\n');
    await typed.nth(1).fill('3\n');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/group/problem') && r.request().method() === 'POST',
    );
    await page.getByTestId('save-problem').click();
    const response = await created;
    expect(response.request().postDataJSON()).toMatchObject({ gid, problem: { problemId: 'SUM' } });
    await waitForToast(page, 'Created');
    await page.waitForURL(`**/group/${gid}/problem-admin`);
    await adminRow(page).waitFor();
    expect(await adminRow(page).getByTestId('group-problem-progress').innerText()).toBe('Not applied');
    // The bank never lists it.
    const bank = await apiCall<{ records: { problemId: string }[] }>(
      app.baseUrl,
      rootToken,
      'GET',
      '/api/admin/problem/get-problem-list?currentPage=1&limit=50',
    );
    expect(bank.records.map((row) => row.problemId)).not.toContain(PROBLEM_ID);
    await page.context().close();
  });

  it('the teacher, no problem admin of the site, uploads a test-case zip in the group form (gid sent)', async () => {
    const page = await pageAs(TEACHER, 'en-US', 'desktop');
    await page.goto(`/group/${gid}/problem-admin/create`);
    await page.getByTestId('problem-form').waitFor();
    await page.getByTestId('problem-id').fill('ZIP');
    await page.getByTestId('problem-title').fill('Dock zip');
    await page.getByTestId('problem-description').fill('Add the two numbers.\n');
    // A group's admin may put a picture in its statements (sent with the gid; spec 1-core's upload tools).
    const pictureChooser = page.waitForEvent('filechooser');
    await page.getByTestId('problem-description-uploadImage').click();
    await (await pictureChooser).setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await expect
      .poll(() => page.getByTestId('problem-description').inputValue())
      .toMatch(/!\[dot\.png\]\(\/api\/public\/img\/md\/[0-9a-f]{64}\.png\)/);
    await page.getByTestId('problem-input').fill('Two integers.');
    await page.getByTestId('problem-output').fill('Their sum.');
    await page.getByText('Zip upload').click();
    const zip = Buffer.from(
      zipSync({
        '1.in': strToU8('1 2\n'),
        '1.out': strToU8('3\n'),
        '2.in': strToU8('5 5\n'),
        '2.out': strToU8('10\n'),
      }),
    );
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/file/upload-testcase-zip'));
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('upload-testcase-zip').click();
    await (await chooser).setFiles({ name: 'cases.zip', mimeType: 'application/zip', buffer: zip });
    expect(new URL((await uploaded).url()).searchParams.get('gid')).toBe(String(gid));
    await waitForToast(page, 'Test cases uploaded');
    await expect.poll(() => page.getByTestId('uploaded-cases').locator('.ant-table-row').count()).toBe(2);
    await page.getByTestId('save-problem').click();
    await waitForToast(page, 'Created');
    await page.waitForURL(`**/group/${gid}/problem-admin`);
    const list = await apiCall<{ records: { pid: number; problemId: string }[] }>(
      app.baseUrl,
      teacherToken,
      'GET',
      `/api/group/get-admin-problem-list?gid=${gid}&currentPage=1&limit=50`,
    );
    const pid = list.records.find((row) => row.problemId === `${SHORT}ZIP`)!.pid;
    const cases = await apiCall<{ inputName: string }[]>(
      app.baseUrl,
      teacherToken,
      'GET',
      `/api/group/get-problem-cases?pid=${pid}&isUpload=true`,
    );
    expect(cases.map((c) => c.inputName)).toEqual(['1.in', '2.in']);
    // The student, a plain member, may not upload for the group.
    expect(await statusOfUpload(studentToken, `/api/file/upload-testcase-zip?gid=${gid}`, zip)).toBe(403);
    // The rest of the spec counts one group problem.
    await apiCall(app.baseUrl, teacherToken, 'DELETE', `/api/group/problem?pid=${pid}`);
    await page.context().close();
  });

  it('a member solves it on its page in the group through the judge', async () => {
    const page = await pageAs(STUDENT, 'en-US', 'desktop');
    await page.goto(`/group/${gid}`);
    await page.getByTestId('group-tab-problem').click();
    await page.getByTestId('group-problem-list').locator('tr', { hasText: 'Dock sums' }).waitFor();
    // Not tried yet: no status mark.
    expect(
      await page
        .getByTestId('group-problem-list')
        .locator('tr', { hasText: 'Dock sums' })
        .getByTestId('group-problem-status')
        .getAttribute('data-status'),
    ).toBe('-10');
    // Members have no management tab.
    expect(await page.getByTestId('group-tab-problemAdmin').count()).toBe(0);
    await page.getByTestId('group-problem-link').first().click();
    await page.waitForURL(`**/group/${gid}/problem/${PROBLEM_ID}`);
    await page.getByTestId('problem-detail').getByText('Add the two numbers.').waitFor();
    await editorReady(page);
    await typeCode(page, CPP_SUM);
    const submitted = page.waitForResponse((r) => r.url().includes('/api/submit-problem-judge'));
    await page.getByTestId('submit-code').click();
    const response = await submitted;
    expect(response.request().postDataJSON()).toMatchObject({ gid });
    submitId = ((await response.json()) as { data: { submitId: number } }).data.submitId;
    await page
      .getByTestId('submission-status')
      .locator('[data-testid=judge-status][data-status="0"]')
      .waitFor({ timeout: 90_000 });
    // The problem's own "my submissions" asks the group's list.
    await page.getByTestId('my-submissions-tab').click();
    await page
      .getByTestId('my-submissions')
      .locator('[data-testid=judge-status][data-status="0"]')
      .first()
      .waitFor();
    await page.getByTestId('back-to-group').click();
    await page.waitForURL(`**/group/${gid}/problem`);
    await expect
      .poll(() => page.getByTestId('group-problem-list').locator('tr', { hasText: 'Dock sums' }).innerText())
      .toContain('1 / 1');
    // Solved: the bank's check mark in the member's list.
    await page
      .getByTestId('group-problem-list')
      .locator('tr', { hasText: 'Dock sums' })
      .getByTestId('problem-solved')
      .waitFor();

    // The group's submissions: the status list over the group, its detail for members.
    await page.getByTestId('group-tab-submission').click();
    const table = page.getByTestId('group-submission-list');
    await table.locator('[data-testid=judge-status][data-status="0"]').first().waitFor();
    await table.getByTestId(`submission-link-${submitId}`).click();
    await page.waitForURL(`**/submission-detail/${submitId}`);
    const detail = page.getByTestId('submission-detail');
    await detail.locator('[data-testid=judge-status][data-status="0"]').first().waitFor();
    expect(await detail.locator(`a[href="/group/${gid}/problem/${PROBLEM_ID}"]`).count()).toBe(1);
    // The public list never shows it.
    const publicList = await apiCall<{ records: { submitId: number }[] }>(
      app.baseUrl,
      studentToken,
      'GET',
      '/api/get-submission-list?currentPage=1&limit=50',
    );
    expect(publicList.records.map((row) => row.submitId)).not.toContain(submitId);
    await page.context().close();
  });

  it('a non-member has the tab disabled, the page and the calls refused', async () => {
    const page = await pageAs(STRANGER, 'en-US', 'desktop');
    await page.goto(`/group/${gid}`);
    await page.getByTestId('group-shell').waitFor();
    expect(
      await page
        .locator('.ant-tabs-tab', { has: page.getByTestId('group-tab-problem') })
        .getAttribute('class'),
    ).toContain('ant-tabs-tab-disabled');
    await page.goto(`/group/${gid}/problem`);
    await page.getByTestId('group-locked').waitFor();
    await page.goto(`/group/${gid}/problem/${PROBLEM_ID}`);
    await page.locator('.ant-result').waitFor();
    expect(await page.getByTestId('problem-detail').count()).toBe(0);
    expect(
      await statusOf(strangerToken, `/api/group/get-problem-list?gid=${gid}&currentPage=1&limit=10`),
    ).toBe(403);
    expect(await statusOf(strangerToken, `/api/get-problem-detail?problemId=${PROBLEM_ID}`)).toBe(404);
    expect(await statusOf(strangerToken, `/api/get-submission-list?gid=${gid}&currentPage=1&limit=10`)).toBe(
      403,
    );
    expect(await statusOf(strangerToken, `/api/get-submission-detail?submitId=${submitId}`)).toBe(403);
    await page.goto(`/group/${gid}/submission`);
    await page.getByTestId('group-locked').waitFor();
    expect(
      await statusOf(studentToken, `/api/group/get-admin-problem-list?gid=${gid}&currentPage=1&limit=10`),
    ).toBe(403);
    await page.context().close();
  });

  it('the teacher makes a group training of the group problem and a bank problem; the member sees progress', async () => {
    const page = await pageAs(TEACHER, 'en-US', 'desktop');
    await page.goto(`/group/${gid}`);
    await page.getByTestId('group-tab-trainingAdmin').click();
    await page.getByTestId('admin-training-list').waitFor();
    await page.getByTestId('create-training').click();
    await page.getByTestId('training-form').waitFor();
    await page.getByTestId('training-rank').fill('1');
    await page.getByTestId('training-title').fill('Dock drills');
    await page.getByTestId('training-description').fill('Two warm-ups.');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/group/training') && r.request().method() === 'POST',
    );
    await page.getByTestId('save-training').click();
    const response = await created;
    expect(response.request().postDataJSON()).toMatchObject({ gid, training: { title: 'Dock drills' } });
    tid = ((await response.json()) as { data: { tid: number } }).data.tid;
    await waitForToast(page, 'Created');
    await page.waitForURL(`**/group/${gid}/training-admin`);
    await page.getByTestId(`training-problems-${tid}`).click();
    await page.waitForURL(`**/group/${gid}/training-admin/${tid}/problems`);
    await page.getByTestId('add-training-problem').click();
    // By id: the group's own problem; from the search: the public bank's.
    await page.getByTestId('add-by-id').fill(PROBLEM_ID);
    const own = page.waitForResponse((r) => r.url().includes('/api/group/add-training-problem-from-group'));
    await page.getByTestId('add-by-id-button').click();
    expect((await own).status()).toBe(200);
    const search = page.getByTestId('training-bank-search').locator('input');
    await search.fill('P1000');
    await search.press('Enter');
    const fromBank = page.waitForResponse((r) =>
      r.url().includes('/api/group/add-training-problem-from-public'),
    );
    await page.getByTestId('add-bank-problem-P1000').click();
    expect((await fromBank).status()).toBe(200);
    await page.keyboard.press('Escape');
    const links = page.getByTestId('training-problem-links');
    await links.getByTestId(`training-problem-rank-${PROBLEM_ID}`).waitFor();
    await links.getByTestId('training-problem-rank-P1000').waitFor();
    // The group's own problem is edited, switched private or public, or deleted from here; P1000 only removed.
    const ownEdit = links.getByTestId(`edit-own-problem-${PROBLEM_ID}`);
    expect(await ownEdit.getAttribute('href')).toMatch(new RegExp(`^/group/${gid}/problem-admin/edit/\\d+$`));
    await links.getByTestId(`delete-own-problem-${PROBLEM_ID}`).waitFor();
    const cases = page.waitForEvent('download');
    await links.getByTestId(`download-own-problem-${PROBLEM_ID}`).click();
    expect((await cases).suggestedFilename()).toMatch(/\.zip$/);
    expect(await links.getByTestId('download-own-problem-P1000').count()).toBe(0);
    expect(await links.getByTestId('edit-own-problem-P1000').count()).toBe(0);
    expect(await links.getByTestId('own-problem-auth-P1000').count()).toBe(0);
    const visibility = links.getByTestId(`own-problem-auth-${PROBLEM_ID}`);
    const before = await visibility.getAttribute('aria-checked');
    await visibility.click();
    await waitForToast(page, 'The problem’s visibility is changed');
    await expect.poll(() => visibility.getAttribute('aria-checked')).not.toBe(before);
    await visibility.click();
    await expect.poll(() => visibility.getAttribute('aria-checked')).toBe(before);
    // The eye opens a problem in the training (the group's problem is in no bank: its bank page is a 404).
    const view = links
      .locator('tr', { hasText: PROBLEM_ID })
      .locator('a[data-testid^=view-training-problem]');
    expect(await view.getAttribute('href')).toBe(`/training/${tid}/problem/${PROBLEM_ID}`);
    await page.goto(`/training/${tid}/problem/${PROBLEM_ID}`);
    await page.getByTestId('problem-detail').getByText('Add the two numbers.').waitFor();
    await page.context().close();

    // The member's tab: the training with the group problem's AC counted; its pages are the training's own.
    const student = await pageAs(STUDENT, 'en-US', 'desktop');
    await student.goto(`/group/${gid}/training`);
    const row = student.getByTestId('group-training-list').locator('tr', { hasText: 'Dock drills' });
    await row.getByText('1/2').waitFor();
    // Spec 3: the members' list also names the author and the last update.
    expect(await row.getByTestId('group-training-author').innerText()).toBe(TEACHER.username);
    expect(await row.innerText()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await row.getByTestId('group-training-link').click();
    await student.waitForURL(`**/training/${tid}`);
    await student.getByTestId('training-shell').getByText('Two warm-ups.').waitFor();
    // The bank's P1000 solved through the group's training is the group's submission (its gid, as the reference),
    // and the problem page's "my submissions" asks the group's list for it.
    await student.goto(`/training/${tid}/problem/P1000`);
    await editorReady(student);
    await typeCode(student, CPP_SUM);
    const sent = student.waitForResponse((r) => r.url().includes('/api/submit-problem-judge'));
    await student.getByTestId('submit-code').click();
    expect(((await (await sent).json()) as { data: { gid: number } }).data.gid).toBe(gid);
    await student
      .getByTestId('submission-status')
      .locator('[data-testid=judge-status][data-status="0"]')
      .waitFor({ timeout: 90_000 });
    await student.getByTestId('my-submissions-tab').click();
    await student
      .getByTestId('my-submissions')
      .locator('[data-testid=judge-status][data-status="0"]')
      .first()
      .waitFor();
    await student.context().close();
    expect(await statusOf(strangerToken, `/api/get-training-detail?tid=${tid}`)).toBe(403);
    expect(
      await statusOf(strangerToken, `/api/group/get-training-list?gid=${gid}&currentPage=1&limit=15`),
    ).toBe(403);
    // The site's training list never shows it.
    const site = await apiCall<{ records: { id: number }[] }>(
      app.baseUrl,
      studentToken,
      'GET',
      '/api/get-training-list?currentPage=1&limit=50',
    );
    expect(site.records.map((training) => training.id)).not.toContain(tid);
  });

  it('the teacher makes a group contest with the contest form; the member opens it from the group', async () => {
    const page = await pageAs(TEACHER, 'en-US', 'desktop');
    await page.goto(`/group/${gid}`);
    await page.getByTestId('group-tab-contestAdmin').click();
    await page.getByTestId('admin-contest-list').waitFor();
    await page.getByTestId('create-contest').click();
    await page.getByTestId('contest-form').waitFor();
    await page.locator('#title').fill('Dock cup');
    const start = new Date(Date.now() - 10 * 60_000);
    start.setSeconds(0, 0);
    await pickDateTimes(page, { startTime: start, endTime: new Date(start.getTime() + 3 * 3600_000) });
    await page.getByTestId('contest-description').fill('A **friendly** round.');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/group/contest') && r.request().method() === 'POST',
    );
    await page.getByTestId('contest-save').click();
    const response = await created;
    expect(response.request().postDataJSON()).toMatchObject({ gid, title: 'Dock cup' });
    cid = ((await response.json()) as { data: { cid: number } }).data.cid;
    await page.waitForURL(`**/group/${gid}/contest-admin`);
    await page.getByTestId('admin-contest-list').locator('.ant-table-row', { hasText: 'Dock cup' }).waitFor();
    // The back office's own tools are not offered in the group.
    expect(await page.getByTestId(`clone-contest-${cid}`).count()).toBe(0);
    // The accepted code's download is offered in the group too (spec 3 "Group contests"), from the same dialog.
    await page.getByTestId(`ac-download-${cid}`).click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('ac-download-ok').click();
    expect((await downloading).suggestedFilename()).toBe(`contest_${cid}_user_ac_submissions.zip`);
    await page.locator('.ant-modal', { hasText: 'Download accepted code' }).waitFor({ state: 'hidden' });
    // Its problems: the back office's page over the group's calls, the public set to add from.
    await page.getByTestId(`contest-problems-${cid}`).click();
    await page.waitForURL(`**/group/${gid}/contest-admin/${cid}/problems`);
    await page.getByTestId('add-contest-problem').click();
    const search = page.getByTestId('bank-search').locator('input');
    await search.fill('P1000');
    await search.press('Enter');
    const added = page.waitForResponse((r) => r.url().includes('/api/group/add-contest-problem-from-public'));
    await page.getByTestId('add-bank-problem-P1000').click();
    expect((await added).status()).toBe(200);
    await page.keyboard.press('Escape');
    await page
      .getByTestId('admin-contest-problems')
      .locator('.ant-table-row', { hasText: 'P1000' })
      .waitFor();
    // In a group the eye opens the contest's own problem page.
    expect(
      await page
        .getByTestId('admin-contest-problems')
        .locator('.ant-table-row', { hasText: 'P1000' })
        .locator('a[data-testid^=view-contest-problem]')
        .getAttribute('href'),
    ).toMatch(new RegExp(`^/contest/${cid}/problem/[^/]+$`));
    // The group's own problem by its id (it is in no public set), as B.
    await page.getByTestId('add-contest-problem').click();
    await page.getByTestId('add-own-problem-id').fill(PROBLEM_ID);
    expect(await page.getByTestId('add-display-id').inputValue()).toBe('B');
    const own = page.waitForResponse((r) => r.url().includes('/api/group/add-contest-problem-from-group'));
    await page.getByTestId('add-own-problem').click();
    expect((await own).status()).toBe(200);
    await waitForToast(page, 'Problem added');
    await page.keyboard.press('Escape');
    await page
      .getByTestId('admin-contest-problems')
      .locator('.ant-table-row', { hasText: PROBLEM_ID })
      .waitFor();
    // A problem written inside the contest: the problem form in group-contest mode, as C.
    await page.getByTestId('create-contest-problem').click();
    await page.waitForURL(`**/group/${gid}/contest-admin/${cid}/problem/create`);
    await page.getByTestId('problem-form').waitFor();
    await page.getByTestId('problem-id').fill('CUP1');
    await page.getByTestId('problem-title').fill('Cup warm-up');
    await page.getByTestId('problem-description').fill('Add the two numbers.');
    await page.getByTestId('problem-input').fill('Two integers.');
    await page.getByTestId('problem-output').fill('Their sum.');
    const typed = page.getByTestId('typed-case-0').locator('textarea');
    await typed.nth(0).fill('1 2\n');
    await typed.nth(1).fill('3\n');
    expect(await page.getByTestId('contest-display-id').inputValue()).toBe('C');
    await page.getByTestId('contest-display-title').fill('Cup warm-up');
    const made = page.waitForResponse(
      (r) => r.url().endsWith('/api/group/contest-problem') && r.request().method() === 'POST',
    );
    await page.getByTestId('save-problem').click();
    const written = await made;
    expect(written.status()).toBe(200);
    expect(written.request().postDataJSON()).toMatchObject({ cid, contestProblem: { displayId: 'C' } });
    await waitForToast(page, 'Created');
    await page.waitForURL(`**/group/${gid}/contest-admin/${cid}/problems`);
    const rows = page.getByTestId('admin-contest-problems');
    await rows.locator('.ant-table-row', { hasText: 'Cup warm-up' }).waitFor();
    // Edited from the contest's list: the group's own problems have the edit button, the bank's P1000 not.
    const editIn = (text: string) =>
      rows.locator('.ant-table-row', { hasText: text }).locator('button[data-testid^=edit-contest-problem]');
    expect(await editIn('P1000').count()).toBe(0);
    expect(await editIn(PROBLEM_ID).count()).toBe(1);
    await editIn('Cup warm-up').click();
    await page.waitForURL(new RegExp(`/group/${gid}/contest-admin/${cid}/problem/\\d+/edit$`));
    await page.getByTestId('problem-form').waitFor();
    // The short name was put before the id typed in the contest, as in the group's problem form.
    expect(await page.getByTestId('problem-id').inputValue()).toBe(`${SHORT}CUP1`);
    expect(await page.getByTestId('problem-title').inputValue()).toBe('Cup warm-up');
    expect(await page.getByTestId('contest-display-id').inputValue()).toBe('C');
    await page.getByTestId('problem-title').fill('Cup opener');
    await page.getByTestId('contest-display-title').fill('Cup opener');
    const edited = page.waitForResponse(
      (r) => r.url().endsWith('/api/group/problem') && r.request().method() === 'PUT',
    );
    await page.getByTestId('save-problem').click();
    const editResponse = await edited;
    expect(editResponse.status()).toBe(200);
    expect(editResponse.request().postDataJSON()).toMatchObject({
      cid,
      contestProblem: { displayId: 'C', displayTitle: 'Cup opener' },
    });
    await page.waitForURL(`**/group/${gid}/contest-admin/${cid}/problems`);
    await rows.locator('.ant-table-row', { hasText: 'Cup opener' }).waitFor();
    // Its announcements: the back office's list over the group's calls.
    await page.goto(`/group/${gid}/contest-admin`);
    await page.getByTestId(`contest-announcements-${cid}`).click();
    await page.waitForURL(`**/group/${gid}/contest-admin/${cid}/announcement`);
    await page.getByTestId('create-contest-announcement').click();
    await page.getByTestId('announcement-title-input').fill('Bring snacks');
    await page.getByTestId('announcement-content-input').fill('The round starts on time.');
    await page.locator('.ant-modal-footer').getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, 'Created');
    await page.getByTestId('admin-contest-announcement-list').getByText('Bring snacks').waitFor();
    await page.context().close();
    const notes = await apiCall<{ records: { title: string }[] }>(
      app.baseUrl,
      studentToken,
      'GET',
      `/api/get-contest-announcement?cid=${cid}&currentPage=1&limit=10`,
    );
    expect(notes.records.map((note) => note.title)).toContain('Bring snacks');
    const problems = await apiCall<{ displayId: string }[]>(
      app.baseUrl,
      studentToken,
      'GET',
      `/api/get-contest-problem?cid=${cid}`,
    );
    expect(problems.map((row) => row.displayId)).toEqual(['A', 'B', 'C']);

    const student = await pageAs(STUDENT, 'en-US', 'desktop');
    await student.goto(`/group/${gid}/contest`);
    await student.getByTestId(`contest-card-${cid}`).click();
    await student.waitForURL(`**/contest/${cid}`);
    await student.getByTestId('contest-title').getByText('Dock cup').waitFor();
    // The contest header's group button leads back to the group.
    await student.getByTestId('contest-group-link').click();
    await student.waitForURL(`**/group/${gid}/contest`);
    await student.context().close();
    expect(await statusOf(strangerToken, `/api/get-contest-info?cid=${cid}`)).toBe(403);
    // The page says the refusal, once: no toast repeats it.
    const stranger = await pageAs(STRANGER, 'en-US', 'desktop');
    await stranger.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __toasts: string[] }).__toasts = seen;
      new MutationObserver(() => {
        for (const notice of document.querySelectorAll('.ant-message-notice'))
          if (!seen.includes(notice.textContent ?? '')) seen.push(notice.textContent ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    await stranger.goto(`/contest/${cid}`);
    await stranger
      .getByTestId('contest-missing')
      .getByText('Only the members of the group may do this')
      .waitFor();
    await networkSettled(stranger);
    expect(await stranger.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)).toEqual([]);
    await stranger.context().close();
    const site = await fetch(`${app.baseUrl}/api/get-contest-list?currentPage=1&limit=50`).then(
      (r) => r.json() as Promise<{ data: { records: { id: number }[] } }>,
    );
    expect(site.data.records.map((contest) => contest.id)).not.toContain(cid);
  });

  it("an ended contest's problem page offers a way out only where the problem opens for the member", async () => {
    const now = Date.now();
    const times = {
      startTime: new Date(now - 48 * 3600_000).toISOString(),
      endTime: new Date(now - 45 * 3600_000).toISOString(),
    };
    const ended = (endedCid = (
      await apiCall<{ cid: number }>(app.baseUrl, teacherToken, 'POST', '/api/group/contest', {
        ...times,
        title: 'Last week',
        description: 'Over.',
        type: 0,
        auth: 0,
        gid,
      })
    ).cid);
    const p1000 = await apiCall<{ problem: { pid: number } }>(
      app.baseUrl,
      studentToken,
      'GET',
      '/api/get-problem-detail?problemId=P1000',
    );
    await apiCall(app.baseUrl, teacherToken, 'POST', '/api/group/add-contest-problem-from-public', {
      cid: ended,
      pid: p1000.problem.pid,
      displayId: 'A',
    });
    await apiCall(
      app.baseUrl,
      teacherToken,
      'POST',
      `/api/group/add-contest-problem-from-group?cid=${ended}&problemId=${PROBLEM_ID}&displayId=B`,
    );
    // A site contest's own problem (contest-only): the bank's page would be a 404 for the member.
    const siteCid = (
      await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
        ...times,
        title: 'Site round',
        description: 'Over.',
        type: 0,
        auth: 0,
      })
    ).cid;
    await apiCall(app.baseUrl, rootToken, 'POST', '/api/admin/contest/problem', {
      cid: siteCid,
      contestProblem: { displayId: 'A', displayTitle: 'Only here' },
      problem: {
        problemId: 'ONLYHERE',
        title: 'Only here',
        description: 'Add them.',
        input: 'Two integers.',
        output: 'Their sum.',
      },
      samples: [{ input: '1 2\n', output: '3\n' }],
      languages: ['C++'],
      tags: [],
      codeTemplates: [],
    });

    const student = await pageAs(STUDENT, 'en-US', 'desktop');
    await student.goto(`/contest/${ended}/problem/A`);
    await student.getByTestId('contest-ended').waitFor();
    expect(await student.getByTestId('open-in-bank').getAttribute('href')).toBe('/problem/P1000');
    await student.goto(`/contest/${ended}/problem/B`);
    await student.getByTestId('contest-ended').waitFor();
    expect(await student.getByTestId('open-in-bank').count()).toBe(0);
    await student.getByTestId('open-in-group').click();
    await student.waitForURL(`**/group/${gid}/problem/${PROBLEM_ID}`);
    await student.getByTestId('problem-title').waitFor();
    await student.goto(`/contest/${siteCid}/problem/A`);
    await student.getByTestId('contest-ended').waitFor();
    expect(await student.getByTestId('open-in-bank').count()).toBe(0);
    expect(await student.getByTestId('open-in-group').count()).toBe(0);
    await student.context().close();
  });

  it('the teacher applies for it to go public: frozen while applying', async () => {
    const page = await pageAs(TEACHER, 'en-US', 'desktop');
    await page.goto(`/group/${gid}/problem-admin`);
    await adminRow(page).waitFor();
    await adminRow(page).getByTestId('apply-public').click();
    const applied = page.waitForResponse((r) => r.url().includes('/api/group/apply-public'));
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    expect((await applied).status()).toBe(200);
    await expect
      .poll(() => adminRow(page).getByTestId('group-problem-progress').innerText())
      .toBe('Applying');
    expect(await adminRow(page).getByTestId('edit-group-problem').isDisabled()).toBe(true);
    expect(await adminRow(page).getByTestId('delete-group-problem').isDisabled()).toBe(true);
    expect(await adminRow(page).getByTestId('withdraw-public').count()).toBe(1);
    // The form says why a save would be refused.
    const pid = (
      await apiCall<{ records: { id: number; problemId: string }[] }>(
        app.baseUrl,
        teacherToken,
        'GET',
        `/api/group/get-admin-problem-list?gid=${gid}&currentPage=1&limit=10`,
      )
    ).records.find((row) => row.problemId === PROBLEM_ID)!.id;
    await page.goto(`/group/${gid}/problem-admin/edit/${pid}`);
    await page.getByTestId('group-problem-frozen').waitFor();
    // Spec 3 §6: the group's short name is shown before the id and left out of the field.
    expect(await page.getByTestId('problem-id').inputValue()).toBe('SUM');
    expect(await page.locator('.ant-input-group-addon', { hasText: SHORT }).count()).toBe(1);
    await page.context().close();
  });

  it('root approves it in the back office: it goes to the bank, the group lists it as public', async () => {
    const page = await pageAs({ username: 'root' }, 'en-US', 'desktop');
    await page.goto('/admin/problems');
    await page.getByTestId('admin-menu-group-problem').click();
    await page.getByTestId('group-problem-exam').waitFor();
    const row = page.getByTestId('group-problem-exam-list').locator('tr', { hasText: PROBLEM_ID });
    expect(await row.getByTestId('exam-progress').innerText()).toBe('Applying');
    expect(await row.getByTestId('exam-refused').count()).toBe(1);
    await row.getByTestId('exam-public').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    await waitForToast(page, 'Updated');
    await expect.poll(() => row.getByTestId('exam-progress').innerText()).toBe('Public');
    await page.context().close();

    const bank = await apiCall<{ problem: { problemId: string } }>(
      app.baseUrl,
      strangerToken,
      'GET',
      `/api/get-problem-detail?problemId=${PROBLEM_ID}`,
    );
    expect(bank.problem.problemId).toBe(PROBLEM_ID);
    const teacher = await pageAs(TEACHER, 'en-US', 'desktop');
    await teacher.goto(`/group/${gid}/problem-admin`);
    await expect
      .poll(() => adminRow(teacher).getByTestId('group-problem-progress').innerText())
      .toBe('Public');
    expect(await adminRow(teacher).getByTestId('apply-public').count()).toBe(0);
    await teacher.context().close();
  });

  it('screenshots at 1440 and 375 px in both languages', async () => {
    // A second problem, still the group's, so the member's list and page have one to show.
    await apiCall(app.baseUrl, teacherToken, 'POST', '/api/group/problem', {
      gid,
      problem: {
        problemId: 'ECHO',
        title: 'Harbour echo',
        description: 'Print the **same** line.',
        input: 'A line.',
        output: 'The line.',
        timeLimit: 1000,
        memoryLimit: 256,
        stackLimit: 128,
        difficulty: 1,
        type: 0,
        auth: 1,
        judgeMode: 'default',
        judgeCaseMode: 'default',
        examples: '<input>hi</input><output>hi</output>',
      },
      samples: [{ input: 'hi\n', output: 'hi\n' }],
      languages: ['C++'],
      tags: [],
      isUploadTestCase: false,
      changeCases: true,
    });
    // The ended contest's page with the group's link: B is the bank's now (approved above), the new one is C.
    await apiCall(
      app.baseUrl,
      teacherToken,
      'POST',
      `/api/group/add-contest-problem-from-group?cid=${endedCid}&problemId=${SHORT}ECHO&displayId=C`,
    );
    for (const { language, width } of ROUNDS) {
      const student = await pageAs(STUDENT, language, width);
      await student.goto(`/group/${gid}/problem`);
      await student.getByTestId('group-problem-list').locator('.ant-table-row').first().waitFor();
      expect(await shoot(student, 'problems', width, language)).toBe(0);
      await student.goto(`/group/${gid}/training`);
      await student.getByTestId('group-training-list').locator('.ant-table-row').first().waitFor();
      expect(await shoot(student, 'trainings', width, language)).toBe(0);
      await student.goto(`/group/${gid}/contest`);
      await student.getByTestId(`contest-card-${cid}`).waitFor();
      expect(await shoot(student, 'contests', width, language)).toBe(0);
      await student.goto(`/contest/${cid}`);
      await student.getByTestId('contest-group-link').waitFor();
      expect(await shoot(student, 'contest-page', width, language)).toBe(0);
      await student.goto(`/contest/${endedCid}/problem/C`);
      await student.getByTestId('open-in-group').waitFor();
      await editorReady(student);
      expect(await shoot(student, 'ended-contest-problem', width, language)).toBe(0);
      await student.goto(`/group/${gid}/submission`);
      await student.getByTestId('group-submission-list').locator('.ant-table-row').first().waitFor();
      expect(await shoot(student, 'submissions', width, language)).toBe(0);
      await student.goto(`/group/${gid}/problem/${SHORT}ECHO`);
      await student.getByTestId('problem-detail').waitFor();
      await editorReady(student);
      expect(await shoot(student, 'problem-page', width, language)).toBe(0);
      await student.context().close();

      const teacher = await pageAs(TEACHER, language, width);
      await teacher.goto(`/group/${gid}/problem-admin`);
      await adminRow(teacher).waitFor();
      expect(await shoot(teacher, 'problem-admin', width, language)).toBe(0);
      await teacher.goto(`/group/${gid}/problem-admin/create`);
      await teacher.getByTestId('problem-form').waitFor();
      expect(await shoot(teacher, 'problem-form', width, language)).toBe(0);
      await teacher.goto(`/group/${gid}/contest-admin`);
      await teacher.getByTestId('admin-contest-list').locator('.ant-table-row').first().waitFor();
      expect(await shoot(teacher, 'contest-admin', width, language)).toBe(0);
      await teacher.goto(`/group/${gid}/contest-admin/${cid}/problems`);
      await teacher.getByTestId('admin-contest-problems').locator('.ant-table-row').first().waitFor();
      expect(await shoot(teacher, 'contest-problems', width, language)).toBe(0);
      // The add dialog (the group's problem by id, the public set), and the in-contest problem form.
      await teacher.getByTestId('add-contest-problem').click();
      await teacher.getByTestId('add-own-problem-id').waitFor();
      await teacher.locator('.ant-modal .ant-table-row').first().waitFor();
      expect(await shoot(teacher, 'contest-add-problem', width, language)).toBe(0);
      await teacher.keyboard.press('Escape');
      await teacher
        .getByTestId('admin-contest-problems')
        .locator('.ant-table-row', { hasText: 'Cup opener' })
        .locator('button[data-testid^=edit-contest-problem]')
        .click();
      await teacher.getByTestId('problem-form').waitFor();
      await teacher.getByTestId('contest-display-id').waitFor();
      expect(await shoot(teacher, 'contest-problem-edit', width, language)).toBe(0);
      await teacher.goto(`/group/${gid}/contest-admin/${cid}/problem/create`);
      await teacher.getByTestId('contest-display-id').waitFor();
      expect(await shoot(teacher, 'contest-problem-create', width, language)).toBe(0);
      await teacher.goto(`/group/${gid}/training-admin`);
      await teacher.getByTestId(`training-problems-${tid}`).waitFor();
      expect(await shoot(teacher, 'training-admin', width, language)).toBe(0);
      await teacher.goto(`/group/${gid}/training-admin/${tid}/problems`);
      await teacher.getByTestId('training-problem-links').locator('.ant-table-row').first().waitFor();
      expect(await shoot(teacher, 'training-problems', width, language)).toBe(0);
      await teacher.context().close();

      const root = await pageAs({ username: 'root' }, language, width);
      await root.goto('/admin/group-problem');
      await root.getByTestId('group-problem-exam-list').locator('.ant-table-row').first().waitFor();
      expect(await shoot(root, 'examination', width, language)).toBe(0);
      await root.context().close();
    }
    // Four rounds of some twenty pages each, the code editor loaded on three of them.
  }, 480_000);
});
