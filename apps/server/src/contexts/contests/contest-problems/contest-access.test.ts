import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createContest } from '../../../../test/contests-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

/**
 * Spec 2 §2.4, §5, §6: a protected contest is open to everyone and takes its password only to submit;
 * the back office's contest-judge switch stops contest submissions and test runs.
 */
let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let user: Awaited<ReturnType<typeof signedInUser>>;
let pid: number;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInUser(app, Role.ADMIN);
  user = await signedInUser(app);
  pid = (await createProblem(app, admin.token)).pid;
});
afterAll(() => app.close());

async function contestWithProblem(overrides: Record<string, unknown> = {}) {
  const cid = await createContest(app, admin.token, overrides);
  await app.request({
    method: 'POST',
    url: '/api/admin/contest/add-problem-from-public',
    token: admin.token,
    body: { cid, pid, displayId: 'A' },
  });
  return cid;
}
const submit = (cid: number, token: string) =>
  app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token,
    body: { pid, cid, language: 'C++', code: 'int main(){}' },
  });
const testRun = (cid: number, token: string) =>
  app.request({
    method: 'POST',
    url: '/api/submit-problem-test-judge',
    token,
    body: { pid, cid, language: 'C++', code: 'int main(){}', userInput: '1 2', type: 'public' },
  });
const details = (cid: number, token: string) =>
  app.request({
    url: '/api/get-contest-problem-details',
    token,
    query: { cid: String(cid), displayId: 'A' },
  });

describe(`protected contests (${TEST_DIALECT})`, () => {
  it('shows the problems to everyone and asks for the password only to submit', async () => {
    const cid = await contestWithProblem({ auth: 2, pwd: 'open sesame' });
    const before = await details(cid, user.token);
    expect(before.statusCode).toBe(200);
    expect(before.body.data).toMatchObject({ needsPassword: true, canSubmit: true });
    const refused = await submit(cid, user.token);
    expect([refused.statusCode, refused.body.code]).toEqual([403, 'CONTEST_PASSWORD_REQUIRED']);
    expect(await app.db.selectFrom('submissions').select('id').where('cid', '=', cid).execute()).toEqual([]);

    const wrong = await app.request({
      method: 'POST',
      url: '/api/register-contest',
      token: user.token,
      body: { cid, password: 'nope' },
    });
    expect([wrong.statusCode, wrong.body.data?.field]).toEqual([400, 'password']);
    await app.request({
      method: 'POST',
      url: '/api/register-contest',
      token: user.token,
      body: { cid, password: 'open sesame' },
    });
    expect((await details(cid, user.token)).body.data.needsPassword).toBe(false);
    expect((await submit(cid, user.token)).statusCode).toBe(200);
    // The contest's admins never need it.
    expect((await details(cid, admin.token)).body.data.needsPassword).toBe(false);
    expect((await submit(cid, admin.token)).statusCode).toBe(200);
  });
});

describe(`the contest-judge switch (${TEST_DIALECT})`, () => {
  it('stops contest submissions and test runs for everyone but the admin roles', async () => {
    const cid = await contestWithProblem();
    await app.services.siteConfig.updateSwitches({ openContestJudge: false });
    try {
      for (const response of [await submit(cid, user.token), await testRun(cid, user.token)])
        expect([response.statusCode, response.body.code]).toEqual([403, 'NO_ACCESS']);
      expect((await submit(cid, admin.token)).statusCode).toBe(200);
      // Outside contests the public-judge switch decides, not this one.
      const outside = await app.request({
        method: 'POST',
        url: '/api/submit-problem-judge',
        token: user.token,
        body: { pid, language: 'C++', code: 'int main(){}' },
      });
      expect(outside.statusCode).not.toBe(403);
    } finally {
      await app.services.siteConfig.updateSwitches({ openContestJudge: true });
    }
    expect((await submit(cid, user.token)).statusCode).toBe(200);
  });
});
