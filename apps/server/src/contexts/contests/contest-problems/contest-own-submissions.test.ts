import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { buildApp, type BuiltApp } from '../../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../../db/database.ts';
import { writesOf } from '../../../db/write-epoch.ts';
import { createContest } from '../../../../test/contests-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

/**
 * That a contestant has no submission in a contest is kept (contest-own-submissions.repo.ts): the problem list
 * and a problem's page, which every contestant opens at a contest's start, read nothing of theirs until they
 * submit; their submission shows at once on the server that took it and soon on another server of the same
 * database (a second handle: its own caches), where the others' kept answers stay kept on PostgreSQL.
 */
type Signed = Awaited<ReturnType<typeof signedInUser>>;
let app: TestApp;
let other: BuiltApp;
let otherHandle: DatabaseHandle;
let cid: number;
let pid: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  otherHandle = openDatabase({ databaseUrl: app.databaseUrl, sqliteFile: app.config.sqliteFile });
  other = await buildApp({ config: app.config, database: otherHandle, logger: false });
  await other.app.ready();
  const admin = await signedInUser(app, Role.ADMIN);
  pid = (await createProblem(app, admin.token, { languages: ['C++'] })).pid;
  cid = await createContest(app, admin.token);
  const link = await app.request({
    method: 'POST',
    url: '/api/admin/contest/add-problem-from-public',
    token: admin.token,
    body: { cid, pid, displayId: 'A' },
  });
  expect(link.statusCode).toBe(200);
});

afterAll(async () => {
  await other?.app.close();
  await otherHandle?.close();
  await app?.close();
});

const myStatus = async (server: BuiltApp['app'], user: Signed) => {
  const response = await server.inject({
    method: 'GET',
    url: `/api/get-contest-problem?cid=${cid}`,
    headers: { authorization: user.token },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data[0].myStatus as number;
};
const submit = async (user: Signed) => {
  const response = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token: user.token,
    body: { pid, cid, language: 'C++', code: 'int main() { return 0; }\n' },
  });
  expect(response.statusCode).toBe(200);
};

/**
 * The reads of submissions a server's database made during one call: of a caller's own (by user), or only those
 * of one or more users named (`uid in (...)`: a contestant's own, not a contest's counts of its participants).
 */
async function submissionReadsOf(
  db: object,
  call: () => Promise<unknown>,
  which: 'own' | 'of-users' = 'own',
): Promise<number> {
  const spy = vi.spyOn(writesOf(db)!, 'transformQuery');
  try {
    await call();
    return spy.mock.calls
      .map(([args]) => JSON.stringify(args.node))
      .filter((node) => node.includes('"name":"submissions"') && node.includes('"name":"uid"'))
      .filter((node) => which === 'own' || node.includes('"operator":"in"')).length;
  } finally {
    spy.mockRestore();
  }
}
const ownReadsOf = (db: object, call: () => Promise<unknown>) => submissionReadsOf(db, call);

describe(`a contest nobody has submitted in yet (${TEST_DIALECT})`, () => {
  it("answers every contestant's list with one read, until its first submission", async () => {
    const admin = await signedInUser(app, Role.ADMIN);
    const fresh = await createContest(app, admin.token);
    await app.request({
      method: 'POST',
      url: '/api/admin/contest/add-problem-from-public',
      token: admin.token,
      body: { cid: fresh, pid, displayId: 'A' },
    });
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => signedInUser(app)));
    const list = (user: Signed) =>
      app.request({ url: '/api/get-contest-problem', query: { cid: String(fresh) }, token: user.token });
    // Five contestants' first lists, as at the start: the contest's submissions read once for all, none by user.
    expect(await submissionReadsOf(app.db, () => Promise.all(users.map(list)), 'of-users')).toBe(0);
    const submitted = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: users[0].token,
      body: { pid, cid: fresh, language: 'C++', code: 'int main() { return 0; }\n' },
    });
    expect(submitted.statusCode).toBe(200);
    expect((await list(users[0])).body.data[0].myStatus).not.toBe(JudgeStatus.NOT_SUBMITTED);
    expect((await list(users[1])).body.data[0].myStatus).toBe(JudgeStatus.NOT_SUBMITTED);
  });
});

describe(`a contestant's own submissions on the problem list (${TEST_DIALECT})`, () => {
  it('are not read again while they have none, and their first shows at once on the server that took it', async () => {
    const [first, second] = [await signedInUser(app), await signedInUser(app)];
    expect(await myStatus(app.app, first)).toBe(JudgeStatus.NOT_SUBMITTED);
    expect(await myStatus(app.app, second)).toBe(JudgeStatus.NOT_SUBMITTED);
    expect(await ownReadsOf(app.db, () => myStatus(app.app, first))).toBe(0);

    await submit(first);
    expect(await myStatus(app.app, first)).not.toBe(JudgeStatus.NOT_SUBMITTED);
    // One who has submitted is read on each call: their statuses move with every verdict.
    expect(await ownReadsOf(app.db, () => myStatus(app.app, first))).toBe(1);
    // The insert named its contestant (write-epoch.ts read the key from the statement): the other's kept answer
    // stays kept, where every insert once emptied them all.
    expect(await ownReadsOf(app.db, () => myStatus(app.app, second))).toBe(0);
    expect(await myStatus(app.app, second)).toBe(JudgeStatus.NOT_SUBMITTED);
  });

  it("show on another server soon after, where the others' kept answers stay kept on PostgreSQL", async () => {
    const [first, second] = [await signedInUser(app), await signedInUser(app)];
    expect(await myStatus(other.app, first)).toBe(JudgeStatus.NOT_SUBMITTED);
    expect(await myStatus(other.app, second)).toBe(JudgeStatus.NOT_SUBMITTED);
    // The other server's first reads may come before its listening connection is up, which then forgets what it
    // kept: on PostgreSQL, wait until the second's answer stays kept.
    if (TEST_DIALECT === 'postgres')
      await expect
        .poll(() => ownReadsOf(otherHandle.db, () => myStatus(other.app, second)), {
          timeout: 5_000,
          interval: 20,
        })
        .toBe(0);

    await submit(first);
    await expect
      .poll(() => myStatus(other.app, first), { timeout: 5_000, interval: 20 })
      .not.toBe(JudgeStatus.NOT_SUBMITTED);
    // PostgreSQL names the new submission's contest and user (migration 061); SQLite's other connection sees only
    // that the file changed, and reads again.
    const secondReads = await ownReadsOf(otherHandle.db, () => myStatus(other.app, second));
    if (TEST_DIALECT === 'postgres') expect(secondReads).toBe(0);
    else expect(secondReads).toBeLessThanOrEqual(1);
  });
});
