import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  apiLogin,
  createUsers,
  signInPage,
  uidOfUser,
  addBankProblemToContest,
} from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  newPage,
  screenshotInto,
  sidewaysOverflow,
  waitForToast,
} from '../support/browser';

/**
 * The similarity check (issue 20): three contestants solve A+B in a running contest through the real judge, two of
 * them with the same program (names, loops and comments changed), one with their own. Root starts a check from the
 * back office's contest list, waits for its report, opens the flagged pair, sees the matched regions in the same
 * colours on both sides, marks it confirmed with a note and downloads the CSV.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let cid = 0;
const SHOTS = process.env.SIMILARITY_SHOTS ?? '/tmp/similarity-shots';

const ALICE = { username: 'alicesim', password: 'alice12345' };
const BOB = { username: 'bobsim', password: 'bob1234567' };
const CAROL = { username: 'carolsim', password: 'carol12345' };

const ALICE_CODE = `#include <iostream>
using namespace std;

long long readNumber() {
    long long value = 0;
    cin >> value;
    return value;
}

long long addAll(const long long* values, int count) {
    long long total = 0;
    for (int i = 0; i < count; i++) {
        total += values[i];
    }
    return total;
}

int main() {
    long long values[2];
    for (int i = 0; i < 2; i++) values[i] = readNumber();
    cout << addAll(values, 2) << endl;
    return 0;
}
`;
// Alice's program as a copier hands it in: names changed, a for turned into a while, comments and layout added.
const BOB_CODE = `#include <iostream>
using namespace std;

// read one number
long long getIt()
{
    long long x = 0;
    cin >> x;
    return x;
}

/* sum them up */
long long sumUp(const long long* arr, int n)
{
    long long acc = 0;
    int k = 0;
    while (k < n)
    {
        acc += arr[k];
        k++;
    }
    return acc;
}

int main()
{
    long long arr[2];
    for (int k = 0; k < 2; k++) arr[k] = getIt();
    cout << sumUp(arr, 2) << endl;
    return 0;
}
`;
const CAROL_CODE =
  '#include <cstdio>\nint main() { long long a, b; scanf("%lld%lld", &a, &b); printf("%lld\\n", a + b); }\n';

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  const rootToken = await apiLogin(app.baseUrl);
  await createUsers(app.baseUrl, [ALICE, BOB, CAROL]);
  const now = Date.now();
  cid = (
    await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
      title: 'Honest Cup',
      description: 'Solve A.',
      startTime: new Date(now - 10 * 60_000).toISOString(),
      endTime: new Date(now + 3 * 3600_000).toISOString(),
      type: 0,
      auth: 0,
    })
  ).cid;
  await addBankProblemToContest(app.baseUrl, rootToken, cid);
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

/** A contestant solves A through the real judge (the check compares accepted submissions). */
async function solveA(user: { username: string; password: string }, code: string) {
  const token = await apiLogin(app.baseUrl, user.username, user.password, 'site');
  const problems = await apiCall<{ pid: number; displayId: string }[]>(
    app.baseUrl,
    token,
    'GET',
    `/api/get-contest-problem?cid=${cid}`,
  );
  const pid = problems.find((row) => row.displayId === 'A')!.pid;
  const { submitId } = await apiCall<{ submitId: number }>(
    app.baseUrl,
    token,
    'POST',
    '/api/submit-problem-judge',
    {
      pid,
      cid,
      language: 'C++',
      code,
    },
  );
  await expect
    .poll(
      async () => {
        const statuses = await apiCall<Record<number, { status: number }>>(
          app.baseUrl,
          token,
          'POST',
          '/api/check-contest-submissions-status',
          { cid, submitIds: [submitId] },
        );
        return statuses[submitId]?.status;
      },
      { timeout: 120_000, interval: 500 },
    )
    .toBe(0);
}

async function rootPage(viewport = DESKTOP) {
  const page = await newPage(browser as Browser, app.baseUrl, { language: 'en-US', viewport });
  await signInPage(page, app.baseUrl);
  return page;
}

/** The regions of one side of the pair view: each highlighted piece's region number and colour. */
const regionsOf = (page: Page, side: 'left' | 'right') =>
  page
    .getByTestId(`similarity-code-${side}`)
    .locator('mark')
    .evaluateAll((marks) =>
      marks.map((mark) => ({
        region: mark.getAttribute('data-region'),
        colour: getComputedStyle(mark).backgroundColor,
      })),
    );

describe('the similarity check', () => {
  it('an admin checks a judged contest, opens the flagged pair, sees the matched regions, marks it and downloads the CSV', async () => {
    for (const [user, code] of [
      [ALICE, ALICE_CODE],
      [BOB, BOB_CODE],
      [CAROL, CAROL_CODE],
    ] as const)
      await solveA(user, code);

    const page = await rootPage();
    await page.goto('/admin/contest');
    await page.getByTestId(`contest-similarity-${cid}`).click();
    await page.waitForURL(`**/admin/similarity/contest/${cid}`);
    await page.getByText('a lead to look at, never a verdict').waitFor();
    await page.getByTestId('similarity-start').click();
    await page.waitForURL(/\/admin\/similarity\/check\/\d+$/);
    const checkId = Number(page.url().split('/').pop());
    await page
      .locator(`[data-testid="similarity-status-${checkId}"][data-status="done"]`)
      .waitFor({ timeout: 60_000 });

    // One pair: Alice and Bob; Carol's own program is in none.
    const pairLinks = page.locator('[data-testid^="similarity-pair-"]');
    await expect.poll(() => pairLinks.count()).toBe(1);
    const row = page.locator('.ant-table-row').first();
    expect(await row.innerText()).toMatch(new RegExp(`${ALICE.username}|${BOB.username}`));
    expect(await page.locator('.ant-table-tbody').innerText()).not.toContain(CAROL.username);

    await pairLinks.first().click();
    await page.waitForURL(/\/admin\/similarity\/pair\/\d+$/);
    await page.getByTestId('similarity-code-left').waitFor();
    const left = await regionsOf(page, 'left');
    const right = await regionsOf(page, 'right');
    expect(left.length).toBeGreaterThan(0);
    // Every region is on both sides, in the same colour.
    expect(new Set(left.map((mark) => mark.region))).toEqual(new Set(right.map((mark) => mark.region)));
    for (const mark of left)
      expect(right.find((other) => other.region === mark.region)!.colour).toBe(mark.colour);
    expect(await page.getByTestId('similarity-region-count').innerText()).toContain(
      `${left.length} matching regions`,
    );
    await screenshotInto(SHOTS, page, 'pair', 'desktop', 'en-US');

    await page.getByTestId('similarity-mark').getByText('Confirmed').click();
    await page.getByTestId('similarity-note').fill('Same helpers, renamed; talked to both.');
    await page.getByTestId('similarity-save').click();
    await waitForToast(page, 'Saved');

    await page.getByText('Back to the report').click();
    await page.waitForURL(`**/admin/similarity/check/${checkId}`);
    await page.locator('.ant-table-row', { hasText: 'Confirmed' }).waitFor();
    await screenshotInto(SHOTS, page, 'report', 'desktop', 'en-US');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('similarity-csv').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`similarity_check_${checkId}.csv`);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(ALICE.username);
    expect(lines[1]).toContain(BOB.username);
    expect(lines[1]).toContain('confirmed,"Same helpers, renamed; talked to both."');
    await page.context().close();
  });

  it("root checks a chosen problem across the site from the back office's problem list", async () => {
    const page = await rootPage();
    await page.goto('/admin/problems');
    await page.getByTestId('problem-similarity-P1000').click();
    await page.waitForURL(/\/admin\/similarity\/problem\/\d+$/);
    await page.getByTestId('similarity-start').click();
    await page.waitForURL(/\/admin\/similarity\/check\/\d+$/);
    const checkId = Number(page.url().split('/').pop());
    await page
      .locator(`[data-testid="similarity-status-${checkId}"][data-status="done"]`)
      .waitFor({ timeout: 60_000 });
    // The contest's submissions are the problem's too: the same one pair, Carol in none.
    await expect.poll(() => page.locator('[data-testid^="similarity-pair-"]').count()).toBe(1);
    expect(await page.locator('.ant-table-tbody').innerText()).not.toContain(CAROL.username);
    await page.context().close();
  });

  it('fits a phone in Chinese: the checks, the report and the pair (the two codes stacked), nothing sideways', async () => {
    const page = await newPage(browser as Browser, app.baseUrl, { language: 'zh-CN', viewport: MOBILE });
    await signInPage(page, app.baseUrl);
    await page.goto('/admin/contest');
    await page.getByTestId(`contest-similarity-${cid}`).click();
    await page.getByText('只是值得查看的线索，绝不是结论').waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshotInto(SHOTS, page, 'checks', 'mobile', 'zh-CN');
    await page.locator('[data-testid^="similarity-open-"]').first().click();
    await page.locator('.ant-table-row', { hasText: '已确认' }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshotInto(SHOTS, page, 'report', 'mobile', 'zh-CN');
    await page.locator('[data-testid^="similarity-pair-"]').first().click();
    await page.getByTestId('similarity-code-right').waitFor();
    const [leftBox, rightBox] = [
      await page.getByTestId('similarity-code-left').boundingBox(),
      await page.getByTestId('similarity-code-right').boundingBox(),
    ];
    expect(rightBox!.y).toBeGreaterThan(leftBox!.y + leftBox!.height - 1);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshotInto(SHOTS, page, 'pair', 'mobile', 'zh-CN');
    await page.context().close();
  });

  it("a group's admin without a back-office role checks the group from the site's pages", async () => {
    const rootToken = await apiLogin(app.baseUrl);
    const gid = (
      await apiCall<{ id: number }>(app.baseUrl, rootToken, 'POST', '/api/group', {
        name: 'Similarity Club',
        shortName: 'SIMC',
        auth: 1,
        brief: 'Practice together',
      })
    ).id;
    const carolToken = await apiLogin(app.baseUrl, CAROL.username, CAROL.password, 'site');
    await apiCall(app.baseUrl, carolToken, 'POST', `/api/group/member?gid=${gid}&reason=hi`);
    await apiCall(app.baseUrl, rootToken, 'PUT', '/api/group/member', {
      gid,
      uid: await uidOfUser(app.baseUrl, rootToken, CAROL.username),
      auth: 4,
    });
    const page = await newPage(browser as Browser, app.baseUrl, { language: 'en-US' });
    await signInPage(page, app.baseUrl, CAROL.username, CAROL.password);
    await page.goto(`/similarity/group/${gid}`);
    await page.getByText('a lead to look at, never a verdict').waitFor();
    await page.getByTestId('similarity-start').click();
    await page.waitForURL(/\/similarity\/check\/\d+$/);
    expect(new URL(page.url()).pathname.startsWith('/admin/')).toBe(false);
    await page.getByText('No pair reached the threshold.').waitFor({ timeout: 60_000 });
    await page.context().close();
  });
});
