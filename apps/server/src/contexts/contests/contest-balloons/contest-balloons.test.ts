import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BALLOON_COLORS, JudgeStatus, Role, type AcInfoRow } from '@judge/contract';
import { createContest } from '../../../../test/contests-kit.ts';
import { addToContest, judgedContestSubmission } from '../../../../test/contest-tools-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

/** The AC helper (docs/api.md "AC helper (balloons)"). */
let app: TestApp;
type Signed = Awaited<ReturnType<typeof signedInUser>>;
let author: Signed;
let root: Signed;
let u1: Signed;
let u2: Signed;
let star: Signed;
let cid: number;
let pidA: number;
let pidB: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  author = await signedInUser(app, Role.ADMIN);
  root = await signedInUser(app, Role.ROOT);
  [u1, u2, star] = [await signedInUser(app), await signedInUser(app), await signedInUser(app)];
  await app.db.updateTable('users').set({ realname: 'First One' }).where('uid', '=', u1.uid).execute();
  cid = await createContest(app, author.token, { starAccount: [star.username.toUpperCase()] });
  pidA = (await createProblem(app, author.token)).pid;
  pidB = (await createProblem(app, author.token)).pid;
  await addToContest(app, author.token, cid, pidA, 'A');
  await addToContest(app, author.token, cid, pidB, 'B');
  await app.request({
    method: 'PUT',
    url: '/api/admin/contest/contest-problem',
    token: author.token,
    body: { cid, pid: pidA, displayId: 'A', displayTitle: 'Sum', color: '#ff0000' },
  });
  const submit = (who: Signed, pid: number, status: number = JudgeStatus.ACCEPTED) =>
    judgedContestSubmission(app, who.token, { cid, pid }, status);
  // In this order: the contest admins' ACs come first and still never count.
  ids.rootA = await submit(root, pidA);
  ids.authorB = await submit(author, pidB);
  await submit(u1, pidA, JudgeStatus.WRONG_ANSWER);
  ids.u1A = await submit(u1, pidA);
  ids.u1Again = await submit(u1, pidA);
  ids.u2A = await submit(u2, pidA);
  ids.starB = await submit(star, pidB);
  ids.u2B = await submit(u2, pidB);
  ids.u2Wrong = await submit(u2, pidB, JudgeStatus.WRONG_ANSWER);
});
afterAll(() => app.close());

const acInfo = (token = author.token, contest = cid, page = 1) =>
  app.request({
    url: '/api/get-contest-ac-info',
    token,
    query: { cid: String(contest), currentPage: String(page), limit: '20' },
  });
const check = (id: number, checked: boolean, token = author.token, contest = cid) =>
  app.request({
    method: 'PUT',
    url: '/api/check-contest-ac-info',
    token,
    body: { id, checked, cid: contest },
  });
const summary = (rows: AcInfoRow[]) =>
  rows.map((row) => [row.id, row.displayId, row.firstBlood, row.checked]);

describe(`AC helper (${TEST_DIALECT})`, () => {
  it('lists each contestant’s first AC per problem, first blood among ranked contestants, by AC time', async () => {
    const response = await acInfo();
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toMatchObject({ total: 4, size: 20, current: 1 });
    expect(summary(response.body.data.records)).toEqual([
      [ids.u1A, 'A', true, false],
      [ids.u2A, 'A', false, false],
      // A star account gets its balloon but not the first blood.
      [ids.starB, 'B', false, false],
      [ids.u2B, 'B', true, false],
    ]);
    expect(response.body.data.records[0]).toMatchObject({
      cid,
      pid: pidA,
      uid: u1.uid,
      username: u1.username,
      realname: 'First One',
      color: '#ff0000',
    });
    // B was added without a colour: it got the default palette's next one (A holds the first until set red).
    expect(response.body.data.records[2].color).toBe(DEFAULT_BALLOON_COLORS[1]);
    expect(typeof response.body.data.records[0].submitTime).toBe('string');
  });

  it('Check It marks the balloon delivered (rows still to deliver come first) and takes it back', async () => {
    expect((await check(ids.u1A, true)).statusCode).toBe(200);
    const after = await acInfo(root.token);
    expect(summary(after.body.data.records)).toEqual([
      [ids.u2A, 'A', false, false],
      [ids.starB, 'B', false, false],
      [ids.u2B, 'B', true, false],
      [ids.u1A, 'A', true, true],
    ]);
    // Any accepted submission of the pair names the same balloon.
    expect((await check(ids.u1Again, false)).statusCode).toBe(200);
    expect(summary((await acInfo()).body.data.records)[0]).toEqual([ids.u1A, 'A', true, false]);
  });

  it('pages by 20 by default', async () => {
    const paged = await app.request({
      url: '/api/get-contest-ac-info',
      token: author.token,
      query: { cid: String(cid), currentPage: '2', limit: '3' },
    });
    expect(paged.body.data).toMatchObject({ total: 4, pages: 2, current: 2 });
    expect(paged.body.data.records).toHaveLength(1);
    const byDefault = await app.request({
      url: '/api/get-contest-ac-info',
      token: author.token,
      query: { cid: String(cid) },
    });
    expect(byDefault.body.data.size).toBe(20);
  });

  it('is the contest admins’ alone, for ACM contests only', async () => {
    for (const token of [u1.token, (await signedInUser(app, Role.ADMIN)).token]) {
      expect((await acInfo(token)).body.code).toBe('FORBIDDEN');
      expect((await check(ids.u2A, true, token)).body.code).toBe('FORBIDDEN');
    }
    expect(
      await app.db.selectFrom('contestBalloons').select('uid').where('uid', '=', u2.uid).execute(),
    ).toEqual([]);
    const oi = await createContest(app, author.token, { type: 1 });
    const refused = await acInfo(author.token, oi);
    expect([refused.statusCode, refused.body.data.field]).toEqual([400, 'cid']);
  });

  it('Check It names an accepted submission of that contest', async () => {
    const other = await createContest(app, author.token);
    for (const [id, contest] of [
      [ids.u2Wrong, cid],
      [ids.u2A, other],
      [999_999, cid],
    ]) {
      const response = await check(id, true, author.token, contest);
      expect([response.statusCode, response.body.code]).toEqual([404, 'NOT_FOUND']);
    }
  });
});
