import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers, signInPage, addBankProblemToContest } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { CONTEST_ROUNDS } from '../support/pages';
import {
  DESKTOP,
  MOBILE,
  launchBrowser,
  newPage,
  sidewaysOverflow,
  waitForToast,
  WALKED_ROUNDS,
} from '../support/browser';

/**
 * Team contests (issue 25, docs/contest-teams.md) in Chromium. Root turns a scheduled contest into a team contest
 * of two on its Teams tab; alice creates the team Owls there and reads its invite code, bob joins with it on a
 * phone in Chinese. The contest starts; alice's wrong A+B and bob's right one, judged by the real judge, count
 * for Owls: the Rank tab shows one row, the team's. Root generates accounts for two teams and the password slips
 * open once. Screenshots at 1440 and 375 px in both languages into /tmp/contest-teams-shots/.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let rootToken = '';

const SHOTS = process.env.CONTEST_TEAMS_SHOTS ?? '/tmp/contest-teams-shots';
const PASSWORD = 'teampass123';
const HOUR = 3_600_000;
const RIGHT =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
const WRONG = '#include <iostream>\nint main() { std::cout << 0 << "\\n"; }\n';
/** Pending, compiling, judging, submitting: not judged yet. */
const WAITING = [5, 6, 7, 9];
type Language = 'zh-CN' | 'en-US';

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  rootToken = await apiLogin(app.baseUrl);
  await createUsers(app.baseUrl, [
    { username: 'alice', password: PASSWORD },
    { username: 'bob', password: PASSWORD },
  ]);
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function pageAs(name: 'root' | 'alice' | 'bob', language: Language, viewport = DESKTOP) {
  const page = await newPage(browser as Browser, app.baseUrl, { language, viewport });
  if (name === 'root') await signInPage(page, app.baseUrl);
  else await signInPage(page, app.baseUrl, name, PASSWORD);
  return page;
}

async function shoot(page: Page, name: string, language: Language, viewport = DESKTOP, onScreen = true) {
  await page.waitForTimeout(600);
  await page.screenshot({
    path: path.join(SHOTS, `${name}-${viewport.width}-${language}.png`),
    fullPage: true,
  });
  // A phone's page fits its width; printed slips fit the paper's, not the screen's.
  if (viewport === MOBILE && onScreen) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
}

async function moveContest(cid: number, startTime: string, endTime: string) {
  const stored = await apiCall<Record<string, unknown>>(
    app.baseUrl,
    rootToken,
    'GET',
    `/api/admin/contest?cid=${cid}`,
  );
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/contest', {
    cid,
    title: stored.title,
    description: stored.description,
    startTime,
    endTime,
    type: 0,
    auth: 0,
  });
}

/** Submits A through the API as the user and waits for the real judge's verdict. */
async function submitA(cid: number, username: string, code: string) {
  const token = await apiLogin(app.baseUrl, username, PASSWORD, 'site');
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
  let status: number | undefined;
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
        status = statuses[submitId]?.status;
        return status !== undefined && !WAITING.includes(status) ? 'judged' : 'waiting';
      },
      { timeout: 120_000, interval: 500 },
    )
    .toBe('judged');
  return status;
}

describe('a team contest', () => {
  let cid = 0;
  let inviteCode = '';

  beforeAll(async () => {
    const start = Math.floor((Date.now() + 2 * HOUR) / 1000) * 1000;
    ({ cid } = await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
      title: 'Team Cup',
      description: 'Played by teams of two.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 4 * HOUR).toISOString(),
      type: 0,
      auth: 0,
    }));
    await addBankProblemToContest(app.baseUrl, rootToken, cid);
  });

  it('root makes it a team contest of two on its Teams tab', async () => {
    const page = await pageAs('root', 'en-US');
    await page.goto(`/contest/${cid}/teams`);
    await page.getByTestId('teams-admin').waitFor();
    await page.getByText('This contest is not played by teams').waitFor();
    await page.getByTestId('team-contest-switch').click();
    await page.getByTestId('max-team-size').fill('2');
    await page.getByTestId('team-settings-save').click();
    await waitForToast(page, 'Saved');
    await page.getByTestId('team-add').waitFor();
    const settings = await apiCall<{ settings: { teamContest: boolean; maxTeamSize: number } }>(
      app.baseUrl,
      rootToken,
      'GET',
      `/api/admin/contest/teams?cid=${cid}`,
    );
    expect(settings.settings).toEqual({ teamContest: true, maxTeamSize: 2 });
    await page.close();
  });

  it('alice creates the team Owls and reads its invite code; bob joins with it on a phone, in Chinese', async () => {
    const alice = await pageAs('alice', 'en-US');
    await alice.goto(`/contest/${cid}/teams`);
    await alice.getByTestId('my-team-name').fill('Owls');
    await alice.getByTestId('my-team-school').fill('Hill High');
    await alice.getByTestId('my-team-create').click();
    await waitForToast(alice, 'Team Owls created: share its invite code with your team mates');
    inviteCode = (await alice.getByTestId('my-team-invite').innerText()).trim();
    expect(inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    await shoot(alice, 'my-team', 'en-US');

    const bob = await pageAs('bob', 'zh-CN', MOBILE);
    await bob.goto(`/contest/${cid}/teams`);
    await bob.getByTestId('my-team-code').fill(inviteCode.toLowerCase());
    await shoot(bob, 'join-team', 'zh-CN', MOBILE);
    await bob.getByTestId('my-team-join').click();
    await waitForToast(bob, '你已加入 Owls');
    await expect.poll(() => bob.getByTestId('my-team').innerText()).toContain('alice');
    expect(await bob.getByTestId('my-team').innerText()).toContain('bob');
    await shoot(bob, 'my-team', 'zh-CN', MOBILE);
    await alice.close();
    await bob.close();
  });

  it('both members submit once it runs, and the board shows one row, the team’s', async () => {
    await moveContest(
      cid,
      new Date(Date.now() - HOUR).toISOString(),
      new Date(Date.now() + 3 * HOUR).toISOString(),
    );
    expect(await submitA(cid, 'alice', WRONG)).toBe(-1);
    expect(await submitA(cid, 'bob', RIGHT)).toBe(0);
    for (const [name, language, viewport] of (
      [
        ['alice', 'en-US', DESKTOP],
        ['bob', 'zh-CN', MOBILE],
        ['alice', 'zh-CN', DESKTOP],
        ['bob', 'en-US', MOBILE],
      ] as const
    ).slice(0, WALKED_ROUNDS)) {
      const page = await pageAs(name, language, viewport);
      await page.goto(`/contest/${cid}/rank`);
      await page.getByTestId('board-team').first().waitFor();
      const names = await page.getByTestId('board-team').allInnerTexts();
      // The viewer's own row on top, then the board's: both are Owls, and there is no other.
      expect(new Set(names)).toEqual(new Set(['Owls']));
      expect(await page.getByTestId('board-user-alice').count()).toBe(0);
      await shoot(page, 'rank', language, viewport);
      await page.close();
    }
    // Each member sees the team's two submissions.
    const bobToken = await apiLogin(app.baseUrl, 'bob', PASSWORD, 'site');
    const seen = await apiCall<{ records: { username: string }[] }>(
      app.baseUrl,
      bobToken,
      'GET',
      `/api/contest-submissions?cid=${cid}&currentPage=1&limit=20`,
    );
    expect(seen.records.map((row) => row.username).sort()).toEqual(['alice', 'bob']);
  });

  it('root generates accounts for two teams; the password slips open once', async () => {
    let round = 0;
    for (const [language, viewport] of CONTEST_ROUNDS) {
      round += 1;
      const page = await pageAs('root', language, viewport);
      await page.goto(`/contest/${cid}/teams`);
      await page.getByTestId('team-prefix').fill(`r${round}_`);
      await page
        .getByTestId('team-generate-lines')
        .fill(`Gen ${round} A,2,West School,WS,C-0${round},Lab 1\nGen ${round} B,1,,,C-1${round},Lab 2`);
      await shoot(page, 'teams-admin', language, viewport);
      await page.getByTestId('team-generate').click();
      await page.getByTestId('team-slips').waitFor();
      expect(await page.getByTestId('team-slip').count()).toBe(2);
      const first = await page.getByTestId('team-slip').first().innerText();
      expect(first).toContain(`Gen ${round} A`);
      expect(first).toContain(`r${round}_001a`);
      expect(first).toContain(`r${round}_001b`);
      expect(first).toContain('Team Cup');
      await shoot(page, 'slips', language, viewport);
      // Printed as paper shows it: the slips alone.
      await page.emulateMedia({ media: 'print' });
      await shoot(page, 'slips-print', language, viewport, false);
      await page.emulateMedia({ media: 'screen' });
      // Shown once: the page opened again has none.
      await page.reload();
      await page
        .getByText(language === 'en-US' ? 'The slips were shown once' : '密码条只在生成账号后显示一次')
        .waitFor();
      await page.close();
    }
    const view = await apiCall<{ teams: { name: string }[] }>(
      app.baseUrl,
      rootToken,
      'GET',
      `/api/admin/contest/teams?cid=${cid}`,
    );
    expect(view.teams.map((team) => team.name)).toContain(`Gen ${WALKED_ROUNDS} B`);
  });
});
