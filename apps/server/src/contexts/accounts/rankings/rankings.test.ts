import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JudgeStatus, PROBLEM_AUTH, Role, USER_STATUS, type RankRow } from '@judge/contract';
import {
  createProblem,
  createTestApp,
  createUser,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';
import { nowIso } from '../../../lib/time.ts';
import { createRankingsService } from './rankings.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
/** ACM problems p1, p2, p3; OI problems o1, o2; a private one. */
const pids: Record<'p1' | 'p2' | 'p3' | 'o1' | 'o2' | 'hidden', number> = {
  p1: 0,
  p2: 0,
  p3: 0,
  o1: 0,
  o2: 0,
  hidden: 0,
};

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInUser(app, Role.ROOT);
  for (const key of Object.keys(pids) as (keyof typeof pids)[]) {
    const { pid } = await createProblem(app, admin.token);
    pids[key] = pid;
    if (key.startsWith('o'))
      await app.db.updateTable('problems').set({ type: 1 }).where('id', '=', pid).execute();
    if (key === 'hidden')
      await app.db
        .updateTable('problems')
        .set({ auth: PROBLEM_AUTH.PRIVATE })
        .where('id', '=', pid)
        .execute();
  }
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.db.deleteFrom('submissions').execute();
});

interface SubmissionValues {
  status?: number;
  cid?: number;
  gid?: number;
  oiRankScore?: number;
  createdAt?: string;
}

const submissionRow = (
  user: { uid: number; username: string },
  pid: number,
  values: SubmissionValues = {},
) => ({
  pid,
  displayPid: 'x',
  uid: user.uid,
  username: user.username,
  language: 'C++',
  code: 'x',
  length: 1,
  status: values.status ?? JudgeStatus.ACCEPTED,
  score: values.oiRankScore === undefined ? null : values.oiRankScore * 10,
  oiRankScore: values.oiRankScore ?? null,
  share: 0,
  cid: values.cid ?? 0,
  gid: values.gid ?? null,
  isManual: 0,
  unsafe: 0,
  version: 0,
  priority: 2,
  progressDone: 0,
  progressTotal: 0,
  createdAt: values.createdAt ?? nowIso(),
  updatedAt: nowIso(),
});

/** A submission straight in the table (the judge's results are the submissions module's tests). */
async function submit(user: { uid: number; username: string }, pid: number, values: SubmissionValues = {}) {
  await app.db
    .insertInto('submissions')
    .values(submissionRow(user, pid, values) as never)
    .execute();
}

const WA = { status: JudgeStatus.WRONG_ANSWER };

const rankList = (query: Record<string, string>) => app.request({ url: '/api/get-rank-list', query });
const names = (records: RankRow[]) => records.map((row) => row.username);

describe(`rankings (${TEST_DIALECT})`, () => {
  it('orders the ACM list by AC desc, then judged total asc, then uid, with the spec row fields', async () => {
    const [a, b, c, d] = [
      await createUser(app),
      await createUser(app),
      await createUser(app),
      await createUser(app),
    ];
    await app.db
      .updateTable('users')
      .set({ nickname: 'Ann', signature: 'hi', titleName: 'Champ', titleColor: '#f00', avatar: '/a.png' })
      .where('uid', '=', a.uid)
      .execute();
    // a: 2 AC out of 3 judged; b: 2 AC out of 2; c: 1 AC (the same problem twice) out of 2; d: 0 out of 1.
    await submit(a, pids.p1);
    await submit(a, pids.p2, WA);
    await submit(a, pids.p2);
    await submit(b, pids.p1);
    await submit(b, pids.p3);
    await submit(c, pids.p1);
    await submit(c, pids.p1);
    await submit(d, pids.p2, WA);
    const response = await rankList({ type: '0' });
    expect(response.statusCode, response.body.msg).toBe(200);
    expect(names(response.body.data.records)).toEqual([b.username, a.username, c.username, d.username]);
    expect(response.body.data).toMatchObject({ total: 4, size: 30, current: 1, pages: 1 });
    expect(response.body.data.records[1]).toEqual({
      uid: a.uid,
      username: a.username,
      avatar: '/a.png',
      titleName: 'Champ',
      titleColor: '#f00',
      nickname: 'Ann',
      signature: 'hi',
      ac: 2,
      total: 3,
      score: 0,
    });
    expect(response.body.data.records.map((row: RankRow) => [row.ac, row.total])).toEqual([
      [2, 2],
      [2, 3],
      [1, 2],
      [0, 1],
    ]);
    expect(response.raw.body).not.toContain('@example.com');
  });

  it('breaks a full tie by uid', async () => {
    const [a, b] = [await createUser(app), await createUser(app)];
    await submit(b, pids.p1);
    await submit(a, pids.p1);
    const response = await rankList({ type: '0' });
    expect(names(response.body.data.records)).toEqual([a.username, b.username]);
  });

  it('counts only judged submissions to public bank problems outside contests and groups', async () => {
    const user = await createUser(app);
    await submit(user, pids.p1);
    await submit(user, pids.p2, { cid: 7 });
    await submit(user, pids.p3, { gid: 3 });
    await submit(user, pids.hidden);
    await submit(user, pids.p2, { status: JudgeStatus.PENDING });
    await submit(user, pids.p3, { status: JudgeStatus.JUDGING });
    const only = await createUser(app);
    await submit(only, pids.p1, { cid: 7 });
    const response = await rankList({ type: '0' });
    expect(response.body.data.records.map((row: RankRow) => [row.username, row.ac, row.total])).toEqual([
      [user.username, 1, 1],
    ]);
  });

  it('leaves disabled accounts out', async () => {
    const [active, disabled] = [
      await createUser(app),
      await createUser(app, { status: USER_STATUS.DISABLED }),
    ];
    await submit(active, pids.p1, WA);
    await submit(disabled, pids.p1);
    const response = await rankList({ type: '0' });
    expect(names(response.body.data.records)).toEqual([active.username]);
    expect(response.body.data.total).toBe(1);
  });

  it('sums the best OI rank score per OI problem, ordering the OI list by score desc then AC desc', async () => {
    const [a, b, c, d] = [
      await createUser(app),
      await createUser(app),
      await createUser(app),
      await createUser(app),
    ];
    // a: o1 best 7 (of 3 and 7), o2 best 5: 12. b: o1 10 accepted, plus two ACM problems: 10 with 3 AC.
    // c: o1 10 accepted only: 10 with 1 AC. d: an ACM problem only: 0.
    await submit(a, pids.o1, { ...WA, oiRankScore: 3 });
    await submit(a, pids.o1, { ...WA, oiRankScore: 7 });
    await submit(a, pids.o2, { ...WA, oiRankScore: 5 });
    await submit(b, pids.o1, { oiRankScore: 10 });
    await submit(b, pids.p1, { oiRankScore: 99 });
    await submit(b, pids.p2);
    await submit(c, pids.o1, { oiRankScore: 10 });
    await submit(c, pids.o1, { oiRankScore: 99, cid: 5 });
    await submit(d, pids.p1);
    const response = await rankList({ type: '1' });
    expect(
      response.body.data.records.map((row: RankRow) => [row.username, row.score, row.ac, row.total]),
    ).toEqual([
      [a.username, 12, 0, 3],
      [b.username, 10, 3, 3],
      [c.username, 10, 1, 1],
      [d.username, 0, 1, 1],
    ]);
    // The user home sums the same rule: the two pages agree.
    const home = await app.request({ url: '/api/get-user-home-info', query: { uid: String(a.uid) } });
    expect(home.body.data.scoreList.reduce((sum: number, score: number) => sum + score, 0)).toBe(12);
  });

  it('counts only submissions within the period, a rolling window of days ending now', async () => {
    const user = await createUser(app);
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    await submit(user, pids.p1, { createdAt: ago(2) });
    await submit(user, pids.p2, { createdAt: ago(20) });
    await submit(user, pids.p3, { createdAt: ago(60) });
    await submit(user, pids.o1, { createdAt: ago(120), oiRankScore: 4 });
    await submit(user, pids.o2, { createdAt: ago(300), oiRankScore: 6 });
    await submit(user, pids.p1, { ...WA, createdAt: ago(500) });
    const old = await createUser(app);
    await submit(old, pids.p1, { createdAt: ago(400) });
    const counts: [number, number, number][] = [];
    for (const period of ['1', '2', '3', '4', '5', '0']) {
      const response = await rankList({ type: '1', period });
      expect(response.statusCode, response.body.msg).toBe(200);
      const row = response.body.data.records.find((r: RankRow) => r.uid === user.uid);
      counts.push([row.ac, row.total, row.score]);
      expect(response.body.data.total, period).toBe(period === '0' ? 2 : 1);
    }
    expect(counts).toEqual([
      [1, 1, 0],
      [2, 2, 0],
      [3, 3, 0],
      [4, 4, 4],
      [5, 5, 10],
      [5, 6, 10],
    ]);
    const service = createRankingsService({ db: app.db, now: () => Date.now() + 6 * DAY_MS });
    const week = await service.rankList({ type: 0, period: 1, currentPage: 1, limit: 30 });
    expect(week.records).toEqual([]);
    expect(week.total).toBe(0);
  });

  it('searches username and nickname, ignoring case, with wildcards taken literally', async () => {
    const alice = await createUser(app, { username: 'RankAlice' });
    const bob = await createUser(app, { username: 'rank_bob' });
    const carol = await createUser(app, { username: 'rankcarol' });
    await app.db
      .updateTable('users')
      .set({ nickname: 'Wonder%Woman' })
      .where('uid', '=', carol.uid)
      .execute();
    for (const user of [alice, bob, carol]) await submit(user, pids.p1);
    const search = async (searchUser: string) =>
      names((await rankList({ type: '0', searchUser })).body.data.records).sort();
    expect(await search('ALICE')).toEqual(['RankAlice']);
    expect(await search('rank')).toEqual(['RankAlice', 'rank_bob', 'rankcarol']);
    expect(await search('k_')).toEqual(['rank_bob']);
    expect(await search('r%w')).toEqual(['rankcarol']);
    expect(await search('  wonder ')).toEqual(['rankcarol']);
    expect(await search('nobody')).toEqual([]);
    expect(await search('')).toEqual(['RankAlice', 'rank_bob', 'rankcarol']);
  });

  it('pages in SQL: page size, later pages and a page past the end', async () => {
    const users = [];
    for (let i = 0; i < 5; i += 1) users.push(await createUser(app));
    // users[i] solves i + 1 problems so the order is users[4], users[3], ...
    const problems = [pids.p1, pids.p2, pids.p3, pids.o1, pids.o2];
    for (let i = 0; i < 5; i += 1) for (let j = 0; j <= i; j += 1) await submit(users[i], problems[j]);
    const page2 = await rankList({ type: '0', currentPage: '2', limit: '2' });
    expect(names(page2.body.data.records)).toEqual([users[2].username, users[1].username]);
    expect(page2.body.data).toMatchObject({ total: 5, size: 2, current: 2, pages: 3 });
    const past = await rankList({ type: '0', currentPage: '9', limit: '2' });
    expect(past.body.data).toMatchObject({ records: [], total: 5, current: 9, pages: 3 });
    const defaults = await rankList({ type: '0' });
    expect(defaults.body.data).toMatchObject({ size: 30, current: 1, total: 5 });
  });

  it('answers a page from 10k submissions in one query (no query per user)', async () => {
    const users: { uid: number; username: string }[] = [];
    const now = nowIso();
    for (let i = 0; i < 100; i += 1) {
      const row = await app.db
        .insertInto('users')
        .values({
          username: `bulk${i}x${Date.now() % 100000}`,
          passwordHash: 'x',
          gender: 'secrecy',
          role: Role.USER,
          status: 0,
          defCode: 0,
          createdAt: now,
          updatedAt: now,
        } as never)
        .returning(['uid', 'username'])
        .executeTakeFirstOrThrow();
      users.push(row);
    }
    const problems = Object.values(pids).filter((pid) => pid !== pids.hidden);
    const rows = [];
    for (let i = 0; i < 10_000; i += 1) {
      const user = users[i % users.length];
      const pid = problems[(i * 7 + Math.floor(i / 100)) % problems.length];
      rows.push(
        submissionRow(user, pid, {
          status: i % 3 === 0 ? JudgeStatus.WRONG_ANSWER : JudgeStatus.ACCEPTED,
          oiRankScore: i % 11,
          createdAt: new Date(Date.now() - Math.floor(i / 100) * 4 * DAY_MS).toISOString(),
        }),
      );
    }
    for (let i = 0; i < rows.length; i += 500)
      await app.db
        .insertInto('submissions')
        .values(rows.slice(i, i + 500) as never)
        .execute();

    let queries = 0;
    const counted = app.db.withPlugin({
      // transformQuery also sees each subquery; transformResult runs once per statement executed.
      transformQuery: (args) => args.node,
      transformResult: (args) => {
        queries += 1;
        return Promise.resolve(args.result);
      },
    });
    const service = createRankingsService({ db: counted });
    for (const type of [0, 1] as const)
      for (const period of [0, 3] as const)
        for (const currentPage of [1, 2, 4]) {
          queries = 0;
          const page = await service.rankList({ type, period, currentPage, limit: 30 });
          expect(queries, `type ${type} period ${period} page ${currentPage}`).toBe(1);
          expect(page.total).toBe(100);
          expect(page.records.length).toBe(currentPage === 4 ? 10 : 30);
        }
    // The whole list, page by page, is ordered and holds every user once.
    const all: RankRow[] = [];
    for (let currentPage = 1; currentPage <= 4; currentPage += 1)
      all.push(...(await service.rankList({ type: 1, period: 0, currentPage, limit: 30 })).records);
    expect(new Set(all.map((row) => row.uid)).size).toBe(100);
    for (let i = 1; i < all.length; i += 1) {
      const [before, after] = [all[i - 1], all[i]];
      expect(before.score > after.score || (before.score === after.score && before.ac >= after.ac)).toBe(
        true,
      );
    }
    expect(all.reduce((sum, row) => sum + row.total, 0)).toBe(10_000);
  }, 60_000);
});
