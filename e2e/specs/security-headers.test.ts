import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, networkSettled, newPage } from '../support/browser';

/**
 * The Content-Security-Policy (issue 14.2; apps/server/src/plugins/security-headers.plugin.ts) is one the app
 * passes: every kind of page is loaded in Chromium with the header the server sends, and any
 * `securitypolicyviolation` event, or a console message or page error about the policy, fails the page. The pages
 * are the ones that do something a policy can refuse: Monaco (its worker and the styles it writes), KaTeX (style
 * attributes, its fonts), antd's run-time CSS, the back office's charts, the drawing board (a second entry of
 * the build), the captcha's data: image. A last test proves the watch works: an inline script put into a page is
 * refused and seen.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let cid: number;
let did: number;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const rootToken = await apiLogin(app.baseUrl);
  const now = Date.now();
  cid = (
    await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
      title: 'Policy Cup',
      description: 'The sum $a+b$ in a **running** contest.',
      startTime: new Date(now - 10 * 60_000).toISOString(),
      endTime: new Date(now + 3 * 3600_000).toISOString(),
      type: 0,
      auth: 0,
    })
  ).cid;
  const { pid } = (
    await apiCall<{ problem: { pid: number } }>(
      app.baseUrl,
      rootToken,
      'GET',
      '/api/get-problem-detail?problemId=P1000',
    )
  ).problem;
  await apiCall(app.baseUrl, rootToken, 'POST', '/api/admin/contest/add-problem-from-public', {
    cid,
    pid,
    displayId: 'A',
  });
  did = (
    await apiCall<{ id: number }>(app.baseUrl, rootToken, 'POST', '/api/discussion', {
      title: 'Formulas',
      description: 'KaTeX in a post',
      content: 'The area is $\\pi r^2$:\n\n$$\\sum_{i=1}^n a_i$$',
      categoryId: 1,
    })
  ).id;
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

/** What the page did against the policy: violation events (from the first script on) and console lines. */
async function watchPolicy(page: Page) {
  const heard: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      heard.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|Refused to/i.test(error.message)) heard.push(`page error: ${error.message}`);
  });
  // Put in by the browser before the page's own scripts, so not itself subject to the policy.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __policyViolations: string[] }).__policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}`,
      );
    });
  });
  return async () => [
    ...heard,
    ...(await page.evaluate(
      () => (window as unknown as { __policyViolations: string[] }).__policyViolations,
    )),
  ];
}

interface PageCase {
  name: string;
  path: string;
  /** What shows once the page has done its work (an editor loaded, a formula drawn). */
  ready: (page: Page) => Promise<unknown>;
  signedIn?: boolean;
}

const PAGES: PageCase[] = [
  { name: 'home', path: '/home', ready: (page) => page.getByTestId('home-recent-problems').waitFor() },
  {
    name: 'a problem: KaTeX statement and Monaco editor',
    path: '/problem/P1000',
    signedIn: true,
    ready: async (page) => {
      await page.getByTestId('problem-statement').locator('.katex').first().waitFor();
      await page.locator('.monaco-editor .view-lines').first().waitFor();
    },
  },
  {
    name: 'the problem list',
    path: '/problem',
    ready: (page) => page.getByTestId('problem-link-P1000').waitFor(),
  },
  {
    name: 'a contest',
    path: '/contest/CID',
    signedIn: true,
    ready: (page) => page.getByTestId('contest-overview').locator('.katex').first().waitFor(),
  },
  {
    name: "a contest's problem with the editor",
    path: '/contest/CID/problem/A',
    signedIn: true,
    ready: (page) => page.locator('.monaco-editor .view-lines').first().waitFor(),
  },
  {
    name: 'a discussion with display formulas',
    path: '/discussion-detail/DID',
    ready: (page) => page.locator('.markdown-body .katex').nth(1).waitFor(),
  },
  { name: 'the rank', path: '/acm-rank', ready: (page) => page.getByTestId('rank-table').waitFor() },
  {
    name: 'the online IDE',
    path: '/ojide',
    signedIn: true,
    ready: (page) => page.locator('.monaco-editor .view-lines').first().waitFor(),
  },
  {
    name: 'the back office dashboard',
    path: '/admin/dashboard',
    signedIn: true,
    ready: (page) => page.getByTestId('dashboard-judges').waitFor(),
  },
  {
    name: "the back office's problem form (Markdown editor and preview)",
    path: '/admin/problem/edit/PID',
    signedIn: true,
    ready: (page) => page.locator('.katex').first().waitFor(),
  },
  {
    name: 'the back office login (captcha picture)',
    path: '/admin/login',
    ready: (page) => page.locator('form').first().waitFor(),
  },
  {
    name: 'the drawing board',
    path: '/draw/index.html',
    ready: (page) => page.getByTestId('draw-canvas').waitFor(),
  },
];

async function pidOfP1000() {
  const token = await apiLogin(app.baseUrl);
  return (
    await apiCall<{ problem: { pid: number } }>(
      app.baseUrl,
      token,
      'GET',
      '/api/get-problem-detail?problemId=P1000',
    )
  ).problem.pid;
}

describe('the Content-Security-Policy', () => {
  it.each(PAGES)('$name passes it', async ({ path, ready, signedIn }) => {
    const page = await newPage(browser as Browser, app.baseUrl, { language: 'en-US' });
    try {
      if (signedIn) await signInPage(page, app.baseUrl);
      const violations = await watchPolicy(page);
      const address = path
        .replace('CID', String(cid))
        .replace('DID', String(did))
        .replace('PID', String(await pidOfP1000()));
      const response = await page.goto(address);
      const headers = response!.headers();
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      await ready(page);
      // Lazy chunks, fonts and workers load after the first paint.
      await networkSettled(page);
      await page.waitForTimeout(500);
      expect(await violations()).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('is watched: an inline script put into a page is refused and seen', async () => {
    const page = await newPage(browser as Browser, app.baseUrl, { language: 'en-US' });
    try {
      const violations = await watchPolicy(page);
      await page.goto('/home');
      await page.getByTestId('home-recent-problems').waitFor();
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true';
        document.body.append(script);
      });
      await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
      expect((await violations()).join('\n')).toMatch(/script-src/);
      expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBe(
        undefined,
      );
    } finally {
      await page.context().close();
    }
  });
});
