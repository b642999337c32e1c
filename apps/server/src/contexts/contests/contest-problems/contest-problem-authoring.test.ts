import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BALLOON_COLORS, Role } from '@judge/contract';
import { createContest } from '../../../../test/contests-kit.ts';
import {
  createProblem,
  createTestApp,
  problemBody,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

/**
 * Problems written inside a contest (POST/PUT/GET /api/admin/contest/problem): the bank's form and rules, a
 * contest problem of the contest's type, linked in the same transaction.
 */
let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = (await signedInUser(app, Role.PROBLEM_ADMIN)).token;
});
afterAll(() => app.close());

const create = (body: Record<string, unknown>) =>
  app.request({ method: 'POST', url: '/api/admin/contest/problem', token, body });
const edit = (body: Record<string, unknown>) =>
  app.request({ method: 'PUT', url: '/api/admin/contest/problem', token, body });
const get = (query: Record<string, string>) =>
  app.request({ url: '/api/admin/contest/problem', token, query });
const links = (cid: number) =>
  app.db
    .selectFrom('contestProblems')
    .select(['pid', 'displayId', 'displayTitle', 'color'])
    .where('cid', '=', cid)
    .orderBy('displayId')
    .execute();
const bankRow = (pid: number) =>
  app.db.selectFrom('problems').select(['auth', 'type', 'title']).where('id', '=', pid).executeTakeFirst();

describe(`problems written inside a contest (${TEST_DIALECT})`, () => {
  it('stores a contest problem of the contest’s type and links it under the form’s display id', async () => {
    const cid = await createContest(app, token, { type: 1 });
    const body = problemBody({ problem: { auth: 1, type: 0 } });
    const samples = [
      { input: '1 2\n', output: '3\n', score: 40 },
      { input: '5 7\n', output: '12\n', score: 60 },
    ];
    const response = await create({
      ...body,
      samples,
      cid,
      contestProblem: { displayId: 'A', displayTitle: 'Sum', color: '#ff0000' },
    });
    expect(response.statusCode).toBe(200);
    const pid = response.body.data.pid as number;
    expect(await bankRow(pid)).toEqual({ auth: 3, type: 1, title: 'A+B Problem' });
    expect(await links(cid)).toEqual([{ pid, displayId: 'A', displayTitle: 'Sum', color: '#ff0000' }]);

    const read = await get({ pid: String(pid), cid: String(cid) });
    expect(read.body.data.problem).toMatchObject({ id: pid, auth: 3, type: 1 });
    expect(read.body.data.samples.map((s: { score: number }) => s.score)).toEqual([40, 60]);
    expect(read.body.data.contestProblem).toMatchObject({ cid, pid, displayId: 'A', displayTitle: 'Sum' });
    expect((await get({ pid: String(pid) })).body.data.contestProblem).toBeNull();
  });

  it('without a display id takes the first free one and the problem’s title', async () => {
    const cid = await createContest(app, token);
    await create({ ...problemBody(), cid, contestProblem: { displayId: 'A', displayTitle: 'First' } });
    const second = await create({ ...problemBody({ problem: { title: 'Second one' } }), cid });
    expect(second.statusCode).toBe(200);
    expect((await links(cid)).map((link) => [link.displayId, link.displayTitle])).toEqual([
      ['A', 'First'],
      ['B', 'Second one'],
    ]);
  });

  it('edits the problem and its link together; the contest’s submissions follow a new display id', async () => {
    const cid = await createContest(app, token);
    const body = problemBody();
    const { pid } = (await create({ ...body, cid, contestProblem: { displayId: 'A', displayTitle: 'Old' } }))
      .body.data;
    const user = await signedInUser(app);
    await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: { pid, cid, language: 'C++', code: 'int main(){}' },
    });
    const renamed = await edit({
      ...body,
      problem: { ...body.problem, title: 'New statement title', auth: 1 },
      pid,
      cid,
      changeCases: false,
      contestProblem: { displayId: 'C', displayTitle: 'New' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await bankRow(pid)).toEqual({ auth: 3, type: 0, title: 'New statement title' });
    // Written without a colour, the link got the contest's first default balloon colour, kept by the edit.
    expect(await links(cid)).toEqual([
      { pid, displayId: 'C', displayTitle: 'New', color: DEFAULT_BALLOON_COLORS[0] },
    ]);
    const submission = await app.db
      .selectFrom('submissions')
      .select('displayPid')
      .where('cid', '=', cid)
      .executeTakeFirstOrThrow();
    expect(submission.displayPid).toBe('C');
    // Without the link's fields the link stays as it is.
    expect((await edit({ ...body, pid, cid, changeCases: false })).statusCode).toBe(200);
    expect((await links(cid))[0]).toMatchObject({ displayId: 'C', displayTitle: 'New' });
  });

  it('writes nothing when the display id is taken or the problem id exists', async () => {
    const cid = await createContest(app, token);
    const bank = await createProblem(app, token);
    await app.request({
      method: 'POST',
      url: '/api/admin/contest/add-problem-from-public',
      token,
      body: { cid, pid: bank.pid, displayId: 'A' },
    });
    const taken = problemBody();
    const refused = await create({ ...taken, cid, contestProblem: { displayId: 'A', displayTitle: 'Dup' } });
    expect([refused.statusCode, refused.body.data?.field]).toEqual([400, 'contestProblem.displayId']);
    const sameId = await create({
      ...problemBody({ problem: { problemId: bank.problemId } }),
      cid,
      contestProblem: { displayId: 'B', displayTitle: 'Dup' },
    });
    expect([sameId.statusCode, sameId.body.data?.field]).toEqual([400, 'problem.problemId']);
    const kept = await app.db
      .selectFrom('problems')
      .select('id')
      .where('problemId', '=', taken.problem.problemId as string)
      .execute();
    expect(kept).toEqual([]);
    expect((await links(cid)).map((link) => link.displayId)).toEqual(['A']);
  });

  it('two saves racing for one display id: one is linked, the other leaves no problem behind', async () => {
    const cid = await createContest(app, token);
    const bodies = [problemBody(), problemBody()];
    const answers = await Promise.all(
      bodies.map((body) =>
        create({ ...body, cid, contestProblem: { displayId: 'A', displayTitle: 'Race' } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const loser = answers.find((answer) => answer.statusCode === 400)!;
    expect(loser.body.data.field).toBe('contestProblem.displayId');
    const stored = await app.db
      .selectFrom('problems')
      .select('id')
      .where(
        'problemId',
        'in',
        bodies.map((body) => body.problem.problemId as string),
      )
      .execute();
    expect(stored.map((row) => row.id)).toEqual((await links(cid)).map((link) => link.pid));
  });
});
