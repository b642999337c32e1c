import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, newPage } from '../support/browser';
import { REPO_ROOT } from '../support/paths';

/** A folder as zip entries (paths relative to the folder). */
function zipFolder(folder: string): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir)) {
      const full = path.join(dir, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else entries[path.relative(folder, full).split(path.sep).join('/')] = fs.readFileSync(full);
    }
  };
  walk(folder);
  return zipSync(entries);
}

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
    await page.locator('.ant-select-item-option', { hasText: 'ICPC / Kattis package' }).click();
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
});
