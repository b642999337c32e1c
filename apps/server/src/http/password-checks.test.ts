import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEST_AUTH, Role } from '@judge/contract';
import { createTestApp, createUser, TEST_DIALECT, type TestApp } from '../../test/test-app.ts';
import { createContest } from '../../test/contests-kit.ts';
import { createTraining } from '../../test/trainings-kit.ts';

/**
 * Every password check past the login spends one budget per address and one per account (here 3 a minute):
 * a contest's and a training's password, the old password of change-password and the password of
 * change-email. A try past the budget is refused unchecked, so even the right password changes nothing.
 */
let app: TestApp;
let contest: number;
let training: number;
let addressCounter = 0;
const freshAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

async function signIn(role: number = Role.USER) {
  const user = await createUser(app, { role: role as never });
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: user.username, password: user.password },
    remoteAddress: freshAddress(),
  });
  return { ...user, token: String(response.headers.authorization) };
}

beforeAll(async () => {
  const rule = { max: 3, timeWindow: '1 minute' };
  app = await createTestApp({ rateLimits: { login: rule, register: rule, sendCode: rule, reset: rule } });
  const root = await signIn(Role.ROOT);
  contest = await createContest(app, root.token, { auth: CONTEST_AUTH.PRIVATE, pwd: 'contest-pass' });
  training = await createTraining(app, root.token, { auth: 'Private', privatePwd: 'training-pass' });
});
afterAll(() => app.close());

type Check = (user: { token: string; password: string }, guess: string, address: string) => Promise<string>;

const call =
  (url: string, body: (guess: string, user: { password: string }) => Record<string, unknown>): Check =>
  async (user, guess, address) => {
    const response = await app.app.inject({
      method: 'POST',
      url,
      headers: { authorization: user.token },
      payload: body(guess, user),
      remoteAddress: address,
    });
    return response.json().code ?? 'OK';
  };

const CHECKS: Record<string, { check: Check; right: (user: { password: string }) => string }> = {
  'register-contest': {
    check: call('/api/register-contest', (guess) => ({ cid: contest, password: guess })),
    right: () => 'contest-pass',
  },
  'register-training': {
    check: call('/api/register-training', (guess) => ({ tid: training, password: guess })),
    right: () => 'training-pass',
  },
  'change-password': {
    check: call('/api/change-password', (guess) => ({ oldPassword: guess, newPassword: 'brand-new-1' })),
    right: (user) => user.password,
  },
  'change-email': {
    check: call('/api/change-email', (guess) => ({
      password: guess,
      newEmail: 'new@example.org',
      code: '123456',
    })),
    right: (user) => user.password,
  },
};

async function nothingChanged(user: {
  uid: number;
  email: string | null;
  username: string;
  password: string;
}) {
  const registered = await app.db
    .selectFrom('contestRegisters')
    .select('uid')
    .where('uid', '=', user.uid)
    .unionAll(app.db.selectFrom('trainingRegisters').select('uid').where('uid', '=', user.uid))
    .execute();
  expect(registered).toEqual([]);
  const row = await app.db
    .selectFrom('users')
    .select('email')
    .where('uid', '=', user.uid)
    .executeTakeFirstOrThrow();
  expect(row.email).toBe(user.email);
  const login = await app.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: user.username, password: user.password },
    remoteAddress: freshAddress(),
  });
  expect(login.statusCode).toBe(200);
}

describe(`password checks' rate budget (${TEST_DIALECT})`, () => {
  it.each(Object.keys(CHECKS))(
    '%s: three wrong guesses, then even the right password is refused',
    async (name) => {
      const { check, right } = CHECKS[name];
      const user = await signIn();
      const address = freshAddress();
      const codes = [];
      for (const guess of ['wrong-1', 'wrong-2', 'wrong-3', right(user)])
        codes.push(await check(user, guess, address));
      expect(codes).toEqual(['VALIDATION_FAILED', 'VALIDATION_FAILED', 'VALIDATION_FAILED', 'RATE_LIMITED']);
      await nothingChanged(user);
    },
  );

  it('one account spends one budget over every call and every address', async () => {
    const user = await signIn();
    const codes = [];
    for (const name of Object.keys(CHECKS))
      codes.push(await CHECKS[name].check(user, 'wrong-guess', freshAddress()));
    expect(codes).toEqual(['VALIDATION_FAILED', 'VALIDATION_FAILED', 'VALIDATION_FAILED', 'RATE_LIMITED']);
  });

  it('one address spends one budget over every account', async () => {
    const address = freshAddress();
    const codes = [];
    for (const name of Object.keys(CHECKS))
      codes.push(await CHECKS[name].check(await signIn(), 'wrong-guess', address));
    expect(codes).toEqual(['VALIDATION_FAILED', 'VALIDATION_FAILED', 'VALIDATION_FAILED', 'RATE_LIMITED']);
  });
});
