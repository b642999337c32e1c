import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/contract';
import { createTestApp, login, type TestApp } from '../../../test/test-app.ts';
import {
  insertHojProblem,
  insertHojSubmission,
  insertHojUser,
  migrateSite,
  startHojSite,
  type HojSite,
} from '../../../test/hoj/hoj-site.ts';
import { hojAcmBoard } from '../../../test/hoj/hoj-board.ts';
import type { MigrationReport } from './migrate.ts';

let site: HojSite;
let app: TestApp;
let report: MigrationReport;

const migrate = () => migrateSite(site, app);

// 64 KB of code with an emoji: HOJ's code column is utf8mb4, so it holds one (its other text columns cannot).
const BIG_CODE = `// 🎈 balloon\n${'int x = 1;\n'.repeat(6000)}`;

beforeAll(async () => {
  site = await startHojSite();
  insertHojUser(site, { uuid: 'a1', username: 'alice', password: 'alice-pass' });
  insertHojUser(site, { uuid: 'b2', username: 'bob', password: 'bob-pass' });
  insertHojUser(site, { uuid: 'd4', username: 'dave', password: 'dave-pass' });
  // The contest's creator: off its board, here as in HOJ.
  insertHojUser(site, { uuid: 'c3', username: 'carol', password: 'carol-pass', role: 1001 });
  insertHojProblem(site, 1000, 'P1000', { is_upload_case: 0 });
  site.insert('problem_case', { pid: 1000, input: '1 2\n', output: '3\n', score: 100 });
  // An ACM contest from 10:00 to 15:00 Shanghai time, sealed for its last hour, with starred and limited accounts.
  site.insert('contest', {
    id: 12,
    uid: 'c3',
    author: 'carol',
    title: '新生赛',
    type: 0,
    description: 'Welcome',
    auth: 0,
    start_time: '2024-01-10 10:00:00',
    end_time: '2024-01-10 15:00:00',
    duration: 18000,
    seal_rank: 1,
    seal_rank_time: '2024-01-10 14:00:00',
    auto_real_rank: 1,
    star_account: '{"star_account":["bob"]}',
    open_account_limit: 1,
    account_limit_rule:
      '<prefix>team</prefix><suffix></suffix><start>1</start><end>30</end><extra>alice bob</extra>',
    award_type: 2,
    award_config:
      '{"config":[{"priority":1,"name":"Gold","background":"#e6bf25","color":"#ffffff","num":1}]}',
  });
  site.insert('contest_problem', {
    cid: 12,
    pid: 1000,
    display_id: 'A',
    display_title: 'A+B',
    color: '#ff0000',
  });
  insertHojProblem(site, 1001, 'P1001', { is_upload_case: 0 });
  site.insert('problem_case', { pid: 1001, input: '1\n', output: '1\n', score: 100 });
  site.insert('contest_problem', { cid: 12, pid: 1001, display_id: 'B', display_title: 'Echo' });
  site.insert('contest_register', { cid: 12, uid: 'a1' });
  site.insert('contest_register', { cid: 12, uid: 'b2' });
  site.insert('contest_register', { cid: 12, uid: 'd4' });
  const inContest = { cid: 12, cpid: 1, display_pid: 'A' };
  insertHojSubmission(site, {
    submit_id: 340,
    pid: 1000,
    uid: 'a1',
    username: 'alice',
    status: JudgeStatus.ACCEPTED,
    submit_time: '2024-01-10 10:05:00',
    ...inContest,
  });
  insertHojSubmission(site, {
    submit_id: 341,
    pid: 1000,
    uid: 'b2',
    username: 'bob',
    status: JudgeStatus.WRONG_ANSWER,
    submit_time: '2024-01-10 10:10:00',
    ...inContest,
  });
  insertHojSubmission(site, {
    submit_id: 342,
    pid: 1000,
    uid: 'b2',
    username: 'bob',
    status: JudgeStatus.ACCEPTED,
    submit_time: '2024-01-10 10:25:30',
    ...inContest,
  });
  // Dave: a compile error (no penalty in HOJ or here), then A at 0:40:01; B at 2:00:59 after a time limit.
  const dave = { uid: 'd4', username: 'dave', ...inContest };
  insertHojSubmission(site, {
    submit_id: 360,
    pid: 1000,
    status: JudgeStatus.COMPILE_ERROR,
    submit_time: '2024-01-10 10:30:00',
    ...dave,
  });
  insertHojSubmission(site, {
    submit_id: 361,
    pid: 1000,
    status: JudgeStatus.ACCEPTED,
    submit_time: '2024-01-10 10:40:01',
    ...dave,
  });
  insertHojSubmission(site, {
    submit_id: 362,
    pid: 1001,
    status: JudgeStatus.TIME_LIMIT_EXCEEDED,
    submit_time: '2024-01-10 11:50:00',
    ...dave,
    display_pid: 'B',
  });
  insertHojSubmission(site, {
    submit_id: 363,
    pid: 1001,
    status: JudgeStatus.ACCEPTED,
    submit_time: '2024-01-10 12:00:59',
    ...dave,
    display_pid: 'B',
  });
  // After the end: not on the board.
  insertHojSubmission(site, {
    submit_id: 364,
    pid: 1000,
    status: JudgeStatus.ACCEPTED,
    submit_time: '2024-01-10 15:30:00',
    uid: 'b2',
    username: 'bob',
    ...inContest,
  });
  insertHojSubmission(site, {
    submit_id: 345,
    pid: 1000,
    uid: 'a1',
    username: 'alice',
    status: JudgeStatus.ACCEPTED,
    submit_time: '2024-02-01 09:00:00',
    code: BIG_CODE,
    length: BIG_CODE.length,
    share: 1,
  });
  site.insert('judge_case', {
    submit_id: 345,
    uid: 'a1',
    pid: 1000,
    case_id: 1,
    status: 0,
    time: 3,
    memory: 512,
    score: 0,
    seq: 0,
    input_data: '1.in',
    output_data: '1.out',
  });
  insertHojSubmission(site, {
    submit_id: 346,
    pid: 1000,
    uid: 'b2',
    username: 'bob',
    status: JudgeStatus.WRONG_ANSWER,
    submit_time: '2024-02-01 09:01:00',
  });
  insertHojSubmission(site, {
    submit_id: 347,
    pid: 1000,
    uid: 'b2',
    username: 'bob',
    status: JudgeStatus.JUDGING,
    submit_time: '2024-02-01 09:02:00',
  });
  app = await createTestApp();
  report = await migrate();
}, 60_000);

afterAll(async () => {
  await app?.close();
  site?.stop();
});

describe('npm run migrate:hoj: contests and submissions', () => {
  it('carries the contest with its settings, problems and registrations under its HOJ id', async () => {
    expect(report.skips).toEqual([]);
    expect(report.tables.find((t) => t.table === 'contest')).toMatchObject({ read: 1, written: 1 });
    const contest = await app.db
      .selectFrom('contests')
      .selectAll()
      .where('id', '=', 12)
      .executeTakeFirstOrThrow();
    expect(contest).toMatchObject({
      title: '新生赛',
      startTime: '2024-01-10T02:00:00.000Z',
      endTime: '2024-01-10T07:00:00.000Z',
      duration: 18000,
      sealRank: 1,
      sealRankTime: '2024-01-10T06:00:00.000Z',
      openAccountLimit: 1,
      awardType: 2,
    });
    expect(JSON.parse(contest.starAccount)).toEqual(['bob']);
    expect(JSON.parse(contest.accountLimitRule!)).toEqual({
      prefix: 'team',
      suffix: '',
      start: 1,
      end: 30,
      extra: ['alice', 'bob'],
    });
    expect(JSON.parse(contest.awardConfig)).toEqual([
      { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 },
    ]);
    const problems = await app.db
      .selectFrom('contestProblems')
      .select(['displayId', 'displayTitle', 'color', 'pid'])
      .where('cid', '=', 12)
      .execute();
    expect(problems).toEqual([
      { displayId: 'A', displayTitle: 'A+B', color: '#ff0000', pid: 1000 },
      { displayId: 'B', displayTitle: 'Echo', color: null, pid: 1001 },
    ]);
    const registered = await app.db
      .selectFrom('contestRegisters')
      .select('uid')
      .where('cid', '=', 12)
      .execute();
    expect(registered).toHaveLength(3);
  });

  it('carries every submission under its HOJ id, with its code, verdict and cases; an unfinished one is judged again', async () => {
    expect(report.tables.find((t) => t.table === 'judge')).toMatchObject({
      read: 11,
      written: 11,
      skipped: 0,
    });
    const token = await login(app, 'alice', 'alice-pass');
    const detail = await app.request({
      url: '/api/get-submission-detail',
      query: { submitId: '345' },
      token,
    });
    expect(detail.statusCode, JSON.stringify(detail.body).slice(0, 300)).toBe(200);
    expect(detail.body.data.submission).toMatchObject({
      submitId: 345,
      status: JudgeStatus.ACCEPTED,
      length: BIG_CODE.length,
    });
    expect(detail.body.data.submission.code).toBe(BIG_CODE);
    const cases = await app.db
      .selectFrom('judgeCases')
      .select(['status', 'inputName'])
      .where('submissionId', '=', 345)
      .execute();
    expect(cases).toEqual([{ status: JudgeStatus.ACCEPTED, inputName: '1.in' }]);
    const unfinished = await app.db
      .selectFrom('submissions')
      .select('status')
      .where('id', '=', 347)
      .executeTakeFirstOrThrow();
    expect(unfinished.status).toBe(JudgeStatus.PENDING);
  });

  it("counts the bank's submissions of each problem from what was carried (contest ones apart)", async () => {
    const counts = await app.db
      .selectFrom('problemCounts')
      .selectAll()
      .where('pid', '=', 1000)
      .executeTakeFirstOrThrow();
    expect(counts).toMatchObject({ total: 2, ac: 1, wa: 1 });
  });

  it("the contest board reads as HOJ ranked it: HOJ's rule computed from HOJ's rows", async () => {
    const hojRows = site
      .sql(
        "SELECT username, display_pid, status, TIMESTAMPDIFF(SECOND, '2024-01-10 10:00:00', submit_time) FROM judge WHERE cid = 12",
      )
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => {
        const [username, displayId, status, time] = line.split('\t');
        return { username, displayId, status: Number(status), time: Number(time) };
      });
    const expected = hojAcmBoard(hojRows, ['carol', 'root'], 18000);
    expect(expected.map((row) => row.username)).toEqual(['dave', 'alice', 'bob']);
    const token = await login(app, 'alice', 'alice-pass');
    const rank = await app.request({
      method: 'POST',
      url: '/api/get-contest-rank',
      token,
      body: { cid: 12, currentPage: 1, limit: 50 },
    });
    expect(rank.statusCode, JSON.stringify(rank.body).slice(0, 300)).toBe(200);
    // The viewer's own row comes first as well (the reference's page order): compare the board itself.
    const rows = (rank.body.data.records as { username: string; ac: number; totalTime: number }[])
      .filter((row, index, all) => all.findIndex((r) => r.username === row.username) === index)
      .map(({ username, ac, totalTime }) => ({ username, ac, totalTime }))
      .sort((a, b) => b.ac - a.ac || a.totalTime - b.totalTime);
    expect(rows).toEqual(expected);
    // Bob: 25 min 30 s and one wrong try, to the second: 1530 + 1200 (whole minutes would give 2700).
    expect(rows.find((row) => row.username === 'bob')?.totalTime).toBe(2730);
  });

  it('a second run writes nothing twice', async () => {
    const again = await migrate();
    expect(again.skips).toEqual([]);
    const n = await app.db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(11);
    const cases = await app.db
      .selectFrom('judgeCases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(cases.n)).toBe(1);
    const counts = await app.db
      .selectFrom('problemCounts')
      .selectAll()
      .where('pid', '=', 1000)
      .executeTakeFirstOrThrow();
    expect(counts).toMatchObject({ total: 2, ac: 1, wa: 1 });
  });
});
