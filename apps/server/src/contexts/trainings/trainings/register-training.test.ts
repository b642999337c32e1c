import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';
import { createTraining, registerTraining } from '../../../../test/trainings-kit.ts';

/**
 * A training's password is checked under the login's rate limit (config.rateLimits.login), so guessing it
 * is as slow as guessing an account's: here 3 a minute, the fourth and fifth tries are refused unchecked.
 */
let app: TestApp;

beforeAll(async () => {
  const rule = { max: 3, timeWindow: '1 minute' };
  app = await createTestApp({ rateLimits: { login: rule, register: rule, sendCode: rule, reset: rule } });
});
afterAll(() => app.close());

describe(`register-training's rate limit (${TEST_DIALECT})`, () => {
  it('refuses password tries past the login rule, without checking them', async () => {
    const root = await signedInUser(app, Role.ROOT);
    const user = await signedInUser(app);
    const tid = await createTraining(app, root.token, { auth: 'Private', privatePwd: 'right' });
    const codes = [];
    for (const password of ['wrong1', 'wrong2', 'wrong3', 'right', 'right'])
      codes.push((await registerTraining(app, user.token, tid, password)).body.code ?? 'OK');
    expect(codes).toEqual([
      'VALIDATION_FAILED',
      'VALIDATION_FAILED',
      'VALIDATION_FAILED',
      'RATE_LIMITED',
      'RATE_LIMITED',
    ]);
    expect(await app.db.selectFrom('trainingRegisters').selectAll().where('tid', '=', tid).execute()).toEqual(
      [],
    );
  });
});
