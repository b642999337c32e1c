import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { apiCall, apiLogin, createUsers, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, newPage, waitForToast } from '../support/browser';

let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

const PROBLEM_ID = 'E2E-SUM';
/** Three cases of "print the sum": 100 points spread as 33, 33, 34 for OI. */
const CASES: Record<string, string> = {
  '1.in': '1 2\n',
  '1.out': '3\n',
  '2.in': '10 20\n',
  '2.out': '30\n',
  '3.in': '-5 5\n',
  '3.ans': '0\n',
};
const SOLUTION = 'a, b = map(int, input().split())\nprint(a + b)\n';

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await newPage(browser, app.baseUrl, { language: 'en-US' });
  await signInPage(page, app.baseUrl);
  await createUsers(app.baseUrl, [{ username: 'solver', password: 'solverpass1' }]);
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function chooseFile(trigger: string, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(trigger).click();
  await (await chooser).setFiles({ name, mimeType: 'application/zip', buffer });
}

async function downloadBytes(click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const stream = await (await download).createReadStream();
  return Buffer.concat(await stream.toArray());
}

const listRow = (problemId: string) =>
  page.getByTestId('problem-list').locator('.ant-table-row', { hasText: problemId });

async function adminPid(problemId: string) {
  const token = await apiLogin(app.baseUrl);
  const list = await apiCall<{ records: { id: number; problemId: string }[] }>(
    app.baseUrl,
    token,
    'GET',
    `/api/admin/problem/get-problem-list?currentPage=1&limit=50&keyword=${problemId}`,
  );
  const row = list.records.find((r) => r.problemId === problemId);
  if (!row) throw new Error(`${problemId} is not in the admin list`);
  return row.id;
}

/** A click during a dialog's zoom-in can miss its button, which no person is fast enough to do. */
const dialogZoomedIn = () =>
  page.waitForFunction(() => !document.querySelector('[class*="zoom-appear"], [class*="zoom-enter"]'));

/** The OK button of the dialog holding this form (both tag dialogs stay in the page, one hidden). */
const modalOk = (form: ReturnType<Page['getByTestId']>) =>
  page.locator('.ant-modal', { has: form }).locator('.ant-modal-footer .ant-btn-primary').click();

function unzipText(bytes: Buffer) {
  return Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(bytes)))
      .filter(([name]) => !name.endsWith('/'))
      .map(([name, content]) => [name.split('/').pop()!, strFromU8(content)]),
  );
}

describe('problem management in the back office', () => {
  it('shows the Problem menu area and refuses an empty form with the field messages', async () => {
    await page.goto('/admin/problem/create');
    await page.getByTestId('problem-form').waitFor();
    expect(await page.getByTestId('admin-menu').innerText()).toContain('Problem list');
    await page.getByTestId('save-problem').click();
    await expect
      .poll(() => page.locator('.ant-form-item-explain-error').allInnerTexts())
      .toContain('Display ID is required');
    const errors = await page.locator('.ant-form-item-explain-error').allInnerTexts();
    expect(errors).toContain('Title is required');
    expect(errors).toContain('A case needs an input or an output');
  });

  it('creates an OI problem from a test-case zip with 100 points spread over the cases', async () => {
    await page.getByTestId('problem-id').fill(PROBLEM_ID);
    await page.getByTestId('problem-title').fill('Sum of two');
    await page.getByTestId('problem-description').fill('Print $a+b$.');
    await page.getByTestId('problem-input').fill('Two integers.');
    await page.getByTestId('problem-output').fill('Their sum.');
    // The live preview renders the formula with KaTeX.
    await page.locator('.problem-form__preview .katex').first().waitFor();

    await page.getByTestId('problem-type').click();
    await page.locator('.ant-select-item-option', { hasText: 'OI' }).click();
    await page.getByText('Zip upload').click();
    const zip = Buffer.from(
      zipSync(Object.fromEntries(Object.entries(CASES).map(([n, c]) => [n, strToU8(c)]))),
    );
    await chooseFile('upload-testcase-zip', 'cases.zip', zip);
    await waitForToast(page, 'Test cases uploaded');
    const table = page.getByTestId('uploaded-cases');
    await expect.poll(() => table.locator('.ant-table-row').count()).toBe(3);
    expect(await table.locator('.ant-table-row').nth(2).innerText()).toMatch(/3\.in\s+3\.ans/);
    const scores = await table
      .locator('.ant-input-number-input')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(scores).toEqual(['33', '33', '34']);

    await page.getByTestId('save-problem').click();
    await waitForToast(page, 'Created');
    await page.waitForURL('**/admin/problems');
    await listRow(PROBLEM_ID).waitFor();
  });

  it('is solved by a user, judged against the uploaded cases', async () => {
    const pid = await adminPid(PROBLEM_ID);
    const login = await fetch(`${app.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'solver', password: 'solverpass1' }),
    });
    const token = login.headers.get('Authorization')!;
    const submission = await apiCall<{ submitId: number }>(
      app.baseUrl,
      token,
      'POST',
      '/api/submit-problem-judge',
      {
        pid,
        language: 'Python3',
        code: SOLUTION,
      },
    );
    let result = { status: 5, score: null as number | null };
    await expect
      .poll(
        async () => {
          const detail = await apiCall<{ submission: { status: number; score: number | null } }>(
            app.baseUrl,
            token,
            'GET',
            `/api/get-submission-detail?submitId=${submission.submitId}`,
          );
          result = detail.submission;
          // Pending, compiling and judging (5, 6, 7) are not results yet.
          return [5, 6, 7].includes(result.status);
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(false);
    expect(result.status).toBe(0);
    expect(result.score).toBe(100);

    // Its page says what a full solve adds to the OI rank: round(0.1 x 100 + 2 x difficulty), Easy (0) here.
    const view = await page.context().newPage();
    await view.goto(`/problem/${PROBLEM_ID}`);
    expect(await view.getByTestId('oi-rank-score').innerText()).toBe(
      '10 (0.1 × 100 points + 2 × difficulty)',
    );
    await view.close();
  });

  it('exports the problem, deletes it and imports it again with the same tests', async () => {
    const before = await downloadBytes(() => page.getByTestId(`download-cases-${PROBLEM_ID}`).click());
    expect(unzipText(before)).toEqual(CASES);

    await listRow(PROBLEM_ID).locator('.ant-checkbox-input').check();
    const exported = await downloadBytes(() => page.getByTestId('export-problems').click());
    expect(Object.keys(unzipSync(new Uint8Array(exported))).some((name) => name.endsWith('.json'))).toBe(
      true,
    );

    await page.getByTestId(`delete-problem-${PROBLEM_ID}`).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await waitForToast(page, 'Deleted');
    await expect.poll(() => listRow(PROBLEM_ID).count()).toBe(0);

    await chooseFile('import-problems', 'export.zip', exported);
    const outcome = page.getByTestId('import-outcome');
    await outcome.waitFor();
    expect(await outcome.innerText()).toContain(PROBLEM_ID);
    await listRow(PROBLEM_ID).waitFor();

    const after = await downloadBytes(() => page.getByTestId(`download-cases-${PROBLEM_ID}`).click());
    expect(unzipText(after)).toEqual(CASES);
    const token = await apiLogin(app.baseUrl);
    const detail = await apiCall<{ samples: { score: number }[]; problem: { type: number } }>(
      app.baseUrl,
      token,
      'GET',
      `/api/admin/problem?pid=${await adminPid(PROBLEM_ID)}`,
    );
    expect(detail.problem.type).toBe(1);
    expect(detail.samples.map((s) => s.score)).toEqual([33, 33, 34]);
  });

  it('shows the importer’s error when the zip holds the problem again', async () => {
    const pid = await adminPid(PROBLEM_ID);
    const token = await apiLogin(app.baseUrl);
    const response = await fetch(`${app.baseUrl}/api/file/export-problem?pid=${pid}`, {
      headers: { Authorization: token },
    });
    await chooseFile('import-problems', 'again.zip', Buffer.from(await response.arrayBuffer()));
    const outcome = page.getByTestId('import-outcome');
    await expect.poll(() => outcome.innerText()).toContain('already exists');
  });

  it('edits the title and keeps the stored cases untouched', async () => {
    const pid = await adminPid(PROBLEM_ID);
    await page.getByTestId(`edit-problem-${PROBLEM_ID}`).click();
    await page.getByTestId('problem-form').waitFor();
    expect(await page.getByTestId('problem-title').inputValue()).toBe('Sum of two');
    await page.getByTestId('problem-title').fill('Sum of two integers');
    await page.getByTestId('save-problem').click();
    await waitForToast(page, 'Saved');
    await listRow('Sum of two integers').waitFor();
    const token = await apiLogin(app.baseUrl);
    const detail = await apiCall<{ samples: { inputName: string; score: number }[] }>(
      app.baseUrl,
      token,
      'GET',
      `/api/admin/problem?pid=${pid}`,
    );
    expect(detail.samples.map((s) => [s.inputName, s.score])).toEqual([
      ['1.in', 33],
      ['2.in', 33],
      ['3.in', 34],
    ]);
  });

  it('copies a problem under a new display id, sending the stored files again', async () => {
    const pid = await adminPid(PROBLEM_ID);
    await page.goto(`/admin/problem/copy/${pid}`);
    await page.getByTestId('problem-form').waitFor();
    await page.getByTestId('save-problem').click();
    await expect
      .poll(() => page.locator('.ant-form-item-explain-error').allInnerTexts())
      .toContain('A copy needs a display id different from the original’s');
    await page.getByTestId('problem-id').fill(`${PROBLEM_ID}-2`);
    await page.getByTestId('save-problem').click();
    await waitForToast(page, 'Problem copied');
    await listRow(`${PROBLEM_ID}-2`).waitFor();
    const copy = await downloadBytes(() => page.getByTestId(`download-cases-${PROBLEM_ID}-2`).click());
    expect(unzipText(copy)).toEqual(CASES);
  });

  it('compiles a special judge, and shows the server’s 400 next to the field it names', async () => {
    await page.goto('/admin/problem/create');
    await page.getByTestId('problem-form').waitFor();
    await page.getByTestId('problem-id').fill('P1000'); // a demo problem already has it
    await page.getByTestId('problem-title').fill('Any answer');
    await page.getByTestId('problem-input').fill('Nothing.');
    await page.getByTestId('problem-output').fill('Anything.');
    await page.getByTestId('typed-case-0').locator('textarea').first().fill('1\n');

    await page.getByTestId('judge-mode').click();
    await page.locator('.ant-select-item-option', { hasText: 'Special judge' }).click();
    const notice = page.locator('.ant-modal-confirm', { hasText: 'Judge mode changed' });
    await notice.waitFor();
    await dialogZoomedIn();
    await notice.locator('.ant-btn-primary').click();

    const code = page.getByTestId('special-judge-code');
    await code.fill('int main( {');
    await page.getByTestId('compile-special').click();
    const compileError = page.locator('.ant-modal-confirm', { hasText: 'Compile Error' });
    await compileError.waitFor();
    await dialogZoomedIn();
    await compileError.locator('.ant-btn-primary').click();
    await page.getByTestId('save-problem').click();
    await waitForToast(page, 'Compile the special judge or interactor first');

    await code.fill('#include <stdio.h>\nint main(void) { return 0; }\n');
    await page.getByTestId('compile-special').click();
    await waitForToast(page, 'Compiled successfully');
    await page.getByTestId('save-problem').click();
    await expect
      .poll(() => page.locator('.ant-form-item-explain-error').allInnerTexts())
      .toContain('The problem id already exists');

    await page.getByTestId('problem-id').fill('E2E-SPJ');
    await page.getByTestId('save-problem').click();
    await waitForToast(page, 'Created');
    await listRow('E2E-SPJ').waitFor();
  });

  it("the Problem menu's Export / import entry opens the list with its import and export controls", async () => {
    await page.goto('/admin/problems');
    await page.getByTestId('admin-menu-batch-operation').click();
    await page.waitForURL('**/admin/problem/batch-operation');
    expect(await page.getByTestId('problem-batch-help').innerText()).toContain('Export: tick problems');
    await page.getByTestId('import-format').waitFor();
    await listRow('E2E-SPJ').waitFor();
  });

  it('manages tags and classifications', async () => {
    await page.goto('/admin/problem/tag');
    await page.getByTestId('create-classification').click();
    const classificationForm = page.getByTestId('classification-form');
    await classificationForm.locator('#name').fill('Basics');
    await modalOk(classificationForm);
    await waitForToast(page, 'Created');

    await page.getByTestId('create-tag').click();
    const form = page.getByTestId('tag-form');
    await form.locator('#name').fill('Arithmetic');
    await form.locator('#classificationId').click();
    await page.locator('.ant-select-item-option', { hasText: 'Basics' }).click();
    await modalOk(form);
    await waitForToast(page, 'Created');
    const row = page.getByTestId('tag-list').locator('.ant-table-row', { hasText: 'Arithmetic' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Basics');
  });
});
