import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { buildApp, type BuiltApp } from '../../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../../db/database.ts';
import { statementsOf as countStatements } from '../../../../test/statements-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

/**
 * get-submission-detail is polled every two seconds while a submission is judged: it reads the
 * submission and its problem's title, type and sharing in one statement (submissions.repo.ts
 * `findWithProblem`), kept until a submission, a problem or a user changes (submissions.service.ts): a
 * change made here shows at once, one made through another server of the same database within a second.
 */
let app: TestApp;
let other: BuiltApp;
let otherHandle: DatabaseHandle;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  otherHandle = openDatabase({ databaseUrl: app.databaseUrl, sqliteFile: app.config.sqliteFile });
  other = await buildApp({ config: app.config, database: otherHandle, logger: false });
  await other.app.ready();
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  admin = await signedInUser(app, Role.ROOT);
  owner = await signedInUser(app);
});
afterAll(async () => {
  await other?.app.close();
  await otherHandle?.close();
  await app?.close();
});

async function submitted(token = owner.token) {
  const { pid, problemId } = await createProblem(app, admin.token, { problem: { auth: 1 } });
  const response = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token,
    body: { pid, language: 'C++', code: 'int main(){}' },
  });
  expect(response.statusCode).toBe(200);
  return { pid, problemId, submitId: response.body.data.submitId as number };
}

const detailResponse = async (submitId: number, token?: string, server: BuiltApp['app'] = app.app) =>
  server.inject({
    method: 'GET',
    url: '/api/get-submission-detail',
    query: { submitId: String(submitId) },
    headers: token ? { authorization: token } : {},
  });
const detail = async (submitId: number, token?: string, server?: BuiltApp['app']) =>
  (await detailResponse(submitId, token, server)).json().data;

/** A verdict as a judge writes it, straight to the table (as any server's judge would). */
const judged = (db: TestApp['db'], submitId: number, time: number) =>
  db
    .updateTable('submissions')
    .set({ status: JudgeStatus.WRONG_ANSWER, time, memory: 1024 })
    .where('id', '=', submitId)
    .execute();

/** The statements the first server runs during one call. */
const statementsOf = (call: () => Promise<unknown>) => countStatements(app.db, call);

describe(`the polled submission detail (${TEST_DIALECT})`, () => {
  it('reads one statement after a change and none while nothing changed', async () => {
    const { submitId } = await submitted();
    // The session and settings caches listen for changes on PostgreSQL; the listener connects first,
    // and the submissions are trusted a second at a time there, so a poll finds a quiet second.
    await expect.poll(() => statementsOf(() => detail(submitId, owner.token)), { timeout: 5_000 }).toBe(0);
    // A judge's step while it runs (the polls come while it is judged; a finished wrong answer's detail also
    // reads its first failing case once, for its author).
    await app.db
      .updateTable('submissions')
      .set({ status: JudgeStatus.JUDGING, progressDone: 1 })
      .where('id', '=', submitId)
      .execute();
    expect(await statementsOf(() => detail(submitId, owner.token))).toBe(1);
  });

  it('shows a verdict, a removed submission and a removed user at once here', async () => {
    const { submitId } = await submitted();
    expect((await detail(submitId, owner.token)).submission.status).toBe(JudgeStatus.PENDING);
    await judged(app.db, submitId, 12);
    expect((await detail(submitId, owner.token)).submission).toMatchObject({
      status: JudgeStatus.WRONG_ANSWER,
      time: 12,
    });

    await app.db.deleteFrom('submissions').where('id', '=', submitId).execute();
    expect((await detailResponse(submitId, admin.token)).statusCode).toBe(404);

    const leaving = await signedInUser(app);
    const theirs = await submitted(leaving.token);
    expect((await detailResponse(theirs.submitId, admin.token)).statusCode).toBe(200);
    await app.db.deleteFrom('users').where('uid', '=', leaving.uid).execute();
    expect((await detailResponse(theirs.submitId, admin.token)).statusCode).toBe(404);
  });

  it("shows the problem's current title, type and sharing at once after an edit", async () => {
    const { pid, submitId } = await submitted();
    const before = await detail(submitId, owner.token);
    expect(before.codeShare).toBe(true);
    await app.db
      .updateTable('problems')
      .set({ title: 'Renamed for polling', type: 1, codeShare: 0 })
      .where('id', '=', pid)
      .execute();
    const after = await detail(submitId, owner.token);
    expect(after.submission).toMatchObject({ title: 'Renamed for polling', problemType: 1 });
    expect(after.codeShare).toBe(false);
  });

  it('shows shared code to others only while the problem allows sharing, and 404s an unknown submission', async () => {
    const { pid, submitId } = await submitted();
    const reader = await signedInUser(app);
    expect((await detail(submitId, reader.token)).submission.code).toBeNull();
    const shared = await app.request({
      method: 'PUT',
      url: '/api/submission',
      token: owner.token,
      body: { submitId, share: true },
    });
    expect(shared.statusCode).toBe(200);
    expect((await detail(submitId, reader.token)).submission.code).toBe('int main(){}');
    await app.db.updateTable('problems').set({ codeShare: 0 }).where('id', '=', pid).execute();
    expect((await detail(submitId, reader.token)).submission.code).toBeNull();
    expect((await detailResponse(987654)).statusCode).toBe(404);
  });

  it("shows a verdict written through this server on another server's poll soon after", async () => {
    const { submitId } = await submitted();
    expect((await detail(submitId, owner.token, other.app)).submission.status).toBe(JudgeStatus.PENDING);
    await judged(app.db, submitId, 33);
    await expect
      .poll(async () => (await detail(submitId, owner.token, other.app)).submission.time, { timeout: 5_000 })
      .toBe(33);
  });
});
