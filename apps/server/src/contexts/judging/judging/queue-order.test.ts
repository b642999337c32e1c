import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { buildApp } from '../../../app.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  waitForVerdict,
  type TestApp,
} from '../../../../test/test-app.ts';

const PY_AC = 'a, b = map(int, input().split())\nprint(a + b)\n';

/**
 * The queue's promises (ARCHITECTURE.md §1, issue 4 "Reliability"): nothing acknowledged is lost
 * across a restart, priorities and fairness decide the order, and many users at once are all judged.
 */
describe(`judge queue order and reliability (${TEST_DIALECT})`, () => {
  let queued: TestApp;
  beforeAll(async () => {
    // Submissions are taken while no judge runs; a judge on the same database comes later.
    queued = await createTestApp({ embeddedJudge: false });
    await queued.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  });
  afterAll(() => queued.close());

  async function judgeWith(concurrency: number) {
    return buildApp({
      config: { ...queued.config, embeddedJudge: true, judgeConcurrency: concurrency },
      database: handleOf(queued),
      logger: false,
    });
  }
  // The test app's database handle, shared by the second app (which does not close it).
  const handleOf = (app: TestApp) => app.handle;

  it('judges what was acknowledged before the judge started, contest-free normal before rejudges, round-robin across users', async () => {
    const admin = await signedInUser(queued, Role.ROOT);
    const { pid } = await createProblem(queued, admin.token, { languages: ['Python3'] });
    const alice = await signedInUser(queued);
    const bob = await signedInUser(queued);
    const submitAs = async (token: string) =>
      (
        await queued.request({
          method: 'POST',
          url: '/api/submit-problem-judge',
          token,
          body: { pid, language: 'Python3', code: PY_AC },
        })
      ).body.data.submitId as number;

    // An old submission, judged by hand, then sent back for a rejudge: the lowest priority.
    const old = await submitAs(alice.token);
    await queued.request({
      url: '/api/admin/judge/manual-judge',
      token: admin.token,
      query: { submitId: String(old), status: '-1' },
    });
    await queued.request({
      url: '/api/admin/judge/rejudge',
      token: admin.token,
      query: { submitId: String(old) },
    });
    const a1 = await submitAs(alice.token);
    const a2 = await submitAs(alice.token);
    const a3 = await submitAs(alice.token);
    const b1 = await submitAs(bob.token);

    const judging = await judgeWith(1);
    try {
      for (const id of [old, a1, a2, a3, b1])
        expect((await waitForVerdict(queued, id)).status).toBe(JudgeStatus.ACCEPTED);
      const rows = await queued.db
        .selectFrom('submissions')
        .select(['id', 'updatedAt'])
        .where('id', 'in', [old, a1, a2, a3, b1])
        .execute();
      const order = rows
        .sort((x, y) => x.updatedAt.localeCompare(y.updatedAt) || x.id - y.id)
        .map((r) => r.id);
      expect(order).toEqual([a1, b1, a2, a3, old]);
    } finally {
      await judging.app.close();
    }
  });

  it('judges 50 users submitting at the same moment, each exactly once', async () => {
    const admin = await signedInUser(queued, Role.ROOT);
    const { pid } = await createProblem(queued, admin.token, { languages: ['Python3'] });
    const users = await Promise.all(Array.from({ length: 50 }, () => signedInUser(queued)));
    const judging = await judgeWith(2);
    try {
      const responses = await Promise.all(
        users.map((user) =>
          judging.app.inject({
            method: 'POST',
            url: '/api/submit-problem-judge',
            headers: { authorization: user.token },
            payload: { pid, language: 'Python3', code: PY_AC },
          }),
        ),
      );
      const ids = responses.map((r) => r.json().data.submitId as number);
      expect(new Set(ids).size).toBe(50);
      for (const id of ids) expect((await waitForVerdict(queued, id)).status).toBe(JudgeStatus.ACCEPTED);
      const counts = await queued.db
        .selectFrom('problemCounts')
        .selectAll()
        .where('pid', '=', pid)
        .executeTakeFirstOrThrow();
      expect(counts).toMatchObject({ total: 50, ac: 50 });
      const cases = await queued.db
        .selectFrom('judgeCases')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('submissionId', 'in', ids)
        .executeTakeFirstOrThrow();
      expect(Number(cases.n)).toBe(100);
    } finally {
      await judging.app.close();
    }
  });
});
