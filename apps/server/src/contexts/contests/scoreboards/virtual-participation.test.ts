import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role, type AcmRankRow } from '@judge/contract';
import { createContest } from '../../../../test/contests-kit.ts';
import { after, judgedSubmission } from '../../../../test/scoreboard-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

/**
 * Virtual participation (issue 9, beyond the reference): a user replays an ended contest in a window
 * of its length; during it the board shows the real contest as it stood at the same minute, with their
 * own row marked virtual; afterwards everyone sees that row, ranked as it would have been, taking no
 * one's place.
 */
let app: TestApp;
type Signed = Awaited<ReturnType<typeof signedInUser>>;
let admin: Signed;
let pid: number;
let cid: number;
let start: string;
let alice: Signed;
let bob: Signed;

const HOUR = 3_600_000;
const isoAt = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInUser(app, Role.ADMIN);
  pid = (await createProblem(app, admin.token)).pid;
  const now = Date.now();
  start = isoAt(now - 10 * HOUR);
  cid = await createContest(app, admin.token, { startTime: start, endTime: isoAt(now - 8 * HOUR) });
  await app.request({
    method: 'POST',
    url: '/api/admin/contest/add-problem-from-public',
    token: admin.token,
    body: { cid, pid, displayId: 'A' },
  });
  [alice, bob] = [await signedInUser(app), await signedInUser(app)];
  // The real contest: alice solves A at minute 10, bob at minute 90.
  await judgedSubmission(app, { cid, pid, displayId: 'A', user: alice, at: after(start, 10) });
  await judgedSubmission(app, { cid, pid, displayId: 'A', user: bob, at: after(start, 90) });
});
afterAll(() => app.close());

const startVirtual = (token: string, body: Record<string, unknown>) =>
  app.request({ method: 'POST', url: '/api/contest/virtual', token, body });
const rank = (token: string) =>
  app.request({ method: 'POST', url: '/api/get-contest-rank', token, body: { cid, limit: 50 } });
const submit = (token: string) =>
  app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token,
    body: { pid, cid, language: 'C++', code: 'int main(){}' },
  });

describe(`starting a virtual participation (${TEST_DIALECT})`, () => {
  it('opens after the end to those who did not take part, once, now or within 30 days', async () => {
    const carol = await signedInUser(app);
    const running = await createContest(app, admin.token);
    const early = await startVirtual(carol.token, { cid: running });
    expect([early.statusCode, early.body.code]).toEqual([400, 'BAD_REQUEST']);
    expect((await startVirtual(admin.token, { cid })).statusCode).toBe(403);
    expect((await startVirtual(alice.token, { cid })).statusCode).toBe(400);
    const past = await startVirtual(carol.token, { cid, startTime: isoAt(Date.now() - HOUR) });
    expect([past.statusCode, past.body.data?.field]).toEqual([400, 'startTime']);
    const far = await startVirtual(carol.token, { cid, startTime: isoAt(Date.now() + 31 * 24 * HOUR) });
    expect([far.statusCode, far.body.data?.field]).toEqual([400, 'startTime']);
    const later = isoAt(Date.now() + HOUR);
    const started = await startVirtual(carol.token, { cid, startTime: later });
    expect(started.statusCode).toBe(200);
    expect(started.body.data).toEqual({ startTime: later, endTime: isoAt(Date.parse(later) + 2 * HOUR) });
    expect((await startVirtual(carol.token, { cid })).statusCode).toBe(400);
    const info = await app.request({
      url: '/api/get-contest-info',
      token: carol.token,
      query: { cid: String(cid) },
    });
    expect(info.body.data.virtual).toEqual(started.body.data);
    // Scheduled for later: no submission before it starts.
    expect((await submit(carol.token)).body.msg).toBe('Contest has ended');
    expect(
      (await app.request({ method: 'POST', url: '/api/contest/virtual', body: { cid } })).statusCode,
    ).toBe(401);
  });
});

describe(`a virtual run (${TEST_DIALECT})`, () => {
  let dave: Signed;

  beforeAll(async () => {
    dave = await signedInUser(app);
    expect((await startVirtual(dave.token, { cid })).statusCode).toBe(200);
    // Move the run 35 minutes back, as if dave had started then.
    const runStart = Date.now() - 35 * 60_000;
    await app.db
      .updateTable('contestVirtualParticipations')
      .set({ startTime: isoAt(runStart), endTime: isoAt(runStart + 2 * HOUR) })
      .where('cid', '=', cid)
      .where('uid', '=', dave.uid)
      .execute();
    // A wrong try at the 5th minute of the run, then A solved at its 30th.
    await judgedSubmission(app, {
      cid,
      pid,
      displayId: 'A',
      user: dave,
      at: runStart + 5 * 60_000,
      status: JudgeStatus.WRONG_ANSWER,
    });
    await judgedSubmission(app, { cid, pid, displayId: 'A', user: dave, at: runStart + 30 * 60_000 });
  });

  it('takes submissions during the run', async () => {
    const response = await submit(dave.token);
    expect(response.statusCode).toBe(200);
    await app.db.deleteFrom('submissions').where('id', '=', response.body.data.submitId).execute();
  });

  it('shows the contest as it stood at the same minute, with the own row marked virtual', async () => {
    const response = await rank(dave.token);
    expect(response.statusCode).toBe(200);
    const rows = (response.body.data.records as AcmRankRow[]).slice(1);
    // Minute 35 of the real contest: alice had solved A (minute 10), bob not yet (minute 90).
    expect(rows.map((r) => [r.uid, r.rank, r.ac, r.totalTime / 60, r.isVirtual])).toEqual([
      [alice.uid, 1, 1, 10, false],
      [dave.uid, 2, 1, 50, true],
    ]);
    expect(response.body.data.records[0]).toMatchObject({ uid: dave.uid, isVirtual: true });
  });

  it('shows everyone else the ended board with the virtual row, ranked but taking no place', async () => {
    const rows = (await rank(alice.token)).body.data.records.slice(1) as AcmRankRow[];
    expect(rows.map((r) => [r.uid, r.rank, r.isVirtual])).toEqual([
      [alice.uid, 1, false],
      [dave.uid, 2, true],
      [bob.uid, 2, false],
    ]);
    // The contest's own exports leave the virtual row out.
    const feed = await app.request({
      url: '/api/file/download-contest-event-feed',
      token: admin.token,
      query: { cid: String(cid) },
    });
    const teams = feed.raw.body
      .trim()
      .split('\n')
      .map((line: string) => JSON.parse(line))
      .filter((event: { type: string }) => event.type === 'teams')
      .map((event: { data: { id: string } }) => event.data);
    expect(teams.map((team: { id: string }) => team.id).sort()).toEqual(
      [String(alice.uid), String(bob.uid)].sort(),
    );
  });
});
