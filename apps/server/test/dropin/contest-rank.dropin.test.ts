import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { createContest } from '../contests-kit.ts';
import { after, judgedSubmission } from '../scoreboard-kit.ts';
import { expectShape, type Shape } from './shape.ts';

/**
 * The reference client's contest rank (HimitZH/HOJ hoj-vue src/common/api.js getContestRank, sent by
 * common/mixins/contestRankMixin.js and views/oj/contest/children/ScrollBoard.vue; read by ACMContestRank.vue
 * and OIContestRank.vue), answered with ACMContestRankVO and OIContestRankVO rows (the types of their Java
 * fields; uid is our number, docs/api.md). The board's rules are pinned in contexts/contests/scoreboards.
 */

/** The fields both VOs share. */
const RANK_ROW: Shape = {
  rank: 'number', // -1 for a starred (unofficial) row
  isWinAward: 'boolean',
  awardName: 'string?',
  awardBackground: 'string?',
  awardColor: 'string?',
  uid: 'number',
  username: 'string',
  realname: 'string?',
  nickname: 'string?',
  school: 'string?',
  gender: 'string?',
  avatar: 'string?',
};

let app: TestApp;
let user: Awaited<ReturnType<typeof signedInUser>>;
let acm: number;
let oi: number;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await signedInUser(app, Role.ADMIN);
  user = await signedInUser(app);
  const { pid } = await createProblem(app, admin.token);
  const start = new Date(Math.floor((Date.now() - 3_600_000) / 1000) * 1000).toISOString();
  for (const type of [0, 1] as const) {
    const cid = await createContest(app, admin.token, { type, openRank: true, startTime: start });
    const added = await app.request({
      method: 'POST',
      url: '/api/admin/contest/add-problem-from-public',
      token: admin.token,
      body: { cid, pid, displayId: 'A' },
    });
    expect(added.statusCode).toBe(200);
    await judgedSubmission(app, {
      cid,
      pid,
      displayId: 'A',
      user,
      at: after(start, 5),
      status: JudgeStatus.WRONG_ANSWER,
      score: 40,
    });
    await judgedSubmission(app, {
      cid,
      pid,
      displayId: 'A',
      user,
      at: after(start, 9),
      time: 12,
      score: 100,
    });
    if (type === 0) acm = cid;
    else oi = cid;
  }
});
afterAll(() => app.close());

/** contestRankMixin.loadRankData's body: the route's cid as text, the followed uids as text. */
const mixinBody = (cid: number) => ({
  currentPage: 1,
  limit: 50,
  cid: String(cid),
  forceRefresh: false,
  removeStar: false,
  concernedList: [String(user.uid)],
  keyword: null,
  containsEnd: false,
});

describe(`reference client: contest rank (${TEST_DIALECT})`, () => {
  it('ACMContestRank.vue: page fields and ACMContestRankVO rows with submissionInfo per display id', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/get-contest-rank',
      token: user.token,
      body: mixinBody(acm),
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expectShape(
      response.body.data,
      { total: 'number', current: 'number', size: 'number', records: 'array' },
      'IPage',
    );
    // A followed user's row comes first (pinned), then the board: the table reads every row the same way.
    const row = response.body.data.records.find((r: { uid: number }) => r.uid === user.uid);
    expectShape(
      row,
      { ...RANK_ROW, totalTime: 'number', total: 'number', ac: 'number', submissionInfo: 'object' },
      'ACMContestRankVO',
    );
    // applyToTable reads submissionInfo[displayId].{isAC, isFirstAC, ACTime, errorNum, tryNum}.
    expectShape(
      row.submissionInfo.A,
      { isAC: 'boolean', isFirstAC: 'boolean', ACTime: 'number', errorNum: 'number', tryNum: 'number?' },
      'ACMContestRankVO.submissionInfo.A',
    );
    expect(row).toMatchObject({ ac: 1, total: 2 });
  });

  it('OIContestRank.vue: OIContestRankVO rows with scores and times per display id', async () => {
    const admin = await signedInUser(app, Role.ROOT);
    const response = await app.request({
      method: 'POST',
      url: '/api/get-contest-rank',
      token: admin.token,
      body: mixinBody(oi),
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const row = response.body.data.records.find((r: { uid: number }) => r.uid === user.uid);
    expectShape(
      row,
      {
        ...RANK_ROW,
        totalScore: 'number',
        totalTime: 'number',
        submissionInfo: 'object',
        timeInfo: 'object',
      },
      'OIContestRankVO',
    );
    expect(typeof row.submissionInfo.A).toBe('number');
    expect(typeof row.timeInfo.A).toBe('number');
  });

  it('ScrollBoard.vue: {currentPage, limit, cid, forceRefresh, removeStar} alone counts the ranked rows', async () => {
    const admin = await signedInUser(app, Role.ROOT);
    const response = await app.request({
      method: 'POST',
      url: '/api/get-contest-rank',
      token: admin.token,
      body: { currentPage: 1, limit: 10, cid: String(acm), forceRefresh: true, removeStar: true },
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.total).toBe(1);
  });
});
