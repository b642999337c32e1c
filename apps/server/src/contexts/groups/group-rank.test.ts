import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_LEVEL, JudgeStatus, Role } from '@judge/contract';
import { createProblem, createTestApp, signedInUser, type TestApp } from '../../../test/test-app.ts';
import {
  createGroup,
  createGroupTraining,
  groupContentCast,
  groupProblem,
  groupUser,
  OPEN_GATES,
} from '../../../test/groups-kit.ts';
import { createCategory } from '../../../test/trainings-kit.ts';
import { judgedSubmission } from '../../../test/scoreboard-kit.ts';

/**
 * The group rank (docs/api.md "Groups"): the public lists' rule over the group's members and the group's problems
 * (made here by a factory: the group content comes later), with `all` the public bank's too.
 */
let app: TestApp;
let gid: number;
let token: string;
const rows: Record<string, Awaited<ReturnType<typeof groupUser>>> = {};

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches(OPEN_GATES);
  const root = await signedInUser(app, Role.ROOT);
  const owner = await signedInUser(app, Role.TEACHER);
  gid = await createGroup(app, owner.token);
  token = owner.token;
  rows.ann = await groupUser(app, gid, GROUP_LEVEL.MEMBER);
  rows.bob = await groupUser(app, gid, GROUP_LEVEL.ADMIN);
  rows.idle = await groupUser(app, gid, GROUP_LEVEL.MEMBER);
  rows.applicant = await groupUser(app, gid, GROUP_LEVEL.APPLYING);
  const outsider = await signedInUser(app);
  const [p1, p2] = [await groupProblem(app, root.token, gid), await groupProblem(app, root.token, gid)];
  const other = await createGroup(app, owner.token);
  const foreign = await groupProblem(app, root.token, other);
  const bank = await createProblem(app, root.token);
  const at = Date.now() - 60_000;
  const solve = (
    user: { uid: number; username: string },
    pid: number,
    status: number = JudgeStatus.ACCEPTED,
    when = at,
  ) => judgedSubmission(app, { cid: 0, pid, displayId: String(pid), user, at: when, status });
  // ann: both group problems; bob: one, after a wrong try, and the bank's problem; the applicant and an
  // outsider solve too but are not ranked; a problem of another group does not count.
  await solve(rows.ann, p1.pid);
  await solve(rows.ann, p2.pid);
  await solve(rows.bob, p1.pid, JudgeStatus.WRONG_ANSWER);
  await solve(rows.bob, p1.pid);
  await solve(rows.bob, bank.pid);
  await solve(rows.bob, bank.pid);
  await solve(rows.bob, foreign.pid);
  await solve(rows.applicant, p1.pid);
  await solve(outsider, p1.pid);
  // Long ago: outside the last week.
  await solve(rows.idle, p2.pid, JudgeStatus.ACCEPTED, Date.now() - 30 * 86_400_000);
});
afterAll(() => app.close());

const rank = async (query: Record<string, string> = {}) => {
  const response = await app.request({
    url: '/api/get-group-rank-list',
    token,
    query: { gid: String(gid), type: '0', ...query },
  });
  expect(response.statusCode, response.body.msg).toBe(200);
  return response.body.data as { total: number; records: { username: string; ac: number; total: number }[] };
};
const summary = (page: Awaited<ReturnType<typeof rank>>) =>
  page.records.map((row) => [row.username, row.ac, row.total]);

describe('the group rank', () => {
  it("lists every member by the group's problems, zeros included; not applicants or outsiders", async () => {
    const page = await rank();
    expect(page.total).toBe(4);
    const owner = page.records.find(
      (row) => ![rows.ann, rows.bob, rows.idle].some((r) => r.username === row.username),
    );
    expect(summary(page)).toEqual([
      [rows.ann.username, 2, 2],
      [rows.idle.username, 1, 1],
      [rows.bob.username, 1, 2],
      [owner!.username, 0, 0],
    ]);
  });

  it('counts the public bank too with all=true', async () => {
    expect(summary(await rank({ all: 'true' })).slice(0, 2)).toEqual([
      [rows.ann.username, 2, 2],
      [rows.bob.username, 2, 4],
    ]);
  });

  it('keeps the period and the search', async () => {
    const week = await rank({ period: '1' });
    expect(week.records.find((row) => row.username === rows.idle.username)).toMatchObject({
      ac: 0,
      total: 0,
    });
    const searched = await rank({ searchUser: rows.bob.username.toUpperCase() });
    expect(summary(searched)).toEqual([[rows.bob.username, 1, 2]]);
  });

  it('is for members only', async () => {
    const outsider = await signedInUser(app);
    const response = await app.request({
      url: '/api/get-group-rank-list',
      token: outsider.token,
      query: { gid: String(gid), type: '0' },
    });
    expect([response.statusCode, response.body.code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe("the group rank counts what is the group's", () => {
  it("a problem it made public keeps what was submitted in the group, not the bank's later submissions", async () => {
    const cast = await groupContentCast(app);
    const categoryId = await createCategory(app, cast.root.token);
    const tid = await createGroupTraining(app, cast.owner.token, cast.gid, categoryId);
    const linked = await app.request({
      method: 'POST',
      url: '/api/group/add-training-problem-from-public',
      token: cast.owner.token,
      body: { tid, pid: cast.publicPid },
    });
    expect(linked.statusCode, JSON.stringify(linked.body)).toBe(200);
    const submit = async (body: Record<string, unknown>) => {
      const sent = await app.request({
        method: 'POST',
        url: '/api/submit-problem-judge',
        token: cast.member.token,
        body: { language: 'C++', code: 'int main(){}', ...body },
      });
      expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
      await app.db
        .updateTable('submissions')
        .set({ status: JudgeStatus.ACCEPTED })
        .where('id', '=', sent.body.data.submitId)
        .execute();
      return sent.body.data as { gid: number | null };
    };
    // Through the group's training, the bank's problem is submitted as the group's (the reference keeps the gid).
    expect((await submit({ pid: cast.publicPid, tid })).gid).toBe(cast.gid);
    // The group's problem, solved in the group, then approved to be public: a bank problem now (gid null).
    await submit({ pid: cast.groupPid, gid: cast.gid });
    const approved = await app.request({
      method: 'PUT',
      url: '/api/group/apply-public',
      token: cast.owner.token,
      query: { pid: String(cast.groupPid), isApplied: 'true' },
    });
    expect(approved.statusCode, JSON.stringify(approved.body)).toBe(200);
    const examined = await app.request({
      method: 'PUT',
      url: '/api/admin/group-problem/change-progress',
      token: cast.root.token,
      body: { pid: cast.groupPid, progress: 2 },
    });
    expect(examined.statusCode, JSON.stringify(examined.body)).toBe(200);
    // Submitted from the bank once public (no gid): the bank's, as the reference's group rank (judge.gid) has it.
    expect((await submit({ pid: cast.groupPid })).gid).toBeNull();
    const counts = async (all: boolean) => {
      const page = await app.request({
        url: '/api/get-group-rank-list',
        token: cast.owner.token,
        query: { gid: String(cast.gid), type: '0', all: String(all) },
      });
      const row = page.body.data.records.find((r: { uid: number }) => r.uid === cast.member.uid);
      return [row.ac, row.total];
    };
    expect(await counts(false)).toEqual([2, 2]);
    expect(await counts(true)).toEqual([2, 3]);
  });
});
