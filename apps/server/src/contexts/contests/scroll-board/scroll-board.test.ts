import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JudgeStatus,
  Role,
  type AcmRankRow,
  type ScrollBoardData,
  type ScrollBoardSubmission,
} from '@judge/contract';
import { createContest } from '../../../../test/contests-kit.ts';
import { after, judgedSubmission } from '../../../../test/scoreboard-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';
import { referenceTime } from './reference-shapes.ts';

/**
 * The scroll board's calls through the real app: the frozen and the real rows with exact numbers, the
 * medal proposal, star rows, a contest without a seal, the reference app's two calls (shapes, times,
 * which submissions), and the refusal of OI contests. Submissions are judged rows written at chosen
 * minutes (scoreboard-kit.ts).
 */
let app: TestApp;
type Signed = Awaited<ReturnType<typeof signedInUser>>;
let admin: Signed;
let pids: number[];

const { WRONG_ANSWER: WA, COMPILE_ERROR: CE, ACCEPTED: AC, CANCELLED } = JudgeStatus;
const HOUR = 3_600_000;
const isoAt = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();
const DISPLAY_IDS = ['A', 'B', 'C'] as const;
type DisplayId = (typeof DISPLAY_IDS)[number];
const COLOURS: Record<DisplayId, string | null> = { A: '#ff0000', B: '#00aa00', C: null };

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInUser(app, Role.ADMIN);
  pids = [];
  for (let i = 0; i < DISPLAY_IDS.length; i++) pids.push((await createProblem(app, admin.token)).pid);
});
afterAll(() => app.close());

async function contestWith(overrides: Record<string, unknown>) {
  const cid = await createContest(app, admin.token, overrides);
  for (const [i, displayId] of DISPLAY_IDS.entries()) {
    const link = { cid, pid: pids[i], displayId };
    await app.request({
      method: 'POST',
      url: '/api/admin/contest/add-problem-from-public',
      token: admin.token,
      body: link,
    });
    await app.request({
      method: 'PUT',
      url: '/api/admin/contest/contest-problem',
      token: admin.token,
      body: { ...link, displayTitle: `Problem ${displayId}`, color: COLOURS[displayId] },
    });
  }
  return cid;
}

const call = (url: string, query: Record<string, string>, token = admin.token) =>
  app.request({ url, query, token });
const board = async (cid: number, extra: Record<string, string> = {}) => {
  const response = await call('/api/get-contest-scroll-board', { cid: String(cid), ...extra });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return response.body.data as ScrollBoardData;
};
/** [username, rank, solved, penalty minutes] per row, in the board's order. */
const summary = (rows: AcmRankRow[]) => rows.map((r) => [r.username, r.rank, r.ac, r.totalTime / 60]);

describe(`scroll board of a sealed ACM contest (${TEST_DIALECT})`, () => {
  let cid: number;
  let start: string;
  const users = {} as Record<'ann' | 'ben' | 'cat' | 'dan' | 'star', Signed>;

  beforeAll(async () => {
    const now = Date.now();
    start = isoAt(now - 4 * HOUR);
    for (const name of ['ann', 'ben', 'cat', 'dan', 'star'] as const) users[name] = await signedInUser(app);
    cid = await contestWith({
      startTime: start,
      endTime: isoAt(now + 0.5 * HOUR),
      // The last hour sealed: from minute 210 on.
      sealRank: true,
      sealRankOption: 1,
      starAccount: [users.star.username],
      awardType: 2,
      awardConfig: [
        { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 },
        { priority: 2, name: 'Silver', background: '#b4b4b4', color: '#ffffff', num: 1 },
        { priority: 3, name: 'Bronze', background: '#cd7f32', color: '#ffffff', num: 2 },
      ],
    });
    const put = (user: Signed, displayId: DisplayId, minute: number, status: number) =>
      judgedSubmission(app, {
        cid,
        pid: pids[DISPLAY_IDS.indexOf(displayId)],
        displayId,
        user,
        at: after(start, minute),
        status,
      });
    const { ann, ben, cat, dan, star } = users;
    // Before the seal. ann: A 30 + 20, B 100 -> 2 solved, 150. ben: A 20. cat: A 40 (the compile error
    // is no try), B 60 -> 2 solved, 100. dan: A wrong. star: A at minute 1.
    await put(ann, 'A', 10, WA);
    await put(ann, 'A', 30, AC);
    await put(ann, 'B', 100, AC);
    await put(ben, 'A', 20, AC);
    await put(cat, 'A', 5, CE);
    await put(cat, 'A', 40, AC);
    await put(cat, 'B', 60, AC);
    await put(dan, 'A', 50, WA);
    await put(star, 'A', 1, AC);
    // After the seal. ann: C wrong. ben: B 230 + 20, C 235 -> 3 solved, 505. cat: C 220 -> 3 solved,
    // 320 (a cancelled one is nothing). star: B 240. The author's own solve stays off the board.
    await put(ann, 'C', 215, WA);
    await put(ben, 'B', 212, WA);
    await put(ben, 'B', 230, AC);
    await put(ben, 'C', 235, AC);
    await put(cat, 'C', 220, AC);
    await put(cat, 'C', 225, CANCELLED);
    await put(star, 'B', 240, AC);
    await put(admin, 'A', 3, AC);
  });

  it('gives the frozen rows and the real rows of the same users, ranked', async () => {
    const data = await board(cid);
    const { ann, ben, cat, dan, star } = users;
    expect(summary(data.sealedRows)).toEqual([
      [cat.username, 1, 2, 100],
      [ann.username, 2, 2, 150],
      [star.username, -1, 1, 1],
      [ben.username, 3, 1, 20],
      [dan.username, 4, 0, 0],
    ]);
    expect(summary(data.realRows)).toEqual([
      [cat.username, 1, 3, 320],
      [ben.username, 2, 3, 505],
      [ann.username, 3, 2, 150],
      [star.username, -1, 2, 241],
      [dan.username, 4, 0, 0],
    ]);
    const sealedBen = data.sealedRows.find((row) => row.uid === ben.uid)!;
    // ben's tries after the seal are pending: two on B, one on C.
    expect(sealedBen.submissionInfo.B).toMatchObject({ isAC: false, errorNum: 0, tryNum: 2 });
    expect(sealedBen.submissionInfo.C).toMatchObject({ isAC: false, tryNum: 1 });
    const realBen = data.realRows.find((row) => row.uid === ben.uid)!;
    expect(realBen.submissionInfo.B).toEqual({
      isAC: true,
      isFirstAC: false,
      ACTime: 230 * 60,
      errorNum: 1,
      tryNum: null,
    });
    // cat's C: solved after the seal, the first of C (the star is never a first solver).
    expect(data.realRows[0].submissionInfo.C).toMatchObject({ isAC: true, isFirstAC: true, errorNum: 0 });
    expect(data.sealedRows[0].submissionInfo.C).toMatchObject({ isAC: false, tryNum: 1 });
    expect(data.realRows.some((row) => row.uid === admin.uid)).toBe(false);
  });

  it('tells the contest, its problems with their balloons, and the medals its award rows give', async () => {
    const data = await board(cid);
    expect(data.contest).toMatchObject({
      id: cid,
      startTime: start,
      status: 0,
      sealRankTime: after(start, 210),
      rankShowName: 'username',
    });
    expect(data.problems).toEqual([
      { displayId: 'A', displayTitle: 'Problem A', color: '#ff0000' },
      { displayId: 'B', displayTitle: 'Problem B', color: '#00aa00' },
      { displayId: 'C', displayTitle: 'Problem C', color: null },
    ]);
    expect(data.medalDefaults).toEqual({ gold: 1, silver: 1, bronze: 2, rankedCount: 4, fromContest: true });
  });

  it('leaves the star rows out with removeStar', async () => {
    const data = await board(cid, { removeStar: 'true' });
    const star = users.star.username;
    expect(data.sealedRows.map((row) => row.username)).not.toContain(star);
    expect(data.realRows.map((row) => row.username)).not.toContain(star);
    expect(data.realRows.map((row) => row.rank)).toEqual([1, 2, 3, 4]);
  });

  it('answers the reference app’s info call in its shape and time format', async () => {
    const response = await call('/api/get-contest-scroll-board-info', { cid: String(cid) });
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toEqual({
      id: cid,
      rankShowName: 'username',
      problemCount: 3,
      balloonColor: { A: '#ff0000', B: '#00aa00', C: null },
      startTime: referenceTime(start),
      sealRankTime: referenceTime(after(start, 210)),
      starUserList: [users.star.username],
    });
    expect(response.body.data.startTime).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('lists the counted submissions for the reference app, newest first, cancelled ones left out', async () => {
    const response = await call('/api/get-contest-scroll-board-submission', { cid: String(cid) });
    expect(response.statusCode).toBe(200);
    const list = response.body.data as ScrollBoardSubmission[];
    // 16 on the board: the author's is off it, the cancelled one left out; the compile error is in.
    expect(list).toHaveLength(15);
    expect(list.map((s) => s.submitId)).toEqual(list.map((s) => s.submitId).toSorted((a, b) => b - a));
    expect(list.some((s) => s.status === CANCELLED)).toBe(false);
    const catCompileError = list.find((s) => s.status === CE)!;
    expect(Object.keys(catCompileError).toSorted()).toEqual(
      [
        'uid',
        'username',
        'nickname',
        'realname',
        'school',
        'gender',
        'submitId',
        'status',
        'submitTime',
        'displayId',
      ].toSorted(),
    );
    expect(catCompileError).toMatchObject({
      uid: String(users.cat.uid),
      username: users.cat.username,
      status: CE,
      submitTime: referenceTime(after(start, 5)),
      displayId: 'A',
    });
    const withoutStar = await call('/api/get-contest-scroll-board-submission', {
      cid: String(cid),
      removeStar: 'true',
    });
    const names = new Set((withoutStar.body.data as ScrollBoardSubmission[]).map((s) => s.username));
    expect(names).toEqual(new Set(['ann', 'ben', 'cat', 'dan'].map((n) => users[n as 'ann'].username)));
  });
});

describe(`scroll board without a seal, and of an OI contest (${TEST_DIALECT})`, () => {
  it('starts final when the contest has no seal, with 10/20/30 % proposed without award rows', async () => {
    const start = isoAt(Date.now() - 2 * HOUR);
    const end = isoAt(Date.now() + HOUR);
    const cid = await contestWith({ startTime: start, endTime: end, awardType: 0 });
    const solvers = [];
    for (let i = 0; i < 10; i++) solvers.push(await signedInUser(app));
    for (const [i, user] of solvers.entries())
      await judgedSubmission(app, { cid, pid: pids[0], displayId: 'A', user, at: after(start, 10 + i) });
    const data = await board(cid);
    expect(data.contest.sealRankTime).toBeNull();
    expect(data.sealedRows).toEqual(data.realRows);
    expect(data.medalDefaults).toEqual({
      gold: 1,
      silver: 2,
      bronze: 3,
      rankedCount: 10,
      fromContest: false,
    });
    // The reference app needs a freeze moment: the end, so nothing is hidden.
    const info = await call('/api/get-contest-scroll-board-info', { cid: String(cid) });
    expect(info.body.data.sealRankTime).toBe(referenceTime(end));
  });

  it('refuses an OI contest, saying why', async () => {
    const cid = await contestWith({ type: 1 });
    for (const url of [
      '/api/get-contest-scroll-board',
      '/api/get-contest-scroll-board-info',
      '/api/get-contest-scroll-board-submission',
    ]) {
      const response = await call(url, { cid: String(cid) });
      expect([url, response.statusCode, response.body.code, response.body.data]).toEqual([
        url,
        400,
        'BAD_REQUEST',
        { reason: 'notAcm' },
      ]);
      expect(response.body.msg).toBe('The scroll board is for ACM contests only');
    }
  });
});
