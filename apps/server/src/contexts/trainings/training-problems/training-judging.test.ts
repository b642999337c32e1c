import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import {
  createTestApp,
  problemBody,
  signedInUser,
  TEST_DIALECT,
  waitForVerdict,
  type TestApp,
} from '../../../../test/test-app.ts';
import {
  addTrainingProblems,
  createTraining,
  submitThroughTraining,
} from '../../../../test/trainings-kit.ts';

/**
 * Progress and the rank through the real (embedded) judge: two users answer a training's problem, the
 * problem's cases are corrected, root rejudges both submissions, and the progress and rank follow the
 * new verdicts without anything kept aside (docs/api.md "Trainings": read from the submissions).
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
});
afterAll(() => app.close());

const SUM = 'a, b = map(int, input().split())\nprint(a + b)\n';
const PRODUCT = 'a, b = map(int, input().split())\nprint(a * b)\n';

describe(`training progress through the judge (${TEST_DIALECT})`, () => {
  it('follows judged submissions and a rejudge', async () => {
    const root = await signedInUser(app, Role.ROOT);
    const [adder, multiplier] = [await signedInUser(app), await signedInUser(app)];
    const written = problemBody({ languages: ['Python3'] });
    const created = await app.request({
      method: 'POST',
      url: '/api/admin/problem',
      token: root.token,
      body: written,
    });
    const pid = created.body.data.pid as number;
    const tid = await createTraining(app, root.token);
    await addTrainingProblems(app, root.token, tid, [pid]);

    const submit = async (token: string, code: string) =>
      (await submitThroughTraining(app, token, { tid, pid, language: 'Python3', code })).body.data
        .submitId as number;
    const ids = [await submit(adder.token, SUM), await submit(multiplier.token, PRODUCT)];
    const verdicts = async () => Promise.all(ids.map(async (id) => (await waitForVerdict(app, id)).status));
    const progress = async () =>
      Promise.all(
        [adder, multiplier].map(
          async (user) =>
            (
              await app.request({
                url: '/api/get-training-detail',
                token: user.token,
                query: { tid: String(tid) },
              })
            ).body.data.acCount,
        ),
      );
    const solvedInRank = async () => {
      const rank = await app.request({
        url: '/api/get-training-rank',
        token: adder.token,
        query: { tid: String(tid) },
      });
      const rows = rank.body.data.records as { uid: number; ac: number }[];
      return [adder.uid, multiplier.uid].map((uid) => rows.find((row) => row.uid === uid)?.ac);
    };

    expect(await verdicts()).toEqual([JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER]);
    expect(await progress()).toEqual([1, 0]);
    expect(await solvedInRank()).toEqual([1, 0]);
    const list = await app.request({
      url: '/api/get-training-problem-list',
      token: multiplier.token,
      query: { tid: String(tid) },
    });
    expect(list.body.data[0]).toMatchObject({ ac: 1, total: 2, myStatus: JudgeStatus.WRONG_ANSWER });

    // The cases should have asked for the product: 2 3 -> 6. Rejudged, the verdicts swap.
    const corrected = await app.request({
      method: 'PUT',
      url: '/api/admin/problem',
      token: root.token,
      body: { ...written, pid, samples: [{ input: '2 3\n', output: '6\n' }] },
    });
    expect(corrected.statusCode).toBe(200);
    for (const id of ids) {
      const rejudged = await app.request({
        url: '/api/admin/judge/rejudge',
        token: root.token,
        query: { submitId: String(id) },
      });
      expect(rejudged.statusCode).toBe(200);
    }
    // A rejudged submission once came back a Compile Error in a loaded CI run: say the judge's words if it does.
    const rejudgedVerdicts = await verdicts();
    const reasons = await Promise.all(
      ids.map(
        async (id) =>
          (
            await app.request({
              url: '/api/get-submission-detail',
              token: root.token,
              query: { submitId: String(id) },
            })
          ).body.data?.submission?.errorMessage,
      ),
    );
    expect(rejudgedVerdicts, `the judge said: ${JSON.stringify(reasons)}`).toEqual([
      JudgeStatus.WRONG_ANSWER,
      JudgeStatus.ACCEPTED,
    ]);
    expect(await progress()).toEqual([0, 1]);
    expect(await solvedInRank()).toEqual([0, 1]);
  });
});
