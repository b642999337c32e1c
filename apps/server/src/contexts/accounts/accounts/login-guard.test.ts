import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, Role } from '@judge/contract';
import { createTestApp, createUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';

/**
 * Guessing passwords by login: the failures of a username are counted atomically, so parallel guesses
 * cannot all slip under the slide verification; and both login calls spend one rate budget per address
 * and one per username (here 3 a minute).
 */
let app: TestApp;
let limited: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  const rule = { max: 3, timeWindow: '1 minute' };
  limited = await createTestApp({ rateLimits: { login: rule, register: rule, sendCode: rule, reset: rule } });
});
afterAll(async () => {
  await app.close();
  await limited.close();
});

const loginFrom = (target: TestApp, url: string, username: string, password: string, address = '10.0.0.1') =>
  target.app.inject({ method: 'POST', url, payload: { username, password }, remoteAddress: address });

const codeOf = (response: { json: () => { code?: string } }) => response.json().code ?? 'OK';

describe(`concurrent failed logins (${TEST_DIALECT})`, () => {
  it('12 parallel wrong passwords: only the first 5 are checked, the rest must slide, and so must the next', async () => {
    const user = await createUser(app);
    const tries = await Promise.all(
      Array.from({ length: 12 }, () => loginFrom(app, '/api/login', user.username, 'wrongpass')),
    );
    const codes = tries.map(codeOf);
    expect(codes.filter((code) => code === 'WRONG_CREDENTIALS')).toHaveLength(LIMITS.slideAfterFailures);
    expect(codes.filter((code) => code === 'SLIDE_VERIFICATION_REQUIRED')).toHaveLength(
      12 - LIMITS.slideAfterFailures,
    );
    const stored = await app.db
      .selectFrom('loginFailures')
      .select('failures')
      .where('username', '=', user.username.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(stored.failures).toBe(12);
    // Even the right password now needs the slide.
    expect(codeOf(await loginFrom(app, '/api/login', user.username, user.password))).toBe(
      'SLIDE_VERIFICATION_REQUIRED',
    );
  });

  it('parallel tries on /api/login and /api/admin/login share the count', async () => {
    const admin = await createUser(app, { role: Role.ADMIN });
    const tries = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        loginFrom(app, i % 2 ? '/api/admin/login' : '/api/login', admin.username, 'wrongpass'),
      ),
    );
    expect(tries.map(codeOf).filter((code) => code === 'WRONG_CREDENTIALS')).toHaveLength(
      LIMITS.slideAfterFailures,
    );
  });
});

describe(`the login rate budget (${TEST_DIALECT})`, () => {
  it('one address: /api/login and /api/admin/login spend one budget', async () => {
    const codes = [];
    for (const [i, url] of ['/api/login', '/api/admin/login', '/api/login', '/api/admin/login'].entries())
      codes.push(codeOf(await loginFrom(limited, url, `nobody${i}`, 'wrongpass', '10.1.0.1')));
    expect(codes).toEqual(['WRONG_CREDENTIALS', 'WRONG_CREDENTIALS', 'WRONG_CREDENTIALS', 'RATE_LIMITED']);
  });

  it('one username from many addresses: the fourth try is refused, its password unchecked', async () => {
    const user = await createUser(limited);
    const codes = [];
    for (const [i, url] of ['/api/admin/login', '/api/login', '/api/admin/login'].entries())
      codes.push(
        codeOf(await loginFrom(limited, url, user.username.toUpperCase(), 'wrongpass', `10.2.0.${i}`)),
      );
    codes.push(codeOf(await loginFrom(limited, '/api/login', user.username, user.password, '10.2.0.9')));
    expect(codes).toEqual(['WRONG_CREDENTIALS', 'WRONG_CREDENTIALS', 'WRONG_CREDENTIALS', 'RATE_LIMITED']);
  });

  it('another username from another address still gets in', async () => {
    const user = await createUser(limited);
    expect(codeOf(await loginFrom(limited, '/api/login', user.username, user.password, '10.3.0.1'))).toBe(
      'OK',
    );
  });
});
