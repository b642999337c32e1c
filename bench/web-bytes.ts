// What a browser downloads for a page of the built web app, measured in Debian's Chromium with a cold
// cache: JavaScript and all bytes as transferred (compressed, as the server sends them), per page, and
// each as a ratio to its goal (issue 15: /home <= 300 KB of JavaScript once compressed, the problem page
// <= 600 KB before the editor, whose Monaco chunks are counted apart).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Role } from '@judge/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { demoProblems } from '../apps/server/src/contexts/problems/demo/demo-problems.ts';
import { launchBrowser, newPage } from '../e2e/support/browser.ts';
// @ts-expect-error plain JavaScript helper shared with the start and test scripts
import { ensureWebBuilt } from '../scripts/lib/prereqs.mjs';

const KB = 1000;
/** Chunks of the code editor (Monaco and its workers), loaded only where an editor is shown. */
const EDITOR_CHUNK = /monaco|editor\.api|editor\.worker|\.worker-/i;

// WEB_DIST names a build made elsewhere; otherwise apps/web/dist is built when its sources changed.
if (!process.env.WEB_DIST) ensureWebBuilt();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-bench-'));
const config = {
  ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: process.env.WEB_DIST }),
  embeddedJudge: false,
};
const { app, services } = await buildApp({ config, logger: false });
await services.accounts.ensureRootAccount('benchpass1');
const root = (await services.accounts.findUser('root'))!;
const actor = { uid: root.uid, username: 'root', role: Role.ROOT, sessionId: 'bench' } as const;
const aPlusB = demoProblems()[0];
await services.problems.create(actor, { ...aPlusB, problem: { ...aPlusB.problem, problemId: 'B0' } });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await launchBrowser();

async function measure(url: string, language: 'zh-CN' | 'en-US') {
  const page = await newPage(browser, baseUrl, { language });
  const sizes: Promise<{ url: string; type: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    sizes.push(
      request.sizes().then((size) => ({
        url: request.url(),
        type: request.resourceType(),
        bytes: size.responseBodySize + size.responseHeadersSize,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const loaded = await Promise.all(sizes);
  await page.context().close();
  const sum = (rows: typeof loaded) => rows.reduce((total, row) => total + row.bytes, 0);
  const scripts = loaded.filter((row) => row.type === 'script');
  return {
    js: sum(scripts.filter((row) => !EDITOR_CHUNK.test(row.url))),
    editorJs: sum(scripts.filter((row) => EDITOR_CHUNK.test(row.url))),
    all: sum(loaded),
    requests: loaded.length,
    scripts,
  };
}

const pages: [string, string, number][] = [
  ['/home', '/home', 300 * KB],
  ['problem page', '/problem/B0', 600 * KB],
];
console.log('\nBytes a cold browser downloads (compressed as sent), Chromium');
// Each language: a reader loads the texts of theirs only, and Chinese (the default) weighs a little more.
for (const [name, url, goal] of pages)
  for (const language of ['zh-CN', 'en-US'] as const) {
    const m = await measure(url, language);
    console.log(
      `${`${name}, ${language}`.padEnd(21)} JS ${(m.js / KB).toFixed(0).padStart(5)} KB (goal ${goal / KB} KB, ratio ${(m.js / goal).toFixed(2)})` +
        `  editor JS ${(m.editorJs / KB).toFixed(0).padStart(5)} KB  all ${(m.all / KB).toFixed(0).padStart(5)} KB in ${m.requests} requests`,
    );
    // WEB_BYTES_DETAIL=1 lists each script a page loaded, largest first: where to look when a figure grows.
    if (process.env.WEB_BYTES_DETAIL) {
      for (const row of [...m.scripts].sort((a, b) => b.bytes - a.bytes)) {
        console.log(`  ${(row.bytes / KB).toFixed(1).padStart(7)} KB  ${new URL(row.url).pathname}`);
      }
    }
  }
await browser.cleanup();
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
