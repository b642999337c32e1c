import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers, signInPage, pidOfProblem } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { DESKTOP, MOBILE, launchBrowser, newPage, waitForToast } from '../support/browser';

/**
 * An IOI contest played end to end (issue 25, docs/contest-rules.md). Root makes an OI contest with the demo's
 * Range Sums (subtask 1: 40 points, subtask 2: 60) and picks "IOI" as its scoring in the back office's form;
 * alice submits through the real judge a program right on the large subtask only (60), then one right on the
 * small one only (40); bob the small one only. The board, live for contestants under IOI, gives alice the best
 * of each subtask summed: 100; bob 40. Root switches the contest to strict IOI in the form: alice's best single
 * submission, 60. Screenshots at 1440 and 375 px in both languages into /tmp/contest-rules-shots/.
 *
 * Then a Ledo contest (root sets a cost of 10 % per rejected try in the form): alice's 40, then 100 after that one
 * rejected try, counts 90; bob's 100 at once, 100 (contestants see nothing until the end). And a homework contest:
 * bob hands in before root sets the due time (now) with a late period of 80 %, alice after it: bob 100, alice 80
 * marked late, live for contestants.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let rootToken = '';

const SHOTS = process.env.CONTEST_RULES_SHOTS ?? '/tmp/contest-rules-shots';
const PASSWORD = 'rulespass123';
const NAMES = ['alice', 'bob'] as const;
type Name = (typeof NAMES)[number];
const tokens = {} as Record<Name, string>;
const HOUR = 3_600_000;

const PREFIX_SUMS =
  '#include <cstdio>\n#include <vector>\nint main(){int n,q;scanf("%d %d",&n,&q);std::vector<long long>p(n+1,0);for(int i=1;i<=n;i++){long long v;scanf("%lld",&v);p[i]=p[i-1]+v;}while(q--){int l,r;scanf("%d %d",&l,&r);printf("%lld\\n",p[r]-p[l-1]);}}\n';
const ANSWER = 'printf("%lld\\n",p[r]-p[l-1]);';
/** Right on subtask 1 (n <= 1000) only. */
const SMALL_ONLY = PREFIX_SUMS.replace(ANSWER, 'printf("%lld\\n",n>1000?0LL:p[r]-p[l-1]);');
/** Right on subtask 2 (n > 1000) only. */
const LARGE_ONLY = PREFIX_SUMS.replace(ANSWER, 'printf("%lld\\n",n>1000?p[r]-p[l-1]:0LL);');
/** Statuses still waiting for the judge. */
const WAITING = new Set([5, 6, 7, 9]);

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  rootToken = await apiLogin(app.baseUrl);
  await createUsers(
    app.baseUrl,
    NAMES.map((username) => ({ username, password: PASSWORD })),
  );
  for (const name of NAMES) tokens[name] = await apiLogin(app.baseUrl, name, PASSWORD, 'site');
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function bankPid(problemId: string) {
  return pidOfProblem(app.baseUrl, rootToken, problemId);
}

async function submit(name: Name, cid: number, pid: number, code: string) {
  const made = await apiCall<{ submitId: number }>(
    app.baseUrl,
    tokens[name],
    'POST',
    '/api/submit-problem-judge',
    { pid, cid, language: 'C++', code },
  );
  return made.submitId;
}

/** Waits for the judge's verdict and score (root sees real results), polling as the status page does. */
async function judged(cid: number, submitId: number) {
  for (;;) {
    const statuses = await apiCall<Record<number, { status: number; score: number | null }>>(
      app.baseUrl,
      rootToken,
      'POST',
      '/api/check-contest-submissions-status',
      { cid, submitIds: [submitId] },
    );
    const status = statuses[submitId];
    if (status && !WAITING.has(status.status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

type Language = 'zh-CN' | 'en-US';
async function pageAs(name: Name | 'root', language: Language, viewport = DESKTOP) {
  const page = await newPage(browser as Browser, app.baseUrl, { language, viewport });
  if (name === 'root') await signInPage(page, app.baseUrl);
  else await signInPage(page, app.baseUrl, name, PASSWORD);
  return page;
}

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(1200);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Root picks the contest's scoring in the back office's form and saves it. */
async function pickScoring(cid: number, option: string, language: Language, shot: string) {
  const page = await pageAs('root', language);
  await page.goto(`/admin/contest/${cid}/edit`);
  await page.getByTestId('contest-form').waitFor();
  await page.getByTestId('scoring-rule').click();
  await page.locator('.ant-select-item-option', { hasText: option }).click();
  await shoot(page, shot);
  await page.getByTestId('contest-save').click();
  await waitForToast(page, language === 'en-US' ? 'Saved' : '修改成功');
  await page.close();
}

const scoreOf = (page: Page, name: Name) =>
  page
    .locator('tr.ant-table-row:not(.scoreboard-row--pinned)')
    .filter({ has: page.getByTestId(`board-user-${name}`) })
    .getByTestId('board-score')
    .textContent();

async function boardScores(
  name: Name,
  language: Language,
  viewport: typeof DESKTOP,
  shot: string,
  cid: number,
) {
  const page = await pageAs(name, language, viewport);
  await page.goto(`/contest/${cid}/rank`);
  await page.getByTestId('scoreboard-table').locator('tr.ant-table-row').first().waitFor();
  const scores = {
    alice: await scoreOf(page, 'alice'),
    bob: await scoreOf(page, 'bob'),
    // The line under the board's title says how it scores.
    rule: await page.locator('.scoreboard__rule').textContent(),
  };
  await shoot(page, shot);
  await page.close();
  return scores;
}

describe('an IOI contest through the real judge', () => {
  let cid = 0;
  let pid = 0;

  beforeAll(async () => {
    const start = Math.floor((Date.now() - HOUR) / 1000) * 1000;
    ({ cid } = await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
      title: 'Range Sums IOI Cup',
      description: 'Subtasks count across submissions.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 3 * HOUR).toISOString(),
      type: 1,
      auth: 0,
    }));
    pid = await bankPid('P1003');
    await apiCall(app.baseUrl, rootToken, 'POST', '/api/admin/contest/add-problem-from-public', {
      cid,
      pid,
      displayId: 'A',
    });
  });

  it('root picks IOI as the scoring in the back office', async () => {
    await pickScoring(cid, 'IOI: best of each subtask, summed', 'en-US', 'edit-ioi-desktop-en-US');
    const view = await apiCall<{ scoringRule: string }>(
      app.baseUrl,
      rootToken,
      'GET',
      `/api/admin/contest?cid=${cid}`,
    );
    expect(view.scoringRule).toBe('ioi');
  });

  it('sums the best of each subtask across submissions, live for contestants', async () => {
    // One at a time, so the judge's order is the submissions' order.
    expect(await judged(cid, await submit('alice', cid, pid, LARGE_ONLY))).toMatchObject({ score: 60 });
    expect(await judged(cid, await submit('alice', cid, pid, SMALL_ONLY))).toMatchObject({ score: 40 });
    expect(await judged(cid, await submit('bob', cid, pid, SMALL_ONLY))).toMatchObject({ score: 40 });

    // Under IOI the board is live: a contestant sees every score while the contest runs.
    expect(await boardScores('bob', 'zh-CN', DESKTOP, 'rank-ioi-desktop-zh-CN', cid)).toEqual({
      alice: '100',
      bob: '40',
      rule: '每题按各子任务在所有提交中的最高分之和计',
    });
    expect(await boardScores('alice', 'en-US', MOBILE, 'rank-ioi-mobile-en-US', cid)).toEqual({
      alice: '100',
      bob: '40',
      rule: 'Each problem: the best score of each subtask across submissions, summed',
    });
  });

  it('counts the best single submission once root switches it to strict IOI', async () => {
    await pickScoring(cid, '严格 IOI：单次提交最高分', 'zh-CN', 'edit-strict-ioi-desktop-zh-CN');
    expect(await boardScores('bob', 'en-US', DESKTOP, 'rank-strict-ioi-desktop-en-US', cid)).toEqual({
      alice: '60',
      bob: '40',
      rule: 'Each problem: its best single submission',
    });
  });
});

/** An OI contest of Range Sums (A) that started an hour ago and runs two more, made through the API. */
async function rangeSumsContest(title: string) {
  const start = Math.floor((Date.now() - HOUR) / 1000) * 1000;
  const { cid } = await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
    title,
    description: 'Range Sums, scored by the rule root picks.',
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 3 * HOUR).toISOString(),
    type: 1,
    auth: 0,
  });
  const pid = await bankPid('P1003');
  await apiCall(app.baseUrl, rootToken, 'POST', '/api/admin/contest/add-problem-from-public', {
    cid,
    pid,
    displayId: 'A',
  });
  return { cid, pid };
}

/** Root opens the contest's form, picks a rule, lets `fill` set its parameters, and saves. */
async function editRule(cid: number, option: string, shot: string, fill: (page: Page) => Promise<void>) {
  const page = await pageAs('root', 'en-US');
  await page.goto(`/admin/contest/${cid}/edit`);
  await page.getByTestId('contest-form').waitFor();
  await page.getByTestId('scoring-rule').click();
  await page.locator('.ant-select-item-option', { hasText: option }).click();
  await fill(page);
  await shoot(page, shot);
  await page.getByTestId('contest-save').click();
  await waitForToast(page, 'Saved');
  await page.close();
}

/** The board as root (a contest admin, who sees real results) reads it: each row's score and cell notes. */
async function rootBoard(cid: number, language: Language, viewport: typeof DESKTOP, shot: string) {
  const page = await pageAs('root', language, viewport);
  await page.goto(`/contest/${cid}/rank`);
  await page.getByTestId('scoreboard-table').locator('tr.ant-table-row').first().waitFor();
  const cellOf = (name: Name) =>
    page
      .locator('tr.ant-table-row:not(.scoreboard-row--pinned)')
      .filter({ has: page.getByTestId(`board-user-${name}`) })
      .locator('.scoreboard-cell__tries')
      .allTextContents();
  const board = {
    alice: await scoreOf(page, 'alice'),
    bob: await scoreOf(page, 'bob'),
    aliceNotes: await cellOf('alice'),
    bobNotes: await cellOf('bob'),
    rule: await page.locator('.scoreboard__rule').textContent(),
    /** The banner telling an admin that contestants see less than they do (none on a live board). */
    adminNotice: await page.getByTestId('board-notice').count(),
  };
  await shoot(page, shot);
  await page.close();
  return board;
}

describe('a Ledo contest through the real judge', () => {
  let contest = { cid: 0, pid: 0 };
  beforeAll(async () => {
    contest = await rangeSumsContest('Range Sums Ledo Cup');
  });

  it('costs each rejected try before the best its set percent, as root sets it in the form', async () => {
    await editRule(contest.cid, 'Ledo: OI with a cost per rejected try', 'edit-ledo-desktop-en-US', (page) =>
      page.getByTestId('ledo-try-penalty').fill('10'),
    );
    const { cid, pid } = contest;
    // alice: 40 (the small subtask only), then 100 after that one rejected try: 100 x 90% = 90, her best.
    expect(await judged(cid, await submit('alice', cid, pid, SMALL_ONLY))).toMatchObject({ score: 40 });
    expect(await judged(cid, await submit('alice', cid, pid, PREFIX_SUMS))).toMatchObject({ score: 100 });
    // bob: right at once, 100.
    expect(await judged(cid, await submit('bob', cid, pid, PREFIX_SUMS))).toMatchObject({ score: 100 });
    const desktop = await rootBoard(cid, 'zh-CN', DESKTOP, 'rank-ledo-desktop-zh-CN');
    expect({ alice: desktop.alice, bob: desktop.bob }).toEqual({ alice: '90', bob: '100' });
    const phone = await rootBoard(cid, 'en-US', MOBILE, 'rank-ledo-mobile-en-US');
    expect(phone).toMatchObject({
      alice: '90',
      bob: '100',
      rule: 'Each problem: its best score, less a set percent per rejected try before it',
      adminNotice: 1,
    });
    // Ledo, like OI, hides every result from contestants until the end.
    expect((await boardScores('bob', 'en-US', DESKTOP, 'rank-ledo-contestant-en-US', cid)).alice).not.toBe(
      '90',
    );
  });
});

describe('a homework contest through the real judge', () => {
  let contest = { cid: 0, pid: 0 };
  beforeAll(async () => {
    contest = await rangeSumsContest('Range Sums Homework');
  });

  it('keeps work by the due time whole and scores late work at its late period’s percent', async () => {
    const { cid, pid } = contest;
    // bob hands in before root sets the due time: on time.
    expect(await judged(cid, await submit('bob', cid, pid, PREFIX_SUMS))).toMatchObject({ score: 100 });
    await editRule(
      contest.cid,
      'Homework: due time and late penalty',
      'edit-homework-desktop-en-US',
      async (page) => {
        // Due now (the browser's clock, in the form's own format); one late period: up to 24 hours, 80 % kept.
        const due = await page.evaluate(() => {
          const now = new Date();
          const two = (n: number) => String(n).padStart(2, '0');
          return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())} ${two(now.getHours())}:${two(now.getMinutes())}:${two(now.getSeconds())}`;
        });
        const picker = page.getByTestId('homework-due-time');
        await picker.click();
        await picker.fill(due);
        await page.locator('.ant-picker-ok button').click();
        await page.getByTestId('homework-add-period').click();
      },
    );
    // alice hands in after the due time: 100 x 80% = 80, marked late.
    expect(await judged(cid, await submit('alice', cid, pid, PREFIX_SUMS))).toMatchObject({ score: 100 });
    const desktop = await rootBoard(cid, 'en-US', DESKTOP, 'rank-homework-desktop-en-US');
    expect(desktop).toMatchObject({
      alice: '80',
      bob: '100',
      rule: 'Each problem: its best score; late work scores its late period’s percent',
      // Homework is live: no banner saying the contestants see nothing.
      adminNotice: 0,
    });
    // The cell says which counted score came late (beside its run time).
    expect(desktop.aliceNotes).toContain('late');
    expect(desktop.bobNotes).not.toContain('late');
    const phone = await rootBoard(cid, 'zh-CN', MOBILE, 'rank-homework-mobile-zh-CN');
    expect({ alice: phone.alice, bob: phone.bob }).toEqual({ alice: '80', bob: '100' });
    // Homework shows results as they come: bob reads alice's late 80 on the board during the contest.
    expect((await boardScores('bob', 'en-US', DESKTOP, 'rank-homework-contestant-en-US', cid)).alice).toBe(
      '80',
    );
  });
});
