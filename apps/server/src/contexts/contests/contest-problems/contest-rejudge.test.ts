import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { createContest } from '../../../../test/contests-kit.ts';
import {
  createTestApp,
  problemBody,
  signedInUser,
  TEST_DIALECT,
  waitForVerdict,
  type TestApp,
} from '../../../../test/test-app.ts';

/**
 * Spec 2 §2.9 through the real (embedded) judge: a contest problem's test data is corrected after two
 * contestants were judged, root rejudges the problem, and the board reads the new verdicts (migration 015's
 * triggers bump its counter on every result).
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
});
afterAll(() => app.close());

const SUM = 'a, b = map(int, input().split())\nprint(a + b)\n';
const PRODUCT = 'a, b = map(int, input().split())\nprint(a * b)\n';

describe(`rejudging a contest problem (${TEST_DIALECT})`, () => {
  it('sends every submission of the problem back to the judge; the board follows', async () => {
    const root = await signedInUser(app, Role.ROOT);
    const [adder, multiplier] = [await signedInUser(app), await signedInUser(app)];
    const cid = await createContest(app, root.token);
    const written = problemBody({ languages: ['Python3'] });
    const created = await app.request({
      method: 'POST',
      url: '/api/admin/contest/problem',
      token: root.token,
      body: { ...written, cid, contestProblem: { displayId: 'A', displayTitle: 'Sum' } },
    });
    expect(created.statusCode).toBe(200);
    const pid = created.body.data.pid as number;

    const submit = async (token: string, code: string) => {
      const response = await app.request({
        method: 'POST',
        url: '/api/submit-problem-judge',
        token,
        body: { pid, cid, language: 'Python3', code },
      });
      return response.body.data.submitId as number;
    };
    const ids = [await submit(adder.token, SUM), await submit(multiplier.token, PRODUCT)];
    const verdicts = async () =>
      Promise.all(
        ids.map(async (id) => (await waitForVerdict(app, id, 120_000, { cid, token: root.token })).status),
      );
    expect(await verdicts()).toEqual([JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER]);
    const solved = async () => {
      const board = await app.request({
        method: 'POST',
        url: '/api/get-contest-rank',
        token: root.token,
        body: { cid, currentPage: 1, limit: 50 },
      });
      const rows = board.body.data.records as { uid: number; ac: number }[];
      return [adder.uid, multiplier.uid].map((uid) => rows.find((row) => row.uid === uid)?.ac);
    };
    expect(await solved()).toEqual([1, 0]);

    // The cases were wrong: 1 2 should never have been asked. Only 2 2 -> 4 stays, which both programs pass.
    const corrected = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/problem',
      token: root.token,
      body: { ...written, pid, cid, samples: [{ input: '2 2\n', output: '4\n' }] },
    });
    expect(corrected.statusCode).toBe(200);
    const rejudged = await app.request({
      url: '/api/admin/judge/rejudge-contest-problem',
      token: root.token,
      query: { cid: String(cid), pid: String(pid) },
    });
    expect(rejudged.body).toMatchObject({ status: 200, data: { count: 2 } });

    expect(await verdicts()).toEqual([JudgeStatus.ACCEPTED, JudgeStatus.ACCEPTED]);
    expect(await solved()).toEqual([1, 1]);
    const priorities = await app.db
      .selectFrom('submissions')
      .select('priority')
      .where('id', 'in', ids)
      .execute();
    // Both went back through the queue behind fresh work (the rejudge priority).
    expect(priorities).toEqual([{ priority: 1 }, { priority: 1 }]);
  });
});
