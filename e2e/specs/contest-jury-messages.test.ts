import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addBankProblemToContest, apiCall, apiLogin, createUsers, signInPage } from '../support/api';
import { ROOT_PASSWORD, ROOT_USERNAME, startApp, type RunningApp } from '../support/app';
import {
  DESKTOP,
  launchBrowser,
  newPage,
  screenshotInto,
  sidewaysOverflow,
  ROUNDS,
} from '../support/browser';

/**
 * The jury's message to one team on the contest's Q&A page (issue 22, docs/clics.md "Posting clarifications"):
 * the jury posts a clarification to alice's team through the Contest API (`to_team_ids`); alice reads it on the
 * Q&A tab above the comments, bob (another team) does not, root reads it marked with alice's team. At 1440 and
 * 375 px in both languages (`/tmp/jury-shots`, `jury-messages-*`).
 */
const SHOTS = process.env.JURY_SHOTS ?? '/tmp/jury-shots';
const PASSWORD = 'jurypass123';
const TEXT = 'Alice: read the input until the end of the file.';
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let cid = 0;
/** The last page's answer to its jury messages' list. */
let listAnswered: Promise<unknown>;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  const rootToken = await apiLogin(app.baseUrl);
  await createUsers(app.baseUrl, [
    { username: 'alice', password: PASSWORD },
    { username: 'bob', password: PASSWORD },
  ]);
  await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/switch/update', { openContestComment: true });
  const now = Date.now();
  cid = (
    await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
      title: 'Jury Cup',
      description: 'The jury writes to one team.',
      startTime: new Date(now - 3600_000).toISOString(),
      endTime: new Date(now + 3 * 3600_000).toISOString(),
      type: 0,
      auth: 0,
    })
  ).cid;
  const pid = await addBankProblemToContest(app.baseUrl, rootToken, cid);
  // Each on the board (a team of the Contest API): one submission each.
  for (const username of ['alice', 'bob']) {
    const token = await apiLogin(app.baseUrl, username, PASSWORD, 'site');
    await apiCall(app.baseUrl, token, 'POST', '/api/submit-problem-judge', {
      pid,
      cid,
      language: 'C++',
      code: 'int main() { return 0; }\n',
    });
  }
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

async function qaPage(username: string | null, language: 'en-US' | 'zh-CN', viewport = DESKTOP) {
  const page = await newPage(browser as Browser, app.baseUrl, { language, viewport });
  if (username) await signInPage(page, app.baseUrl, username, PASSWORD);
  else await signInPage(page, app.baseUrl);
  listAnswered = page.waitForResponse((r) => r.url().includes('/api/contest/jury-messages') && r.ok());
  await page.goto(`/contest/${cid}/comment`);
  await page.getByTestId('contest-qa-notice').waitFor();
  return page;
}

describe("the jury's message to one team on the Q&A page", () => {
  it('reaches its team, not another, and root sees it marked with the team', async () => {
    const alice = await apiLogin(app.baseUrl, 'alice', PASSWORD, 'site');
    const uid = (await apiCall<{ uid: number }>(app.baseUrl, alice, 'GET', '/api/get-user-info')).uid;
    const posted = await fetch(`${app.baseUrl}/api/clics/contests/${cid}/clarifications`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        authorization: `Basic ${Buffer.from(`${ROOT_USERNAME}:${ROOT_PASSWORD}`).toString('base64')}`,
      },
      body: JSON.stringify({ text: TEXT, to_team_ids: [String(uid)], problem_id: 'A' }),
    });
    expect(posted.status, await posted.clone().text()).toBe(201);

    const own = await qaPage('alice', 'en-US');
    const message = own.getByTestId('contest-jury-message');
    await message.waitFor();
    expect(await message.innerText()).toContain(TEXT);
    expect(await message.innerText()).toContain('To alice');
    expect(await own.getByTestId('contest-jury-messages').innerText()).toContain('Messages from the jury');
    await own.context().close();

    const other = await qaPage('bob', 'en-US');
    // Its own list asked and answered (empty), so the absence is not a list still loading.
    await listAnswered;
    expect(await other.getByTestId('contest-jury-messages').count()).toBe(0);
    await other.context().close();

    const root = await qaPage(null, 'zh-CN');
    const marked = root.getByTestId('contest-jury-message');
    await marked.waitFor();
    expect(await marked.innerText()).toContain('发给 alice');
    expect(await marked.innerText()).toContain('题目 A');
    await root.context().close();
  });

  it('fits 1440 and 375 px in both languages', async () => {
    for (const { language, viewport } of ROUNDS) {
      const page = await qaPage('alice', language, viewport);
      await page.getByTestId('contest-jury-message').waitFor();
      await screenshotInto(SHOTS, page, 'jury-messages', String(viewport.width), language);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  });
});
