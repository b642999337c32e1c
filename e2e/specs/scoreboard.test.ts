import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers, signInPage, pidOfProblem } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { DESKTOP, MOBILE, launchBrowser, newPage, ROUNDS } from '../support/browser';

/**
 * Contest scoreboards in the browser. An ACM contest with awards, a star account and its rank open
 * runs with the seal for its last hour: three users and the star submit through the real judge before
 * the seal (A+B: one solves after a wrong try, one fails, one solves first), the contest is moved so
 * the seal begins, and two more submissions come after it. The admin sees the real board (ranks,
 * penalties, first solver, awards, star row) and downloads it; a contestant sees the others' late
 * tries as pending and their own real, follows a user who stays pinned through a reload; a guest sees
 * the sealed outside board. Then an OI contest: scores hidden from contestants until it ends, real
 * once it has. Screenshots at 1440 and 375 px in both languages into /tmp/scoreboard-shots/.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let rootToken = '';

const SHOTS = process.env.SCOREBOARD_SHOTS ?? '/tmp/scoreboard-shots';
const WIDTHS = { desktop: DESKTOP, mobile: MOBILE } as const;
type Language = 'zh-CN' | 'en-US';
type Width = keyof typeof WIDTHS;

const PASSWORD = 'boardpass123';
const NAMES = ['alice', 'bob', 'carol', 'starry'] as const;
type Name = (typeof NAMES)[number];
const PROFILES: Record<Name, { school: string; gender: 'male' | 'female'; realname: string }> = {
  alice: { school: 'North College', gender: 'female', realname: 'Alice Liddell' },
  bob: { school: 'South College', gender: 'male', realname: 'Bob Builder' },
  carol: { school: 'East College', gender: 'female', realname: 'Carol Danvers' },
  starry: { school: 'Guest Team', gender: 'male', realname: 'Star Guest' },
};
const tokens = {} as Record<Name, string>;
const uids = {} as Record<Name, number>;

const CPP_SUM =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
const CPP_DIFFERENCE =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << "\\n"; }\n';
const C_CIRCLE =
  '#include <stdio.h>\n#include <math.h>\nint main(){double r;scanf("%lf",&r);printf("%.9f\\n",acos(-1)*r*r);}\n';
const C_CIRCLE_WRONG =
  '#include <stdio.h>\nint main(){double r;scanf("%lf",&r);printf("%.2f\\n",3.0*r*r);}\n';
const PREFIX_SUMS =
  '#include <cstdio>\n#include <vector>\nint main(){int n,q;scanf("%d %d",&n,&q);std::vector<long long>p(n+1,0);for(int i=1;i<=n;i++){long long v;scanf("%lld",&v);p[i]=p[i-1]+v;}while(q--){int l,r;scanf("%d %d",&l,&r);printf("%lld\\n",p[r]-p[l-1]);}}\n';
/** Right on the small subtask (40 points), wrong on the large one without spending its time. */
const PREFIX_SUMS_SMALL_ONLY = PREFIX_SUMS.replace(
  'printf("%lld\\n",p[r]-p[l-1]);',
  'printf("%lld\\n",n>1000?0LL:p[r]-p[l-1]);',
);
const NOTHING = 'int main() { return 0; }\n';

const HOUR = 3_600_000;
const pending = new Set([5, 6, 7, 9]);

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  rootToken = await apiLogin(app.baseUrl);
  await createUsers(
    app.baseUrl,
    NAMES.map((username) => ({ username, password: PASSWORD })),
  );
  for (const name of NAMES) {
    tokens[name] = await apiLogin(app.baseUrl, name, PASSWORD, 'site');
    await apiCall(app.baseUrl, tokens[name], 'POST', '/api/change-userInfo', PROFILES[name]);
    uids[name] = (await apiCall<{ uid: number }>(app.baseUrl, tokens[name], 'GET', '/api/get-user-info')).uid;
  }
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

/** Whole seconds, so the minutes the board counts from the start are exact. */
const wholeSecond = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

async function bankPid(problemId: string) {
  return pidOfProblem(app.baseUrl, rootToken, problemId);
}

async function createContest(body: Record<string, unknown>, problems: [string, string][]) {
  const { cid } = await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', body);
  for (const [problemId, displayId] of problems)
    await apiCall(app.baseUrl, rootToken, 'POST', '/api/admin/contest/add-problem-from-public', {
      cid,
      pid: await bankPid(problemId),
      displayId,
    });
  return cid;
}

interface Submitted {
  submitId: number;
  submitTime: string;
}

async function submit(name: Name, cid: number, pid: number, language: string, code: string) {
  return apiCall<Submitted>(app.baseUrl, tokens[name], 'POST', '/api/submit-problem-judge', {
    pid,
    cid,
    language,
    code,
  });
}

/** Waits for the judge's verdicts (the admin sees real results), polling as the status page does. */
async function verdicts(cid: number, submitIds: number[]) {
  for (;;) {
    const statuses = await apiCall<Record<number, { status: number }>>(
      app.baseUrl,
      rootToken,
      'POST',
      '/api/check-contest-submissions-status',
      { cid, submitIds },
    );
    const done = submitIds.map((id) => statuses[id]?.status);
    if (done.every((status) => status !== undefined && !pending.has(status))) return done;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function pageAs(name: Name | 'root' | null, language: Language, width: Width) {
  const page = await newPage(browser as Browser, app.baseUrl, { language, viewport: WIDTHS[width] });
  if (name === 'root') await signInPage(page, app.baseUrl);
  else if (name) await signInPage(page, app.baseUrl, name, PASSWORD);
  return page;
}

async function shoot(page: Page, name: string, width: Width, language: Language) {
  // Past the chart's drawing animation.
  await page.waitForTimeout(1200);
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}-${language}.png`), fullPage: true });
}

/** No element of the page is wider than the phone's screen (the table scrolls inside itself). */
async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

/** The board's row of a user at its place (not the pinned copy on top). */
const boardRow = (page: Page, name: Name) =>
  page
    .locator('tr.ant-table-row:not(.scoreboard-row--pinned)')
    .filter({ has: page.getByTestId(`board-user-${name}`) });
const pinnedRows = (page: Page) => page.locator('tr.scoreboard-row--pinned');
const cellOf = (row: Locator, displayId: string) =>
  row.locator('td').filter({ has: row.page().getByTestId(`board-cell-${displayId}`) });
const cellKind = async (row: Locator, displayId: string) =>
  /scoreboard-cell--(\w+)/.exec((await cellOf(row, displayId).getAttribute('class')) ?? '')?.[1];

/** The Rank tab by its address (on a phone the shell's tabs scroll, and Rank may be out of sight). */
async function openRankTab(page: Page, cid: number) {
  await page.goto(`/contest/${cid}/rank`);
  await page.getByTestId('scoreboard-table').locator('tr.ant-table-row').first().waitFor();
}

/**
 * Waits until the clock has passed a moment (the server stamps submissions with its clock): the
 * event awaited here is the time itself.
 */
async function untilPast(ms: number) {
  const left = ms - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('ACM scoreboard with a seal, awards and a star', () => {
  let cid = 0;
  let start = 0;
  let body: Record<string, unknown> = {};
  /** Penalty minutes and solved counts as the real board must show them. */
  const expected = {} as Record<Exclude<Name, 'starry'>, { solved: number; penalty: number; rank: number }>;

  beforeAll(async () => {
    start = Date.parse(wholeSecond(Date.now() - 4 * HOUR));
    body = {
      title: 'Scoreboard Cup',
      description: 'A+B and the circle.',
      startTime: new Date(start).toISOString(),
      // The seal (last hour) begins an hour from now; the contest is moved below so it begins mid-test.
      endTime: new Date(start + 6 * HOUR).toISOString(),
      type: 0,
      auth: 0,
      sealRank: true,
      sealRankOption: 1,
      autoRealRank: true,
      openRank: true,
      starAccount: ['starry'],
      awardType: 2,
      awardConfig: [
        { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 },
        { priority: 2, name: 'Silver', background: '#b4b4b4', color: '#ffffff', num: 1 },
        { priority: 3, name: 'Bronze', background: '#cd7f32', color: '#ffffff', num: 1 },
      ],
    };
    cid = await createContest(body, [
      ['P1000', 'A'],
      ['P1001', 'B'],
    ]);
    const [pidA, pidB] = [await bankPid('P1000'), await bankPid('P1001')];
    const minute = (submitted: Submitted) => Math.floor((Date.parse(submitted.submitTime) - start) / 60_000);

    // Before the seal: carol solves A first, alice fails once then solves it, bob fails it, the star solves it.
    const carolA = await submit('carol', cid, pidA, 'C++', CPP_SUM);
    const aliceWrong = await submit('alice', cid, pidA, 'C++', CPP_DIFFERENCE);
    const aliceA = await submit('alice', cid, pidA, 'C++', CPP_SUM);
    const bobWrong = await submit('bob', cid, pidA, 'C++', CPP_DIFFERENCE);
    const starA = await submit('starry', cid, pidA, 'C++', CPP_SUM);
    const before = [carolA, aliceWrong, aliceA, bobWrong, starA];
    expect(
      await verdicts(
        cid,
        before.map((s) => s.submitId),
      ),
    ).toEqual([0, -1, 0, -1, 0]);

    // The seal begins now: the contest ends an hour from now (the last submission is already a second old).
    const lastBefore = Math.max(...before.map((s) => Date.parse(s.submitTime)));
    const sealAt = Math.max(Date.now(), lastBefore + 1000);
    body = { ...body, endTime: new Date(sealAt + HOUR).toISOString() };
    await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/contest', { ...body, cid });
    await untilPast(sealAt + 1000);

    // After the seal: bob solves B, alice fails B.
    const bobB = await submit('bob', cid, pidB, 'C', C_CIRCLE);
    const aliceB = await submit('alice', cid, pidB, 'C', C_CIRCLE_WRONG);
    expect(await verdicts(cid, [bobB.submitId, aliceB.submitId])).toEqual([0, -1]);

    expected.carol = { solved: 1, penalty: minute(carolA), rank: 0 };
    expected.alice = { solved: 1, penalty: minute(aliceA) + 20, rank: 0 };
    expected.bob = { solved: 1, penalty: minute(bobB), rank: 0 };
    // Equal solved counts: by penalty; equal penalties share the rank of the first of them.
    const ordered = (['carol', 'alice', 'bob'] as const).toSorted(
      (a, b) => expected[a].penalty - expected[b].penalty,
    );
    ordered.forEach((name, index) => {
      const previous = ordered[index - 1];
      expected[name].rank =
        previous && expected[previous].penalty === expected[name].penalty
          ? expected[previous].rank
          : index + 1;
    });
  });

  it('the admin sees the real board: ranks, penalties, first solver, awards, star row; downloads it', async () => {
    const page = await pageAs('root', 'en-US', 'desktop');
    await page.goto(`/contest/${cid}`);
    await page.getByTestId('contest-tab-rank').click();
    await page.waitForURL(`**/contest/${cid}/rank`);
    await page.getByTestId('board-notice').getByText('You see the real board').waitFor();
    const awards = ['Gold', 'Silver', 'Bronze'];
    for (const name of ['carol', 'alice', 'bob'] as const) {
      const row = boardRow(page, name);
      expect(await row.getByTestId('board-rank').textContent()).toBe(String(expected[name].rank));
      expect(await row.getByTestId('board-rank').getAttribute('data-award')).toBe(
        awards[expected[name].rank - 1],
      );
      expect(await row.getByTestId('board-solved').textContent()).toBe(String(expected[name].solved));
      expect(await row.getByTestId('board-penalty').textContent()).toBe(String(expected[name].penalty));
      // Contest admins get the real names.
      await row.getByText(PROFILES[name].realname).waitFor();
    }
    expect(await cellKind(boardRow(page, 'carol'), 'A')).toBe('firstAc');
    expect(await cellKind(boardRow(page, 'alice'), 'A')).toBe('ac');
    expect(await cellOf(boardRow(page, 'alice'), 'A').textContent()).toContain('2 tries');
    expect(await cellKind(boardRow(page, 'bob'), 'A')).toBe('rejected');
    // Bob's B came after the seal: the admin sees it solved (the only solver, so the first).
    expect(await cellKind(boardRow(page, 'bob'), 'B')).toBe('firstAc');
    expect(await cellKind(boardRow(page, 'alice'), 'B')).toBe('rejected');
    const star = boardRow(page, 'starry');
    expect(await star.getByTestId('board-rank').textContent()).toBe('*');
    await star.getByText('Star', { exact: true }).waitFor();
    // Problem headers count solvers and tries over the rows shown (the star included).
    expect(
      await page
        .locator('thead')
        .getByTestId('board-problem-A')
        .getByTestId('board-problem-stats')
        .textContent(),
    ).toBe('(3/5)');

    // The download carries the real board.
    const download = page.waitForEvent('download');
    await page.getByTestId('board-download').click();
    const file = await (await download).path();
    const csv = fs.readFileSync(file!, 'utf8');
    expect(csv).toContain('carol');
    expect(csv).toMatch(/bob.*South College.*,1,/);

    // Without star users the star row goes.
    await page.getByTestId('board-show-stars').click();
    await expect.poll(() => page.getByTestId('board-user-starry').count()).toBe(0);
    // The solved count leads to the user's accepted submissions in the contest.
    await boardRow(page, 'carol').getByTestId('board-solved').click();
    await page.waitForURL(`**/contest/${cid}/submissions?username=carol&status=0`);
    await page.context().close();
  });

  it('a contestant sees the others’ late tries pending and their own real, and follows a user', async () => {
    const page = await pageAs('alice', 'en-US', 'desktop');
    await openRankTab(page, cid);
    const notice = page.getByTestId('board-notice');
    await notice.getByText('Your own row shows your real results.').waitFor();
    expect(await notice.getAttribute('data-kind')).toBe('sealed');
    // Her own row is pinned on top, marked Own.
    expect(await pinnedRows(page).count()).toBe(1);
    await pinnedRows(page).getByText('You', { exact: true }).waitFor();
    // Bob's B after the seal: one try pending; her own B after the seal: rejected, as it was judged.
    expect(await cellKind(boardRow(page, 'bob'), 'B')).toBe('pending');
    expect(await cellOf(boardRow(page, 'bob'), 'B').textContent()).toBe('?1 try');
    expect(await cellKind(boardRow(page, 'alice'), 'B')).toBe('rejected');
    // Before the seal everything shows: carol first on A.
    expect(await cellKind(boardRow(page, 'carol'), 'A')).toBe('firstAc');
    // No real names for contestants.
    expect(await page.getByText(PROFILES.carol.realname).count()).toBe(0);
    await shoot(page, 'rank-contestant-sealed', 'desktop', 'en-US');

    // Following carol pins her row under alice's own, and sends her id.
    const followed = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/get-contest-rank') &&
        (request.postDataJSON() as { concernedList?: number[] }).concernedList?.includes(uids.carol) === true,
    );
    await boardRow(page, 'carol').getByTestId('board-follow').click();
    await followed;
    await expect.poll(() => pinnedRows(page).count()).toBe(2);
    await pinnedRows(page).nth(1).getByTestId('board-user-carol').waitFor();
    // ... and stays followed through a reload (localStorage, per contest).
    await page.reload();
    await page.getByTestId('scoreboard-table').locator('tr.ant-table-row').first().waitFor();
    await expect.poll(() => pinnedRows(page).count()).toBe(2);
    await pinnedRows(page).nth(1).getByTestId('board-user-carol').waitFor();

    // The search keeps the matching rows.
    await page.getByTestId('board-search').locator('input').fill('South');
    await page.getByTestId('board-search').locator('input').press('Enter');
    await expect.poll(() => page.locator('tr.ant-table-row').count()).toBe(1);
    await page.getByTestId('board-user-bob').waitFor();
    await page.context().close();
  });

  it('a failed refresh turns the auto refresh off and says so', async () => {
    const page = await pageAs('bob', 'en-US', 'desktop');
    // The page's timers under the test's hand, so the 30 s refresh comes when the test says; the push stream refused,
    // so the board polls as it does without it (docs/live-updates.md; live-updates.test.ts covers the push).
    await page.route('**/api/live', (route) => route.abort());
    await page.clock.install();
    await openRankTab(page, cid);
    expect(await page.getByTestId('board-auto-refresh').getAttribute('aria-checked')).toBe('true');
    await page.route('**/api/get-contest-rank', (route) => route.abort());
    const refused = page.waitForRequest((request) => request.url().endsWith('/api/get-contest-rank'));
    await page.clock.fastForward(31_000);
    await refused;
    await page.locator('.ant-message-notice', { hasText: 'Auto refresh stopped' }).waitFor();
    await expect
      .poll(() => page.getByTestId('board-auto-refresh').getAttribute('aria-checked'))
      .toBe('false');
    // The board that was loaded stays, with the failure over it.
    await page.getByTestId('board-refresh-failed').waitFor();
    await boardRow(page, 'carol').waitFor();
    await page.context().close();
  });

  it('the outside board is open to guests, sealed, from the contest card', async () => {
    const page = await pageAs(null, 'en-US', 'desktop');
    await page.goto('/contest');
    await page.getByTestId(`contest-outside-board-${cid}`).click();
    await page.waitForURL(`**/contest/acm-scoreboard/${cid}`);
    await page.getByTestId('outside-board-title').getByText('Scoreboard Cup').waitFor();
    await page.getByTestId('scoreboard-table').locator('tr.ant-table-row').first().waitFor();
    expect(await page.getByTestId('board-notice').getAttribute('data-kind')).toBe('sealed');
    expect(await pinnedRows(page).count()).toBe(0);
    // Late tries of everyone are pending, the earlier results shown.
    expect(await cellKind(boardRow(page, 'bob'), 'B')).toBe('pending');
    expect(await cellKind(boardRow(page, 'alice'), 'B')).toBe('pending');
    expect(await cellKind(boardRow(page, 'carol'), 'A')).toBe('firstAc');
    // Nothing leads into the contest from here.
    expect(await page.getByTestId('board-solved').count()).toBe(0);
    // The wrong rule's address goes to the right one.
    await page.goto(`/contest/oi-scoreboard/${cid}`);
    await page.waitForURL(`**/contest/acm-scoreboard/${cid}`);
    await page.getByTestId('board-large-text').click();
    await page.locator('.scoreboard--large').waitFor();
    await shoot(page, 'outside-board-large', 'desktop', 'en-US');
    await page.context().close();
  });

  it('screenshots of the Rank tab and the outside board at 1440 and 375 px in both languages', async () => {
    for (const { language, width } of ROUNDS) {
      const page = await pageAs('alice', language, width);
      await openRankTab(page, cid);
      await page.getByTestId('board-notice').waitFor();
      if (width === 'mobile') await fitsTheScreen(page);
      await shoot(page, 'rank-tab', width, language);
      await page.goto(`/contest/acm-scoreboard/${cid}`);
      await page.getByTestId('scoreboard-table').locator('tr.ant-table-row').first().waitFor();
      if (width === 'mobile') await fitsTheScreen(page);
      await shoot(page, 'outside-board', width, language);
      await page.context().close();
      if (width === 'mobile') continue;
      const admin = await pageAs('root', language, 'desktop');
      await openRankTab(admin, cid);
      await shoot(admin, 'rank-tab-admin', 'desktop', language);
      await admin.context().close();
    }
  });
});

describe('OI scoreboard', () => {
  let cid = 0;
  let body: Record<string, unknown> = {};
  let lastSubmitMs = 0;

  /** Ends the contest a second after its last submission, so every submission counts. */
  async function endContest() {
    const end = lastSubmitMs + 1000;
    await untilPast(end);
    await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/contest', {
      ...body,
      endTime: new Date(end).toISOString(),
      cid,
    });
  }

  beforeAll(async () => {
    const start = Date.parse(wholeSecond(Date.now() - HOUR));
    body = {
      title: 'Scoreboard OI Cup',
      description: 'Range sums.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 3 * HOUR).toISOString(),
      type: 1,
      auth: 0,
      openRank: true,
      awardType: 0,
    };
    cid = await createContest(body, [['P1003', 'A']]);
    const pid = await bankPid('P1003');
    const made = [
      await submit('alice', cid, pid, 'C++', PREFIX_SUMS),
      await submit('bob', cid, pid, 'C++', PREFIX_SUMS_SMALL_ONLY),
      await submit('carol', cid, pid, 'C++', NOTHING),
    ];
    await verdicts(
      cid,
      made.map((s) => s.submitId),
    );
    lastSubmitMs = Math.max(...made.map((s) => Date.parse(s.submitTime)));
  });

  const scores = async (page: Page) =>
    Object.fromEntries(
      await Promise.all(
        (['alice', 'bob', 'carol'] as const).map(async (name) => [
          name,
          await boardRow(page, name).getByTestId('board-score').textContent(),
        ]),
      ),
    );

  it('hides every score from contestants until the end, their own too; the admin sees them', async () => {
    const page = await pageAs('bob', 'zh-CN', 'desktop');
    await openRankTab(page, cid);
    expect(await page.getByTestId('board-notice').getAttribute('data-kind')).toBe('oiHidden');
    expect(await scores(page)).toEqual({ alice: '0', bob: '0', carol: '0' });
    expect(await cellKind(boardRow(page, 'bob'), 'A')).toBe('pending');
    expect(await cellKind(boardRow(page, 'alice'), 'A')).toBe('pending');
    await shoot(page, 'oi-rank-hidden', 'desktop', 'zh-CN');
    await page.context().close();

    const admin = await pageAs('root', 'en-US', 'desktop');
    await openRankTab(admin, cid);
    expect(await admin.getByTestId('board-notice').getAttribute('data-kind')).toBe('adminReal');
    expect(await scores(admin)).toEqual({ alice: '100', bob: '40', carol: '0' });
    expect(await cellKind(boardRow(admin, 'alice'), 'A')).toBe('full');
    expect(await cellKind(boardRow(admin, 'bob'), 'A')).toBe('partial');
    expect(await cellKind(boardRow(admin, 'carol'), 'A')).toBe('zero');
    await shoot(admin, 'oi-rank-admin', 'desktop', 'en-US');
    await admin.context().close();
  });

  it('shows the real scores to everyone once the contest has ended', async () => {
    await endContest();
    const page = await pageAs('bob', 'en-US', 'mobile');
    await openRankTab(page, cid);
    expect(await page.getByTestId('board-notice').count()).toBe(0);
    expect(await scores(page)).toEqual({ alice: '100', bob: '40', carol: '0' });
    expect(await boardRow(page, 'alice').getByTestId('board-rank').textContent()).toBe('1');
    expect(await boardRow(page, 'carol').getByTestId('board-rank').textContent()).toBe('3');
    // Auto refresh is off and disabled after the end.
    expect(await page.getByTestId('board-auto-refresh').isDisabled()).toBe(true);
    await fitsTheScreen(page);
    await shoot(page, 'oi-rank-ended', 'mobile', 'en-US');
    await page.context().close();
  });
});

describe('refused outside boards', () => {
  it('say why in the user’s language: rank not open, not started, no such contest', async () => {
    const now = Date.now();
    const closed = await createContest(
      {
        title: 'Closed Board',
        description: 'x',
        startTime: new Date(now - HOUR).toISOString(),
        endTime: new Date(now + HOUR).toISOString(),
        type: 0,
        auth: 0,
        openRank: false,
      },
      [],
    );
    const scheduled = await createContest(
      {
        title: 'Tomorrow Board',
        description: 'x',
        startTime: new Date(now + 24 * HOUR).toISOString(),
        endTime: new Date(now + 26 * HOUR).toISOString(),
        type: 0,
        auth: 0,
        openRank: true,
      },
      [],
    );
    const page = await pageAs(null, 'zh-CN', 'mobile');
    await page.goto(`/contest/acm-scoreboard/${closed}`);
    await page.getByTestId('outside-board-refused').getByText('本比赛没有公开外榜').waitFor();
    await page.goto(`/contest/acm-scoreboard/${scheduled}`);
    await page.getByTestId('outside-board-refused').getByText('比赛尚未开始', { exact: false }).waitFor();
    await shoot(page, 'outside-refused', 'mobile', 'zh-CN');
    await page.goto('/contest/oi-scoreboard/999999');
    await page.getByTestId('outside-board-refused').getByText('比赛不存在', { exact: false }).waitFor();
    await page.context().close();
  });
});
