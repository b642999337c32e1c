import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers, addBankProblemToContest } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { contestPages, CONTEST_ROUNDS } from '../support/pages';
import { DESKTOP, MOBILE, launchBrowser, waitForToast } from '../support/browser';
import { fitsPhone } from '../support/phone';
import { dialog, dialogSettled, submitLogin } from '../support/ui';

/**
 * Issue 25's done-when scenario (docs/contest-volunteers.md) in Chromium: a team contest restricted to the hall's
 * network (TRUST_PROXY=true, each browser sending its machine's address) with one session per account. Root gives
 * vera the volunteer duty on the contest's Volunteers tab; the team Owls (alice and bob, seat B-12 in Hall 2)
 * plays from the hall: alice's A+B is judged by the real judge; bob's sign-in from outside the hall is refused
 * (his session in the hall lives) and alice's page there says her address is not allowed; bob's Q&A question
 * names Owls and its seat. Vera opens Deliveries
 * from the menu, sees the balloon of Owls' accepted A with seat and room, claims it and marks it delivered; the
 * admins' AC helper shows it delivered and the audit log names vera. Screenshots at 1440 and 375 px in both
 * languages into /tmp/contest-volunteers-shots/.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let rootToken = '';

const SHOTS = process.env.CONTEST_VOLUNTEERS_SHOTS ?? '/tmp/contest-volunteers-shots';
const PASSWORD = 'volunteer123';
const { pageAt, shoot } = contestPages({
  browser: () => browser as Browser,
  baseUrl: () => app.baseUrl,
  password: PASSWORD,
  shots: SHOTS,
});
const HALL = '10.1.2.3';
const ELSEWHERE = '192.168.7.7';
const HOUR = 3_600_000;
const RIGHT =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
/** Pending, compiling, judging, submitting: not judged yet. */
const WAITING = [5, 6, 7, 9];
const ROUNDS = CONTEST_ROUNDS;

beforeAll(async () => {
  app = await startApp({ env: { TRUST_PROXY: 'true' } });
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  rootToken = await apiLogin(app.baseUrl);
  await createUsers(app.baseUrl, [
    { username: 'alice', password: PASSWORD },
    { username: 'bob', password: PASSWORD },
    { username: 'vera', password: PASSWORD },
    { username: 'walt', password: PASSWORD },
  ]);
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

/** A call from a machine of the hall (the API helper's calls come from the server's own address). */
async function fromHall<T>(token: string, method: string, pathname: string, body?: unknown): Promise<T> {
  const response = await fetch(`${app.baseUrl}${pathname}`, {
    method,
    headers: { Authorization: token, 'X-Forwarded-For': HALL, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { status: number; msg: string; data: T };
  if (envelope.status !== 200) throw new Error(`${method} ${pathname}: ${envelope.status} ${envelope.msg}`);
  return envelope.data;
}

describe('balloon volunteers in a team contest of the hall', () => {
  let cid = 0;
  // One session per account: a member's later calls reuse the token of its one sign-in.
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    const start = Math.floor((Date.now() - HOUR) / 1000) * 1000;
    ({ cid } = await apiCall<{ cid: number }>(app.baseUrl, rootToken, 'POST', '/api/admin/contest', {
      title: 'Hall Team Cup',
      description: 'Played by teams of two in the hall.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 4 * HOUR).toISOString(),
      type: 0,
      auth: 0,
      allowedNetworks: ['10.1.0.0/16'],
      sessionRule: 'single-refuse',
      ipAutoLogin: [],
      openPrint: true,
    }));
    const pid = await addBankProblemToContest(app.baseUrl, rootToken, cid);
    await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/contest/contest-problem', {
      cid,
      pid,
      displayId: 'A',
      displayTitle: 'A+B Problem',
      color: '#e53935',
    });
    await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/contest/team-settings', {
      cid,
      teamContest: true,
      maxTeamSize: 2,
    });
    await apiCall(app.baseUrl, rootToken, 'POST', '/api/admin/contest/team', {
      cid,
      name: 'Owls',
      school: 'Hill High',
      shortName: 'HH',
      seat: 'B-12',
      room: 'Hall 2',
      members: ['alice', 'bob'],
    });
  });

  it('root gives vera the volunteer duty on the contest’s Volunteers tab', async () => {
    let first = true;
    for (const [language, viewport] of ROUNDS) {
      const page = await pageAt(ELSEWHERE, language, 'root', viewport);
      await page.goto(`/contest/${cid}/volunteers`);
      await page.getByTestId('contest-volunteers-page').waitFor();
      if (first) {
        // Vera runs Hall 2, the Owls' room, picked from the rooms the contest's teams sit in.
        await page.getByTestId('volunteer-username').fill('vera');
        await page.getByTestId('volunteer-add-rooms').click();
        await page.locator('.ant-select-item-option', { hasText: 'Hall 2' }).click();
        await page.keyboard.press('Escape');
        await page.getByTestId('volunteer-add').click();
        await waitForToast(page, 'vera is now a volunteer');
        first = false;
      }
      await page.getByTestId('volunteer-remove-vera').waitFor();
      await page.getByTestId('volunteer-rooms-vera').getByText('Hall 2').waitFor();
      if (viewport === MOBILE) await fitsPhone(page, 'contest-volunteers-page', ['volunteer-remove-vera']);
      await shoot(page, 'volunteers-tab', language, viewport);
      await page.close();
    }
    const volunteers = await apiCall<{ username: string; rooms: string[] }[]>(
      app.baseUrl,
      rootToken,
      'GET',
      `/api/admin/contest/volunteers?cid=${cid}`,
    );
    expect(volunteers.map((volunteer) => [volunteer.username, volunteer.rooms])).toEqual([
      ['vera', ['Hall 2']],
    ]);
    // Walt runs Hall 1: the Owls' deliveries are not his (docs/contest-volunteers.md "Rooms").
    await apiCall(app.baseUrl, rootToken, 'POST', '/api/admin/contest/volunteer', {
      cid,
      username: 'walt',
      rooms: ['Hall 1'],
    });
  });

  it('the team plays from the hall; a sign-in from elsewhere is refused', async () => {
    // Bob plays at his seat: his session in the hall is the one the contest allows.
    const bob = await pageAt(HALL, 'en-US', 'bob');
    await bob.goto(`/contest/${cid}/problems`);
    await bob.getByText('A+B Problem').first().waitFor();
    tokens.set('bob', (await bob.evaluate(() => localStorage.getItem('token')))!);
    // Alice's browser outside the hall is told her address is not allowed; her own session plays from the hall.
    const aliceOutside = await pageAt(ELSEWHERE, 'en-US', 'alice');
    await aliceOutside.goto(`/contest/${cid}`);
    await aliceOutside.getByTestId('contest-address-refused').waitFor();
    const alice = (await aliceOutside.evaluate(() => localStorage.getItem('token')))!;
    await aliceOutside.close();
    const problems = await fromHall<{ pid: number; displayId: string }[]>(
      alice,
      'GET',
      `/api/get-contest-problem?cid=${cid}`,
    );
    const { submitId } = await fromHall<{ submitId: number }>(alice, 'POST', '/api/submit-problem-judge', {
      pid: problems[0].pid,
      cid,
      language: 'C++',
      code: RIGHT,
    });
    await expect
      .poll(
        async () => {
          const statuses = await fromHall<Record<number, { status: number }>>(
            alice,
            'POST',
            '/api/check-contest-submissions-status',
            { cid, submitIds: [submitId] },
          );
          const status = statuses[submitId]?.status;
          return status === undefined || WAITING.includes(status) ? 'waiting' : status;
        },
        { timeout: 120_000, interval: 500 },
      )
      .toBe(0);

    // Bob signing in from outside the hall is refused: his session at the seat lives.
    for (const [language, refusal] of [
      ['en-US', 'This account is already signed in elsewhere, and the contest allows one session'],
      ['zh-CN', '该账号已在别处登录，本比赛只允许一个登录会话'],
    ] as const) {
      const outside = await pageAt(ELSEWHERE, language, null);
      await outside.goto('/home');
      await outside.getByTestId('nav-login').click();
      await dialogSettled(outside);
      await submitLogin(outside, 'bob', PASSWORD);
      await outside.getByText(refusal).first().waitFor();
      expect(await outside.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await shoot(outside, 'login-refused', language, DESKTOP);
      await outside.close();
    }
    // Bob's own session at the seat goes on.
    await bob.reload();
    await bob.getByText('A+B Problem').first().waitFor();
    await expect(dialog(bob).count()).resolves.toBe(0);
    await bob.close();
  });

  it('the Q&A names the team and seat beside the member who asked', async () => {
    await apiCall(app.baseUrl, rootToken, 'PUT', '/api/admin/switch/update', { openContestComment: true });
    const bobToken = tokens.get('bob')!;
    await fromHall(bobToken, 'POST', '/api/comment', {
      cid,
      content: 'May the input hold negative numbers?',
    });
    for (const [language, viewport] of [ROUNDS[0], ROUNDS[1]]) {
      const page = await pageAt(ELSEWHERE, language, 'root', viewport);
      await page.goto(`/contest/${cid}/comment`);
      await page.getByText('May the input hold negative numbers?').waitFor();
      await expect(page.getByTestId('comment-team').first().innerText()).resolves.toBe(
        'Owls · B-12 · Hall 2',
      );
      await shoot(page, 'qa-team', language, viewport);
      await page.close();
    }
  });

  it('vera sees the balloon with seat and room, claims it and marks it delivered', async () => {
    const page = await pageAt(ELSEWHERE, 'en-US', 'vera');
    await page.goto('/home');
    await page.getByTestId('user-menu').hover();
    await page.getByTestId('volunteer-entry').click();
    await page.waitForURL('**/volunteer');
    await expect(page.getByTestId('volunteer-rooms').innerText()).resolves.toContain('Your rooms: Hall 2');
    const table = page.getByTestId('volunteer-balloons-table');
    await table.getByText('Owls').waitFor();
    const row = table.locator('tbody tr', { hasText: 'Owls' });
    expect(await row.innerText()).toContain('B-12 · Hall 2');
    expect(await row.innerText()).toContain('alice');
    const balloonId = Number(
      (await row.locator('[data-testid^="volunteer-balloon-"]').getAttribute('data-testid'))!
        .split('-')
        .pop(),
    );
    await expect(page.getByTestId(`delivery-state-${balloonId}`).innerText()).resolves.toBe('Waiting');
    // Walt, of Hall 1, sees none of it and may not claim it.
    const walt = await pageAt(ELSEWHERE, 'en-US', 'walt');
    await walt.goto('/volunteer');
    await expect(walt.getByTestId('volunteer-rooms').innerText()).resolves.toContain('Your rooms: Hall 1');
    await walt.getByTestId('volunteer-balloons-table').getByText('No balloons yet').waitFor();
    await walt.close();
    const waltToken = await apiLogin(app.baseUrl, 'walt', PASSWORD, 'site');
    const refused = await fetch(`${app.baseUrl}/api/volunteer/delivery/claim`, {
      method: 'PUT',
      headers: { Authorization: waltToken, 'Content-Type': 'application/json' },
      body: JSON.stringify({ cid, kind: 'balloon', id: balloonId }),
    });
    expect(((await refused.json()) as { status: number }).status).toBe(403);
    await shoot(page, 'queue-waiting', 'en-US', DESKTOP);
    await page.getByTestId(`delivery-claim-${balloonId}`).click();
    await expect
      .poll(() => page.getByTestId(`delivery-state-${balloonId}`).innerText())
      .toBe('Claimed by you');
    await shoot(page, 'queue-claimed', 'en-US', DESKTOP);
    await page.getByTestId(`delivery-done-${balloonId}`).click();
    await expect
      .poll(() => page.getByTestId(`delivery-state-${balloonId}`).innerText())
      .toBe('Delivered by vera');
    await page.close();

    for (const [language, viewport] of ROUNDS.slice(1)) {
      const again = await pageAt(ELSEWHERE, language, 'vera', viewport);
      await again.goto('/volunteer');
      await again.getByTestId(`delivery-state-${balloonId}`).waitFor();
      if (viewport === MOBILE)
        await fitsPhone(again, 'contest-volunteer-balloons', [`delivery-state-${balloonId}`]);
      await shoot(again, 'queue-delivered', language, viewport);
      await again.close();
    }

    // The admins' AC helper shows it delivered; the audit log names vera for the claim and the delivery.
    const acInfo = await apiCall<{ records: { id: number; checked: boolean }[] }>(
      app.baseUrl,
      rootToken,
      'GET',
      `/api/get-contest-ac-info?cid=${cid}&currentPage=1&limit=20`,
    );
    expect(acInfo.records).toEqual([expect.objectContaining({ id: balloonId, checked: true })]);
    // The admins' AC helper of one room: Hall 2 holds the Owls' balloon, Hall 1 (typed in the call) none.
    for (const [language, viewport] of [ROUNDS[0], ROUNDS[1]]) {
      const admin = await pageAt(ELSEWHERE, language, 'root', viewport);
      await admin.goto(`/contest/${cid}/ac-info`);
      await admin.getByTestId('ac-info-room').click();
      await admin.locator('.ant-select-item-option', { hasText: 'Hall 2' }).click();
      await admin.getByTestId('ac-info-table').getByText('Owls').waitFor();
      await shoot(admin, 'ac-info-room', language, viewport);
      await admin.close();
    }
    const hall1 = await apiCall<{ records: unknown[] }>(
      app.baseUrl,
      rootToken,
      'GET',
      `/api/get-contest-ac-info?cid=${cid}&currentPage=1&limit=20&room=Hall%201`,
    );
    expect(hall1.records).toEqual([]);
    const audit = await apiCall<{ records: { action: string; actorName: string }[] }>(
      app.baseUrl,
      rootToken,
      'GET',
      `/api/admin/audit-log?cid=${cid}&currentPage=1&limit=50`,
    );
    const actions = audit.records.map((entry) => `${entry.action} ${entry.actorName}`);
    // Every admin action this spec made on the contest is there, each named with who made it (issue 25).
    expect(actions).toEqual(
      expect.arrayContaining([
        'contest.create root',
        'contest-problem.add root',
        'contest-problem.update root',
        'contest.teams root',
        'contest-team.create root',
        'contest-volunteer.add root',
        'delivery.claim vera',
        'delivery.done vera',
      ]),
    );
    expect(actions.filter((action) => action === 'contest-volunteer.add root')).toHaveLength(2);
  });

  it('vera downloads a print’s text from her print queue, to print and deliver it', async () => {
    const text =
      '#include <cstdio>\n// Print for the judges of table B-12, please.\nint main() { return 0; }\n';
    // Bob sends it from his seat in Hall 2, vera's room.
    const { id } = await fromHall<{ id: number }>(tokens.get('bob')!, 'POST', '/api/submit-print-text', {
      cid,
      content: text,
    });
    const page = await pageAt(ELSEWHERE, 'en-US', 'vera');
    await page.goto('/volunteer');
    await page.getByTestId('volunteer-tabs').getByRole('tab', { name: 'Prints' }).click();
    const button = page.getByTestId(`volunteer-print-text-${id}`);
    await button.waitFor();
    const downloading = page.waitForEvent('download');
    await button.click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('bob_Contest_Print.txt');
    expect(fs.readFileSync(await file.path(), 'utf8')).toBe(text);
    await shoot(page, 'print-queue', 'en-US', DESKTOP);
    await page.close();
    // On a phone the print's Claim, Delivered and Download are on screen, the delivery first.
    for (const language of ['zh-CN', 'en-US'] as const) {
      const phone = await pageAt(ELSEWHERE, language, 'vera', MOBILE);
      await phone.goto('/volunteer');
      await phone.getByTestId('volunteer-tabs').getByRole('tab').nth(1).click();
      await phone.getByTestId(`delivery-claim-${id}`).waitFor();
      await fitsPhone(phone, 'contest-volunteer-prints', [
        `delivery-claim-${id}`,
        `delivery-done-${id}`,
        `volunteer-print-text-${id}`,
      ]);
      await shoot(phone, 'print-queue', language, MOBILE);
      await phone.close();
    }
  });
});
