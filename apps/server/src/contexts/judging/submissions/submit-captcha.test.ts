import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

const CODE = 'a, b = map(int, input().split())\nprint(a + b)\n';

let app: TestApp;
let pid: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0, submitCaptcha: true });
  pid = (await createProblem(app, (await signedInUser(app, Role.ADMIN)).token)).pid;
});
afterAll(() => app.close());

/** A fresh captcha and its answer, read where the picture's text is kept (a person reads the picture). */
async function answeredCaptcha() {
  const { captchaKey } = (await app.request({ url: '/api/captcha' })).body.data;
  const row = await app.db
    .selectFrom('captchas')
    .select('text')
    .where('captchaKey', '=', captchaKey)
    .executeTakeFirstOrThrow();
  return { captchaKey, captcha: row.text };
}

const submit = (token: string, extra: Record<string, string> = {}) =>
  app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token,
    body: { pid, language: 'Python3', code: CODE, ...extra },
  });

describe(`the submit captcha switch (${TEST_DIALECT})`, () => {
  it('refuses a user submission without the captcha, or with a wrong or spent one, and takes a right one', async () => {
    const user = await signedInUser(app);
    const missing = await submit(user.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.data.field).toBe('captcha');

    const wrong = await submit(user.token, { ...(await answeredCaptcha()), captcha: 'zzzz9' });
    expect(wrong.body.code).toBe('CAPTCHA_WRONG');

    const answered = await answeredCaptcha();
    expect((await submit(user.token, answered)).statusCode).toBe(200);
    // Each key answers once.
    expect((await submit(user.token, answered)).body.code).toBe('CAPTCHA_WRONG');
  });

  it('asks nothing of the admin roles, nor of anyone once the switch is off', async () => {
    const admin = await signedInUser(app, Role.ADMIN);
    expect((await submit(admin.token)).statusCode).toBe(200);
    await app.services.siteConfig.updateSwitches({ submitCaptcha: false });
    const user = await signedInUser(app);
    expect((await submit(user.token)).statusCode).toBe(200);
    await app.services.siteConfig.updateSwitches({ submitCaptcha: true });
  });

  it('tells every visitor whether the site asks it', async () => {
    expect((await app.request({ url: '/api/get-website-config' })).body.data.submitCaptcha).toBe(true);
  });
});
