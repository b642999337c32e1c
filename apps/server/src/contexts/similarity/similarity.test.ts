import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_LEVEL, JudgeStatus, Role } from '@judge/contract';
import { createContest } from '../../../test/contests-kit.ts';
import { createGroup, groupUser } from '../../../test/groups-kit.ts';
import { createTraining } from '../../../test/trainings-kit.ts';
import { corpusProgram, finishedReport, insertSubmission } from '../../../test/similarity-kit.ts';
import {
  createProblem,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
  createTestApp,
} from '../../../test/test-app.ts';
import { renameIdentifiers } from './engine/corpus/transformations.ts';

/** The similarity check through the real app (issue 20; docs/similarity.md). */
let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let pid: number;

type User = Awaited<ReturnType<typeof signedInUser>>;
const ORIGINAL = corpusProgram('grid', 'cpp', 'original.cpp');
const COPY = renameIdentifiers(corpusProgram('grid', 'cpp', 'combined.cpp'), [
  ['grid', 'board'],
  ['dist', 'steps'],
]);
const SECOND_COPY = corpusProgram('grid', 'cpp', 'loops.cpp');
const INDEPENDENT = corpusProgram('grid', 'cpp', 'independent-1.cpp');

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  ({ pid } = await createProblem(app, root.token));
});
afterAll(() => app.close());

const start = (token: string, body: Record<string, unknown>) =>
  app.request({ method: 'POST', url: '/api/admin/similarity/check', token, body });
const rerun = (token: string, id: number) =>
  app.request({ method: 'POST', url: '/api/admin/similarity/check/rerun', token, body: { id } });
const list = (token: string, scope: string, scopeId: number) =>
  app.request({ url: '/api/admin/similarity/checks', token, query: { scope, scopeId: String(scopeId) } });
const report = (token: string, id: number) =>
  app.request({ url: '/api/admin/similarity/check', token, query: { id: String(id) } });
const pair = (token: string, id: number) =>
  app.request({ url: '/api/admin/similarity/pair', token, query: { id: String(id) } });
const mark = (token: string, body: Record<string, unknown>) =>
  app.request({ method: 'PUT', url: '/api/admin/similarity/pair', token, body });
const csv = (token: string, id: number) =>
  app.request({ url: '/api/file/similarity-csv', token, query: { id: String(id) } });

/** A contest whose four contestants sent the original, two copies and an independent solution. */
async function contestWithCopies() {
  const cid = await createContest(app, root.token);
  const users: User[] = [];
  for (const code of [ORIGINAL, COPY, SECOND_COPY, INDEPENDENT]) {
    const user = await signedInUser(app);
    await insertSubmission(app, { pid, user, code, cid });
    users.push(user);
  }
  return { cid, users };
}

async function startAndFinish(token: string, body: Record<string, unknown>) {
  const started = await start(token, body);
  expect(started.statusCode, JSON.stringify(started.body)).toBe(200);
  return finishedReport(app, token, started.body.data.id);
}

describe(`the similarity check (${TEST_DIALECT})`, () => {
  it('finds the copies of a contest, not the independent solution, and clusters the three who share code', async () => {
    const { cid, users } = await contestWithCopies();
    const [original, copier, second, independent] = users;
    const data = await startAndFinish(root.token, { scope: 'contest', scopeId: cid });
    expect(data.check).toMatchObject({
      scope: 'contest',
      scopeId: cid,
      status: 'done',
      progressDone: 6,
      progressTotal: 6,
      threshold: 0.45,
    });
    const names = data.pairs.map((p: { left: { username: string }; right: { username: string } }) =>
      [p.left.username, p.right.username].sort().join('+'),
    );
    expect(new Set(names)).toEqual(
      new Set([
        [original.username, copier.username].sort().join('+'),
        [original.username, second.username].sort().join('+'),
        [copier.username, second.username].sort().join('+'),
      ]),
    );
    expect(JSON.stringify(data.pairs)).not.toContain(independent.username);
    const scores = data.pairs.map((p: { score: number }) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(data.pairs[0]).toMatchObject({ pid, problem: 'A', status: 'open', note: '' });
    expect(data.pairs[0].left.similarity).toBeGreaterThan(0.45);
    expect(data.clusters).toEqual([
      expect.objectContaining({
        pid,
        usernames: [original.username, copier.username, second.username].sort(),
      }),
    ]);
    expect(data.check.pairCount).toBe(3);
  });

  it('shows a pair with both codes and the matched regions on both sides, marks it, and exports the CSV', async () => {
    const { cid } = await contestWithCopies();
    const data = await startAndFinish(root.token, { scope: 'contest', scopeId: cid });
    const first = data.pairs[0];
    const detail = await pair(root.token, first.id);
    expect(detail.statusCode).toBe(200);
    const { leftCode, rightCode, regions } = detail.body.data;
    for (const code of [leftCode, rightCode]) expect([ORIGINAL, COPY, SECOND_COPY]).toContain(code);
    expect(regions.length).toBeGreaterThan(0);
    for (const region of regions) {
      expect(region.left.end).toBeGreaterThan(region.left.start);
      expect(region.right.endLine).toBeGreaterThanOrEqual(region.right.startLine);
    }
    // A region is the same normalised tokens on both sides: names differ, the brackets do not.
    const longest = [...regions].sort((a, b) => b.tokens - a.tokens)[0];
    const brackets = (text: string) => text.replace(/[^()[\]]/g, '');
    const leftText = leftCode.slice(longest.left.start, longest.left.end);
    expect(brackets(leftText).length).toBeGreaterThan(4);
    expect(brackets(rightCode.slice(longest.right.start, longest.right.end))).toBe(brackets(leftText));

    const marked = await mark(root.token, {
      id: first.id,
      status: 'confirmed',
      note: 'same BFS, =copied from A',
    });
    expect(marked.statusCode).toBe(200);
    const after = await report(root.token, data.check.id);
    expect(after.body.data.pairs.find((p: { id: number }) => p.id === first.id)).toMatchObject({
      status: 'confirmed',
      note: 'same BFS, =copied from A',
    });

    const file = await csv(root.token, data.check.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    const lines = file.raw.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'problem,user A,submission A,share of A found in B,user B,submission B,share of B found in A,score,status,note',
    );
    expect(lines).toHaveLength(4);
    expect(file.raw.body).toContain(`confirmed,"same BFS, =copied from A"`);
  });

  it("leaves the problem's code template out: copies of only the given code are not flagged", async () => {
    const { pid: templated } = await createProblem(app, root.token);
    await app.db
      .insertInto('codeTemplates')
      .values({ pid: templated, language: 'C++ 17 With O2', code: ORIGINAL, status: 1 })
      .execute();
    const cid = await createContest(app, root.token);
    for (const code of [ORIGINAL, `${ORIGINAL}\n// mine`])
      await insertSubmission(app, { pid: templated, user: await signedInUser(app), code, cid });
    const data = await startAndFinish(root.token, { scope: 'contest', scopeId: cid });
    expect(data.check.progressDone).toBe(1);
    expect(data.pairs).toEqual([]);
    // Without the template the same two are a pair (the test can fail).
    await app.db.deleteFrom('codeTemplates').where('pid', '=', templated).execute();
    expect((await startAndFinish(root.token, { scope: 'contest', scopeId: cid })).pairs).toHaveLength(1);
  });

  it('leaves out an uploaded base file the same way, and says a check has one', async () => {
    const cid = await createContest(app, root.token);
    for (const code of [ORIGINAL, COPY])
      await insertSubmission(app, { pid, user: await signedInUser(app), code, cid });
    expect((await startAndFinish(root.token, { scope: 'contest', scopeId: cid })).pairs).toHaveLength(1);
    const based = await startAndFinish(root.token, { scope: 'contest', scopeId: cid, baseCode: ORIGINAL });
    expect(based.check.hasBaseCode).toBe(true);
    expect(based.pairs).toEqual([]);
  });

  it("compares each user's last accepted submission by default, every final one on request, never a user with themself", async () => {
    const cid = await createContest(app, root.token);
    const [alice, bob] = [await signedInUser(app), await signedInUser(app)];
    await insertSubmission(app, { pid, user: alice, code: ORIGINAL, cid });
    await insertSubmission(app, { pid, user: alice, code: INDEPENDENT, cid });
    await insertSubmission(app, { pid, user: bob, code: COPY, cid, status: JudgeStatus.WRONG_ANSWER });
    await insertSubmission(app, {
      pid,
      user: bob,
      code: corpusProgram('grid', 'cpp', 'independent-2.cpp'),
      cid,
    });
    await insertSubmission(app, { pid, user: bob, code: COPY, cid, status: JudgeStatus.PENDING });
    const lastAccepted = await startAndFinish(root.token, { scope: 'contest', scopeId: cid });
    expect(lastAccepted.check).toMatchObject({ progressTotal: 1, allSubmissions: false });
    expect(lastAccepted.pairs).toEqual([]);
    const everything = await startAndFinish(root.token, {
      scope: 'contest',
      scopeId: cid,
      allSubmissions: true,
    });
    // Alice's two against Bob's two final ones (the pending one is not final): 4 pairs, the copy among them.
    expect(everything.check).toMatchObject({ progressTotal: 4, allSubmissions: true });
    expect(everything.pairs).toHaveLength(1);
  });

  it('a rerun compares only the pairs with a new submission and keeps the marks', async () => {
    const { cid } = await contestWithCopies();
    const data = await startAndFinish(root.token, { scope: 'contest', scopeId: cid });
    await mark(root.token, { id: data.pairs[0].id, status: 'cleared', note: 'pair programming, allowed' });
    const late = await signedInUser(app);
    await insertSubmission(app, { pid, user: late, code: ORIGINAL.replaceAll('bfs', 'search'), cid });
    const again = await rerun(root.token, data.check.id);
    expect(again.statusCode).toBe(200);
    const after = await finishedReport(app, root.token, data.check.id);
    expect(after.check).toMatchObject({ progressTotal: 4, progressDone: 4, status: 'done' });
    expect(
      after.pairs.filter((p: { left: { uid: number }; right: { uid: number } }) =>
        [p.left.uid, p.right.uid].includes(late.uid),
      ),
    ).toHaveLength(3);
    expect(after.pairs.find((p: { id: number }) => p.id === data.pairs[0].id)).toMatchObject({
      status: 'cleared',
    });
    const listed = await list(root.token, 'contest', cid);
    expect(listed.body.data.map((c: { id: number }) => c.id)).toEqual([data.check.id]);
    expect(listed.body.data[0]).toMatchObject({ createdBy: root.username, pairCount: 6 });
  });

  it('refuses a rerun while the check runs, and reruns one its server left running (untouched for 10 minutes)', async () => {
    const { cid } = await contestWithCopies();
    const data = await startAndFinish(root.token, { scope: 'contest', scopeId: cid });
    const setCheck = (gmtModified: string) =>
      app.db
        .updateTable('similarityChecks')
        .set({ status: 'running', gmtModified })
        .where('id', '=', data.check.id)
        .execute();
    await setCheck(new Date().toISOString());
    expect((await rerun(root.token, data.check.id)).statusCode).toBe(400);
    await setCheck(new Date(Date.now() - 11 * 60_000).toISOString());
    expect((await rerun(root.token, data.check.id)).statusCode).toBe(200);
    expect((await finishedReport(app, root.token, data.check.id)).check).toMatchObject({
      status: 'done',
      progressTotal: 0,
    });
  });

  it("lets a group's admin check the group, and a contest's author (no site role) check the contest", async () => {
    const gid = await createGroup(app, root.token);
    const groupAdmin = await groupUser(app, gid, GROUP_LEVEL.ADMIN);
    for (const code of [ORIGINAL, COPY])
      await insertSubmission(app, { pid, user: await signedInUser(app), code, gid });
    const data = await startAndFinish(groupAdmin.token, { scope: 'group', scopeId: gid });
    expect(data.pairs).toHaveLength(1);
    const member = await groupUser(app, gid, GROUP_LEVEL.MEMBER);
    expect((await start(member.token, { scope: 'group', scopeId: gid })).statusCode).toBe(403);
    expect((await report(member.token, data.check.id)).statusCode).toBe(403);

    const teacher = await signedInUser(app);
    const cid = await createContest(app, root.token);
    await app.db.updateTable('contests').set({ uid: teacher.uid }).where('id', '=', cid).execute();
    expect((await start(teacher.token, { scope: 'contest', scopeId: cid })).statusCode).toBe(200);
    expect((await start(groupAdmin.token, { scope: 'contest', scopeId: cid })).statusCode).toBe(403);
  });

  it('refuses every call to those who do not administer the scope, and to guests', async () => {
    const { cid } = await contestWithCopies();
    const data = await startAndFinish(root.token, { scope: 'contest', scopeId: cid });
    const stranger = await signedInUser(app);
    const pairId = data.pairs[0].id;
    const refusals = [
      await start(stranger.token, { scope: 'contest', scopeId: cid }),
      await start(stranger.token, { scope: 'problem', scopeId: pid }),
      await rerun(stranger.token, data.check.id),
      await list(stranger.token, 'contest', cid),
      await report(stranger.token, data.check.id),
      await pair(stranger.token, pairId),
      await mark(stranger.token, { id: pairId, status: 'confirmed' }),
      await csv(stranger.token, data.check.id),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
    expect((await report('', data.check.id)).statusCode).toBe(401);
    const after = await report(root.token, data.check.id);
    expect(after.body.data.pairs[0]).toMatchObject({ status: 'open', note: '' });
  });

  it('answers 404 for a check or pair that does not exist and 400 for bad input', async () => {
    expect((await report(root.token, 999999)).statusCode).toBe(404);
    expect((await pair(root.token, 999999)).statusCode).toBe(404);
    expect((await mark(root.token, { id: 999999, status: 'cleared' })).statusCode).toBe(404);
    expect((await start(root.token, { scope: 'class', scopeId: 1 })).statusCode).toBe(400);
    expect((await start(root.token, { scope: 'contest', scopeId: 1, threshold: 1.5 })).statusCode).toBe(400);
    const { cid } = await contestWithCopies();
    const data = await startAndFinish(root.token, { scope: 'contest', scopeId: cid });
    expect((await mark(root.token, { id: data.pairs[0].id, status: 'guilty' })).statusCode).toBe(400);
  });

  it('checks a training and a problem across the site for the site admins', async () => {
    const tid = await createTraining(app, root.token);
    for (const code of [ORIGINAL, COPY])
      await insertSubmission(app, { pid, user: await signedInUser(app), code, tid });
    expect((await startAndFinish(root.token, { scope: 'training', scopeId: tid })).pairs).toHaveLength(1);
    const stranger = await signedInUser(app);
    expect((await start(stranger.token, { scope: 'training', scopeId: tid })).statusCode).toBe(403);
    const { pid: lone } = await createProblem(app, root.token);
    for (const code of [ORIGINAL, COPY])
      await insertSubmission(app, { pid: lone, user: await signedInUser(app), code });
    const data = await startAndFinish(root.token, { scope: 'problem', scopeId: lone });
    expect(data.pairs).toHaveLength(1);
    const admin = await signedInUser(app, Role.ADMIN);
    expect((await start(admin.token, { scope: 'problem', scopeId: lone })).statusCode).toBe(200);
  });
});
