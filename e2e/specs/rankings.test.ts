import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, newPage, ROUNDS } from '../support/browser';

/**
 * The public rankings (spec 2 §2.10): three users solve demo problems through the API (one of them 40 days
 * ago: its submission is aged in the database, the only way to have an old one); a guest opens /acm-rank and
 * /oi-rank and sees them in order with AC, total, rate and score, the top-10 chart, the search and the period
 * buttons, all kept in the address. Screenshots in both languages, desktop and mobile.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

const SHOTS = '/tmp/rank-shots';
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const ALPHA = { username: 'rankalpha', password: 'secret123' };
const BETA = { username: 'rankbeta', password: 'secret123' };
const GAMMA = { username: 'rankgamma', password: 'secret123' };

const AB_RIGHT =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
const AB_WRONG =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << "\\n"; }\n';
const SUMS_FAST =
  '#include <cstdio>\n#include <vector>\nint main(){int n,q;scanf("%d %d",&n,&q);std::vector<long long>p(n+1,0);for(int i=1;i<=n;i++){long long v;scanf("%lld",&v);p[i]=p[i-1]+v;}while(q--){int l,r;scanf("%d %d",&l,&r);printf("%lld\\n",p[r]-p[l-1]);}}\n';
const SUMS_SLOW =
  '#include <cstdio>\n#include <vector>\nint main(){int n,q;scanf("%d %d",&n,&q);std::vector<long long>a(n+1);for(int i=1;i<=n;i++)scanf("%lld",&a[i]);while(q--){int l,r;scanf("%d %d",&l,&r);long long s=0;for(int i=l;i<=r;i++)s+=a[i];printf("%lld\\n",s);}}\n';

const TEXT = {
  'en-US': { week: 'Last week', all: 'All', acm: 'ACM Rank', oi: 'OI Rank' },
  'zh-CN': { week: '最近一周', all: '全部', acm: 'ACM 排名', oi: 'OI 排名' },
} as const;

interface RankRow {
  username: string;
  ac: number;
  total: number;
  score: number;
}

async function waitForVerdict(token: string, submitId: number) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const statuses = await apiCall<Record<number, { status: number }>>(
      app.baseUrl,
      token,
      'POST',
      '/api/check-submissions-status',
      { submitIds: [submitId] },
    );
    const status = statuses[submitId]?.status;
    if (status !== undefined && ![5, 6, 7].includes(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`submission ${submitId} was not judged`);
}

async function submit(token: string, pid: number, code: string) {
  const { submitId } = await apiCall<{ submitId: number }>(
    app.baseUrl,
    token,
    'POST',
    '/api/submit-problem-judge',
    {
      pid,
      language: 'C++',
      code,
    },
  );
  return { submitId, status: await waitForVerdict(token, submitId) };
}

async function shoot(page: Page, name: string) {
  // Past the chart's one-second growing animation.
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const usernames = (page: Page) => page.getByTestId('rank-user').allTextContents();

async function expectNoHorizontalScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

let oiRows: RankRow[];

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  app = await startApp();
  browser = await launchBrowser();
  await createUsers(app.baseUrl, [ALPHA, BETA, GAMMA]);
  const root = await apiLogin(app.baseUrl);
  await apiCall(app.baseUrl, root, 'PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 });
  const pid = async (problemId: string) =>
    (
      await apiCall<{ problem: { pid: number } }>(
        app.baseUrl,
        root,
        'GET',
        `/api/get-problem-detail?problemId=${problemId}`,
      )
    ).problem.pid;
  const [aPlusB, rangeSums] = [await pid('P1000'), await pid('P1003')];
  const [alpha, beta, gamma] = await Promise.all(
    [ALPHA, BETA, GAMMA].map((user) => apiLogin(app.baseUrl, user.username, user.password, 'site')),
  );
  await apiCall(app.baseUrl, alpha, 'POST', '/api/change-userInfo', {
    nickname: 'Sunny',
    signature: 'Prefix sums forever',
  });
  // alpha: 2 AC of 2; beta: 1 AC of 3 (a wrong answer and a partial OI score); gamma: 1 AC of 1, 40 days ago.
  expect((await submit(alpha, aPlusB, AB_RIGHT)).status).toBe(0);
  expect((await submit(alpha, rangeSums, SUMS_FAST)).status).toBe(0);
  expect((await submit(beta, aPlusB, AB_WRONG)).status).toBe(-1);
  expect((await submit(beta, aPlusB, AB_RIGHT)).status).toBe(0);
  expect((await submit(beta, rangeSums, SUMS_SLOW)).status).toBe(8);
  const old = await submit(gamma, aPlusB, AB_RIGHT);
  expect(old.status).toBe(0);
  const db = new Database(path.join(app.dataDir, 'judge.sqlite'), { fileMustExist: true });
  try {
    db.prepare('UPDATE submissions SET created_at = ? WHERE id = ?').run(
      new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString(),
      old.submitId,
    );
  } finally {
    db.close();
  }
  const list = await fetch(`${app.baseUrl}/api/get-rank-list?type=1`);
  oiRows = ((await list.json()) as { data: { records: RankRow[] } }).data.records;
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

describe('the public rankings', () => {
  it('ranks by the API as the spec says (ACM order, OI scores that match the user home)', async () => {
    expect(oiRows.map((row) => [row.username, row.ac, row.total])).toEqual([
      [ALPHA.username, 2, 2],
      [BETA.username, 1, 3],
      [GAMMA.username, 1, 1],
    ]);
    expect(oiRows[0].score).toBeGreaterThan(oiRows[1].score);
    expect(oiRows[1].score).toBeGreaterThan(0);
    expect(oiRows[2].score).toBe(0);
    for (const row of oiRows) {
      const home = await fetch(`${app.baseUrl}/api/get-user-home-info?username=${row.username}`);
      const { scoreList } = ((await home.json()) as { data: { scoreList: number[] } }).data;
      expect(
        scoreList.reduce((sum, score) => sum + score, 0),
        row.username,
      ).toBe(row.score);
    }
  });

  for (const { language, width } of ROUNDS) {
    const viewport = width === 'desktop' ? DESKTOP : MOBILE;
    it(`shows a guest the ACM rank with its chart, search and periods (${width}, ${language})`, async () => {
      const page = await newPage(browser, app.baseUrl, { viewport, language });
      await page.goto('/acm-rank');
      await page.getByTestId('acm-rank-page').waitFor();
      await page.getByTestId('rank-chart').locator('canvas').waitFor();
      await page.getByTestId(`rank-row-${GAMMA.username}`).waitFor();
      expect(await usernames(page)).toEqual([ALPHA.username, GAMMA.username, BETA.username]);
      const beta = page.getByTestId(`rank-row-${BETA.username}`);
      expect(await beta.getByTestId('rank-ac').textContent()).toBe('1');
      expect(await beta.getByTestId('rank-rating').textContent()).toBe('33.33%');
      if (width === 'desktop') {
        expect(await beta.getByTestId('rank-total').textContent()).toBe('3');
        expect(await page.getByTestId(`rank-row-${ALPHA.username}`).textContent()).toContain('Sunny');
        expect(await page.getByTestId(`rank-row-${ALPHA.username}`).textContent()).toContain(
          'Prefix sums forever',
        );
      } else {
        // The nickname and signature columns are hidden on a phone.
        expect(await page.getByText('Prefix sums forever').count()).toBe(0);
        await expectNoHorizontalScroll(page, viewport.width);
      }
      expect(await page.getByTestId(`rank-row-${ALPHA.username}`).locator('a').getAttribute('href')).toBe(
        `/user-home?username=${ALPHA.username}`,
      );
      await shoot(page, `acm-${width}-${language}`);

      // The last week leaves out the submission of 40 days ago; the period lives in the address.
      await page.getByTestId('rank-period').getByText(TEXT[language].week).click();
      await page.waitForURL(/period=1/);
      await page.getByTestId(`rank-row-${GAMMA.username}`).waitFor({ state: 'detached' });
      expect(await usernames(page)).toEqual([ALPHA.username, BETA.username]);

      // Searching by nickname, ignoring case.
      await page.getByTestId('rank-search').locator('input').fill('sUNNY');
      await page.getByTestId('rank-search').locator('input').press('Enter');
      await page.waitForURL(/search=sUNNY/);
      await page.getByTestId(`rank-row-${BETA.username}`).waitFor({ state: 'detached' });
      expect(await usernames(page)).toEqual([ALPHA.username]);
      expect(new URL(page.url()).searchParams.get('period')).toBe('1');

      // The address alone brings the filters back.
      await page.goto('/acm-rank?search=rankb');
      await page.getByTestId(`rank-row-${BETA.username}`).waitFor();
      expect(await usernames(page)).toEqual([BETA.username]);
      expect(await page.getByTestId('rank-search').locator('input').inputValue()).toBe('rankb');
      await page.context().close();
    });

    it(`shows a guest the OI rank with scores (${width}, ${language})`, async () => {
      const page = await newPage(browser, app.baseUrl, { viewport, language });
      await page.goto('/oi-rank');
      await page.getByTestId('oi-rank-page').waitFor();
      await page.getByTestId('rank-chart').locator('canvas').waitFor();
      await page.getByTestId(`rank-row-${GAMMA.username}`).waitFor();
      expect(await usernames(page)).toEqual(oiRows.map((row) => row.username));
      for (const row of oiRows) {
        const cells = page.getByTestId(`rank-row-${row.username}`);
        expect(await cells.getByTestId('rank-score').textContent()).toBe(String(row.score));
        expect(await cells.getByTestId('rank-ac-total').textContent()).toBe(`${row.ac} / ${row.total}`);
      }
      if (width === 'mobile') await expectNoHorizontalScroll(page, viewport.width);
      await page.getByRole('heading', { name: TEXT[language].oi }).waitFor();
      await shoot(page, `oi-${width}-${language}`);
      await page.context().close();
    });
  }
});
