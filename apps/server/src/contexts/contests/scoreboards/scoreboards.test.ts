import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role, type AcmRankRow, type OiRankRow } from '@judge/contract';
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
 * The scoreboards through the real app: ranking rules with exact numbers, the seal per role, stars,
 * awards, the outside board and the download. Submissions are written as judged rows at chosen
 * moments (scoreboard-kit.ts); everything else goes through the calls.
 */
let app: TestApp;
type Signed = Awaited<ReturnType<typeof signedInUser>>;
let root: Signed;
let admin: Signed;
let pidA: number;
let pidB: number;

const { WRONG_ANSWER: WA, COMPILE_ERROR: CE, ACCEPTED: AC, PARTIAL_ACCEPTED: PA, PENDING } = JudgeStatus;
const HOUR = 3_600_000;
/** Whole seconds, so minutes after the start are exact. */
const isoAt = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  admin = await signedInUser(app, Role.ADMIN);
  pidA = (await createProblem(app, admin.token)).pid;
  pidB = (await createProblem(app, admin.token)).pid;
});
afterAll(() => app.close());

async function contestWith(overrides: Record<string, unknown>) {
  const cid = await createContest(app, admin.token, overrides);
  for (const [pid, displayId] of [
    [pidA, 'A'],
    [pidB, 'B'],
  ] as const) {
    await app.request({
      method: 'POST',
      url: '/api/admin/contest/add-problem-from-public',
      token: admin.token,
      body: { cid, pid, displayId },
    });
  }
  return cid;
}

const rank = (cid: number, token: string, extra: Record<string, unknown> = {}) =>
  app.request({
    method: 'POST',
    url: '/api/get-contest-rank',
    token,
    body: { cid, currentPage: 1, limit: 50, ...extra },
  });
const outside = (cid: number, token?: string, extra: Record<string, unknown> = {}) =>
  app.request({
    method: 'POST',
    url: '/api/get-contest-outside-scoreboard',
    token,
    body: { cid, ...extra },
  });
/** The rows after the viewer's own row on top (the reference's page order puts it first). */
const boardRows = <Row>(body: { data: { records: Row[] } }, viewerUid?: number) => {
  const records = body.data.records as (Row & { uid: number })[];
  return viewerUid !== undefined && records[0]?.uid === viewerUid ? records.slice(1) : records;
};

describe(`ACM scoreboard (${TEST_DIALECT})`, () => {
  let cid: number;
  let start: string;
  let users: Signed[];
  let star: Signed;

  beforeAll(async () => {
    const now = Date.now();
    start = isoAt(now - 4 * HOUR);
    star = await signedInUser(app);
    cid = await contestWith({
      startTime: start,
      endTime: isoAt(now + 0.5 * HOUR),
      // Sealed for the last hour: from 3 h 30 after the start, i.e. half an hour ago.
      sealRank: true,
      sealRankOption: 1,
      openRank: true,
      starAccount: [star.username],
      awardType: 2,
      awardConfig: [
        { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 },
        { priority: 2, name: 'Silver', background: '#b4b4b4', color: '#ffffff', num: 1 },
      ],
    });
    users = [await signedInUser(app), await signedInUser(app), await signedInUser(app)];
    const [u1, u2, u3] = users;
    const put = (user: Signed, displayId: 'A' | 'B', minutes: number, status: number, seconds = 0) =>
      judgedSubmission(app, {
        cid,
        pid: displayId === 'A' ? pidA : pidB,
        displayId,
        user,
        at: after(start, minutes, seconds),
        status,
      });
    // u1: A WA at 5, CE at 6, AC at 20:45 -> 20 + 20 = 40; B AC at 100 -> 100. Total 140, 2 solved.
    await put(u1, 'A', 5, WA);
    await put(u1, 'A', 6, CE);
    await put(u1, 'A', 20, AC, 45);
    await put(u1, 'B', 100, AC);
    // u2: A AC at 10 (first), B WA at 30, AC at 110 -> 10 + 110 + 20 = 140: tied with u1.
    await put(u2, 'A', 10, AC);
    await put(u2, 'B', 30, WA);
    await put(u2, 'B', 110, AC);
    // u3: A WA at 50; after the seal (3h30): A AC at 215, B AC at 220.
    await put(u3, 'A', 50, WA);
    await put(u3, 'A', 215, AC);
    await put(u3, 'B', 220, AC);
    // The star solves A first of all, at minute 1.
    await put(star, 'A', 1, AC);
    // The author's submission and one before the start stay off the board.
    await put(admin, 'A', 2, AC);
    await put(u3, 'B', -10, AC);
  });

  it('ranks by solved and penalty, ties share a rank, first solvers marked', async () => {
    const response = await rank(cid, admin.token);
    expect(response.statusCode).toBe(200);
    const rows = boardRows<AcmRankRow>(response.body);
    const [u1, u2, u3] = users;
    // The admin sees the real board (the seal lifted): u1 and u2 tie at 140 minutes, u3's two solves after
    // the seal cost 235 + 220 minutes, the star solved one.
    expect(new Set(rows.slice(0, 2).map((r) => r.uid))).toEqual(new Set([u1.uid, u2.uid]));
    expect(rows.map((r) => [r.rank, r.ac, r.totalTime / 60])).toEqual([
      [1, 2, 140],
      [1, 2, 140],
      [3, 2, 455],
      [-1, 1, 1],
    ]);
    expect(rows.slice(2).map((r) => r.uid)).toEqual([u3.uid, star.uid]);
    const byName = new Map(rows.map((r) => [r.username, r]));
    expect(byName.get(u1.username)!.submissionInfo.A).toEqual({
      isAC: true,
      isFirstAC: false,
      ACTime: 20 * 60 + 45,
      errorNum: 1,
      tryNum: null,
    });
    // The star solved A first, but a star account is not a first solver: u2 (10 min) is.
    expect(byName.get(star.username)!.submissionInfo.A.isFirstAC).toBe(false);
    expect(byName.get(u2.username)!.submissionInfo.A.isFirstAC).toBe(true);
    expect(byName.get(u1.username)!.submissionInfo.B.isFirstAC).toBe(true);
    expect(rows.some((r) => r.username === admin.username)).toBe(false);
    expect(response.body.data.sealed).toBe(false);
    expect(response.body.data.problemStats).toEqual({ A: { ac: 4, total: 6 }, B: { ac: 3, total: 4 } });
  });

  it('awards by count over the ranked rows; tied rows at the last position share it', async () => {
    const rows = boardRows<AcmRankRow>((await rank(cid, admin.token)).body);
    // Gold covers position 1, silver position 2: u1 and u2 tie at 1 and both win gold; u3 (3rd) and
    // the star win nothing.
    expect(rows.map((r) => [r.rank, r.awardName, r.isWinAward])).toEqual([
      [1, 'Gold', true],
      [1, 'Gold', true],
      [3, null, false],
      [-1, null, false],
    ]);
  });

  it('shows contestants the sealed board, their own row real and on top', async () => {
    const [u1, u2, u3] = users;
    const forU1 = await rank(cid, u1.token);
    expect(forU1.body.data.sealed).toBe(true);
    expect(forU1.body.data.records[0].uid).toBe(u1.uid);
    const rows = boardRows<AcmRankRow>(forU1.body, u1.uid);
    const byName = new Map(rows.map((r) => [r.username, r]));
    // u3's solves after the seal are tries pending: 0 solved, behind everyone.
    expect(byName.get(u3.username)).toMatchObject({ ac: 0, rank: 3, totalTime: 0 });
    expect(byName.get(u3.username)!.submissionInfo.A).toMatchObject({ isAC: false, errorNum: 1, tryNum: 1 });
    expect(byName.get(u3.username)!.submissionInfo.B).toMatchObject({ isAC: false, tryNum: 1 });
    expect(rows.map((r) => r.uid).slice(2)).toEqual([star.uid, u3.uid]);
    expect(byName.get(u1.username)!.rank).toBe(1);

    // u3 sees their own solves through the seal: third, ahead of the star.
    const forU3 = await rank(cid, u3.token);
    const own = forU3.body.data.records[0] as AcmRankRow;
    expect(own).toMatchObject({ uid: u3.uid, ac: 2, rank: 3, totalTime: 455 * 60 });
    expect(own.submissionInfo.B).toMatchObject({ isAC: true, isFirstAC: false });
    expect(
      boardRows<AcmRankRow>(forU3.body, u3.uid)
        .map((r) => r.uid)
        .slice(2),
    ).toEqual([u3.uid, star.uid]);
    expect(u2.uid).toBeGreaterThan(0);
  });

  it('keeps the outside board sealed, for admins too unless they force it', async () => {
    const guest = await outside(cid);
    expect(guest.statusCode).toBe(200);
    expect(guest.body.data.sealed).toBe(true);
    const u3Row = (guest.body.data.records as AcmRankRow[]).find((r) => r.uid === users[2].uid)!;
    expect(u3Row.ac).toBe(0);
    expect((await outside(cid, admin.token)).body.data.sealed).toBe(true);
    const forced = await outside(cid, admin.token, { forceRefresh: true });
    expect(forced.body.data.sealed).toBe(false);
    // A contestant cannot lift it.
    expect((await outside(cid, users[0].token, { forceRefresh: true })).body.data.sealed).toBe(true);
  });

  it('sends the outside board gzipped to clients that take gzip, the same page as uncompressed', async () => {
    const plain = await outside(cid, undefined, { limit: 50 });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await app.request({
      method: 'POST',
      url: '/api/get-contest-outside-scoreboard',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      body: { cid, limit: 50 },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(zipped.raw.rawPayload).toString())).toEqual(plain.body);
    const refused = await app.request({
      method: 'POST',
      url: '/api/get-contest-outside-scoreboard',
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
      body: { cid, limit: 50 },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toEqual(plain.body);
  });

  it("sends a contestant's own page gzipped too, the same page as uncompressed, with their rows on top", async () => {
    const zippedRank = (token: string, extra: Record<string, unknown> = {}) =>
      app.request({
        method: 'POST',
        url: '/api/get-contest-rank',
        token,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
        body: { cid, currentPage: 1, limit: 50, ...extra },
      });
    // Each contestant's page is their own (their row on top) around a run of rows all of them share.
    for (const [who, extra] of [
      [users[0], {}],
      [users[2], {}],
      [users[0], { concernedList: [String(users[1].uid), String(users[2].uid)] }],
      [users[1], { currentPage: 1, limit: 3 }],
    ] as const) {
      const plain = await rank(cid, who.token, extra);
      const zipped = await zippedRank(who.token, extra);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('Accept-Encoding');
      expect(JSON.parse(gunzipSync(zipped.raw.rawPayload).toString())).toEqual(plain.body);
    }
    // A page under 1 KB goes as it is: compressing it would not save a packet.
    const small = await zippedRank(users[1].token, { currentPage: 2, limit: 2 });
    expect(small.raw.payload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('removes star rows on request and puts followed users on top', async () => {
    const without = boardRows<AcmRankRow>((await rank(cid, admin.token, { removeStar: true })).body);
    expect(without.map((r) => r.rank)).toEqual([1, 1, 3]);
    const followed = await rank(cid, admin.token, { concernedList: [String(users[1].uid)] });
    expect(followed.body.data.records[0].uid).toBe(users[1].uid);
    expect(followed.body.data.total).toBe(5);
  });

  it('filters by keyword and pages', async () => {
    const found = await rank(cid, admin.token, { keyword: users[1].username });
    expect(found.body.data.records.map((r: AcmRankRow) => r.uid)).toEqual([users[1].uid]);
    const page2 = await rank(cid, admin.token, { currentPage: 2, limit: 3 });
    expect(page2.body.data).toMatchObject({ total: 4, current: 2, pages: 2 });
    expect(page2.body.data.records).toHaveLength(1);
  });

  it('follows a new result at once (the counter moves with the write)', async () => {
    const [u1] = users;
    await judgedSubmission(app, {
      cid,
      pid: pidA,
      displayId: 'A',
      user: star,
      at: after(start, 3),
      status: WA,
    });
    const before = boardRows<AcmRankRow>((await rank(cid, admin.token)).body);
    expect(before.find((r) => r.uid === u1.uid)!.submissionInfo.A.errorNum).toBe(1);
    // A rejudge turns u1's wrong answer into a compile error: no longer a try, 20 minutes less.
    await app.db
      .updateTable('submissions')
      .set({ status: CE })
      .where('cid', '=', cid)
      .where('uid', '=', u1.uid)
      .where('status', '=', WA)
      .execute();
    const rows = boardRows<AcmRankRow>((await rank(cid, admin.token)).body);
    const row = rows.find((r) => r.uid === u1.uid)!;
    expect([row.rank, row.totalTime / 60, row.submissionInfo.A.errorNum]).toEqual([1, 120, 0]);
    expect(rows.find((r) => r.uid === users[1].uid)!.rank).toBe(2);
  });

  it('hides real names from contestants unless the contest shows them', async () => {
    await app.db
      .updateTable('users')
      .set({ realname: 'Ada Lovelace' })
      .where('uid', '=', users[0].uid)
      .execute();
    const forced = await rank(cid, admin.token, { forceRefresh: true });
    expect(forced.body.data.records.find((r: AcmRankRow) => r.uid === users[0].uid).realname).toBe(
      'Ada Lovelace',
    );
    const mine = await rank(cid, users[1].token);
    expect(mine.body.data.records.find((r: AcmRankRow) => r.uid === users[0].uid).realname).toBeNull();
  });

  it('downloads the real board as CSV for contest admins only', async () => {
    const csv = await app.request({
      url: '/api/file/download-contest-rank',
      token: admin.token,
      query: { cid: String(cid) },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.raw.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Rank,Award,Name,Username,Real name,School,Solved,Penalty (min),A,B');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(
      new RegExp(
        `^1,Gold,${users[0].username},${users[0].username},Ada Lovelace,,2,120,+0 00:20:45,+0 01:40:00$`.replaceAll(
          '+',
          '\\+',
        ),
      ),
    );
    const u3Line = lines.find((line) => line.includes(users[2].username))!;
    expect(u3Line).toMatch(/^3,,.*,2,455,\+1 03:35:00,\+0 03:40:00$/);
    expect(lines[4]).toMatch(/^\*,/);
    const refused = await app.request({
      url: '/api/file/download-contest-rank',
      token: users[0].token,
      query: { cid: String(cid) },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('exports a CLICS event feed whose replay gives the board standings (contest admins only)', async () => {
    const response = await app.request({
      url: '/api/file/download-contest-event-feed',
      token: admin.token,
      query: { cid: String(cid) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    // The Contest API's event feed: one event per object, the latest data of each object is the object.
    type Event = { type: string; id: string | null; data: Record<string, unknown> };
    const events: Event[] = response.raw.body
      .trim()
      .split('\n')
      .map((line: string) => JSON.parse(line));
    const latest = (type: string) =>
      new Map(events.filter((e) => e.type === type).map((e) => [String(e.data.id), e.data]));
    const ids = (type: string) => new Set(latest(type).keys());
    const [teams, problems, languages] = [ids('teams'), ids('problems'), ids('languages')];
    const types = latest('judgement-types') as unknown as Map<string, { penalty: boolean; solved: boolean }>;
    const submissions = latest('submissions') as unknown as Map<string, Record<string, string>>;
    for (const submission of submissions.values()) {
      expect(teams.has(submission.team_id)).toBe(true);
      expect(problems.has(submission.problem_id)).toBe(true);
      expect(languages.has(submission.language_id)).toBe(true);
    }
    // Replay ICPC scoring from the feed alone: per team, solved and penalty minutes.
    const minutes = (reltime: string) => {
      const [h, m] = reltime.split(':').map(Number);
      return h * 60 + m;
    };
    const score = new Map<
      string,
      { solved: number; penalty: number; tries: Map<string, number>; done: Set<string> }
    >();
    const judgements = [...latest('judgements').values()] as Record<string, string>[];
    judgements.sort(
      (a, b) =>
        minutes(submissions.get(a.submission_id)!.contest_time) -
          minutes(submissions.get(b.submission_id)!.contest_time) ||
        Number(a.submission_id) - Number(b.submission_id),
    );
    for (const judgement of judgements) {
      const submission = submissions.get(judgement.submission_id)!;
      const type = judgement.judgement_type_id ? types.get(judgement.judgement_type_id)! : null;
      const team = score.get(submission.team_id) ?? {
        solved: 0,
        penalty: 0,
        tries: new Map(),
        done: new Set(),
      };
      score.set(submission.team_id, team);
      if (!type || team.done.has(submission.problem_id)) continue;
      if (type.solved) {
        team.solved += 1;
        team.penalty += minutes(submission.contest_time) + 20 * (team.tries.get(submission.problem_id) ?? 0);
        team.done.add(submission.problem_id);
      } else if (type.penalty)
        team.tries.set(submission.problem_id, (team.tries.get(submission.problem_id) ?? 0) + 1);
    }
    const board = boardRows<AcmRankRow>((await rank(cid, admin.token)).body);
    for (const row of board)
      expect([row.username, score.get(String(row.uid))?.solved, score.get(String(row.uid))?.penalty]).toEqual(
        [row.username, row.ac, row.totalTime / 60],
      );

    const refused = await app.request({
      url: '/api/file/download-contest-event-feed',
      token: users[0].token,
      query: { cid: String(cid) },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe(`after the end (${TEST_DIALECT})`, () => {
  async function endedContest(autoRealRank: boolean) {
    const now = Date.now();
    const start = isoAt(now - 5 * HOUR);
    const cid = await contestWith({
      startTime: start,
      endTime: isoAt(now - HOUR),
      sealRank: true,
      sealRankOption: 1,
      autoRealRank,
    });
    return { cid, start };
  }

  it('shows the real board once the contest ends when it lifts the seal, and keeps it sealed otherwise', async () => {
    const user = await signedInUser(app);
    const other = await signedInUser(app);
    for (const autoRealRank of [true, false]) {
      const { cid, start } = await endedContest(autoRealRank);
      await judgedSubmission(app, { cid, pid: pidA, displayId: 'A', user: other, at: after(start, 230) });
      // Made after the end: never on the board.
      await judgedSubmission(app, { cid, pid: pidB, displayId: 'B', user: other, at: after(start, 250) });
      const response = await rank(cid, user.token);
      const row = boardRows<AcmRankRow>(response.body, user.uid).find((r) => r.uid === other.uid)!;
      expect(response.body.data.sealed).toBe(!autoRealRank);
      expect(row.ac).toBe(autoRealRank ? 1 : 0);
      expect(row.submissionInfo.B).toBeUndefined();
    }
  });
});

describe(`OI scoreboard (${TEST_DIALECT})`, () => {
  it("scores by 'Recent' or 'Highest' and hides results from contestants until the end", async () => {
    const now = Date.now();
    const start = isoAt(now - 2 * HOUR);
    const [u1, u2] = [await signedInUser(app), await signedInUser(app)];
    for (const oiRankScoreType of ['Recent', 'Highest'] as const) {
      const cid = await contestWith({
        type: 1,
        oiRankScoreType,
        startTime: start,
        endTime: isoAt(now + HOUR),
      });
      const put = (
        user: Signed,
        displayId: 'A' | 'B',
        minutes: number,
        status: number,
        score: number,
        time = 10,
      ) =>
        judgedSubmission(app, {
          cid,
          pid: displayId === 'A' ? pidA : pidB,
          displayId,
          user,
          at: after(start, minutes),
          status,
          score,
          time,
        });
      await put(u1, 'A', 1, AC, 100, 40);
      await put(u1, 'A', 2, PA, 30);
      await put(u1, 'B', 3, PA, 50);
      await put(u2, 'A', 1, AC, 100, 20);
      await put(u2, 'B', 2, PA, 60);
      await put(u2, 'B', 3, PENDING, 0);

      const real = boardRows<OiRankRow>((await rank(cid, admin.token)).body);
      // Recent: u1 has A 30 (the later partial) + B 50; Highest: A 100 + B 50. u2 has 100 + 60 either way.
      expect(real.map((r) => [r.uid, r.rank, r.totalScore, r.totalTime])).toEqual([
        [u2.uid, 1, 160, 20],
        [u1.uid, 2, oiRankScoreType === 'Recent' ? 80 : 150, 40],
      ]);
      expect(real.find((r) => r.uid === u2.uid)!.pendingInfo).toEqual({ B: 1 });

      const blind = await rank(cid, u1.token);
      expect(blind.body.data.sealed).toBe(true);
      for (const row of boardRows<OiRankRow>(blind.body, u1.uid)) {
        expect(row.totalScore).toBe(0);
        expect(row.rank).toBe(1);
      }
      expect((blind.body.data.records[0] as OiRankRow).pendingInfo).toEqual({ A: 2, B: 1 });
    }
  });
});

describe(`outside board and access (${TEST_DIALECT})`, () => {
  it('opens the outside board only for a started, visible contest that opens its rank', async () => {
    const now = Date.now();
    const open = await contestWith({ openRank: true });
    const closed = await contestWith({ openRank: false });
    const scheduled = await contestWith({
      openRank: true,
      startTime: isoAt(now + HOUR),
      endTime: isoAt(now + 2 * HOUR),
    });
    const hidden = await contestWith({ openRank: true, visible: false });
    expect((await outside(open)).statusCode).toBe(200);
    const info = await app.request({ url: '/api/get-contest-outsize-info', query: { cid: String(open) } });
    expect(info.statusCode).toBe(200);
    expect(info.body.data.problemList.map((p: { displayId: string }) => p.displayId)).toEqual(['A', 'B']);
    expect(info.body.data.contest).toMatchObject({ id: open, openRank: true, isContestAdmin: false });
    // The refusal says why in its data, so the page can say it in the user's language.
    const closedAnswer = await outside(closed);
    expect(closedAnswer.statusCode).toBe(403);
    expect(closedAnswer.body.data).toEqual({ reason: 'rankClosed' });
    const scheduledAnswer = await app.request({
      url: '/api/get-contest-outsize-info',
      query: { cid: String(scheduled) },
    });
    expect(scheduledAnswer.statusCode).toBe(403);
    expect(scheduledAnswer.body.data).toEqual({ reason: 'notStarted', startTime: isoAt(now + HOUR) });
    expect((await outside(scheduled)).statusCode).toBe(403);
    expect((await outside(hidden)).statusCode).toBe(404);
    expect((await outside(hidden, admin.token)).statusCode).toBe(200);
    expect((await outside(2_000_000)).statusCode).toBe(404);
  });

  it('lets into the board only those who may enter the contest', async () => {
    const user = await signedInUser(app);
    const privateContest = await contestWith({ auth: 1, pwd: 'secret' });
    expect((await rank(privateContest, user.token)).statusCode).toBe(403);
    await app.request({
      method: 'POST',
      url: '/api/register-contest',
      token: user.token,
      body: { cid: privateContest, password: 'secret' },
    });
    expect((await rank(privateContest, user.token)).statusCode).toBe(200);
    expect(
      (await app.request({ method: 'POST', url: '/api/get-contest-rank', body: { cid: privateContest } }))
        .statusCode,
    ).toBe(401);
    expect((await rank(privateContest, root.token)).statusCode).toBe(200);
  });
});

describe(`time-limited contests (${TEST_DIALECT})`, () => {
  it("counts each user's times from their own start", async () => {
    const now = Date.now();
    const start = isoAt(now - 3 * HOUR);
    const cid = await contestWith({ startTime: start, endTime: isoAt(now + HOUR), timeLimit: 3600 });
    const user = await signedInUser(app);
    await app.request({ method: 'POST', url: `/api/contest/start/${cid}`, token: user.token });
    await app.db
      .updateTable('contestRegisters')
      .set({ beginTime: after(start, 60) })
      .where('cid', '=', cid)
      .where('uid', '=', user.uid)
      .execute();
    await judgedSubmission(app, { cid, pid: pidA, displayId: 'A', user, at: after(start, 75) });
    const rows = boardRows<AcmRankRow>((await rank(cid, admin.token, { forceRefresh: true })).body);
    expect(rows[0].submissionInfo.A.ACTime).toBe(15 * 60);
    expect(rows[0].totalTime).toBe(15 * 60);
  });
});
