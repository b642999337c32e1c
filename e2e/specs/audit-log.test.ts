import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { ownWebCopy, shoot, signedInPage } from '../support/back-office';
import { launchBrowser, waitForToast, ROUNDS } from '../support/browser';

/**
 * The audit log (issue 25): root edits a problem's title in the back office's problem form, opens General > Audit
 * log, filters by the action and finds the entry with who, the problem and the title before and after; the CSV
 * export carries it too; a contest's admin opens their contest's part from the contest list, a group's admin their
 * group's under its Audit log tab. The page at 1440 and
 * 375 px in both languages, checked for sideways overflow (`/tmp/admin-shots`, `audit-log-*`).
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let dropWebCopy: () => void;
let rootToken = '';
let pid = 0;
let cid = 0;

beforeAll(async () => {
  dropWebCopy = ownWebCopy();
  app = await startApp();
  browser = await launchBrowser();
  rootToken = await apiLogin(app.baseUrl);
  pid = (
    await apiCall<{ pid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/problem', {
      problem: {
        problemId: 'AUDIT1',
        title: 'Ledger before',
        description: 'Add two integers.',
        input: 'Two integers.',
        output: 'Their sum.',
        examples: '<input>1 2</input><output>3</output>',
      },
      samples: [{ input: '1 2\n', output: '3\n' }],
      languages: ['C++', 'Python3'],
      tags: [],
      codeTemplates: [],
    })
  ).pid;
  const now = Date.now();
  cid = (
    await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
      title: 'Audit Cup',
      description: 'A contest whose changes are logged.',
      startTime: new Date(now + 3600_000).toISOString(),
      endTime: new Date(now + 3 * 3600_000).toISOString(),
      type: 0,
      auth: 0,
    })
  ).cid;
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
  dropWebCopy?.();
});

describe('the audit log in the back office', () => {
  it("root edits a problem and finds the entry with the title's before and after, and in the CSV", async () => {
    const page = await signedInPage(browser as Browser, app.baseUrl);
    await page.goto(`/admin/problem/edit/${pid}`);
    await page.getByTestId('problem-form').waitFor();
    await expect.poll(() => page.getByTestId('problem-title').inputValue()).toBe('Ledger before');
    await page.getByTestId('problem-title').fill('Ledger after');
    await page.getByTestId('save-problem').click();
    await waitForToast(page, 'Saved');

    await page.goto('/admin/dashboard');
    await page.getByTestId('admin-menu-audit-log').click();
    await page.waitForURL('**/admin/audit-log');
    await page.getByTestId('audit-filter-action').fill('problem.update');
    await page.getByTestId('audit-filter-apply').click();
    const rows = page.getByTestId('audit-log-page').locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    const text = await row.innerText();
    expect(text).toContain('root');
    expect(text).toContain('problem.update');
    expect(text).toContain(`problem #${pid}`);
    await row.locator('.ant-table-row-expand-icon').click();
    const changes = page.locator('[data-testid^="audit-changes-"]');
    await changes.waitFor();
    const titleRow = changes.locator('.ant-table-row', { hasText: 'title' }).first();
    expect(await titleRow.innerText()).toMatch(/title\s+Ledger before\s+Ledger after/);

    const downloading = page.waitForEvent('download');
    await page.getByTestId('audit-log-csv').click();
    const csv = fs.readFileSync((await (await downloading).path()) as string, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('problem.update');
    expect(lines[1]).toContain('Ledger after');
    await page.context().close();
  });

  it("a contest's admin opens its part of the log from the contest list", async () => {
    const page = await signedInPage(browser as Browser, app.baseUrl);
    await page.goto('/admin/contest');
    await page.getByTestId(`contest-audit-log-${cid}`).click();
    await page.waitForURL(`**/admin/contest/${cid}/audit-log`);
    const rows = page.getByTestId('audit-log-page').locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('contest.create');
    await page.context().close();
  });

  it("a group's admins find its part under the group's Audit log tab", async () => {
    const gid = (
      await apiCall<{ id: number }>(app.baseUrl, rootToken, 'POST', '/api/group', {
        name: 'Ledger Club',
        shortName: 'LEDG',
        brief: 'A group of the e2e run',
        auth: 1,
        visible: true,
      })
    ).id;
    await apiCall(app.baseUrl, rootToken, 'POST', '/api/group/announcement', {
      gid,
      title: 'Bring your ledgers',
      content: 'On Friday.',
      status: 0,
    });
    const page = await signedInPage(browser as Browser, app.baseUrl);
    await page.goto(`/group/${gid}/audit-log`);
    await page.getByTestId('group-tab-auditLog').waitFor({ state: 'attached' });
    const rows = page.getByTestId('audit-log-page').locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().innerText()).toContain('announcement.create');
    expect(await rows.nth(1).innerText()).toContain('group.create');
    await page.context().close();
  });

  it('fits 1440 and 375 px in both languages', async () => {
    for (const { language, px: width } of ROUNDS) {
      const page = await signedInPage(browser as Browser, app.baseUrl, { language, width });
      await page.goto('/admin/audit-log');
      await page.getByTestId('audit-log-page').locator('.ant-table-row').first().waitFor();
      expect(await shoot(page, 'audit-log', width, language)).toBe(0);
      await page.context().close();
    }
  });
});
