import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role } from '@judge/contract';
import { writesOf } from '../../db/write-epoch.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../test/test-app.ts';

/**
 * get-submission-detail is polled every two seconds while a submission is judged: it reads the
 * submission and its problem's title, type and sharing in one statement (submissions.repo.ts
 * `findWithProblem`), and what it shows of the problem is never older than that read.
 */
let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  admin = await signedInUser(app, Role.ROOT);
  owner = await signedInUser(app);
});
afterAll(() => app.close());

async function submitted() {
  const { pid, problemId } = await createProblem(app, admin.token, { problem: { auth: 1 } });
  const response = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token: owner.token,
    body: { pid, language: 'C++', code: 'int main(){}' },
  });
  expect(response.statusCode).toBe(200);
  return { pid, problemId, submitId: response.body.data.submitId as number };
}

const detail = async (submitId: number, token?: string) =>
  (await app.request({ url: '/api/get-submission-detail', token, query: { submitId: String(submitId) } }))
    .body.data;

/** The statements the server runs during one call (every statement passes the write counter). */
async function statementsOf(call: () => Promise<unknown>) {
  const spy = vi.spyOn(writesOf(app.db)!, 'transformQuery');
  try {
    await call();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe(`the polled submission detail (${TEST_DIALECT})`, () => {
  it('reads the database once per poll once the session and settings are kept', async () => {
    const { submitId } = await submitted();
    // The session and settings caches listen for changes on PostgreSQL; the listener connects first.
    await expect.poll(() => statementsOf(() => detail(submitId, owner.token)), { timeout: 5_000 }).toBe(1);
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
    const other = await signedInUser(app);
    expect((await detail(submitId, other.token)).submission.code).toBeNull();
    const shared = await app.request({
      method: 'PUT',
      url: '/api/submission',
      token: owner.token,
      body: { submitId, share: true },
    });
    expect(shared.statusCode).toBe(200);
    expect((await detail(submitId, other.token)).submission.code).toBe('int main(){}');
    await app.db.updateTable('problems').set({ codeShare: 0 }).where('id', '=', pid).execute();
    expect((await detail(submitId, other.token)).submission.code).toBeNull();
    expect(
      (await app.request({ url: '/api/get-submission-detail', query: { submitId: '987654' } })).statusCode,
    ).toBe(404);
  });
});
