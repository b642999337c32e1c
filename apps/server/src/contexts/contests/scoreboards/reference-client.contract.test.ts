import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
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
 * The reference system's own client against our scoreboard calls (issue 14's rule for every new call):
 * the requests exactly as hoj-vue sends them (contestRankMixin.js / scoreBoardMixin.js: uids in
 * concernedList as strings, booleans, page fields) and the fields its ACMContestRank.vue,
 * OIContestRank.vue and the outside boards read, with the types they expect.
 */
let app: TestApp;
let cid: number;
let oiCid: number;
let user: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await signedInUser(app, Role.ADMIN);
  user = await signedInUser(app);
  const { pid } = await createProblem(app, admin.token);
  const now = Date.now();
  const start = new Date(Math.floor((now - 3_600_000) / 1000) * 1000).toISOString();
  for (const type of [0, 1] as const) {
    const id = await createContest(app, admin.token, { type, openRank: true, startTime: start });
    await app.request({
      method: 'POST',
      url: '/api/admin/contest/add-problem-from-public',
      token: admin.token,
      body: { cid: id, pid, displayId: 'A' },
    });
    await judgedSubmission(app, {
      cid: id,
      pid,
      displayId: 'A',
      user,
      at: after(start, 10),
      status: JudgeStatus.WRONG_ANSWER,
    });
    await judgedSubmission(app, { cid: id, pid, displayId: 'A', user, at: after(start, 20), time: 15 });
    if (type === 0) cid = id;
    else oiCid = id;
  }
});
afterAll(() => app.close());

/** What the reference client sends (contestRankMixin.getContestRankData, with its concerned list). */
const referenceRankRequest = (id: number) => ({
  currentPage: 1,
  limit: 30,
  cid: String(id),
  forceRefresh: false,
  removeStar: false,
  concernedList: [String(user.uid)],
  keyword: null,
});

describe(`the reference client's scoreboard calls (${TEST_DIALECT})`, () => {
  it('POST /api/get-contest-rank: an ACM page with the fields ACMContestRank.vue reads', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/get-contest-rank',
      token: user.token,
      body: referenceRankRequest(cid),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toMatchObject({
      total: expect.any(Number),
      current: 1,
      size: 30,
      records: expect.any(Array),
    });
    const row = response.body.data.records[0];
    expect(row).toMatchObject({
      rank: 1,
      uid: user.uid,
      username: user.username,
      ac: 1,
      totalTime: 40 * 60,
      isWinAward: expect.any(Boolean),
    });
    for (const field of [
      'realname',
      'nickname',
      'avatar',
      'school',
      'gender',
      'awardName',
      'awardBackground',
      'awardColor',
    ])
      expect(row, field).toHaveProperty(field);
    expect(row.submissionInfo.A).toEqual({
      isAC: true,
      isFirstAC: true,
      ACTime: 20 * 60,
      errorNum: 1,
      tryNum: null,
    });
  });

  it('POST /api/get-contest-rank: an OI page with scores per display id and run times', async () => {
    const admin = await signedInUser(app, Role.ROOT);
    const response = await app.request({
      method: 'POST',
      url: '/api/get-contest-rank',
      token: admin.token,
      body: referenceRankRequest(oiCid),
    });
    const row = response.body.data.records.find((r: { uid: number }) => r.uid === user.uid);
    expect(row).toMatchObject({
      totalScore: 100,
      totalTime: 15,
      submissionInfo: { A: 100 },
      timeInfo: { A: 15 },
    });
  });

  it('GET /api/get-contest-outsize-info and POST /api/get-contest-outside-scoreboard: the outside board', async () => {
    const info = await app.request({ url: '/api/get-contest-outsize-info', query: { cid: String(cid) } });
    expect(info.body.data.contest).toMatchObject({
      id: cid,
      title: expect.any(String),
      type: 0,
      status: expect.any(Number),
      startTime: expect.any(String),
      endTime: expect.any(String),
      rankShowName: 'username',
    });
    expect(info.body.data.problemList[0]).toMatchObject({ displayId: 'A', pid: expect.any(Number) });
    // scoreBoardMixin: no token, the same body as inside.
    const board = await app.request({
      method: 'POST',
      url: '/api/get-contest-outside-scoreboard',
      body: referenceRankRequest(cid),
    });
    expect(board.statusCode).toBe(200);
    expect(board.body.data.records.map((r: { uid: number }) => r.uid)).toContain(user.uid);
  });
});
