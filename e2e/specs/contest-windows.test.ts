import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers, addBankProblemToContest } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { contestPages, CONTEST_ROUNDS } from '../support/pages';
import { launchBrowser, waitForToast } from '../support/browser';
import { localDateTime, pickDateTimes } from '../support/ui';

/**
 * Per-contestant time windows (issue 25, docs/contest-rules.md "Own time windows") in Chromium: root gives carol,
 * a late starter, her own time on a running contest's Time windows tab (from 20 minutes on, until half an hour
 * past the contest's end); her contest page counts down to her own start and says her own time, and the server
 * refuses her submission until then. Screenshots at 1440 and 375 px in both languages into
 * /tmp/contest-windows-shots/.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let rootToken = '';

const SHOTS = process.env.CONTEST_WINDOWS_SHOTS ?? '/tmp/contest-windows-shots';
const PASSWORD = 'windows123';
const { pageAt, shoot } = contestPages({
  browser: () => browser as Browser,
  baseUrl: () => app.baseUrl,
  password: PASSWORD,
  shots: SHOTS,
});
const HOUR = 3_600_000;
const MINUTE = 60_000;
const ROUNDS = CONTEST_ROUNDS;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  rootToken = await apiLogin(app.baseUrl);
  await createUsers(app.baseUrl, [{ username: 'carol', password: PASSWORD }]);
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

describe('a late starter’s own time', () => {
  let cid = 0;
  let pid = 0;
  const start = new Date(Math.floor((Date.now() - HOUR) / 1000) * 1000);
  const end = new Date(start.getTime() + 4 * HOUR);
  const ownStart = new Date(Math.floor((Date.now() + 20 * MINUTE) / 1000) * 1000);
  const ownEnd = new Date(end.getTime() + 30 * MINUTE);

  beforeAll(async () => {
    ({ cid } = await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
      title: 'Late Cup',
      description: 'One contestant starts late.',
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      type: 0,
      auth: 0,
    }));
    pid = await addBankProblemToContest(app.baseUrl, rootToken, cid);
  });

  it('root sets carol’s window on the Time windows tab', async () => {
    let first = true;
    for (const [language, viewport] of ROUNDS) {
      const page = await pageAt(null, language, 'root', viewport);
      await page.goto(`/contest/${cid}/windows`);
      await page.getByTestId('contest-windows-page').waitFor();
      if (first) {
        await page.getByTestId('window-username').fill('carol');
        await pickDateTimes(page, { startTime: ownStart, endTime: ownEnd });
        await page.getByTestId('window-save').click();
        await waitForToast(page, 'Window of carol set');
        first = false;
      }
      await page.getByRole('cell', { name: 'carol' }).waitFor();
      await shoot(page, 'windows-tab', language, viewport);
      await page.close();
    }
    const windows = await apiCall<{ name: string; startTime: string; endTime: string }[]>(
      app.baseUrl,
      rootToken,
      'GET',
      `/api/admin/contest/windows?cid=${cid}`,
    );
    expect(windows).toEqual([
      expect.objectContaining({
        name: 'carol',
        startTime: ownStart.toISOString(),
        endTime: ownEnd.toISOString(),
      }),
    ]);
  });

  it('carol’s page counts down to her own start and says her own time; submitting waits for it', async () => {
    for (const [language, viewport] of ROUNDS) {
      const page = await pageAt(null, language, 'carol', viewport);
      await page.goto(`/contest/${cid}`);
      const own = await page.getByTestId('contest-own-window').innerText();
      expect(own).toContain(localDateTime(ownStart).slice(0, 16));
      expect(own).toContain(localDateTime(ownEnd).slice(0, 16));
      const countdown = await page.getByTestId('contest-countdown').innerText();
      // Her own start is ahead though the contest runs: the clock counts to it.
      expect(countdown).toContain(language === 'en-US' ? 'Starts in ' : '距离比赛开始还有');
      await shoot(page, 'own-window', language, viewport);
      await page.close();
    }
    const carol = await apiLogin(app.baseUrl, 'carol', PASSWORD, 'site');
    await expect(
      apiCall(app.baseUrl, carol, 'POST', '/api/submit-problem-judge', {
        pid,
        cid,
        language: 'C++',
        code: 'int main() { return 0; }',
      }),
    ).rejects.toThrow('Your time in this contest has not started yet');
  });
});
