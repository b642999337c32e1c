import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROOT_PASSWORD, ROOT_USERNAME, startApp, type RunningApp } from '../support/app';
import { launchBrowser, newPage, waitForToast } from '../support/browser';

let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await newPage(browser, app.baseUrl, { language: 'en-US' });
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function chooseCsv(content: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('choose-csv').click();
  await (
    await chooser
  ).setFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });
}

describe('back office user management', () => {
  it('logs in on /admin/login and shows the dashboard with the role-based menu', async () => {
    await page.goto('/admin/login');
    const form = page.getByTestId('admin-login-form');
    await form.locator('input').nth(0).fill(ROOT_USERNAME);
    await form.locator('input').nth(1).fill(ROOT_PASSWORD);
    await form.locator('button[type=submit]').click();
    await page.getByTestId('admin-dashboard').waitFor();
    expect(await page.getByTestId('admin-dashboard').innerText()).toContain(ROOT_USERNAME);
    expect(await page.getByTestId('admin-menu').innerText()).toContain('Users');
  });

  it('imports users from a CSV file after a preview', async () => {
    await page.goto('/admin/user');
    await page.getByTestId('user-list').waitFor();
    await chooseCsv(
      'student1,pass1234,Student One,male,,s1@example.test\nstudent2,pass5678\n学生三,pass9012,张三\n',
    );
    const card = page.getByTestId('import-users');
    await expect.poll(() => card.locator('.ant-table-row').count()).toBe(3);
    expect(await card.innerText()).toContain('Student One');
    await page.getByTestId('import-submit').click();
    await waitForToast(page, '3 users imported');
    const list = page.getByTestId('user-list');
    await expect.poll(() => list.innerText()).toContain('student2');
    expect(await list.innerText()).toContain('学生三');

    // The imported account works.
    const login = await fetch(`${app.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'student2', password: 'pass5678' }),
    });
    expect(login.status).toBe(200);
  });

  it("shows the server's error naming the row and column, and imports nothing", async () => {
    await chooseCsv('student4,pass1234\nstudent5,\n');
    await page.getByTestId('import-submit').click();
    const error = page.getByTestId('import-error');
    await error.waitFor();
    const text = await error.innerText();
    expect(text).toMatch(/row 2/i);
    expect(text).toMatch(/password/i);
    await page.getByTestId('user-search').locator('input').fill('student4');
    await page.getByTestId('user-search').locator('input').press('Enter');
    await expect.poll(() => page.getByTestId('user-list').locator('.ant-table-row').count()).toBe(0);
  });

  it('edits a user role and deletes a user', async () => {
    await page.getByTestId('user-search').locator('input').fill('student1');
    await page.getByTestId('user-search').locator('input').press('Enter');
    await page.getByTestId('edit-user-student1').click();
    const form = page.getByTestId('edit-user-form');
    await form.locator('#role').click();
    await page.locator('.ant-select-item-option', { hasText: 'Teacher (1009)' }).click();
    await form.locator('#titleName').fill('Champion');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await waitForToast(page, 'Saved');
    await expect.poll(() => page.getByTestId('user-list').innerText()).toContain('Champion');
    expect(await page.getByTestId('user-list').innerText()).toContain('Teacher');

    await page
      .getByTestId('user-list')
      .locator('.ant-table-row')
      .first()
      .locator('.ant-btn-dangerous')
      .click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await waitForToast(page, 'Deleted');
    await expect.poll(() => page.getByTestId('user-list').locator('.ant-table-row').count()).toBe(0);
  });

  it('generates accounts and downloads their list with the token', async () => {
    const card = page.getByTestId('generate-users');
    await card.locator('#prefix').fill('team');
    await card.locator('#numberFrom').fill('1');
    await card.locator('#numberTo').fill('3');
    await card.locator('#passwordLength').fill('8');
    await card.locator('button[type=submit]').click();
    await page.getByTestId('generated-users').waitFor();
    expect(await page.getByTestId('generated-users').innerText()).toContain('team1');
    const download = page.waitForEvent('download');
    await page.getByTestId('generated-users').getByRole('button').first().click();
    const file = await download;
    const content = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(content).toString('utf8')).toContain('team3');
  });
});
