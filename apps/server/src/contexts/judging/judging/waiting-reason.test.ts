import { REMOTE_JUDGE_PREFIX, Role } from '@judge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  // No embedded judge: only the remote judges that call in can run anything.
  app = await createTestApp();
});
afterAll(() => app.close());

describe(`a submission no judge can run (${TEST_DIALECT})`, () => {
  it('says so in its detail until a judge that runs its language connects', async () => {
    const root = await signedInUser(app, Role.ROOT);
    const user = await signedInUser(app);
    const problem = await createProblem(app, root.token, { languages: ['C++', 'Java'] });
    const submitted = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: {
        pid: problem.pid,
        language: 'Java',
        code: 'class Main { public static void main(String[] a) {} }',
      },
    });
    expect(submitted.statusCode).toBe(200);
    const detail = async () =>
      (
        await app.request({
          url: '/api/get-submission-detail',
          token: user.token,
          query: { submitId: String(submitted.body.data.submitId) },
        })
      ).body.data;
    expect(await detail()).toMatchObject({ noJudgeForLanguage: true, submission: { status: 5 } });

    // A judge that runs only C++ changes nothing; one that runs Java does.
    const heartbeat = (judger: string, languages: string[]) =>
      app.request({
        method: 'POST',
        url: `${REMOTE_JUDGE_PREFIX}/heartbeat`,
        headers: { 'x-judge-key': app.services.remoteJudges.keyInfo().key },
        body: { type: 'heartbeat', judger, capacity: 1, runningTaskIds: [], languages, unsafe: false },
      });
    expect((await heartbeat('cpp-only', ['C++'])).statusCode).toBe(200);
    expect((await detail()).noJudgeForLanguage).toBe(true);
    expect((await heartbeat('with-java', ['C++', 'Java'])).statusCode).toBe(200);
    expect((await detail()).noJudgeForLanguage).toBe(false);
  });
});
