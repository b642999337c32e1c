import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { createContest } from '../../../../test/contests-kit.ts';
import { judgedSubmission } from '../../../../test/scoreboard-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';
import { createScoreboardsRepo } from './scoreboards.repo.ts';

/**
 * A contest's board version moves with every write of one of its submissions (migration 015), and on
 * PostgreSQL a write does not wait for another one's transaction to end (migration 060: the bump runs at the
 * commit): a judge's verdict, still replacing its case results, must not hold up a contestant's submit.
 */
let app: TestApp;
let cid: number;
let pid: number;
let user: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await signedInUser(app, Role.ADMIN);
  user = await signedInUser(app);
  cid = await createContest(app, admin.token);
  pid = (await createProblem(app, admin.token)).pid;
});
afterAll(() => app?.close());

const version = () => createScoreboardsRepo(app.db).version(cid);
const submit = () =>
  judgedSubmission(app, { cid, pid, displayId: 'A', user, at: Date.now(), status: JudgeStatus.WRONG_ANSWER });

describe(`a contest's board version (${TEST_DIALECT})`, () => {
  it('moves with each write of a contest submission, once it is committed', async () => {
    const before = (await version())!;
    const id = await submit();
    const submitted = (await version())!;
    expect(submitted).toBeGreaterThan(before);
    await app.db
      .updateTable('submissions')
      .set({ status: JudgeStatus.ACCEPTED })
      .where('id', '=', id)
      .execute();
    const judged = (await version())!;
    expect(judged).toBeGreaterThan(submitted);
    // Progress that repeats the status changes nothing a board reads.
    await app.db.updateTable('submissions').set({ progressDone: 1 }).where('id', '=', id).execute();
    expect(await version()).toBe(judged);
  });

  it("lets another submission be written while a verdict's transaction is still open", async () => {
    const id = await submit();
    const before = (await version())!;
    const otherWrite = await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('submissions')
        .set({ status: JudgeStatus.ACCEPTED })
        .where('id', '=', id)
        .execute();
      if (TEST_DIALECT === 'sqlite') return 'one writer at a time';
      // Another connection writes a submission of the same contest meanwhile: it must not wait for this one.
      const written = submit().then(() => 'written');
      const waited = new Promise((resolve) => setTimeout(() => resolve('waited on the board row'), 3_000));
      return Promise.race([written, waited]);
    });
    expect(otherWrite).toBe(TEST_DIALECT === 'sqlite' ? 'one writer at a time' : 'written');
    await expect.poll(version).toBeGreaterThan(before);
  });
});
