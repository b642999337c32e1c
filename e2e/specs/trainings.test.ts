import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers, signInPage } from '../support/api';
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
 * Trainings (issue 10): root creates a category and a private training of four problems in the back office
 * (the demo A+B P1000 added by id, a private A+B written for it and two more demo problems found by search);
 * a student finds it in /training, is refused with the wrong password, registers with the right one, solves
 * the two A+B problems through the real judge (the private one only reachable through the training), walks
 * the training's order with previous / next, and sees progress 2/4 on the training, in the list and on the
 * user home, and themself in the training's rank. Screenshots of every page at 1440 and 375 px in both
 * languages (`/tmp/training-shots`).
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

const SHOTS = process.env.TRAINING_SHOTS ?? '/tmp/training-shots';
const WIDTHS = { desktop: DESKTOP, mobile: MOBILE } as const;
const STUDENT = { username: 'trainee', password: 'trainee123' };
const LATECOMER = { username: 'latecomer', password: 'latecomer123' };
const PASSWORD = 'warmup-pass';
const TITLE = 'Warm-up Set';
const PRIVATE_ID = 'TA001';
const CPP_SUM =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';

let rootToken = '';
let tid = 0;

type Language = 'zh-CN' | 'en-US';
type Width = keyof typeof WIDTHS;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  await createUsers(app.baseUrl, [STUDENT, LATECOMER]);
  rootToken = await apiLogin(app.baseUrl);
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 });
  // A second A+B, private: students reach it only through the training.
  await apiCall(app.baseUrl, rootToken, 'POST', '/api/admin/problem', {
    problem: {
      problemId: PRIVATE_ID,
      title: 'Sum Again',
      description: 'Add two integers, once more.',
      input: 'Two integers a and b.',
      output: 'Their sum.',
      examples: '<input>2 3</input><output>5</output>',
      auth: 2,
    },
    samples: [
      { input: '2 3\n', output: '5\n' },
      { input: '10 -4\n', output: '6\n' },
    ],
    languages: ['C++', 'Python3'],
    tags: [{ name: 'math' }],
    codeTemplates: [],
  });
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function pageAs(
  user: { username: string; password?: string } | null,
  language: Language,
  width: Width,
) {
  const page = await newPage(browser as Browser, app.baseUrl, { language, viewport: WIDTHS[width] });
  if (user) await signInPage(page, app.baseUrl, user.username, user.password);
  return page;
}

const shoot = (page: Page, name: string, width: Width, language: Language) =>
  screenshotInto(SHOTS, page, name, width, language);

const editorReady = (page: Page) =>
  page.locator('[data-testid=code-editor] [data-ready=true]').waitFor({ timeout: 60_000 });

async function typeCode(page: Page, code: string) {
  await page.locator('[data-testid=code-editor] .monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** Submits A+B on the open problem page and waits for the judge's Accepted; answers what was sent. */
async function solve(page: Page) {
  await editorReady(page);
  await typeCode(page, CPP_SUM);
  const submitted = page.waitForResponse((r) => r.url().includes('/api/submit-problem-judge'));
  await page.getByTestId('submit-code').click();
  const sent = (await submitted).request().postDataJSON() as { tid?: number; pid: number };
  await page
    .getByTestId('submission-status')
    .locator('[data-testid=judge-status][data-status="0"]')
    .waitFor({ timeout: 90_000 });
  return sent;
}

async function addFromBank(page: Page, problemId: string) {
  const search = page.getByTestId('training-bank-search').locator('input');
  await search.fill(problemId);
  await search.press('Enter');
  const added = page.waitForResponse((r) => r.url().includes('/api/admin/training/add-problem-from-public'));
  await page.getByTestId(`add-bank-problem-${problemId}`).click();
  expect((await added).status()).toBe(200);
}

describe('trainings', () => {
  it('root creates a category and a private training of four problems in the back office', async () => {
    const page = await pageAs({ username: 'root' }, 'en-US', 'desktop');
    await page.goto('/admin/training/category');
    await page.getByTestId('create-training-category').click();
    await page.getByTestId('training-category-name').fill('Basics');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, 'Created');
    await page.getByTestId('training-categories').getByText('Basics').waitFor();

    await page.goto('/admin/training/create');
    await page.getByTestId('training-form').waitFor();
    await page.getByTestId('training-rank').fill('1');
    await page.getByTestId('training-title').fill(TITLE);
    await page.getByTestId('training-description').fill('Start here: **two sums** and two more.');
    await page.getByTestId('training-auth').getByText('Private').click();
    // The password is required for a private training.
    await page.getByTestId('save-training').click();
    await page.getByText('Password is required').waitFor();
    await page.getByTestId('training-password').fill(PASSWORD);
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/training') && r.request().method() === 'POST',
    );
    await page.getByTestId('save-training').click();
    const body = (await created).request().postDataJSON() as { training: Record<string, unknown> };
    expect(body.training).toMatchObject({ title: TITLE, auth: 'Private', privatePwd: PASSWORD, rank: 1 });
    tid = ((await (await created).json()) as { data: { tid: number } }).data.tid;
    await page.waitForURL('**/admin/training');
    await page.getByTestId(`admin-training-${tid}`).waitFor();
    await page.getByTestId(`training-visible-${tid}`).waitFor();

    await page.getByTestId(`training-problems-${tid}`).click();
    await page.waitForURL(`**/admin/training/${tid}/problems`);
    await page.getByText(`Problems of ${TITLE}`).waitFor();
    await page.getByTestId('add-training-problem').click();
    // By id, then from the search (the private problem too: a private problem is read only through it).
    await page.getByTestId('add-by-id').fill('p1000');
    const byId = page.waitForResponse((r) => r.url().includes('/api/admin/training/add-problem-from-public'));
    await page.getByTestId('add-by-id-button').click();
    expect((await byId).status()).toBe(200);
    await addFromBank(page, PRIVATE_ID);
    await addFromBank(page, 'P1001');
    await addFromBank(page, 'P1003');
    await shoot(page, 'admin-add-problems', 'desktop', 'en-US');
    await page.keyboard.press('Escape');
    const links = page.getByTestId('training-problem-links');
    for (const problemId of ['P1000', PRIVATE_ID, 'P1001', 'P1003'])
      await links.getByTestId(`training-problem-rank-${problemId}`).waitFor();
    // New problems go to the end: ranks 0..3 in the order they were added.
    expect(await links.getByTestId('training-problem-rank-P1003').inputValue()).toBe('3');
    await page.context().close();
  });

  it('a guest is asked to log in before opening a training', async () => {
    const page = await pageAs(null, 'en-US', 'desktop');
    await page.goto('/training');
    await page.getByTestId(`training-${tid}`).click();
    await waitForToast(page, 'Please log in first');
    await page.locator('.auth-dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/training');
    // No progress column for guests.
    expect(await page.getByTestId(`training-progress-${tid}`).count()).toBe(0);
    await page.context().close();
  });

  it('a student registers, solves two problems, walks the order and sees progress 2/4 and the rank', async () => {
    const page = await pageAs(STUDENT, 'en-US', 'desktop');
    await page.goto('/training');
    await page.getByTestId('training-search').locator('input').fill('warm-up');
    await page.getByTestId('training-search').locator('input').press('Enter');
    await page.getByTestId(`training-progress-${tid}`).getByText('0/4').waitFor();
    await page.getByTestId(`training-${tid}`).click();
    await page.waitForURL(`**/training/${tid}`);
    await page.getByTestId('training-title').getByText(TITLE).waitFor();
    // The problem and rank tabs wait for the password.
    expect(await page.getByRole('tab', { name: 'Problems' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByTestId('training-password').fill('not-it');
    await page.getByTestId('training-register').click();
    await page.getByText('Wrong password').waitFor();
    await page.getByTestId('training-password').fill(PASSWORD);
    await page.getByTestId('training-register').click();
    await waitForToast(page, 'You are registered for the training');
    await page.getByTestId('training-access-granted').waitFor();

    await page.getByTestId('training-tab-problems').click();
    await page.waitForURL(`**/training/${tid}/problems`);
    await page.getByTestId(`training-problem-${PRIVATE_ID}`).waitFor();
    await page.getByTestId('training-problem-P1000').click();
    await page.waitForURL(`**/training/${tid}/problem/P1000`);
    // The first problem: previous warns.
    await page.getByTestId('previous-problem').click();
    await waitForToast(page, 'This is already the first problem');
    const first = await solve(page);
    expect(first.tid).toBe(tid);

    // Next walks the training's order: the private A+B, then Circle Area.
    await page.getByTestId('next-problem').click();
    await page.waitForURL(`**/training/${tid}/problem/${PRIVATE_ID}`);
    await page.getByTestId('problem-title').getByText('Sum Again').waitFor();
    const second = await solve(page);
    expect(second.tid).toBe(tid);
    await page.getByTestId('next-problem').click();
    await page.waitForURL(`**/training/${tid}/problem/P1001`);
    await page.getByTestId('next-problem').click();
    await page.waitForURL(`**/training/${tid}/problem/P1003`);
    await page.getByTestId('next-problem').click();
    await waitForToast(page, 'This is already the last problem');
    await page.getByTestId('previous-problem').click();
    await page.waitForURL(`**/training/${tid}/problem/P1001`);

    // Progress 2/4 on the training, its problem list marks both solved, and the rank has the student.
    await page.goto(`/training/${tid}/problems`);
    await page.getByTestId('training-detail-progress').getByText('2/4').waitFor();
    // The statuses come with their own call after the table: wait for them rather than read at once.
    await expect
      .poll(() => page.getByTestId('training-problem-table').getByTestId('problem-solved').count())
      .toBe(2);
    await page.getByTestId('training-tab-rank').click();
    await page.waitForURL(`**/training/${tid}/rank`);
    const row = page.getByTestId('training-rank-table').locator('tr', {
      has: page.getByTestId(`training-rank-user-${STUDENT.username}`),
    });
    await row.waitFor();
    expect(await row.getByTestId('training-rank-cell').count()).toBe(2);
    // ... in the list ...
    await page.goto('/training');
    await page.getByTestId(`training-progress-${tid}`).getByText('2/4').waitFor();
    // ... and on the user home, whose dialog lists the training's problems.
    await page.goto(`/user-home?username=${STUDENT.username}`);
    await page.getByTestId('user-home-trainings-tab').click();
    await page.getByTestId(`progress-solved-${tid}`).getByText('2 / 4').waitFor();
    await page.getByTestId(`progress-training-${tid}`).click();
    const dialog = page.getByTestId('training-problems-dialog');
    await dialog.getByTestId(`training-problem-${PRIVATE_ID}`).waitFor();
    expect(await dialog.getByTestId('problem-solved').count()).toBe(2);
    expect(await dialog.getByTestId(`training-problem-${PRIVATE_ID}`).getAttribute('target')).toBe('_blank');

    // The private problem stays out of the bank.
    await page.goto(`/problem/${PRIVATE_ID}`);
    await page.locator('.ant-result-404').waitFor();
    await page.context().close();
  });

  it('screenshots of every training page at 1440 and 375 px in both languages', async () => {
    const overflowing: string[] = [];
    const check = async (page: Page, name: string, width: Width, language: Language) => {
      if (width === 'mobile' && (await sidewaysOverflow(page)) > 1) overflowing.push(`${name}-${language}`);
      await shoot(page, name, width, language);
    };
    for (const { language, width } of ROUNDS) {
      const student = await pageAs(STUDENT, language, width);
      await student.goto('/training');
      await student.getByTestId(`training-progress-${tid}`).waitFor();
      await check(student, 'training-list', width, language);
      await student.goto(`/training/${tid}`);
      await student.getByTestId('training-access-granted').waitFor();
      await check(student, 'training-introduction', width, language);
      await student.goto(`/training/${tid}/problems`);
      await student.getByTestId('training-problem-P1000').waitFor();
      await check(student, 'training-problems', width, language);
      await student.goto(`/training/${tid}/rank`);
      await student.getByTestId(`training-rank-user-${STUDENT.username}`).waitFor();
      await check(student, 'training-rank', width, language);
      await student.goto(`/training/${tid}/problem/${PRIVATE_ID}`);
      await editorReady(student);
      await shoot(student, 'training-problem', width, language);
      await student.goto(`/user-home?username=${STUDENT.username}`);
      await student.getByTestId('user-home-trainings-tab').click();
      await student.getByTestId(`progress-training-${tid}`).waitFor();
      await check(student, 'user-home-trainings', width, language);
      await student.getByTestId(`progress-training-${tid}`).click();
      await student.getByTestId('training-problems-dialog').getByTestId('training-problem-P1000').waitFor();
      await shoot(student, 'user-home-training-dialog', width, language);
      await student.context().close();

      // Someone who has not registered sees the password form.
      const latecomer = await pageAs(LATECOMER, language, width);
      await latecomer.goto(`/training/${tid}`);
      await latecomer.getByTestId('training-password-form').waitFor();
      await check(latecomer, 'training-password', width, language);
      await latecomer.context().close();

      const root = await pageAs({ username: 'root' }, language, width);
      await root.goto('/admin/training');
      await root.getByTestId(`admin-training-${tid}`).waitFor();
      await shoot(root, 'admin-training-list', width, language);
      await root.goto(`/admin/training/${tid}/edit`);
      await root.getByTestId('training-title').waitFor();
      await shoot(root, 'admin-training-edit', width, language);
      await root.goto(`/admin/training/${tid}/problems`);
      await root.getByTestId('training-problem-rank-P1000').waitFor();
      await shoot(root, 'admin-training-problems', width, language);
      await root.getByTestId('add-training-problem').click();
      await root.getByTestId('add-training-problem-dialog').getByTestId('add-by-id').waitFor();
      await shoot(root, 'admin-training-add', width, language);
      await root.goto('/admin/training/category');
      await root.getByTestId('training-categories').getByText('Basics').waitFor();
      await shoot(root, 'admin-training-categories', width, language);
      await root.context().close();
    }
    expect(overflowing).toEqual([]);
  }, 600_000);
});
