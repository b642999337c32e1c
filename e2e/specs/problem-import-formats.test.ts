import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, newPage } from '../support/browser';
import { REPO_ROOT } from '../support/paths';

/** A folder's files by their paths relative to it. */
function zipFolderEntries(folder: string): Record<string, Uint8Array> {
  const entries: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir)) {
      const full = path.join(dir, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else entries[path.relative(folder, full).split(path.sep).join('/')] = fs.readFileSync(full);
    }
  };
  walk(folder);
  return entries;
}

/** A folder as zip entries (paths relative to the folder). */
const zipFolder = (folder: string): Uint8Array => zipSync(zipFolderEntries(folder));

let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

const cdata = (text: string) => `<![CDATA[${text}]]>`;
const TITLE = 'E2E FPS Sum';
/** An FPS file as HUSTOJ exports it: one item, limits with units, an HTML statement, paired tests. */
const FPS_FILE = `<?xml version="1.0" encoding="UTF-8"?>
<fps version="1.2" url="https://github.com/zhblue/freeproblemset/">
<generator name="HUSTOJ" url="https://github.com/zhblue/hustoj/"/>
<item>
<title>${cdata(TITLE)}</title>
<time_limit unit="s">${cdata('1')}</time_limit>
<memory_limit unit="mb">${cdata('128')}</memory_limit>
<description>${cdata('<p>Print the <b>sum</b> of two integers.</p>')}</description>
<input>${cdata('<p>a and b</p>')}</input>
<output>${cdata('<p>a+b</p>')}</output>
<sample_input>${cdata('1 2')}</sample_input>
<sample_output>${cdata('3')}</sample_output>
<test_input>${cdata('1 2\n')}</test_input>
<test_output>${cdata('3\n')}</test_output>
</item>
</fps>`;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await newPage(browser, app.baseUrl, { language: 'en-US' });
  await signInPage(page, app.baseUrl);
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

describe('problem import in other formats', () => {
  it('imports an FPS XML file chosen as FPS and lists the problem under its new id', async () => {
    await page.goto('/admin/problems');
    await page.getByTestId('import-format').click();
    await page.locator('.ant-select-item-option', { hasText: 'FPS XML' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('import-problems').click();
    const fileChooser = await chooser;
    expect(await fileChooser.element().getAttribute('accept')).toBe('.xml');
    await fileChooser.setFiles({ name: 'problems.xml', mimeType: 'text/xml', buffer: Buffer.from(FPS_FILE) });

    const outcome = page.getByTestId('import-outcome');
    await expect.poll(() => outcome.innerText()).toContain('FPS-1');
    const row = page.getByTestId('problem-list').locator('.ant-table-row', { hasText: TITLE });
    await row.waitFor();
    expect(await row.innerText()).toContain('FPS-1');
  });

  it("imports an ICPC package zip, judges its own submissions and says they all got their folder's verdict", async () => {
    // One of the judge's conformance packages (apps/judge/test/conformance), zipped as a problem setter would.
    const zip = zipFolder(path.join(REPO_ROOT, 'apps/judge/test/conformance/space-sensitive'));
    await page.goto('/admin/problems');
    await page.getByTestId('import-format').click();
    await page.locator('.ant-select-item-option', { hasText: 'ICPC / Kattis / Polygon package' }).click();
    await page.getByTestId('import-folder').waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('import-problems').click();
    const fileChooser = await chooser;
    await fileChooser.setFiles({
      name: 'space-sensitive.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zip),
    });

    const outcome = page.getByTestId('import-outcome');
    await expect
      .poll(() => outcome.innerText(), { timeout: 120_000 })
      .toMatch(
        /imported \(time limit 1 s\): 4 package submissions judged, 0 with another verdict than their folder/,
      );
    const row = page
      .getByTestId('problem-list')
      .locator('.ant-table-row', { hasText: 'Space change sensitive' });
    await row.waitFor();
  });

  it('imports a Codeforces Polygon package through the same button and shows the check of its solutions', async () => {
    // The judge's Polygon test package (apps/judge/test/polygon), with a statement as Polygon writes it.
    const folder = path.join(REPO_ROOT, 'apps/judge/test/polygon/aplusb-scored');
    const entries: Record<string, Uint8Array> = {};
    for (const [name, content] of Object.entries(zipFolderEntries(folder)))
      entries[`aplusb-scored/${name}`] = content;
    entries['aplusb-scored/statement-sections/english/legend.tex'] = Buffer.from(
      'Given $a$ and $b$, print $a+b$.',
    );
    await page.goto('/admin/problems');
    await page.getByTestId('import-format').click();
    await page.locator('.ant-select-item-option', { hasText: 'ICPC / Kattis / Polygon package' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('import-problems').click();
    await (
      await chooser
    ).setFiles({
      name: 'aplusb-scored.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zipSync(entries)),
    });

    const outcome = page.getByTestId('import-outcome');
    await expect
      .poll(() => outcome.innerText(), { timeout: 180_000 })
      .toMatch(
        /aplusb-scored imported from a Polygon package \(time limit 1 s\): 5 solutions judged, 0 with another verdict/,
      );
    const report = page.getByTestId('package-report');
    expect(await report.getByTestId('package-report-summary').innerText()).toContain(
      '5 submissions: 5 as expected, 0 differ',
    );
    const row = report.locator('.ant-table-row', { hasText: 'solutions/small-only.cpp' });
    const text = await row.innerText();
    expect(text).toContain('as expected');
    expect(text).toContain('WA (PA on the site)');
    expect(text).toContain('groups: large WA 0');
    expect(text).toContain('40');
    await page.getByTestId('problem-list').locator('.ant-table-row', { hasText: 'aplusb-scored' }).waitFor();

    // Later, from the problem's own page: the check stored with it, the same report.
    await page.getByTestId('edit-problem-aplusb-scored').click();
    await page.getByTestId('stored-package-report').click();
    const stored = page.locator('.ant-modal').getByTestId('package-report');
    await expect
      .poll(() => stored.getByTestId('package-report-summary').innerText(), { timeout: 30_000 })
      .toContain('5 submissions: 5 as expected, 0 differ');
  });
});
