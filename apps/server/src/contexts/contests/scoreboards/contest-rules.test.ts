import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role, type OiRankRow } from '@judge/contract';
import { contestBody, createContest } from '../../../../test/contests-kit.ts';
import { judgedSubmission } from '../../../../test/scoreboard-kit.ts';
import { createGroup, createGroupContest } from '../../../../test/groups-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

/**
 * The scoring rules of issue 25 through the real app (docs/contest-rules.md): the contest's setting, the board
 * each rule builds from judged rows (exact numbers), and who sees it when.
 */
type Signed = Awaited<ReturnType<typeof signedInUser>>;
let app: TestApp;
let admin: Signed;
let alice: Signed;
let bob: Signed;
let pidA: number;
let pidB: number;

const HOUR = 3_600_000;
const MINUTE = 60_000;
const { ACCEPTED: AC, PARTIAL_ACCEPTED: PA, WRONG_ANSWER: WA } = JudgeStatus;
const isoAt = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInUser(app, Role.ADMIN);
  alice = await signedInUser(app);
  bob = await signedInUser(app);
  pidA = (await createProblem(app, admin.token)).pid;
  pidB = (await createProblem(app, admin.token)).pid;
});
afterAll(() => app.close());

/** An OI-family contest that started two hours ago, ends in two, with problems A and B. */
async function scoredContest(overrides: Record<string, unknown>) {
  const startMs = Math.floor((Date.now() - 2 * HOUR) / 1000) * 1000;
  const cid = await createContest(app, admin.token, {
    type: 1,
    startTime: isoAt(startMs),
    endTime: isoAt(startMs + 4 * HOUR),
    ...overrides,
  });
  for (const [pid, displayId] of [
    [pidA, 'A'],
    [pidB, 'B'],
  ] as const)
    await app.request({
      method: 'POST',
      url: '/api/admin/contest/add-problem-from-public',
      token: admin.token,
      body: { cid, pid, displayId },
    });
  return { cid, startMs };
}

/** A judged row `minutes` after the start, with its subtask scores when given (groups 1, 2, 3). */
async function put(
  contest: { cid: number; startMs: number },
  user: Signed,
  displayId: 'A' | 'B',
  minutes: number,
  status: number,
  score: number,
  subtasks?: number[],
) {
  const id = await judgedSubmission(app, {
    cid: contest.cid,
    pid: displayId === 'A' ? pidA : pidB,
    displayId,
    user,
    at: contest.startMs + minutes * MINUTE,
    status,
    score,
  });
  if (subtasks) {
    const results = subtasks.map((s, i) => ({
      groupNum: i + 1,
      status: s > 0 ? AC : WA,
      score: s,
      ac: s > 0 ? 1 : 0,
      total: 1,
      timeMs: 10,
      memoryKb: 1024,
      caseIndexes: [i],
    }));
    await app.db
      .updateTable('submissions')
      .set({ subtaskResults: JSON.stringify(results) })
      .where('id', '=', id)
      .execute();
  }
  return id;
}

const rows = async (cid: number, token: string) => {
  const response = await app.request({
    method: 'POST',
    url: '/api/get-contest-rank',
    token,
    body: { cid, currentPage: 1, limit: 50 },
  });
  expect(response.statusCode).toBe(200);
  // The viewer's own row comes first; read each user's row once, by uid.
  const byUid = new Map<number, OiRankRow>();
  for (const row of response.body.data.records as OiRankRow[])
    if (!byUid.has(row.uid)) byUid.set(row.uid, row);
  return byUid;
};
const scoresOf = (row: OiRankRow | undefined) => row && [row.totalScore, row.submissionInfo];

const adminView = async (cid: number) =>
  (await app.request({ url: '/api/admin/contest', token: admin.token, query: { cid: String(cid) } })).body
    .data;
const save = (cid: number, overrides: Record<string, unknown>) =>
  app.request({
    method: 'PUT',
    url: '/api/admin/contest',
    token: admin.token,
    body: { ...contestBody(overrides), cid },
  });

describe(`contest scoring rules: the setting (${TEST_DIALECT})`, () => {
  it("keeps the rule and its parameters, defaults them to the type's own, refuses a rule of the other type", async () => {
    const { cid, startMs } = await scoredContest({
      scoringRule: 'ledo',
      ruleSettings: { ledoTryPenaltyPercent: 10 },
      openRank: true,
    });
    const view = await adminView(cid);
    expect(view.scoringRule).toBe('ledo');
    expect(view.ruleSettings).toMatchObject({ ledoTryPenaltyPercent: 10, ledoFloorPercent: 70 });
    const info = await app.request({
      url: '/api/get-contest-info',
      token: alice.token,
      query: { cid: String(cid) },
    });
    expect(info.body.data.scoringRule).toBe('ledo');
    // The outside board's header says it too (the line under the board's title).
    const outside = await app.request({ url: '/api/get-contest-outsize-info', query: { cid: String(cid) } });
    expect(outside.body.data.contest.scoringRule).toBe('ledo');

    // An edit that leaves the rule out (the reference's client) keeps it and its parameters.
    const times = { type: 1, startTime: isoAt(startMs), endTime: isoAt(startMs + 4 * HOUR) };
    expect((await save(cid, times)).statusCode).toBe(200);
    expect((await adminView(cid)).ruleSettings.ledoTryPenaltyPercent).toBe(10);
    expect((await adminView(cid)).scoringRule).toBe('ledo');

    const acm = await createContest(app, admin.token);
    expect((await adminView(acm)).scoringRule).toBe('acm');
    const wrong = await save(acm, { type: 0, scoringRule: 'ioi' });
    expect([wrong.statusCode, wrong.body.data?.field]).toEqual([400, 'scoringRule']);
    const late = await save(cid, {
      ...times,
      scoringRule: 'homework',
      ruleSettings: { homeworkDueTime: isoAt(startMs + 5 * HOUR) },
    });
    expect([late.statusCode, late.body.data?.field]).toEqual([400, 'ruleSettings.homeworkDueTime']);
  });
});

describe(`contest scoring rules: the boards (${TEST_DIALECT})`, () => {
  it('IOI sums each subtask best across submissions, live for contestants; strict IOI takes the best single one', async () => {
    const contest = await scoredContest({ scoringRule: 'ioi' });
    await put(contest, alice, 'A', 10, PA, 20, [20, 0, 0]);
    await put(contest, alice, 'A', 20, PA, 30, [0, 30, 0]);
    await put(contest, alice, 'A', 30, PA, 45, [20, 0, 25]);
    await put(contest, alice, 'B', 40, AC, 100, [20, 30, 50]);
    await put(contest, bob, 'A', 15, PA, 50, [20, 30, 0]);
    const ioi = await rows(contest.cid, bob.token);
    expect(scoresOf(ioi.get(alice.uid))).toEqual([175, { A: 75, B: 100 }]);
    expect(scoresOf(ioi.get(bob.uid))).toEqual([50, { A: 50 }]);

    const times = { type: 1, startTime: isoAt(contest.startMs), endTime: isoAt(contest.startMs + 4 * HOUR) };
    expect((await save(contest.cid, { ...times, scoringRule: 'strict-ioi' })).statusCode).toBe(200);
    const strict = await rows(contest.cid, bob.token);
    expect(scoresOf(strict.get(alice.uid))).toEqual([145, { A: 45, B: 100 }]);
  });

  it('Ledo costs each rejected try its percent, and hides results from contestants until the end', async () => {
    const contest = await scoredContest({
      scoringRule: 'ledo',
      ruleSettings: { ledoTryPenaltyPercent: 10, ledoFloorPercent: 70 },
    });
    await put(contest, alice, 'A', 10, WA, 0);
    await put(contest, alice, 'A', 20, PA, 50);
    await put(contest, alice, 'A', 30, AC, 100); // two rejected before: 80
    await put(contest, alice, 'B', 40, PA, 55); // first try: 55
    const real = await rows(contest.cid, admin.token);
    expect(scoresOf(real.get(alice.uid))).toEqual([135, { A: 80, B: 55 }]);
    const blind = await rows(contest.cid, bob.token);
    expect(blind.get(alice.uid)).toMatchObject({
      totalScore: 0,
      submissionInfo: {},
      pendingInfo: { A: 3, B: 1 },
    });
  });

  it('homework scores late work times the period percent and shows which came late', async () => {
    const contest = await scoredContest({});
    const times = { type: 1, startTime: isoAt(contest.startMs), endTime: isoAt(contest.startMs + 4 * HOUR) };
    const saved = await save(contest.cid, {
      ...times,
      scoringRule: 'homework',
      ruleSettings: {
        homeworkDueTime: isoAt(contest.startMs + HOUR),
        homeworkLatePeriods: [
          { hours: 1, percent: 80 },
          { hours: 2, percent: 60 },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    await put(contest, alice, 'A', 30, PA, 40); // on time: 40
    await put(contest, alice, 'A', 90, AC, 100); // 30 min late: 80
    await put(contest, alice, 'B', 150, AC, 100); // 90 min late: 60
    await put(contest, bob, 'A', 60, AC, 100); // at the due time: 100
    const board = await rows(contest.cid, bob.token);
    expect(scoresOf(board.get(alice.uid))).toEqual([140, { A: 80, B: 60 }]);
    expect(board.get(alice.uid)?.lateInfo).toEqual({ A: true, B: true });
    expect(board.get(bob.uid)).toMatchObject({ totalScore: 100, lateInfo: { A: false } });
  });
});

describe(`contest scoring rules in a group (${TEST_DIALECT})`, () => {
  it("a group's homework: made through the group's calls with its due time and late periods, read back", async () => {
    const owner = await signedInUser(app, Role.ADMIN);
    const gid = await createGroup(app, owner.token);
    const startMs = Math.floor((Date.now() - HOUR) / 1000) * 1000;
    const ruleSettings = {
      homeworkDueTime: isoAt(startMs + 24 * HOUR),
      homeworkLatePeriods: [{ hours: 24, percent: 50 }],
    };
    const cid = await createGroupContest(app, owner.token, gid, {
      type: 1,
      startTime: isoAt(startMs),
      endTime: isoAt(startMs + 72 * HOUR),
      scoringRule: 'homework',
      ruleSettings,
    });
    const form = await app.request({
      url: '/api/group/contest',
      token: owner.token,
      query: { cid: String(cid) },
    });
    expect(form.statusCode).toBe(200);
    expect(form.body.data).toMatchObject({ scoringRule: 'homework', ruleSettings });
  });
});
