import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role, type AcmRankRow } from '@judge/contract';
import { createContest } from '../../../../test/contests-kit.ts';
import { addToContest } from '../../../../test/contest-tools-kit.ts';
import { clicsGet } from '../../../../test/clics-kit.ts';
import { after, judgedSubmission } from '../../../../test/scoreboard-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

/** Per-contestant time windows (docs/contest-rules.md "Own time windows"). */
let app: TestApp;
type Signed = Awaited<ReturnType<typeof signedInUser>>;
let author: Signed;
let pid: number;
const HOUR = 3600_000;
const MINUTE = 60_000;
const isoAt = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

beforeAll(async () => {
  app = await createTestApp();
  author = await signedInUser(app, Role.ADMIN);
  pid = (await createProblem(app, author.token)).pid;
});
afterAll(() => app.close());

async function contestAt(startMs: number, endMs: number) {
  const cid = await createContest(app, author.token, { startTime: isoAt(startMs), endTime: isoAt(endMs) });
  await addToContest(app, author.token, cid, pid, 'A');
  return cid;
}
const setWindow = (cid: number, username: string, startMs: number, endMs: number, token = author.token) =>
  app.request({
    method: 'PUT',
    url: '/api/admin/contest/window',
    token,
    body: { cid, username, startTime: isoAt(startMs), endTime: isoAt(endMs) },
  });
const submit = (cid: number, token: string) =>
  app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token,
    body: { cid, pid, language: 'C++', code: 'int main() { return 0; }' },
  });
const info = async (cid: number, token: string) =>
  (await app.request({ url: '/api/get-contest-info', token, query: { cid: String(cid) } })).body.data;
const board = async (cid: number) =>
  (
    await app.request({
      method: 'POST',
      url: '/api/get-contest-rank',
      token: author.token,
      body: { cid, currentPage: 1, limit: 50 },
    })
  ).body.data.records as AcmRankRow[];

describe(`per-contestant time windows (${TEST_DIALECT})`, () => {
  it('only the contest admins set a window, from the contest’s start on, for an account', async () => {
    const now = Date.now();
    const cid = await contestAt(now - HOUR, now + HOUR);
    const user = await signedInUser(app);
    expect((await setWindow(cid, user.username, now - HOUR, now, user.token)).statusCode).toBe(403);
    const early = await setWindow(cid, user.username, now - 2 * HOUR, now);
    expect(early.statusCode).toBe(400);
    expect(early.body.data.field).toBe('startTime');
    const backwards = await setWindow(cid, user.username, now, now - HOUR / 2);
    expect(backwards.statusCode).toBe(400);
    expect((await setWindow(cid, 'no-such-user', now - HOUR, now)).body.data.field).toBe('username');
    expect((await setWindow(cid, user.username, now - HOUR / 2, now + HOUR)).statusCode).toBe(200);
    const listed = await app.request({
      url: '/api/admin/contest/windows',
      token: author.token,
      query: { cid: String(cid) },
    });
    expect(listed.body.data).toEqual([
      { rowKey: user.uid, name: user.username, startTime: isoAt(now - HOUR / 2), endTime: isoAt(now + HOUR) },
    ]);
    const audited = await app.db
      .selectFrom('auditLog')
      .select(['action', 'contestId'])
      .where('action', '=', 'contest-window.set')
      .execute();
    expect(audited).toEqual([{ action: 'contest-window.set', contestId: cid }]);
  });

  it('refuses a submission before the own window opens and after it closes; others submit as before', async () => {
    const now = Date.now();
    const cid = await contestAt(now - HOUR, now + HOUR);
    const [late, over, plain] = [await signedInUser(app), await signedInUser(app), await signedInUser(app)];
    await setWindow(cid, late.username, now + 10 * MINUTE, now + 2 * HOUR);
    await setWindow(cid, over.username, now - HOUR, now - 10 * MINUTE);
    const before = await submit(cid, late.token);
    expect(before.statusCode).toBe(403);
    expect(before.body.msg).toBe('Your time in this contest has not started yet');
    const afterEnd = await submit(cid, over.token);
    expect(afterEnd.statusCode).toBe(403);
    expect(afterEnd.body.msg).toBe('Your time in this contest is over');
    expect((await submit(cid, plain.token)).statusCode).toBe(200);
  });

  it('a late starter reads nothing of the contest before the own window opens: problems, a problem, the board', async () => {
    const now = Date.now();
    const cid = await contestAt(now - HOUR, now + HOUR);
    const [late, plain] = [await signedInUser(app), await signedInUser(app)];
    await setWindow(cid, late.username, now + 10 * MINUTE, now + 2 * HOUR);
    const reads = (token: string) => [
      app.request({ url: '/api/get-contest-problem', token, query: { cid: String(cid) } }),
      app.request({
        url: '/api/get-contest-problem-details',
        token,
        query: { cid: String(cid), displayId: 'A' },
      }),
      app.request({
        method: 'POST',
        url: '/api/get-contest-rank',
        token,
        body: { cid, currentPage: 1, limit: 10 },
      }),
    ];
    for (const refused of await Promise.all(reads(late.token))) {
      expect(refused.statusCode).toBe(403);
      expect(refused.body.msg).toBe('Your time in this contest has not started yet');
    }
    for (const read of await Promise.all(reads(plain.token))) expect(read.statusCode).toBe(200);
    // The contest's page itself still answers, with the own window to count down to.
    expect((await info(cid, late.token)).window.startTime).toBe(isoAt(now + 10 * MINUTE));
  });

  it('extra time: a window past the contest’s end takes submissions, and the page counts to the own end', async () => {
    const now = Date.now();
    const cid = await contestAt(now - 3 * HOUR, now - HOUR);
    const [extra, plain] = [await signedInUser(app), await signedInUser(app)];
    await setWindow(cid, extra.username, now - 2 * HOUR, now + HOUR);
    expect((await submit(cid, plain.token)).body.msg).toBe('Contest has ended');
    expect((await submit(cid, extra.token)).statusCode).toBe(200);
    const own = await info(cid, extra.token);
    expect(own.window).toEqual({ startTime: isoAt(now - 2 * HOUR), endTime: isoAt(now + HOUR) });
    expect(own.personalEndTime).toBe(isoAt(now + HOUR));
    expect((await info(cid, plain.token)).window).toBeNull();
  });

  it('extra time: the Contest API says the contest ended when the last own window closed', async () => {
    const now = Date.now();
    const cid = await contestAt(now - 3 * HOUR, now - HOUR);
    const extra = await signedInUser(app);
    const state = async () => (await clicsGet(app, `/contests/${cid}/state`)).json;
    expect(Date.parse((await state()).ended)).toBe(Date.parse(isoAt(now - HOUR)));
    // A window still open past the contest's end: the contest has not ended for everyone yet.
    await setWindow(cid, extra.username, now - 2 * HOUR, now + HOUR);
    expect((await state()).ended).toBeNull();
    // Closed since: the contest ended with it, not at its own end.
    await setWindow(cid, extra.username, now - 2 * HOUR, now - 30 * MINUTE);
    expect(Date.parse((await state()).ended)).toBe(Date.parse(isoAt(now - 30 * MINUTE)));
  });

  it('the board counts contest time from the own start, inside the own window only', async () => {
    const now = Date.now();
    const start = isoAt(now - 3 * HOUR);
    const cid = await contestAt(Date.parse(start), now + HOUR);
    const [late, plain] = [await signedInUser(app), await signedInUser(app)];
    const at = (user: Signed, minutes: number, status: number = JudgeStatus.ACCEPTED) =>
      judgedSubmission(app, { cid, pid, displayId: 'A', user, at: after(start, minutes), status });
    await at(plain, 30);
    await at(late, 50); // before its own window: not on the board
    await at(late, 70, JudgeStatus.WRONG_ANSWER);
    await at(late, 75);
    // Without a window the late starter's first accepted submission (50 min) counts from the contest's start.
    const row = async (uid: number) => (await board(cid)).find((r) => r.uid === uid)!;
    expect((await row(late.uid)).submissionInfo.A.ACTime).toBe(50 * 60);
    // The window set after the submissions moves the board at its next read (migration 055's triggers).
    expect((await setWindow(cid, late.username, Date.parse(after(start, 60)), now + HOUR)).statusCode).toBe(
      200,
    );
    const lateRow = await row(late.uid);
    expect(lateRow.submissionInfo.A.ACTime).toBe(15 * 60);
    expect(lateRow.submissionInfo.A.errorNum).toBe(1);
    expect(lateRow.totalTime).toBe(15 * 60 + 20 * 60);
    expect((await row(plain.uid)).totalTime).toBe(30 * 60);
  });

  it('in a team contest the window is the team’s: each member’s own time, and its board row’s', async () => {
    const now = Date.now();
    const start = isoAt(now - 3 * HOUR);
    const cid = await contestAt(Date.parse(start), now + HOUR);
    const [a, b] = [await signedInUser(app), await signedInUser(app)];
    const admin = (method: 'PUT' | 'POST', url: string, body: Record<string, unknown>) =>
      app.request({ method, url, token: author.token, body });
    await admin('PUT', '/api/admin/contest/team-settings', { cid, teamContest: true, maxTeamSize: 2 });
    await admin('POST', '/api/admin/contest/team', { cid, name: 'Late', members: [a.username, b.username] });
    const team = await app.db
      .selectFrom('contestTeams')
      .select('id')
      .where('cid', '=', cid)
      .executeTakeFirstOrThrow();
    const outsider = await signedInUser(app);
    expect((await setWindow(cid, outsider.username, now - HOUR, now)).body.data.field).toBe('username');
    expect((await setWindow(cid, b.username, Date.parse(after(start, 60)), now + HOUR)).statusCode).toBe(200);
    const listed = await app.request({
      url: '/api/admin/contest/windows',
      token: author.token,
      query: { cid: String(cid) },
    });
    expect(listed.body.data).toEqual([expect.objectContaining({ rowKey: -team.id, name: 'Late' })]);
    expect((await info(cid, a.token)).window).toEqual({
      startTime: after(start, 60),
      endTime: isoAt(now + HOUR),
    });

    const id = await judgedSubmission(app, { cid, pid, displayId: 'A', user: a, at: after(start, 90) });
    await app.db.updateTable('submissions').set({ teamId: team.id }).where('id', '=', id).execute();
    const row = (await board(cid)).find((r) => r.uid === -team.id)!;
    expect(row.submissionInfo.A.ACTime).toBe(30 * 60);
    expect(row.totalTime).toBe(30 * 60);
  });

  it('in a time-limited contest a window replaces the start to press and the limit', async () => {
    const now = Date.now();
    const cid = await createContest(app, author.token, {
      startTime: isoAt(now - HOUR),
      endTime: isoAt(now + HOUR),
      timeLimit: 1800,
    });
    await addToContest(app, author.token, cid, pid, 'A');
    const [own, plain] = [await signedInUser(app), await signedInUser(app)];
    await setWindow(cid, own.username, now - HOUR, now + 2 * HOUR);
    const problems = (token: string) =>
      app.request({ url: '/api/get-contest-problem', token, query: { cid: String(cid) } });
    expect((await problems(plain.token)).body.msg).toBe('Start the contest first');
    expect((await problems(own.token)).statusCode).toBe(200);
    expect((await submit(cid, own.token)).statusCode).toBe(200);
    expect((await info(cid, own.token)).personalEndTime).toBe(isoAt(now + 2 * HOUR));
  });
});

/**
 * An own window moves the seal and the board's end (docs/contest-rules.md "Own time windows"): a 180-minute
 * contest sealed for its last 60 minutes; a late starter's window opens 60 minutes after the start and lasts 180
 * minutes, so its own seal starts at its own minute 120, the contest's end.
 */
describe(`a window moves the seal and the board's end (${TEST_DIALECT})`, () => {
  const sealedContest = async (startMs: number, autoRealRank: boolean) => {
    const cid = await createContest(app, author.token, {
      startTime: isoAt(startMs),
      endTime: isoAt(startMs + 3 * HOUR),
      sealRank: true,
      sealRankOption: 1, // the last hour: sealed from the 120th minute
      autoRealRank,
    });
    await addToContest(app, author.token, cid, pid, 'A');
    return cid;
  };
  const boardAs = async (cid: number, token: string) =>
    (
      await app.request({
        method: 'POST',
        url: '/api/get-contest-rank',
        token,
        body: { cid, currentPage: 1, limit: 50 },
      })
    ).body.data as { sealed: boolean; records: AcmRankRow[] };
  /** A contest begun `minutesAgo` ago, with the late starter's tries at its own minutes 100 (WA) and 150 (AC). */
  async function lateStarterAt(minutesAgo: number, autoRealRank = true) {
    const startMs = Math.floor((Date.now() - minutesAgo * MINUTE) / 1000) * 1000;
    const start = isoAt(startMs);
    const cid = await sealedContest(startMs, autoRealRank);
    const [late, other] = [await signedInUser(app), await signedInUser(app)];
    expect((await setWindow(cid, late.username, startMs + HOUR, startMs + 4 * HOUR)).statusCode).toBe(200);
    const at = (user: Signed, minutes: number, status: number = JudgeStatus.ACCEPTED) =>
      judgedSubmission(app, { cid, pid, displayId: 'A', user, at: after(start, minutes), status });
    await at(other, 30);
    await at(late, 60 + 100, JudgeStatus.WRONG_ANSWER);
    const lateAc = await at(late, 60 + 150);
    return { cid, late, other, lateAc };
  }

  it('the late starter’s accepted at own minute 150 is "?" to another contestant until its window ends', async () => {
    // 215 minutes after the start: the contest ended 35 minutes ago, the window closes in 25.
    const { cid, late, other, lateAc } = await lateStarterAt(215);
    const seen = await boardAs(cid, other.token);
    expect(seen.sealed).toBe(true);
    const lateRow = seen.records.find((row) => row.uid === late.uid)!;
    // Own minute 100 is before its own seal (own minute 120): its wrong answer shows; the accepted is a try.
    expect(lateRow.submissionInfo.A).toMatchObject({ isAC: false, errorNum: 1, tryNum: 1 });
    expect(lateRow.ac).toBe(0);
    // The late starter sees its own row real: solved at own minute 150 after one wrong try.
    const own = (await boardAs(cid, late.token)).records.find((row) => row.uid === late.uid)!;
    expect(own.submissionInfo.A).toMatchObject({ isAC: true, ACTime: 150 * 60, errorNum: 1 });
    expect(own.totalTime).toBe(150 * 60 + 20 * 60);
    // The contest's problem list and statistics count it as a try only; the submissions list hides its verdict.
    const problems = await app.request({
      url: '/api/get-contest-problem',
      token: other.token,
      query: { cid: String(cid) },
    });
    expect(problems.body.data[0]).toMatchObject({ ac: 1, total: 3 });
    const details = await app.request({
      url: '/api/get-contest-problem-details',
      token: other.token,
      query: { cid: String(cid), displayId: 'A' },
    });
    expect(details.body.data.problemCount).toMatchObject({ total: 3, ac: 1, wa: 1 });
    const list = await app.request({
      url: '/api/contest-submissions',
      token: other.token,
      query: { cid: String(cid), currentPage: '1', limit: '20' },
    });
    const row = (list.body.data.records as { submitId: number; status: number }[]).find(
      (r) => r.submitId === lateAc,
    );
    expect(row?.status).toBe(JudgeStatus.SUBMITTED_UNKNOWN);
    // The contest's admins read it as it is.
    const real = (await boardAs(cid, author.token)).records.find((r) => r.uid === late.uid)!;
    expect(real.submissionInfo.A.isAC).toBe(true);
    // The home page's 7-day chart counts it as a submission, not yet as accepted: without the window the
    // contest's board (ended, autoRealRank) would show it.
    const root = await signedInUser(app, Role.ROOT);
    const weekAc = async () => {
      const week = await app.request({
        url: '/api/get-last-week-submission-statistics',
        token: root.token,
        query: { forceRefresh: 'true' },
      });
      return (week.body.data.acCountList as number[]).reduce((a, b) => a + b, 0);
    };
    const sealedAc = await weekAc();
    const removed = await app.request({
      method: 'DELETE',
      url: '/api/admin/contest/window',
      token: author.token,
      query: { cid: String(cid), rowKey: String(late.uid) },
    });
    expect(removed.statusCode).toBe(200);
    expect(await weekAc()).toBe(sealedAc + 1);
  });

  it('in a team contest the team’s window moves its row’s seal: its submissions against its own seal', async () => {
    // 215 minutes after the start, as above; the late team's wrong answer at its own minute 100 (after the
    // contest's seal, before its own) shows to the other team, its accepted at own minute 150 does not.
    const startMs = Math.floor((Date.now() - 215 * MINUTE) / 1000) * 1000;
    const start = isoAt(startMs);
    const cid = await sealedContest(startMs, true);
    const [a, b] = [await signedInUser(app), await signedInUser(app)];
    const admin = (method: 'PUT' | 'POST', url: string, body: Record<string, unknown>) =>
      app.request({ method, url, token: author.token, body });
    await admin('PUT', '/api/admin/contest/team-settings', { cid, teamContest: true, maxTeamSize: 1 });
    await admin('POST', '/api/admin/contest/team', { cid, name: 'Late', members: [a.username] });
    await admin('POST', '/api/admin/contest/team', { cid, name: 'Early', members: [b.username] });
    const teams = await app.db
      .selectFrom('contestTeams')
      .select(['id', 'name'])
      .where('cid', '=', cid)
      .execute();
    const teamOf = (name: string) => teams.find((team) => team.name === name)!.id;
    expect((await setWindow(cid, a.username, startMs + HOUR, startMs + 4 * HOUR)).statusCode).toBe(200);
    const at = async (user: Signed, team: string, minutes: number, status: number) => {
      const id = await judgedSubmission(app, {
        cid,
        pid,
        displayId: 'A',
        user,
        at: after(start, minutes),
        status,
      });
      await app.db
        .updateTable('submissions')
        .set({ teamId: teamOf(team) })
        .where('id', '=', id)
        .execute();
      return id;
    };
    await at(b, 'Early', 30, JudgeStatus.ACCEPTED);
    const wrong = await at(a, 'Late', 60 + 100, JudgeStatus.WRONG_ANSWER);
    const accepted = await at(a, 'Late', 60 + 150, JudgeStatus.ACCEPTED);
    const lateRow = (await boardAs(cid, b.token)).records.find((row) => row.uid === -teamOf('Late'))!;
    expect(lateRow.submissionInfo.A).toMatchObject({ isAC: false, errorNum: 1, tryNum: 1 });
    const details = await app.request({
      url: '/api/get-contest-problem-details',
      token: b.token,
      query: { cid: String(cid), displayId: 'A' },
    });
    expect(details.body.data.problemCount).toMatchObject({ total: 3, ac: 1, wa: 1 });
    const list = await app.request({
      url: '/api/contest-submissions',
      token: b.token,
      query: { cid: String(cid), currentPage: '1', limit: '20' },
    });
    const statusOf = (id: number) =>
      (list.body.data.records as { submitId: number; status: number }[]).find((r) => r.submitId === id)
        ?.status;
    expect(statusOf(wrong)).toBe(JudgeStatus.WRONG_ANSWER);
    expect(statusOf(accepted)).toBe(JudgeStatus.SUBMITTED_UNKNOWN);
  });

  it('once the window has closed the board unseals as autoRealRank says', async () => {
    // 245 minutes after the start: the window closed 5 minutes ago.
    const unsealed = await lateStarterAt(245);
    const seen = await boardAs(unsealed.cid, unsealed.other.token);
    expect(seen.sealed).toBe(false);
    const lateRow = seen.records.find((row) => row.uid === unsealed.late.uid)!;
    expect(lateRow.submissionInfo.A).toMatchObject({ isAC: true, ACTime: 150 * 60, errorNum: 1 });
    // Without autoRealRank the board stays sealed after the end, the late starter's last stretch with it.
    const kept = await lateStarterAt(245, false);
    const still = (await boardAs(kept.cid, kept.other.token)).records.find((r) => r.uid === kept.late.uid)!;
    expect(still.submissionInfo.A).toMatchObject({ isAC: false, errorNum: 1, tryNum: 1 });
  });
});
