import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestRankBody, JudgeStatus, Role, type AcmRankRow } from '@judge/contract';
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
 * A contestant's own page of the board (their row on top, through the seal) is kept with the board it was made
 * from: asked again, it is the same page (and body); the next board, after a verdict, gives a new one.
 */
let app: TestApp;
type Signed = Awaited<ReturnType<typeof signedInUser>>;
let admin: Signed;
let pids: { A: number; B: number };
const HOUR = 3_600_000;
const isoAt = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInUser(app, Role.ADMIN);
  pids = { A: (await createProblem(app, admin.token)).pid, B: (await createProblem(app, admin.token)).pid };
});
afterAll(() => app.close());

const actorOf = (user: Signed) => ({
  uid: user.uid,
  username: user.username,
  role: Role.USER,
  sessionId: 'own-page-test',
  address: null,
});

describe(`a contestant's own board page (${TEST_DIALECT})`, () => {
  let cid: number;
  let start: string;
  let users: Signed[];
  const put = (user: Signed, displayId: 'A' | 'B', minutes: number) =>
    judgedSubmission(app, {
      cid,
      pid: pids[displayId],
      displayId,
      user,
      at: after(start, minutes),
      status: JudgeStatus.ACCEPTED,
    });
  const page = (user: Signed) =>
    app.parts.scoreboards.rank(actorOf(user), contestRankBody.parse({ cid, currentPage: 1, limit: 50 }));
  const rowOf = (rows: unknown[], user: Signed) =>
    (rows as AcmRankRow[]).find((row) => row.uid === user.uid)!;

  beforeAll(async () => {
    const now = Date.now();
    start = isoAt(now - 3 * HOUR);
    // Sealed for the last hour: from 2 h 30 after the start, half an hour ago.
    cid = await createContest(app, admin.token, {
      startTime: start,
      endTime: isoAt(now + 0.5 * HOUR),
      sealRank: true,
      sealRankOption: 1,
      openRank: true,
    });
    for (const [pid, displayId] of [
      [pids.A, 'A'],
      [pids.B, 'B'],
    ] as const)
      await app.request({
        method: 'POST',
        url: '/api/admin/contest/add-problem-from-public',
        token: admin.token,
        body: { cid, pid, displayId },
      });
    users = [await signedInUser(app), await signedInUser(app), await signedInUser(app)];
    const [u, v] = users;
    await put(u, 'A', 30);
    await put(v, 'A', 40);
    // After the seal: u sees it on their own row, the others do not.
    await put(u, 'B', 160);
  });

  it('serves the page made for them again until the board changes', async () => {
    const [u, v] = users;
    const first = await page(u);
    expect(first.page.sealed).toBe(true);
    expect(first.page.records[0]).toMatchObject({ uid: u.uid, ac: 2 });
    expect((await page(u)).page).toBe(first.page);
    // Another contestant's own page is theirs: u's solve after the seal stays hidden from them.
    const forV = await page(v);
    expect(forV.page).not.toBe(first.page);
    expect(forV.page.records[0]).toMatchObject({ uid: v.uid, ac: 1 });
    expect(rowOf(forV.page.records.slice(1), u)).toMatchObject({ ac: 1 });
  });

  it('shows a new verdict at the next call, the seal still hiding it from the others', async () => {
    const [u, v, w] = users;
    const before = await page(u);
    // A late verdict of a submission made before the seal (w), and v's solve after it.
    await put(w, 'A', 100);
    await put(v, 'B', 170);
    const next = await page(u);
    expect(next.page).not.toBe(before.page);
    expect(next.page.version).not.toBe(before.page.version);
    expect(rowOf(next.page.records.slice(1), w)).toMatchObject({ ac: 1 });
    expect(rowOf(next.page.records.slice(1), v)).toMatchObject({ ac: 1 });
    expect((await page(v)).page.records[0]).toMatchObject({ uid: v.uid, ac: 2 });
  });
});
