import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { createContest } from '../../../../test/contests-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  waitForVerdict,
  type TestApp,
} from '../../../../test/test-app.ts';

/** A contest submission goes through the real (embedded) judge and its verdict reaches the contest calls. */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
});
afterAll(() => app.close());

describe(`contest submissions judged (${TEST_DIALECT})`, () => {
  it('judges a contest submission; the contest counts it and the bank does not', async () => {
    const admin = await signedInUser(app, Role.ADMIN);
    const user = await signedInUser(app);
    const { pid } = await createProblem(app, admin.token, { languages: ['Python3'] });
    const cid = await createContest(app, admin.token);
    await app.request({
      method: 'POST',
      url: '/api/admin/contest/add-problem-from-public',
      token: admin.token,
      body: { cid, pid, displayId: 'A' },
    });
    const submitted = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: { pid, cid, language: 'Python3', code: 'a, b = map(int, input().split())\nprint(a + b)\n' },
    });
    expect(submitted.statusCode).toBe(200);
    const judged = await waitForVerdict(app, submitted.body.data.submitId, 120_000, {
      cid,
      token: user.token,
    });
    expect(judged.status).toBe(JudgeStatus.ACCEPTED);
    const list = await app.request({
      url: '/api/get-contest-problem',
      token: user.token,
      query: { cid: String(cid) },
    });
    expect(list.body.data[0]).toMatchObject({ ac: 1, total: 1, myStatus: 0 });
    const bank = await app.db
      .selectFrom('problemCounts')
      .select(['total', 'ac'])
      .where('pid', '=', pid)
      .executeTakeFirstOrThrow();
    expect(bank).toEqual({ total: 0, ac: 0 });
  });
});
