/**
 * PNGs of the back office's package import report (a Codeforces Polygon package, and an ICPC package with folders
 * left to a person, notes and a submission in a language the judge does not run) at 1440 px and 375 px in both
 * languages into /work/main/screenshots, for a person to look at. Each package is imported once through the API;
 * the page then shows that same answer for each picture (its import call answered with it).
 * Run: npx tsx e2e/package-report-screenshots.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { apiLogin, signInPage } from './support/api';
import { startApp } from './support/app';
import { DESKTOP, launchBrowser, MOBILE, newPage } from './support/browser';
import buildWebOnce from './support/global-setup';
import { REPO_ROOT } from './support/paths';

const OUT = path.join(REPO_ROOT, 'screenshots');
const LANGUAGES = ['zh-CN', 'en-US'] as const;
const VIEWPORTS = { desktop: DESKTOP, mobile: MOBILE } as const;

/** A judge test package as a zip with one top folder, with files added. */
function zipPackage(folder: string, name: string, add: Record<string, string> = {}): Uint8Array {
  const dir = path.join(REPO_ROOT, 'apps/judge/test', folder);
  const entries: Record<string, Uint8Array> = {};
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at)) {
      const full = path.join(at, entry);
      if (fs.statSync(full).isDirectory()) walk(full);
      else entries[`${name}/${path.relative(dir, full)}`] = fs.readFileSync(full);
    }
  };
  walk(dir);
  for (const [file, content] of Object.entries(add)) entries[`${name}/${file}`] = Buffer.from(content);
  return zipSync(entries);
}

async function importPackage(baseUrl: string, token: string, zip: Uint8Array): Promise<unknown> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(zip)]), 'package.zip');
  const response = await fetch(`${baseUrl}/api/admin/problem/import-icpc`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  });
  const body = (await response.json()) as { status: number; msg: string };
  if (body.status !== 200) throw new Error(`import: ${body.msg}`);
  return body;
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  buildWebOnce();
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const token = await apiLogin(app.baseUrl);
    const answers = {
      polygon: await importPackage(
        app.baseUrl,
        token,
        zipPackage('polygon/aplusb-scored', 'aplusb-scored', {
          'statement-sections/english/legend.tex': 'Given $a$ and $b$, print $a+b$.',
        }),
      ),
      icpc: await importPackage(
        app.baseUrl,
        token,
        zipPackage('conformance/submission-folders', 'submission-folders', {
          'submissions/accepted/old.py2': 'print "hello"\n',
        }),
      ),
    };
    for (const [name, answer] of Object.entries(answers))
      for (const language of LANGUAGES)
        for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
          const page = await newPage(browser, app.baseUrl, { viewport, language });
          await signInPage(page, app.baseUrl);
          await page.route('**/api/admin/problem/import-icpc', (route) =>
            route.fulfill({ contentType: 'application/json', body: JSON.stringify(answer) }),
          );
          await page.goto('/admin/problems');
          await page.getByTestId('import-format').click();
          await page.locator('.ant-select-item-option').last().click();
          const chooser = page.waitForEvent('filechooser');
          await page.getByTestId('import-problems').click();
          await (
            await chooser
          ).setFiles({ name: 'p.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') });
          await page.getByTestId('package-report').waitFor();
          await page.waitForTimeout(400);
          const file = path.join(OUT, `package-report-${name}-${viewportName}-${language}.png`);
          await page.screenshot({ path: file, fullPage: true });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          console.log(file, overflow > 0 ? `(${overflow} px wider than the window)` : '');
          await page.context().close();
        }
  } finally {
    await browser.cleanup();
    await app.stop();
  }
}

await main();
