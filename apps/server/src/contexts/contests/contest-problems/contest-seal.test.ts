import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { createContest } from '../../../../test/contests-kit.ts';
import { judgedSubmission } from '../../../../test/scoreboard-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

/**
 * The seal holds everywhere (issue 25): in a contest sealed for its whole length a contestant reads on every
 * page what the sealed board shows, not the live results. Each place asks the scoreboard's seal policy.
 */
type Signed = Awaited<ReturnType<typeof signedInUser>>;
let app: TestApp;
let root: Signed;
let admin: Signed;
let alice: Signed;
let bob: Signed;
let cid: number;
let aliceAc: number;
let bobAc: number;

const HOUR = 3600_000;
const { ACCEPTED: AC, WRONG_ANSWER: WA } = JudgeStatus;
const minutesAfter = (startMs: number, minutes: number) => startMs + minutes * 60_000;

const get = (url: string, token: string, query: Record<string, string> = {}) =>
  app.request({ url, token, query: { cid: String(cid), ...query } });

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  admin = await signedInUser(app, Role.ADMIN);
  alice = await signedInUser(app);
  bob = await signedInUser(app);
  const startMs = Date.now() - 2 * HOUR;
  cid = await createContest(app, admin.token, {
    startTime: new Date(startMs).toISOString(),
    endTime: new Date(startMs + 4 * HOUR).toISOString(),
    sealRank: true,
    sealRankOption: 2,
    autoRealRank: false,
  });
  const ids: Record<string, number> = {};
  for (const displayId of ['A', 'B']) {
    const { pid } = await createProblem(app, admin.token);
    ids[displayId] = pid;
    const added = await app.request({
      method: 'POST',
      url: '/api/admin/contest/add-problem-from-public',
      token: admin.token,
      body: { cid, pid, displayId },
    });
    expect(added.statusCode).toBe(200);
  }
  const put = (user: Signed, displayId: string, minutes: number, status: number) =>
    judgedSubmission(app, {
      cid,
      pid: ids[displayId],
      displayId,
      user,
      at: minutesAfter(startMs, minutes),
      status,
    });
  aliceAc = await put(alice, 'A', 10, AC);
  await put(bob, 'A', 20, WA);
  bobAc = await put(bob, 'A', 30, AC);
  await put(alice, 'B', 40, WA);
});
afterAll(() => app.close());

const countsOf = (rows: { displayId: string; ac: number | null; total: number | null }[]) =>
  Object.fromEntries(rows.map((row) => [row.displayId, [row.ac, row.total]]));

describe(`the seal holds everywhere, contest running (${TEST_DIALECT})`, () => {
  it("shows a contestant the problem list's counts the sealed board implies, the admin the live ones", async () => {
    const asAlice = await get('/api/get-contest-problem', alice.token);
    expect(asAlice.statusCode).toBe(200);
    // Four tries, none of whose results the seal lets others read: no problem shows an accepted one.
    expect(countsOf(asAlice.body.data)).toEqual({ A: [0, 3], B: [0, 1] });
    // Her own standing is her own to see through the seal, as on the board's own row.
    const mine = Object.fromEntries(
      asAlice.body.data.map((row: { displayId: string; myStatus: number }) => [row.displayId, row.myStatus]),
    );
    expect(mine).toEqual({ A: AC, B: WA });
    const asAdmin = await get('/api/get-contest-problem', admin.token);
    expect(countsOf(asAdmin.body.data)).toEqual({ A: [2, 3], B: [0, 1] });
  });

  it("seals the problem's statistics pie: the tries count in its total only", async () => {
    const asBob = await get('/api/get-contest-problem-details', bob.token, { displayId: 'A' });
    expect(asBob.body.data.problemCount).toEqual({
      total: 3,
      ac: 0,
      wa: 0,
      ce: 0,
      pa: 0,
      tle: 0,
      mle: 0,
      re: 0,
      pe: 0,
    });
    const asAdmin = await get('/api/get-contest-problem-details', admin.token, { displayId: 'A' });
    expect(asAdmin.body.data.problemCount).toMatchObject({ total: 3, ac: 2, wa: 1 });
  });

  it("keeps the sealed contest's accepted submissions out of the home page's figures", async () => {
    const week = await app.request({
      url: '/api/get-last-week-submission-statistics',
      token: root.token,
      query: { forceRefresh: 'true' },
    });
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    // This file's only submissions are the sealed contest's four: all counted, none as accepted.
    expect(sum(week.body.data.totalCountList)).toBe(4);
    expect(sum(week.body.data.acCountList)).toBe(0);
  });

  it('keeps the balloons and the scroll board (frozen results) from contestants', async () => {
    expect((await get('/api/get-contest-ac-info', alice.token)).statusCode).toBe(403);
    expect((await get('/api/get-contest-scroll-board', alice.token)).statusCode).toBe(403);
    expect((await get('/api/get-contest-scroll-board-submission', alice.token)).statusCode).toBe(403);
  });
});

describe(`the seal holds everywhere, contest ended with the seal kept (${TEST_DIALECT})`, () => {
  beforeAll(async () => {
    // The same contest, moved into the past: it ended an hour ago and keeps its seal (autoRealRank off).
    const startMs = Date.now() - 5 * HOUR;
    const times = {
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(startMs + 4 * HOUR).toISOString(),
    };
    await app.db
      .updateTable('contests')
      .set({ ...times, sealRankTime: times.startTime })
      .where('id', '=', cid)
      .execute();
    await app.db
      .updateTable('submissions')
      .set({ createdAt: new Date(startMs + HOUR).toISOString() })
      .where('cid', '=', cid)
      .execute();
  });

  const statusOf = (rows: { submitId: number; status: number }[], id: number) =>
    rows.find((row) => row.submitId === id)?.status;

  it("lists others' submissions with their results hidden, the viewer's own as judged", async () => {
    const page = await get('/api/contest-submissions', bob.token);
    expect(page.statusCode).toBe(200);
    expect(page.body.data.total).toBe(4);
    expect(statusOf(page.body.data.records, aliceAc)).toBe(JudgeStatus.SUBMITTED_UNKNOWN);
    expect(statusOf(page.body.data.records, bobAc)).toBe(AC);
    const asAdmin = await get('/api/contest-submissions', admin.token);
    expect(statusOf(asAdmin.body.data.records, aliceAc)).toBe(AC);
  });

  it("finds by verdict only the viewer's own and the unsealed submissions", async () => {
    const accepted = await get('/api/contest-submissions', bob.token, { status: String(AC) });
    expect(accepted.body.data.records.map((row: { submitId: number }) => row.submitId)).toEqual([bobAc]);
  });

  it("hides others' results in the status poll and the submission's detail", async () => {
    const polled = await app.request({
      method: 'POST',
      url: '/api/check-contest-submissions-status',
      token: bob.token,
      body: { cid, submitIds: [aliceAc, bobAc] },
    });
    expect(polled.body.data[aliceAc]).toMatchObject({ status: JudgeStatus.SUBMITTED_UNKNOWN, score: null });
    expect(polled.body.data[bobAc]).toMatchObject({ status: AC });
    const detail = await app.request({
      url: '/api/get-submission-detail',
      token: bob.token,
      query: { submitId: String(aliceAc) },
    });
    expect(detail.body.data.submission).toMatchObject({ status: JudgeStatus.SUBMITTED_UNKNOWN, score: null });
  });
});
