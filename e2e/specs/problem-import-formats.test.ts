import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, newPage } from '../support/browser';

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
});
