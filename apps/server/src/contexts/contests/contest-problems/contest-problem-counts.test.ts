// A contest's problem list, which every contestant opens within seconds of the start (issue 21): its counts are
// read once for everyone until a submission is written, and a new submission shows at the next call.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { isSharedAnswer } from '../../../lib/shared-answers.ts';
import { createContest } from '../../../../test/contests-kit.ts';
import { holdClock, readsOf, releaseClock } from '../../../../test/kept-reads-kit.ts';
import { judgedSubmission } from '../../../../test/scoreboard-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

type Signed = Awaited<ReturnType<typeof signedInUser>>;
let app: TestApp;
let cid: number;
let pid: number;
let alice: Signed;
let bob: Signed;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await signedInUser(app, Role.ADMIN);
  pid = (await createProblem(app, admin.token)).pid;
  cid = await createContest(app, admin.token);
  await app.request({
    method: 'POST',
    url: '/api/admin/contest/add-problem-from-public',
    token: admin.token,
    body: { cid, pid, displayId: 'A' },
  });
  alice = await signedInUser(app);
  bob = await signedInUser(app);
});
afterAll(() => app.close());
beforeEach(holdClock);
afterEach(releaseClock);

const list = (user: Signed) =>
  app.request({ url: '/api/get-contest-problem', query: { cid: String(cid) }, token: user.token });
const details = (user: Signed) =>
  app.request({
    url: '/api/get-contest-problem-details',
    query: { cid: String(cid), displayId: 'A' },
    token: user.token,
  });

describe(`a contest's problem counts (${TEST_DIALECT})`, () => {
  it('are read once for every contestant until a submission is written, which the next call shows', async () => {
    await judgedSubmission(app, { cid, pid, displayId: 'A', user: alice, at: Date.now() - 60_000 });
    const first = await readsOf(app, 'submissions', () => list(alice));
    const again = await readsOf(app, 'submissions', () => list(bob));
    // Bob's list reads his own statuses, once; the counts were kept from Alice's call (a read of their own).
    expect(first).toBeGreaterThan(again);
    expect(again).toBeLessThanOrEqual(1);
    expect((await list(bob)).body.data[0]).toMatchObject({ ac: 1, total: 1 });

    await judgedSubmission(app, {
      cid,
      pid,
      displayId: 'A',
      user: bob,
      at: Date.now() - 30_000,
      status: JudgeStatus.WRONG_ANSWER,
    });
    expect((await list(alice)).body.data[0]).toMatchObject({ ac: 1, total: 2 });
  });

  it("keep a problem's verdicts for its pie chart the same way", async () => {
    await details(alice);
    // Bob's own status is his to read, once; the verdicts were kept from Alice's call.
    expect(await readsOf(app, 'submissions', () => details(bob))).toBeLessThanOrEqual(1);
    await judgedSubmission(app, { cid, pid, displayId: 'A', user: alice, at: Date.now() - 10_000 });
    expect((await details(bob)).body.data.problemCount).toMatchObject({ total: 3, ac: 2, wa: 1 });
  });

  it('are one answer for every contestant with no submission of their own (a problem: with the same status), until what it shows changes', async () => {
    const [carol, dave] = [await signedInUser(app), await signedInUser(app)];
    const actor = (user: Signed) => ({
      uid: user.uid,
      username: user.username,
      role: Role.USER,
      sessionId: '',
    });
    const service = app.parts.contestProblems;
    const carolList = await service.list(actor(carol), cid);
    // Served shared (http/route.ts): serialised and compressed once for all of them.
    expect(isSharedAnswer(carolList)).toBe(true);
    expect(await service.list(actor(dave), cid)).toBe(carolList);
    const carolProblem = await service.details(actor(carol), cid, 'A');
    expect(await service.details(actor(dave), cid, 'A')).toBe(carolProblem);
    expect(isSharedAnswer(carolProblem)).toBe(true);
    expect(carolProblem.myStatus).toBe(JudgeStatus.NOT_SUBMITTED);

    await judgedSubmission(app, { cid, pid, displayId: 'A', user: carol, at: Date.now() - 5_000 });
    // Carol's own answer now; Dave's shows the new counts, and is shared again.
    const [carolNow, daveNow] = [await service.list(actor(carol), cid), await service.list(actor(dave), cid)];
    expect(carolNow[0]).toMatchObject({ myStatus: JudgeStatus.ACCEPTED });
    expect(isSharedAnswer(carolNow)).toBe(false);
    expect(daveNow).not.toBe(carolList);
    expect(daveNow[0]).toMatchObject({ myStatus: JudgeStatus.NOT_SUBMITTED, ac: carolList[0].ac! + 1 });
    expect(isSharedAnswer(daveNow)).toBe(true);
    expect((await details(dave)).body.data).toMatchObject({
      myStatus: JudgeStatus.NOT_SUBMITTED,
      problemCount: { ac: carolProblem.problemCount!.ac + 1 },
    });
    expect((await details(carol)).body.data.myStatus).toBe(JudgeStatus.ACCEPTED);
    // A problem's page is shared by all with the same status on it: Carol's is the accepted one.
    const carolProblemNow = await service.details(actor(carol), cid, 'A');
    expect(isSharedAnswer(carolProblemNow)).toBe(true);
    expect(carolProblemNow).not.toBe(await service.details(actor(dave), cid, 'A'));
    expect(carolProblemNow.myStatus).toBe(JudgeStatus.ACCEPTED);
  });
});
