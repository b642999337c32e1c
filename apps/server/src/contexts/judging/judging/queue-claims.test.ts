import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { writesOf } from '../../../db/write-epoch.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';
import { createQueueRepo } from './queue.repo.ts';

/**
 * A judge's claim tells the server's write counter what it changed: the judging columns of submissions, and no other
 * table. Each claim once counted as a change of every table (raw SQL), and emptied every cache the server keeps
 * (sessions, registrations, settings): at a contest's start each contestant's next call read them all again.
 */
describe(`a judge's claim and the server's caches (${TEST_DIALECT})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ embeddedJudge: false });
    await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  });
  afterAll(() => app.close());

  it('moves the stamps of submissions and their status, and of nothing else', async () => {
    const admin = await signedInUser(app, Role.ROOT);
    const { pid } = await createProblem(app, admin.token, { languages: ['Python3'] });
    const user = await signedInUser(app);
    const submitted = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: { pid, language: 'Python3', code: 'print(1)\n' },
    });
    expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);

    const writes = writesOf(app.handle.db)!;
    const others = ['sessions', 'users', 'contest_registers', 'site_settings', 'submissions(cid,uid)'];
    const before = { others: writes.changesTo(others), status: writes.changesTo(['submissions(status)']) };
    const queue = createQueueRepo(app.handle.db, app.handle.dialect);
    const claimed = await queue.claimSubmission('claims-test', 30);
    expect(claimed?.id).toBe(submitted.body.data.submitId);
    expect(claimed?.version).toBeGreaterThan(0);
    expect(writes.changesTo(others)).toBe(before.others);
    expect(writes.changesTo(['submissions(status)'])).toBe(before.status + 1);

    // The test runs' claim likewise: a run waiting, claimed, and no other table moved.
    const run = await app.request({
      method: 'POST',
      url: '/api/submit-problem-test-judge',
      token: user.token,
      body: { pid, language: 'Python3', code: 'print(2)\n', userInput: '' },
    });
    expect(run.statusCode, JSON.stringify(run.body)).toBe(200);
    const beforeRun = writes.changesTo(others);
    const runClaimed = await queue.claimTestRun('claims-test', 30);
    expect(runClaimed?.runKey).toBeTruthy();
    expect(writes.changesTo(others)).toBe(beforeRun);
    expect(writes.changesTo(['test_runs'])).toBeGreaterThan(0);
  });
});
