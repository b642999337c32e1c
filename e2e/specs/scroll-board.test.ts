import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers, signInPage, pidOfProblem } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, MOBILE, newPage } from '../support/browser';

/**
 * The scroll board as an award ceremony uses it. An ACM contest sealed for its last hour, with award
 * rows for one gold, one silver and one bronze: four users submit through the real judge before the seal
 * (cat solves A+B, ann after a wrong try, dan after two, ben fails it), the contest is moved so the seal begins,
 * then ben solves the circle and ann fails it. Root opens the Scroll Board tab (the medals proposed from
 * the award rows), sets the medals and starts rolling (the contest still runs: it asks first); the new
 * window shows the frozen board; each key press reveals the lowest focused row's hidden cell; ben's
 * solve lifts his row; the last step leaves the board the Rank data gives, medals lit. Auto play and the
 * help in Chinese. Screenshots at 1920x1080 and 1440x900 (and the setup tab at 375 px) in both languages
 * into /tmp/scroll-board-shots/.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let rootToken = '';

const SHOTS = process.env.SCROLL_BOARD_SHOTS ?? '/tmp/scroll-board-shots';
const PROJECTOR = { width: 1920, height: 1080 };
const LAPTOP = { width: 1440, height: 900 };
type Language = 'zh-CN' | 'en-US';

const PASSWORD = 'rollpass123';
const NAMES = ['ann', 'ben', 'cat', 'dan'] as const;
type Name = (typeof NAMES)[number];
const SCHOOLS: Record<Name, string> = {
  ann: 'North Polytechnic',
  ben: 'South University of Technology',
  cat: 'East College',
  dan: 'West Institute',
};
const tokens = {} as Record<Name, string>;

const CPP_SUM =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
const CPP_DIFFERENCE =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << "\\n"; }\n';
const C_CIRCLE =
  '#include <stdio.h>\n#include <math.h>\nint main(){double r;scanf("%lf",&r);printf("%.9f\\n",acos(-1)*r*r);}\n';
const C_CIRCLE_WRONG =
  '#include <stdio.h>\nint main(){double r;scanf("%lf",&r);printf("%.2f\\n",3.0*r*r);}\n';

const HOUR = 3_600_000;
const PENDING = new Set([5, 6, 7, 9]);

interface RankRow {
  username: string;
  rank: number;
  ac: number;
  totalTime: number;
  submissionInfo: Record<string, { isAC: boolean; isFirstAC: boolean; errorNum: number } | undefined>;
}

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
    await apiCall(app.baseUrl, tokens[name], 'POST', '/api/change-userInfo', { school: SCHOOLS[name] });
  }
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function bankPid(problemId: string) {
  return pidOfProblem(app.baseUrl, rootToken, problemId);
}

async function submit(name: Name, cid: number, pid: number, language: string, code: string) {
  return apiCall<{ submitId: number; submitTime: string }>(
    app.baseUrl,
    tokens[name],
    'POST',
    '/api/submit-problem-judge',
    { pid, cid, language, code },
  );
}

/** Waits for the judge's verdicts, polling as the status page does (the judge announces nothing). */
async function verdicts(cid: number, submitIds: number[]) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const known = await apiCall<Record<number, { status: number }>>(
      app.baseUrl,
      rootToken,
      'POST',
      '/api/check-contest-submissions-status',
      { cid, submitIds },
    );
    const statuses = submitIds.map((id) => known[id]?.status);
    if (statuses.every((status) => status !== undefined && !PENDING.has(status))) return statuses;
    if (Date.now() > deadline) throw new Error(`No verdicts yet: ${JSON.stringify(statuses)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Waits until the clock has passed a moment (the server stamps submissions with its clock). */
async function untilPast(ms: number) {
  const left = ms - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

async function pageAs(name: Name | 'root', language: Language, viewport: { width: number; height: number }) {
  const page = await newPage(browser as Browser, app.baseUrl, { language, viewport });
  if (name === 'root') await signInPage(page, app.baseUrl);
  else await signInPage(page, app.baseUrl, name, PASSWORD);
  return page;
}

/**
 * Waits until the rows have slid to their places and every one-off animation is over (transitions
 * and animations are events the page can await; the focus ring pulses for ever and is left out).
 */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );

async function shoot(page: Page, name: string, language: Language) {
  await settled(page);
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}-${language}.png`) });
}

const row = (page: Page, name: string) => page.getByTestId(`scroll-row-${name}`);
const position = async (page: Page, name: string) =>
  Number(await row(page, name).getAttribute('data-position'));
const cellState = (page: Page, name: string, displayId: string) =>
  row(page, name).getByTestId(`scroll-cell-${displayId}`).getAttribute('data-state');
const phase = (page: Page, value: 'frozen' | 'revealing' | 'final') =>
  page.locator(`[data-testid="scroll-board"][data-phase="${value}"]`).waitFor();

/** The cell state the board must show for a cell of the real board. */
function realCellState(cell: RankRow['submissionInfo'][string]) {
  if (!cell) return 'empty';
  if (cell.isAC) return cell.isFirstAC ? 'first' : 'accepted';
  return cell.errorNum > 0 ? 'rejected' : 'empty';
}

describe('the scroll board of a sealed ACM contest', () => {
  let cid = 0;
  let url = '';
  /** The board's frozen order, worked out from the minutes of the submissions before the seal. */
  let frozenOrder: Name[] = [];

  beforeAll(async () => {
    const start = Math.floor((Date.now() - 4 * HOUR) / 1000) * 1000;
    const body = {
      title: 'Resolver Cup',
      description: 'A+B and the circle, revealed at the ceremony.',
      startTime: new Date(start).toISOString(),
      // The seal (last hour) begins an hour from now; the contest is moved below so it begins mid-test.
      endTime: new Date(start + 6 * HOUR).toISOString(),
      type: 0,
      auth: 0,
      sealRank: true,
      sealRankOption: 1,
      awardType: 2,
      awardConfig: [
        { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 },
        { priority: 2, name: 'Silver', background: '#b4b4b4', color: '#ffffff', num: 1 },
        { priority: 3, name: 'Bronze', background: '#cd7f32', color: '#ffffff', num: 1 },
      ],
    };
    cid = (await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', body)).cid;
    const [pidA, pidB] = [await bankPid('P1000'), await bankPid('P1001')];
    for (const [pid, displayId, color] of [
      [pidA, 'A', '#f5222d'],
      [pidB, 'B', '#fadb14'],
    ] as const) {
      const link = { cid, pid, displayId };
      await apiCall(app.baseUrl, rootToken, 'POST', '/api/admin/contest/add-problem-from-public', link);
      await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/contest/contest-problem', {
        ...link,
        displayTitle: displayId === 'A' ? 'A plus B' : 'Circle area',
        color,
      });
    }

    // Before the seal: cat solves A, ann after a wrong try, dan after two, ben fails it.
    const before = [
      await submit('cat', cid, pidA, 'C++', CPP_SUM),
      await submit('ann', cid, pidA, 'C++', CPP_DIFFERENCE),
      await submit('ann', cid, pidA, 'C++', CPP_SUM),
      await submit('dan', cid, pidA, 'C++', CPP_DIFFERENCE),
      await submit('dan', cid, pidA, 'C++', CPP_DIFFERENCE),
      await submit('dan', cid, pidA, 'C++', CPP_SUM),
      await submit('ben', cid, pidA, 'C++', CPP_DIFFERENCE),
    ];
    expect(
      await verdicts(
        cid,
        before.map((s) => s.submitId),
      ),
    ).toEqual([0, -1, 0, -1, -1, 0, -1]);
    const minute = (s: { submitTime: string }) => Math.floor((Date.parse(s.submitTime) - start) / 60_000);
    const penalty: Record<Exclude<Name, 'ben'>, number> = {
      cat: minute(before[0]),
      ann: minute(before[2]) + 20,
      dan: minute(before[5]) + 40,
    };
    // Frozen: the three solvers by penalty (equal ones by username, as the board orders them), then ben.
    frozenOrder = [
      ...(['ann', 'cat', 'dan'] as const).toSorted((a, b) => penalty[a] - penalty[b] || a.localeCompare(b)),
      'ben',
    ];

    // The seal begins now: the contest ends an hour from now (the last submission is already a second old).
    const lastBefore = Math.max(...before.map((s) => Date.parse(s.submitTime)));
    const sealAt = Math.max(Date.now(), lastBefore + 1000);
    await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/contest', {
      ...body,
      cid,
      endTime: new Date(sealAt + HOUR).toISOString(),
    });
    await untilPast(sealAt + 1000);

    // After the seal: ben solves B, ann fails it.
    const after = [
      await submit('ben', cid, pidB, 'C', C_CIRCLE),
      await submit('ann', cid, pidB, 'C', C_CIRCLE_WRONG),
    ];
    expect(
      await verdicts(
        cid,
        after.map((s) => s.submitId),
      ),
    ).toEqual([0, -1]);
  }, 400_000);

  it('is a tab for the contest admins only', async () => {
    const page = await pageAs('dan', 'en-US', LAPTOP);
    await page.goto(`/contest/${cid}`);
    await page.getByTestId('contest-tab-rank').waitFor();
    expect(await page.getByTestId('contest-tab-scroll-board').count()).toBe(0);
    await page.context().close();
  });

  it('root sets the medals and starts rolling: the new window shows the frozen board', async () => {
    const page = await pageAs('root', 'en-US', LAPTOP);
    await page.goto(`/contest/${cid}`);
    await page.getByTestId('contest-tab-scroll-board').click();
    await page.waitForURL(`**/contest/${cid}/scroll-board`);
    const form = page.getByTestId('scroll-board-form');
    await form.waitFor();
    // Proposed from the contest's award rows: one of each.
    for (const medal of ['gold', 'silver', 'bronze'])
      expect(await page.getByTestId(`medal-${medal}`).inputValue()).toBe('1');
    await page.getByText('Proposed from the contest’s award rows, over 4 ranked participants.').waitFor();
    await page.getByText(/The board has been frozen since/).waitFor();
    await page.getByTestId('medal-gold').fill('1');
    await page.getByTestId('medal-silver').fill('1');
    await page.getByTestId('medal-bronze').fill('1');
    await shoot(page, 'setup', 'en-US');

    // The contest still runs: the start asks first.
    await page.getByTestId('scroll-board-start').click();
    await page.getByText('The contest has not ended yet. Start the scroll board anyway?').waitFor();
    const opened = page.context().waitForEvent('page');
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
    const board = await opened;
    url = board.url();
    expect(new URL(url).pathname + new URL(url).search).toBe(
      `/scrollBoard?cid=${cid}&removeStar=false&medals[]=1&medals[]=1&medals[]=1`,
    );
    await board.setViewportSize(PROJECTOR);
    await phase(board, 'frozen');
    for (const [index, name] of frozenOrder.entries()) expect(await position(board, name)).toBe(index);
    // The results after the seal are frozen: ben's and ann's B; the lowest of them is focused.
    expect(await cellState(board, 'ben', 'B')).toBe('frozen');
    expect(await cellState(board, 'ann', 'B')).toBe('frozen');
    expect(await cellState(board, 'cat', 'B')).toBe('empty');
    expect(await row(board, 'ben').getAttribute('data-focused')).toBe('true');
    expect(await board.getByTestId('scroll-board').getAttribute('data-hidden')).toBe('2');
    await board
      .getByTestId('scroll-board-status')
      .getByText(/^Frozen since/)
      .waitFor();
    expect(await board.getByTestId('scroll-balloon-A').getAttribute('data-color')).toBe('#f5222d');
    await row(board, 'ben').getByText(SCHOOLS.ben).waitFor();
    await shoot(board, 'frozen', 'en-US');
    await board.setViewportSize(LAPTOP);
    await shoot(board, 'frozen', 'en-US');
    await page.context().close();
  });

  it('reveals bottom up, lifts a row, and ends on the Rank data with the medals lit', async () => {
    const board = await pageAs('root', 'en-US', PROJECTOR);
    await board.goto(url);
    await phase(board, 'frozen');
    const benFrom = await position(board, 'ben');

    // Step 1: ben's B, accepted (the only solve of B, so the first): his row moves up past dan and ann.
    await board.keyboard.press('Space');
    await row(board, 'ben').locator('[data-testid="scroll-cell-B"][data-state="first"]').waitFor();
    expect(await position(board, 'ben')).toBeLessThanOrEqual(1);
    expect(benFrom).toBe(3);
    expect(await position(board, 'ann')).toBe(2);
    expect(await position(board, 'dan')).toBe(3);
    // dan's row, below the focus, is in its final place: no medal for rank 4.
    expect(await row(board, 'dan').getAttribute('data-final')).toBe('true');
    expect(await row(board, 'dan').getAttribute('data-medal')).toBe('');
    // The focus is now ann's row, the lowest one still hiding a cell.
    await board.locator('[data-testid="scroll-row-ann"][data-focused="true"]').waitFor();
    await board.getByTestId('scroll-board-status').getByText('Revealed 1 of 2').waitFor();
    await shoot(board, 'revealing', 'en-US');

    // Step 2: ann's B was wrong. Nothing is hidden any more: the final standings.
    await board.keyboard.press('Enter');
    await row(board, 'ann').locator('[data-testid="scroll-cell-B"][data-state="rejected"]').waitFor();
    await phase(board, 'final');
    await board.getByTestId('scroll-board-status').getByText('Final standings').waitFor();

    // The final board is the Rank tab's: order, ranks, solved, penalty, cells; medals by rank.
    const rank = await apiCall<{ records: RankRow[] }>(
      app.baseUrl,
      rootToken,
      'POST',
      '/api/get-contest-rank',
      {
        cid,
        currentPage: 1,
        limit: 50,
      },
    );
    const real = rank.records;
    expect(real.map((r) => r.username).toSorted()).toEqual([...NAMES]);
    const medals = ['gold', 'silver', 'bronze'];
    for (const [index, expected] of real.entries()) {
      const line = row(board, expected.username);
      expect(await line.getAttribute('data-position')).toBe(String(index));
      expect(await line.getByTestId('scroll-rank').textContent()).toBe(String(expected.rank));
      expect(await line.getByTestId('scroll-solved').textContent()).toBe(String(expected.ac));
      expect(await line.getByTestId('scroll-penalty').textContent()).toBe(String(expected.totalTime / 60));
      for (const displayId of ['A', 'B'])
        expect(await cellState(board, expected.username, displayId)).toBe(
          realCellState(expected.submissionInfo[displayId]),
        );
      expect(await line.getAttribute('data-medal')).toBe(
        expected.ac > 0 ? (medals[expected.rank - 1] ?? '') : '',
      );
    }
    // A further press changes nothing.
    await board.keyboard.press('ArrowRight');
    expect(await board.getByTestId('scroll-board').getAttribute('data-phase')).toBe('final');
    await shoot(board, 'final', 'en-US');
    await board.setViewportSize(LAPTOP);
    await shoot(board, 'final', 'en-US');

    // The help lists the keys; Esc closes it.
    await board.keyboard.press('?');
    await board.getByTestId('scroll-board-help').getByText('Reveal the next result').waitFor();
    await shoot(board, 'help', 'en-US');
    await board.keyboard.press('Escape');
    await board.getByTestId('scroll-board-help').waitFor({ state: 'detached' });
    await board.context().close();
  });

  it('plays itself with A, in Chinese, to the final board', async () => {
    const board = await pageAs('root', 'zh-CN', PROJECTOR);
    await board.goto(url);
    await phase(board, 'frozen');
    await board
      .getByTestId('scroll-board-status')
      .getByText(/^自 .* 起封榜$/)
      .waitFor();
    await board.getByText('排名', { exact: true }).waitFor();
    await shoot(board, 'frozen', 'zh-CN');
    await board.setViewportSize(LAPTOP);
    await shoot(board, 'frozen', 'zh-CN');
    await board.keyboard.press('a');
    await board.getByText('自动播放').waitFor();
    await phase(board, 'revealing');
    await phase(board, 'final');
    await board.getByTestId('scroll-board-status').getByText('最终排名').waitFor();
    await shoot(board, 'final', 'zh-CN');
    await board.setViewportSize(PROJECTOR);
    await shoot(board, 'final', 'zh-CN');
    await board.keyboard.press('h');
    await board.getByTestId('scroll-board-help').getByText('揭晓下一个结果').waitFor();
    await shoot(board, 'help', 'zh-CN');
    await board.context().close();
  });

  it('the setup tab fits a phone, in both languages', async () => {
    for (const language of ['en-US', 'zh-CN'] as const) {
      const page = await pageAs('root', language, MOBILE);
      await page.goto(`/contest/${cid}/scroll-board`);
      await page.getByTestId('scroll-board-form').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await settled(page);
      await page.screenshot({ path: path.join(SHOTS, `setup-375-${language}.png`), fullPage: true });
      if (language === 'zh-CN') {
        await page.setViewportSize(LAPTOP);
        await shoot(page, 'setup', 'zh-CN');
      }
      await page.context().close();
    }
  });

  it('says why when the address names no contest, or another user opens it', async () => {
    const nobody = await pageAs('root', 'en-US', LAPTOP);
    await nobody.goto('/scrollBoard?medals[]=1');
    await nobody
      .getByTestId('scroll-board-message')
      .getByText(/This address names no contest/)
      .waitFor();
    await nobody.context().close();
    const contestant = await pageAs('dan', 'zh-CN', LAPTOP);
    await contestant.goto(url);
    await contestant.getByTestId('scroll-board-message').getByText('只有比赛管理员可以打开滚榜。').waitFor();
    await contestant.context().close();
  });
});
