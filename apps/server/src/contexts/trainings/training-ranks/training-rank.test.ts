import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_LEVEL, JudgeStatus, PROBLEM_AUTH, Role } from '@judge/contract';
import { addMember, createGroup, OPEN_GATES } from '../../../../test/groups-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';
import {
  addTrainingProblems,
  createTraining,
  judgeByHand,
  registerTraining,
  submitThroughTraining,
} from '../../../../test/trainings-kit.ts';

/**
 * GET /api/get-training-rank (docs/api.md "Trainings"): who is on it (those who submitted through the
 * training; not its author, not root), the cells, real names for the training's admins, search and pages.
 */
let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let author: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  root = await signedInUser(app, Role.ROOT);
  author = await signedInUser(app, Role.PROBLEM_ADMIN);
});
afterAll(() => app.close());

const rankOf = (token: string, tid: number, query: Record<string, string> = {}) =>
  app.request({ url: '/api/get-training-rank', token, query: { tid: String(tid), ...query } });

async function judged(token: string, tid: number, pid: number, status: number) {
  const response = await submitThroughTraining(app, token, { tid, pid });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  await judgeByHand(app, root.token, response.body.data.submitId, status);
  return response.body.data.submitId as number;
}

describe(`the training rank (${TEST_DIALECT})`, () => {
  it('ranks those who submitted through the training; the author, root and bank submissions stay off', async () => {
    const [a, b] = [await createProblem(app, root.token), await createProblem(app, root.token)];
    const tid = await createTraining(app, author.token, { auth: 'Private', privatePwd: 'pw' });
    await addTrainingProblems(app, author.token, tid, [a.pid, b.pid]);
    const [ann, bob, cat] = [await signedInUser(app), await signedInUser(app), await signedInUser(app)];
    for (const user of [ann, bob, cat]) await registerTraining(app, user.token, tid, 'pw');
    await app.db
      .updateTable('users')
      .set({ realname: 'Ann Real', school: 'Lake School' })
      .where('uid', '=', ann.uid)
      .execute();

    await judged(ann.token, tid, a.pid, JudgeStatus.WRONG_ANSWER);
    await judged(ann.token, tid, a.pid, JudgeStatus.ACCEPTED);
    await judged(ann.token, tid, b.pid, JudgeStatus.ACCEPTED);
    await judged(bob.token, tid, a.pid, JudgeStatus.ACCEPTED);
    await judged(bob.token, tid, b.pid, JudgeStatus.TIME_LIMIT_EXCEEDED);
    await judged(author.token, tid, a.pid, JudgeStatus.ACCEPTED);
    await judged(root.token, tid, a.pid, JudgeStatus.ACCEPTED);
    // Cat solves b in the bank only: progress, not the rank.
    const bank = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: cat.token,
      body: { pid: b.pid, language: 'C++', code: 'int main() {}' },
    });
    await judgeByHand(app, root.token, bank.body.data.submitId, JudgeStatus.ACCEPTED);

    const seen = await rankOf(bob.token, tid);
    expect(seen.body.data).toMatchObject({ total: 2, size: 30, current: 1 });
    const rows = seen.body.data.records;
    expect(rows.map((r: { uid: number; rank: number; ac: number }) => [r.uid, r.rank, r.ac])).toEqual([
      [ann.uid, 1, 2],
      [bob.uid, 2, 1],
    ]);
    expect(rows[0]).toMatchObject({ username: ann.username, realname: null, school: 'Lake School' });
    expect(rows[1].submissionInfo).toEqual({
      [a.problemId]: { status: JudgeStatus.ACCEPTED, isAC: true, runTime: 0, score: null },
      [b.problemId]: { status: JudgeStatus.TIME_LIMIT_EXCEEDED, isAC: false, runTime: null, score: null },
    });
    // The training's admins see real names.
    const byAuthor = await rankOf(author.token, tid);
    expect(byAuthor.body.data.records[0].realname).toBe('Ann Real');
    expect((await rankOf(author.token, tid, { keyword: 'ann real' })).body.data.records).toHaveLength(1);
    expect((await rankOf(bob.token, tid, { keyword: 'ann real' })).body.data.records).toHaveLength(0);
    // Pages keep the true ranks.
    const second = await rankOf(bob.token, tid, { limit: '1', currentPage: '2' });
    expect(second.body.data.records.map((r: { rank: number }) => r.rank)).toEqual([2]);

    const outsider = await signedInUser(app);
    expect((await rankOf(outsider.token, tid)).statusCode).toBe(403);

    // A teacher narrows the rank to their group: its members' rows, with their ranks among everyone.
    const teacher = await signedInUser(app, Role.TEACHER);
    await app.services.siteConfig.updateSwitches(OPEN_GATES);
    const gid = await createGroup(app, root.token);
    await addMember(app, gid, teacher.uid, GROUP_LEVEL.ADMIN);
    await addMember(app, gid, bob.uid, GROUP_LEVEL.MEMBER);
    await addMember(app, gid, ann.uid, GROUP_LEVEL.APPLYING);
    await registerTraining(app, teacher.token, tid, 'pw');
    const grouped = await rankOf(teacher.token, tid, { gid: String(gid) });
    expect(grouped.statusCode, JSON.stringify(grouped.body)).toBe(200);
    expect(grouped.body.data.total).toBe(1);
    expect(grouped.body.data.records.map((r: { uid: number; rank: number }) => [r.uid, r.rank])).toEqual([
      [bob.uid, 2],
    ]);
    // Only a member may narrow to a group; an unknown group is 404; a bad id names the field.
    expect((await rankOf(cat.token, tid, { gid: String(gid) })).statusCode).toBe(403);
    expect((await rankOf(teacher.token, tid, { gid: '2000000000' })).statusCode).toBe(404);
    const bad = await rankOf(teacher.token, tid, { gid: 'x' });
    expect([bad.statusCode, bad.body.data.field]).toEqual([400, 'gid']);
  });

  it('shows real names to everyone when the training says so; problems that left it drop off', async () => {
    const [a, b] = [await createProblem(app, root.token), await createProblem(app, root.token)];
    const tid = await createTraining(app, author.token, { rankShowName: 'realname' });
    await addTrainingProblems(app, author.token, tid, [a.pid, b.pid]);
    const user = await signedInUser(app);
    await app.db.updateTable('users').set({ realname: 'Shown Name' }).where('uid', '=', user.uid).execute();
    await judged(user.token, tid, a.pid, JudgeStatus.ACCEPTED);
    await judged(user.token, tid, b.pid, JudgeStatus.ACCEPTED);
    const viewer = await signedInUser(app);
    expect((await rankOf(viewer.token, tid)).body.data.records[0]).toMatchObject({
      realname: 'Shown Name',
      ac: 2,
    });
    // b turns contest-only: the training no longer shows it, nor counts it.
    await app.request({
      method: 'PUT',
      url: '/api/admin/problem/change-problem-auth',
      token: root.token,
      body: { pid: b.pid, auth: PROBLEM_AUTH.CONTEST },
    });
    const after = (await rankOf(viewer.token, tid)).body.data.records[0];
    expect(after.ac).toBe(1);
    expect(Object.keys(after.submissionInfo)).toEqual([a.problemId]);
  });
});
