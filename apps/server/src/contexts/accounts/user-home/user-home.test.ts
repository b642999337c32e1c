import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, PROBLEM_AUTH, Role, USER_STATUS } from '@judge/contract';
import {
  createProblem,
  createTestApp,
  createUser,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';
import { nowIso } from '../../../lib/time.ts';
import { createUserHomeService, utcDay } from './user-home.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

/** A problem of the bank with the given difficulty (and OI type, visibility or group when asked). */
async function problem(difficulty: number, values: { type?: number; auth?: number; gid?: number } = {}) {
  const created = await createProblem(app, admin.token, { problem: { difficulty } });
  if (values.type !== undefined || values.auth !== undefined)
    await app.db
      .updateTable('problems')
      .set({ type: values.type ?? 0, auth: values.auth ?? PROBLEM_AUTH.PUBLIC })
      .where('id', '=', created.pid)
      .execute();
  return created;
}

/** A submission straight in the table (the judge's results are the submissions module's tests). */
async function submission(
  user: { uid: number; username: string },
  pid: number,
  values: { status?: number; cid?: number; oiRankScore?: number; createdAt?: string } = {},
) {
  await app.db
    .insertInto('submissions')
    .values({
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
      isManual: 0,
      unsafe: 0,
      version: 0,
      priority: 2,
      progressDone: 0,
      progressTotal: 0,
      createdAt: values.createdAt ?? nowIso(),
      updatedAt: nowIso(),
    } as never)
    .execute();
}

const home = (query: Record<string, string>, token?: string) =>
  app.request({ url: '/api/get-user-home-info', query, token });
const heatmap = (query: Record<string, string>, token?: string) =>
  app.request({ url: '/api/get-user-calendar-heatmap', query, token });

describe(`user home (${TEST_DIALECT})`, () => {
  it('shows a guest the public profile, never the e-mail or other private fields', async () => {
    const user = await createUser(app);
    await app.db
      .updateTable('users')
      .set({
        nickname: 'Ali',
        gender: 'female',
        school: 'MIT',
        course: 'Grade 10',
        signature: '**hello**',
        phone: '+8613800000000',
        blog: 'https://blog.example.com',
        realname: 'Alice Secret',
        number: '2023001',
        github: 'https://github.com/x',
        titleName: 'Champion',
        titleColor: '#ff0000',
        recentLoginTime: '2026-01-02T03:04:05.000Z',
      })
      .where('uid', '=', user.uid)
      .execute();
    const response = await home({ username: user.username });
    expect(response.statusCode, response.body.msg).toBe(200);
    expect(response.body.data).toEqual({
      uid: user.uid,
      username: user.username,
      nickname: 'Ali',
      gender: 'female',
      avatar: null,
      school: 'MIT',
      grade: 'Grade 10',
      signature: '**hello**',
      phone: '+8613800000000',
      blog: 'https://blog.example.com',
      titleName: 'Champion',
      titleColor: '#ff0000',
      recentLoginTime: '2026-01-02T03:04:05.000Z',
      total: 0,
      scoreList: [],
      solvedGroups: [],
      solvedList: [],
      solvedGroupByDifficulty: {},
    });
    expect(response.raw.body).not.toContain(user.email);
    expect(response.raw.body).not.toContain('Alice Secret');
    expect(response.raw.body).not.toContain('2023001');
    expect(response.raw.body).not.toContain('passwordHash');
  });

  it('answers empty profile fields (and an unfilled phone) with null', async () => {
    const user = await createUser(app);
    await app.db
      .updateTable('users')
      .set({ phone: '', school: '', nickname: '' })
      .where('uid', '=', user.uid)
      .execute();
    const { data } = (await home({ uid: String(user.uid) })).body;
    expect(data).toMatchObject({
      phone: null,
      school: null,
      nickname: null,
      signature: null,
      gender: 'secrecy',
    });
  });

  it('counts judged submissions, solved public problems by difficulty and the best OI score per problem', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const easy = await problem(1);
    const easy2 = await problem(1);
    const hard = await problem(5);
    const unknown = await problem(0);
    const privateOne = await problem(2, { auth: PROBLEM_AUTH.PRIVATE });
    const contestOnly = await problem(3);
    const oi = await problem(4, { type: 1 });
    const oiPrivate = await problem(4, { type: 1, auth: PROBLEM_AUTH.PRIVATE });

    await submission(user, hard.pid);
    await submission(user, easy.pid, { status: JudgeStatus.WRONG_ANSWER });
    await submission(user, easy.pid);
    await submission(user, easy.pid); // solved twice: listed once
    await submission(user, easy2.pid);
    await submission(user, unknown.pid);
    await submission(user, privateOne.pid); // not in the public bank
    await submission(user, contestOnly.pid, { cid: 7 }); // a contest's accepted: counted, not solved
    await submission(user, easy2.pid, { status: JudgeStatus.PENDING }); // still waiting: not counted
    await submission(user, easy2.pid, { status: JudgeStatus.JUDGING });
    await submission(user, oi.pid, { status: JudgeStatus.PARTIAL_ACCEPTED, oiRankScore: 4 });
    await submission(user, oi.pid, { status: JudgeStatus.PARTIAL_ACCEPTED, oiRankScore: 9 });
    await submission(user, oi.pid, { status: JudgeStatus.WRONG_ANSWER, oiRankScore: 0 });
    await submission(user, oi.pid, { status: JudgeStatus.PARTIAL_ACCEPTED, oiRankScore: 12, cid: 7 });
    await submission(user, oiPrivate.pid, { status: JudgeStatus.PARTIAL_ACCEPTED, oiRankScore: 50 });
    await submission(other, hard.pid);

    const { data } = (await home({ uid: String(user.uid) })).body;
    expect(data.total).toBe(13); // 15 made, 2 still waiting
    expect(data.solvedGroups).toEqual([
      { difficulty: 0, problemIds: [unknown.problemId] },
      { difficulty: 1, problemIds: [easy.problemId, easy2.problemId] },
      { difficulty: 5, problemIds: [hard.problemId] },
    ]);
    // The reference's names of the same (UserHomeVO.solvedList, solvedGroupByDifficulty).
    expect(data.solvedList).toEqual([unknown.problemId, easy.problemId, easy2.problemId, hard.problemId]);
    expect(data.solvedGroupByDifficulty[1]).toEqual([
      { id: easy.pid, problemId: easy.problemId, difficulty: 1 },
      { id: easy2.pid, problemId: easy2.problemId, difficulty: 1 },
    ]);
    expect(data.scoreList).toEqual([9]);
  });

  it('finds the user by uid, by username ignoring case, or by both when they agree', async () => {
    const user = await createUser(app, { username: `CaseUser${Date.now() % 100000}` });
    const queries: Record<string, string>[] = [
      { uid: String(user.uid) },
      { username: user.username.toLowerCase() },
      { uid: String(user.uid), username: user.username },
      { uid: '', username: user.username },
    ];
    for (const query of queries) {
      const response = await home(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(200);
      expect(response.body.data.uid).toBe(user.uid);
    }
    const mismatch = await home({ uid: String(admin.uid), username: user.username });
    expect([mismatch.statusCode, mismatch.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers the caller about themselves without parameters; a guest must name someone', async () => {
    const me = await signedInUser(app);
    for (const call of [home, heatmap]) {
      const own = await call({}, me.token);
      expect(own.statusCode, own.body.msg).toBe(200);
      const guest = await call({});
      expect(guest.statusCode).toBe(400);
      expect(guest.body.data.field).toBe('uid');
    }
    expect((await home({}, me.token)).body.data.username).toBe(me.username);
  });

  it('answers 404 for an unknown user, and still shows a disabled one', async () => {
    for (const call of [home, heatmap]) {
      const queries: Record<string, string>[] = [{ uid: '2147483647' }, { username: 'nobody-here' }];
      for (const query of queries) {
        const response = await call(query);
        expect([response.statusCode, response.body.code]).toEqual([404, 'NOT_FOUND']);
      }
    }
    const disabled = await createUser(app, { status: USER_STATUS.DISABLED });
    expect((await home({ username: disabled.username })).statusCode).toBe(200);
    expect((await heatmap({ username: disabled.username })).statusCode).toBe(200);
  });

  it('counts submissions per UTC day over the last 365 days, ending today', async () => {
    const user = await createUser(app);
    const pid = (await problem(1)).pid;
    const now = Date.now();
    const today = utcDay(now);
    const firstDay = utcDay(now - 364 * DAY_MS);
    const dayBefore = utcDay(now - 365 * DAY_MS);
    await submission(user, pid, { createdAt: `${today}T00:00:00.000Z` });
    await submission(user, pid, { createdAt: nowIso(), status: JudgeStatus.PENDING });
    await submission(user, pid, { createdAt: nowIso(), cid: 3, status: JudgeStatus.WRONG_ANSWER });
    await submission(user, pid, { createdAt: `${firstDay}T00:00:00.000Z` });
    await submission(user, pid, { createdAt: `${dayBefore}T23:59:59.999Z` });
    const response = await heatmap({ username: user.username });
    expect(response.statusCode, response.body.msg).toBe(200);
    expect(response.body.data).toEqual({
      endDate: today,
      dataList: [
        { date: firstDay, count: 1 },
        { date: today, count: 3 },
      ],
    });
  });

  it('keeps the window in UTC days for a fixed clock', async () => {
    const user = await createUser(app);
    const pid = (await problem(1)).pid;
    await submission(user, pid, { createdAt: '2025-03-01T23:59:59.000Z' });
    await submission(user, pid, { createdAt: '2025-03-02T00:00:00.000Z' });
    await submission(user, pid, { createdAt: '2026-02-28T23:30:00.000Z' });
    await submission(user, pid, { createdAt: '2026-03-01T00:30:00.000Z' }); // after the clock: still today
    const service = createUserHomeService({ db: app.db, now: () => Date.parse('2026-03-01T12:00:00.000Z') });
    expect(await service.heatmap(null, { uid: user.uid })).toEqual({
      endDate: '2026-03-01',
      dataList: [
        { date: '2025-03-02', count: 1 },
        { date: '2026-02-28', count: 1 },
        { date: '2026-03-01', count: 1 },
      ],
    });
  });
});
