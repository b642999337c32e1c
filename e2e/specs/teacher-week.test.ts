import type { Browser, Page } from 'playwright-core';
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
import { launchBrowser, networkSettled, newPage, waitForToast, ROUNDS } from '../support/browser';
import { openLoginDialog, submitLogin } from '../support/ui';

/**
 * The teacher's week (issue 24): a teacher who runs a group generates two student accounts straight into their
 * class on the back office's student page, gives the group's training (A+B, P1000) as the class's homework from
 * the group's work list, sees who did it once one student solved it through the real judge (completion and the
 * student's judge log), resets the other's forgotten password, and that student signs in with the new one.
 * Screenshots of the new pages at 1440 and 375 px in both languages (`/tmp/admin-shots`, `teacher-*`).
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let removeWebCopy: () => void;

const TEACHER = { username: 'msweek', password: 'teach12345' };
const CLASS_NAME = 'Grade 8 Class 1';
const GROUP_NAME = 'Weekly Drills';
const CPP_SUM =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';

let rootToken = '';
let teacherToken = '';
let classId = 0;
let gid = 0;
let tid = 0;
let pid = 0;
let submitId = 0;
let groupProblemId = '';
const students: { username: string; password: string }[] = [];

/** Submits through the group's training and waits for the real judge's verdict. */
async function solve(user: { username: string; password: string }) {
  const token = await apiLogin(app.baseUrl, user.username, user.password, 'site');
  await apiCall(app.baseUrl, token, 'POST', `/api/group/member?gid=${gid}`);
  const submission = await apiCall<{ submitId: number }>(
    app.baseUrl,
    token,
    'POST',
    '/api/submit-problem-judge',
    { pid, tid, language: 'C++', code: CPP_SUM },
  );
  submitId = submission.submitId;
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
  await createUsers(app.baseUrl, [TEACHER]);
  rootToken = await apiLogin(app.baseUrl);
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/user/edit-user', {
    uid: await uidOfUser(app.baseUrl, rootToken, TEACHER.username),
    role: 1009,
  });
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/switch/update', {
    defaultSubmitInterval: 0,
    defaultCreateGroupACInitValue: 0,
    openGroupDiscussion: true,
  });
  teacherToken = await apiLogin(app.baseUrl, TEACHER.username, TEACHER.password);
  // The teacher's class and group, and the group's training of A+B (made on their own pages in other specs).
  classId = (
    await apiCall<{ id: number }>(app.baseUrl, teacherToken, 'POST', '/api/admin/class', {
      name: CLASS_NAME,
      description: '',
      state: 0,
    })
  ).id;
  gid = (
    await apiCall<{ id: number }>(app.baseUrl, teacherToken, 'POST', '/api/group', {
      name: GROUP_NAME,
      shortName: 'WD',
      brief: 'Drills every week.',
      description: 'Our drills.',
      auth: 1,
    })
  ).id;
  const category = await apiCall<{ id: number }>(
    app.baseUrl,
    rootToken,
    'POST',
    '/api/admin/training/category',
    { name: 'Drills', color: '#409eff' },
  );
  tid = (
    await apiCall<{ tid: number }>(app.baseUrl, teacherToken, 'POST', '/api/group/training', {
      training: { rank: 1, title: 'Sums drill', description: 'Add two numbers.', auth: 'Public' },
      trainingCategory: { id: category.id },
      gid,
    })
  ).tid;
  pid = (
    await apiCall<{ problem: { pid: number } }>(
      app.baseUrl,
      rootToken,
      'GET',
      '/api/get-problem-detail?problemId=P1000',
    )
  ).problem.pid;
  await apiCall(app.baseUrl, teacherToken, 'POST', '/api/group/add-training-problem-from-public', {
    tid,
    pid,
  });
  // A problem of the group's own (its id gets the group's short name before it).
  await apiCall(app.baseUrl, teacherToken, 'POST', '/api/group/problem', {
    gid,
    problem: {
      problemId: 'SUM',
      title: 'Group sum',
      description: 'Add two integers.',
      input: 'Two integers a and b.',
      output: 'Their sum.',
      examples: '<input>2 3</input><output>5</output>',
      auth: 1,
    },
    samples: [{ input: '2 3\n', output: '5\n' }],
    languages: ['C++'],
    tags: [],
    codeTemplates: [],
  });
  groupProblemId = (
    await apiCall<{ records: { problemId: string }[] }>(
      app.baseUrl,
      teacherToken,
      'GET',
      `/api/group/get-problem-list?gid=${gid}&currentPage=1&limit=10`,
    )
  ).records[0].problemId;
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
  removeWebCopy?.();
});

const teacherPage = (language: Language = 'en-US', width: Width = 1440) =>
  signedInPage(browser as Browser, app.baseUrl, { ...TEACHER, language, width });

const settled = async (page: Page) => {
  await page
    .locator('.ant-spin-spinning')
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await networkSettled(page);
};

describe("the teacher's week", () => {
  it('generates two students into the class from the student page (Class menu, Students)', async () => {
    const page = await teacherPage();
    await page.goto('/admin/dashboard');
    await page.getByTestId('admin-menu').getByText('Class', { exact: true }).click();
    await page.getByTestId('admin-menu-students').click();
    await page.waitForURL('**/admin/student');
    // Nothing can be made before a class is picked: the teacher's new students must join one of theirs.
    expect(await page.getByTestId('generate-submit').isDisabled()).toBe(true);
    await page.getByTestId('join-class-select').click();
    await page.locator('.ant-select-item-option', { hasText: CLASS_NAME }).click();
    const generate = page.getByTestId('generate-users');
    await generate.locator('#prefix').fill('wk');
    await generate.locator('#numberFrom').fill('1');
    await generate.locator('#numberTo').fill('2');
    const made = page.waitForResponse((r) => r.url().endsWith('/api/admin/student/generate-student'));
    await page.getByTestId('generate-submit').click();
    const body = (await (await made).json()) as {
      data: { users: { username: string; password: string }[] };
    };
    students.push(...body.data.users);
    expect(students.map((s) => s.username)).toEqual(['wk1', 'wk2']);
    await waitForToast(page, '2 accounts generated');
    // The list shows them, and so does the class.
    await page.getByTestId('edit-student-wk1').waitFor();
    await page.getByTestId('edit-student-wk2').waitFor();
    await page.goto(`/admin/class/${classId}/detail`);
    await page.getByTestId('student-open-wk1').waitFor();
    await page.getByTestId('student-open-wk2').waitFor();
    await page.close();
  });

  it("gives the group's training as homework from the group's work list", async () => {
    const page = await teacherPage();
    await page.goto(`/admin/class/${classId}/homeWork`);
    await page.getByTestId('group-work-select').click();
    await page.locator('.ant-select-item-option', { hasText: GROUP_NAME }).click();
    await page.getByTestId('group-work-open').click();
    await page.waitForURL(`**/admin/class/${classId}/workList/${gid}`);
    const assigned = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/class/homework') && r.request().method() === 'POST',
    );
    await page.getByTestId(`work-assign-training-${tid}`).click();
    expect((await assigned).status()).toBe(200);
    await expect.poll(() => page.getByTestId('group-work-list').textContent()).toContain('Already given');
    await page.getByRole('button', { name: 'Back to homework' }).click();
    await expect.poll(() => page.getByTestId(`homework-open-${tid}`).textContent()).toBe('Sums drill');
    await page.close();
  });

  it('sees who did it: one student solves A+B in the group training through the real judge', async () => {
    expect(await solve(students[0])).toBe(0);
    const page = await teacherPage();
    await page.goto(`/admin/class/${classId}/homeWork`);
    await page.getByTestId(`homework-open-${tid}`).click();
    await expect.poll(() => page.getByTestId('completion-wk1').textContent()).toBe('1 / 1');
    expect(await page.getByTestId('completion-wk2').textContent()).toBe('0 / 1');
    // The student's judge log, from the class's student list.
    await page.goto(`/admin/class/${classId}/detail`);
    await page.getByTestId('judge-log-wk1').click();
    await page.waitForURL('**/admin/student/*/judge-log*');
    await expect.poll(() => page.getByTestId('judge-log').textContent()).toContain('Accepted');
    expect(await page.getByTestId('judge-log').textContent()).toContain(`Group #${gid}`);
    await page.close();
  });

  it("the group's training, its problems, a submission and a problem's discussions stay inside the group", async () => {
    const student = await signedInPage(browser as Browser, app.baseUrl, { ...students[0] });
    await student.goto(`/group/${gid}/training`);
    await student.getByTestId('group-training-link').click();
    await student.waitForURL(`**/group/${gid}/training/${tid}`);
    await student.getByTestId('training-tab-problems').click();
    await student.waitForURL(`**/group/${gid}/training/${tid}/problems`);
    await student.getByRole('link', { name: 'P1000', exact: true }).first().click();
    await student.waitForURL(`**/group/${gid}/training/${tid}/problem/P1000`);
    // An old link to the site's training page moves into the group.
    await student.goto(`/training/${tid}/rank`);
    await student.waitForURL(`**/group/${gid}/training/${tid}/rank`);
    await student.goto(`/group/${gid}/submission`);
    await student.getByTestId(`submission-link-${submitId}`).click();
    await student.waitForURL(`**/group/${gid}/submission-detail/${submitId}`);
    await expect.poll(() => student.innerText('body')).toContain('Accepted');
    await student.goto(`/group/${gid}/problem/${groupProblemId}`);
    await student.getByTestId('problem-discussion-link').click();
    await student.waitForURL(`**/group/${gid}/discussion/${groupProblemId}`);
    await expect
      .poll(() => student.getByTestId('group-discussion-heading').textContent())
      .toBe(`Discussion of ${groupProblemId}`);
    await student.close();
  });

  it('resets a forgotten password; the student signs in with the new one', async () => {
    const page = await teacherPage();
    await page.goto('/admin/student');
    await page.getByTestId('edit-student-wk2').click();
    await page.getByTestId('edit-student-password').fill('fresh-start-8');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/student/edit-student'));
    await page.getByTestId('edit-student-save').click();
    expect((await saved).status()).toBe(200);
    await waitForToast(page, 'Saved. The student signs in with the new password from now on.');
    await page.close();

    // The old password no longer opens the account; the new one does, through the site's login dialog.
    await expect(apiLogin(app.baseUrl, 'wk2', students[1].password, 'site')).rejects.toThrow();
    const student = await newPage(browser as Browser, app.baseUrl, { language: 'en-US' });
    await openLoginDialog(student);
    await submitLogin(student, 'wk2', 'fresh-start-8');
    await student.getByTestId('user-menu').waitFor();
    await student.close();
  });

  it('screenshots of the new pages at 1440 and 375 px in both languages', async () => {
    const wk1 = await uidOfUser(app.baseUrl, rootToken, 'wk1');
    const shots: [string, string, string][] = [
      ['teacher-students', '/admin/student', 'student-list'],
      ['teacher-homework', `/admin/class/${classId}/homeWork`, 'group-work-picker'],
      ['teacher-work-list', `/admin/class/${classId}/workList/${gid}`, 'group-work-list'],
      ['teacher-judge-log', `/admin/student/${wk1}/judge-log?username=wk1`, 'judge-log'],
    ];
    // The group pages the students now stay on, as a member sees them.
    const memberShots: [string, string, string][] = [
      ['group-training-inside', `/group/${gid}/training/${tid}/problems`, 'training-shell'],
      ['group-submission-inside', `/group/${gid}/submission-detail/${submitId}`, 'group-shell'],
      ['group-problem-discussions', `/group/${gid}/discussion/${groupProblemId}`, 'group-discussion-heading'],
    ];
    const overflow: string[] = [];
    for (const { language, px: width } of ROUNDS) {
      const page = await teacherPage(language, width);
      for (const [name, url, testId] of shots) {
        await page.goto(url);
        await page.getByTestId(testId).waitFor();
        await settled(page);
        const sideways = await shoot(page, name, width, language);
        if (width === 375 && sideways > 0) overflow.push(`${name} ${language}: ${sideways}px`);
        if (name === 'teacher-students') {
          await page.getByTestId('edit-student-wk1').click();
          await page.getByTestId('edit-student-form').waitFor();
          await dialogSettledIn(page);
          await shoot(page, 'teacher-edit-student', width, language);
          await page.keyboard.press('Escape');
          await page.getByTestId('edit-student-form').waitFor({ state: 'hidden' });
        }
      }
      await page.close();
      const member = await signedInPage(browser as Browser, app.baseUrl, {
        username: 'wk1',
        password: students[0].password,
        language,
        width,
      });
      for (const [name, url, testId] of memberShots) {
        await member.goto(url);
        await member.getByTestId(testId).waitFor();
        await settled(member);
        const sideways = await shoot(member, name, width, language);
        if (width === 375 && sideways > 0) overflow.push(`${name} ${language}: ${sideways}px`);
      }
      await member.close();
    }
    expect(overflow).toEqual([]);
    console.log(`teacher screenshots in ${ADMIN_SHOTS}`);
  });
});

/** The edit dialog's zoom-in ended (a screenshot mid-animation shows it half drawn). */
const dialogSettledIn = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[class*="zoom-appear"], [class*="zoom-enter"]'));
