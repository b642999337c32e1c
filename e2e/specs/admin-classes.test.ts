import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers, uidOfUser } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import {
  ADMIN_SHOTS,
  ownWebCopy,
  shoot,
  signedInPage,
  type Language,
  type Width,
} from '../support/back-office';
import { launchBrowser, networkSettled, waitForToast, ROUNDS } from '../support/browser';

/**
 * Classes for teachers (issue 13.4): a teacher creates a class in the back office, adds two students by a
 * pasted list (an unknown name is said), assigns a training of two demo problems (A+B P1000, Circle Area P1001)
 * by its id; the students submit through the real judge (one answers A+B wrong then right, the other sends A+B
 * code to the circle problem and fails); the class rank, the homework's completion and the student's page show
 * the counts those submissions make. A finished class takes no students; a plain user is sent to the back
 * office's login. Screenshots of every class page at 1440 and 375 px in both languages (`/tmp/admin-shots`,
 * `class-*`), the phone pages checked for sideways overflow.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let removeWebCopy: () => void;

const TEACHER = { username: 'mrclass', password: 'teach12345' };
const ALICE = { username: 'alicestu', password: 'alice12345' };
const BOB = { username: 'bobstu', password: 'bob1234567' };
const CLASS_NAME = 'Grade 7 Class 2';
const CPP_SUM =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
const CPP_DIFF =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << "\\n"; }\n';

let rootToken = '';
let tid = 0;
let classId = 0;
const pids: Record<string, number> = {};

const uidOf = (username: string) => uidOfUser(app.baseUrl, rootToken, username);

/** Submits through the training and waits for the real judge's verdict (polled by hand: no test context here). */
async function submit(user: { username: string; password: string }, problemId: string, code: string) {
  const token = await apiLogin(app.baseUrl, user.username, user.password, 'site');
  const submission = await apiCall<{ submitId: number }>(
    app.baseUrl,
    token,
    'POST',
    '/api/submit-problem-judge',
    {
      pid: pids[problemId],
      tid,
      language: 'C++',
      code,
    },
  );
  const deadline = Date.now() + 90_000;
  let status = 5;
  while ([5, 6, 7, 9].includes(status) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const detail = await apiCall<{ submission: { status: number } }>(
      app.baseUrl,
      token,
      'GET',
      `/api/get-submission-detail?submitId=${submission.submitId}`,
    );
    status = detail.submission.status;
  }
  return status;
}

beforeAll(async () => {
  removeWebCopy = ownWebCopy();
  app = await startApp();
  browser = await launchBrowser();
  await createUsers(app.baseUrl, [TEACHER, ALICE, BOB]);
  rootToken = await apiLogin(app.baseUrl);
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/user/edit-user', {
    uid: await uidOf(TEACHER.username),
    role: 1009,
  });
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 });
  // The training the teacher assigns: root's (teachers do not manage trainings), two demo problems.
  const category = await apiCall<{ id: number }>(
    app.baseUrl,
    rootToken,
    'POST',
    '/api/admin/training/category',
    {
      name: 'Homework',
      color: '#409eff',
    },
  );
  tid = (
    await apiCall<{ tid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/training', {
      training: { rank: 1, title: 'Loops week 1', description: 'Two warm-ups.', auth: 'Public' },
      trainingCategory: { id: category.id },
    })
  ).tid;
  for (const problemId of ['P1000', 'P1001']) {
    const detail = await apiCall<{ problem: { pid: number } }>(
      app.baseUrl,
      rootToken,
      'GET',
      `/api/get-problem-detail?problemId=${problemId}`,
    );
    pids[problemId] = detail.problem.pid;
    await apiCall(app.baseUrl, rootToken, 'POST', '/api/admin/training/add-problem-from-public', {
      tid,
      pid: pids[problemId],
    });
  }
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
  removeWebCopy?.();
});

const teacherPage = (language: Language = 'en-US', width: Width = 1440) =>
  signedInPage(browser as Browser, app.baseUrl, { ...TEACHER, language, width });

describe('classes for teachers', () => {
  it('the teacher creates a class, adds two students by a pasted list and assigns a training', async () => {
    const page = await teacherPage();
    await page.goto('/admin/dashboard');
    await page.getByTestId('admin-menu').getByText('Class', { exact: true }).click();
    await page.getByTestId('admin-menu-class-list').click();
    await page.waitForURL('**/admin/class');

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/class') && r.request().method() === 'POST',
    );
    await page.getByTestId('class-create').click();
    await page.getByTestId('class-name').fill(CLASS_NAME);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    classId = ((await (await created).json()) as { data: { id: number } }).data.id;
    await page.getByTestId(`class-open-${classId}`).click();
    await page.waitForURL(`**/admin/class/${classId}/detail`);
    await expect.poll(() => page.getByTestId('class-name-title').textContent()).toBe(CLASS_NAME);

    await page.getByTestId('class-usernames').fill(`${ALICE.username}, ${BOB.username}\nnobody-such`);
    await page.getByTestId('class-add').click();
    await waitForToast(page, 'Added 2, already in the class 0, not found 1');
    await expect.poll(() => page.getByTestId('class-not-found').textContent()).toContain('nobody-such');
    await page.getByTestId(`student-open-${ALICE.username}`).waitFor();
    await page.getByTestId(`student-open-${BOB.username}`).waitFor();

    await page.getByTestId('class-tab-homework').click();
    await page.waitForURL(`**/admin/class/${classId}/homeWork`);
    // Found by its title in the public list (a hidden one would be typed by its id).
    await page.getByTestId('homework-ref-id').click();
    await page.keyboard.type('Loops');
    await page.locator('.ant-select-item-option', { hasText: `#${tid} Loops week 1` }).click();
    await page.getByTestId('homework-assign').click();
    await expect.poll(() => page.getByTestId(`homework-open-${tid}`).textContent()).toBe('Loops week 1');
    await page.close();
  });

  it("the rank, the completion and the student's page show what the students' submissions make", async () => {
    // Alice: A+B wrong, then right. Bob: A+B code sent to the circle problem, wrong.
    expect(await submit(ALICE, 'P1000', CPP_DIFF)).toBe(-1);
    expect(await submit(ALICE, 'P1000', CPP_SUM)).toBe(0);
    expect(await submit(BOB, 'P1001', CPP_SUM)).toBe(-1);

    const page = await teacherPage();
    await page.goto(`/admin/class/${classId}/rank`);
    await expect.poll(() => page.getByTestId(`rank-solved-${ALICE.username}`).textContent()).toBe('1 / 2');
    expect(await page.getByTestId(`rank-submissions-${ALICE.username}`).textContent()).toBe('2');
    expect(await page.getByTestId(`rank-solved-${BOB.username}`).textContent()).toBe('0 / 2');
    expect(await page.getByTestId(`rank-submissions-${BOB.username}`).textContent()).toBe('1');
    const rows = page.getByTestId('class-rank').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    // Alice first with 50% AC; one solver and two triers of A+B, one trier of the circle.
    expect(await rows.nth(0).textContent()).toContain(ALICE.username);
    expect(await rows.nth(0).textContent()).toContain('50%');
    const header = await page.getByTestId('class-rank').locator('thead').textContent();
    expect(header).toContain('P10001/1');
    expect(header).toContain('P10010/1');

    await page.getByTestId('class-tab-homework').click();
    await page.getByTestId(`homework-open-${tid}`).click();
    await expect.poll(() => page.getByTestId(`completion-${ALICE.username}`).textContent()).toBe('1 / 2');
    expect(await page.getByTestId(`completion-${BOB.username}`).textContent()).toBe('0 / 2');

    await page.getByRole('link', { name: BOB.username }).click();
    await page.waitForURL(`**/admin/class/${classId}/personRank/*`);
    await expect.poll(() => page.getByTestId('student-solved').textContent()).toBe('0 / 2');
    await expect
      .poll(() => page.getByTestId('student-submissions').locator('tbody tr.ant-table-row').count())
      .toBe(1);
    expect(await page.getByTestId('student-submissions').textContent()).toContain('Circle Area');
    await page.close();
  });

  it('screenshots of every class page at 1440 and 375 px in both languages', async () => {
    const bobUid = await uidOf(BOB.username);
    const shots: [string, string][] = [
      ['class-list', '/admin/class'],
      ['class-detail', `/admin/class/${classId}/detail`],
      ['class-homework', `/admin/class/${classId}/homeWork`],
      ['class-completion', `/admin/class/${classId}/homeWork/1`],
      ['class-rank', `/admin/class/${classId}/rank`],
      ['class-student', `/admin/class/${classId}/personRank/${bobUid}`],
    ];
    const overflow: string[] = [];
    for (const { language, px: width } of ROUNDS) {
      const page = await teacherPage(language, width);
      for (const [name, url] of shots) {
        await page.goto(url);
        await page.getByTestId(name === 'class-list' ? 'class-list' : 'class-frame').waitFor();
        await page
          .locator('.ant-spin-spinning')
          .waitFor({ state: 'detached' })
          .catch(() => {});
        await networkSettled(page);
        const sideways = await shoot(page, name, width, language);
        if (width === 375 && sideways > 0) overflow.push(`${name} ${language}: ${sideways}px`);
        if (name === 'class-list') {
          await page.getByTestId('class-create').click();
          await page.getByTestId('class-name').waitFor();
          await shoot(page, 'class-dialog', width, language);
          await page.keyboard.press('Escape');
          await page.getByTestId('class-name').waitFor({ state: 'hidden' });
        }
      }
      await page.close();
    }
    expect(overflow).toEqual([]);
    console.log(`class screenshots in ${ADMIN_SHOTS}`);
  });

  it('a finished class takes no students; a plain user is sent to the back office login', async () => {
    const page = await teacherPage('zh-CN');
    await page.goto('/admin/class');
    await page.getByTestId(`class-edit-${classId}`).click();
    await page.getByTestId('class-state').getByText('已结课').click();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/class') && r.request().method() === 'PUT',
    );
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    expect((await saved).status()).toBe(200);
    await page.getByTestId(`class-open-${classId}`).click();
    await expect.poll(() => page.getByTestId('class-finished').textContent()).toContain('已结课');
    expect(await page.getByTestId('class-add-students').count()).toBe(0);
    await page.close();

    const student = await signedInPage(browser as Browser, app.baseUrl, { ...ALICE });
    await student.goto('/admin/class');
    await student.waitForURL('**/admin/login');
    await student.close();
  });
});
