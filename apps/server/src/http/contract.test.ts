import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Role } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../test/test-app.ts';
import { defineRoute } from './route.ts';

describe(`HTTP contract (${TEST_DIALECT})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('wraps success in the envelope', async () => {
    const response = await app.request({ url: '/api/health' });
    expect(response.body).toEqual({ status: 200, msg: 'success', data: { ok: true } });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await app.request({ url: '/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      msg: 'Query error, unable to find the resource to request',
    });
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/login',
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.status).toBe(400);
  });

  it('answers a wrong-typed field with a 400 naming it', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/check-username-or-email',
      body: { username: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe('username');
  });

  it('refuses bodies over the size limit with 413', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/check-username-or-email',
      body: { username: 'x'.repeat(3 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it.each([
    ['POST', '/api/login', { username: 'nobody1', password: 'whatever1' }],
    [
      'POST',
      '/api/register',
      { username: 'nobody1', password: 'whatever1', email: 'n@b.org', code: '123456' },
    ],
    ['GET', '/api/get-register-code?email=rl@example.org', undefined],
    ['GET', '/api/captcha', undefined],
  ] as const)('rate-limits %s %s', async (method, url, body) => {
    const rule = { max: 3, timeWindow: '1 minute' };
    const limitedApp = await createTestApp({
      rateLimits: { login: rule, register: rule, sendCode: rule, reset: rule },
    });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++) {
        // A new address each time, so the per-address cooldown is not what answers.
        const target = url.replace('rl@', `rl${i}@`);
        codes.push((await limitedApp.request({ method, url: target, body })).body.code ?? 'OK');
      }
      expect(codes.slice(0, 3)).not.toContain('RATE_LIMITED');
      expect(codes.slice(3)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    } finally {
      await limitedApp.close();
    }
  });

  it('refreshes an old token with Refresh-Token: true, and the new one works', async () => {
    const refreshing = await createTestApp({ tokenRefreshAfterSeconds: -1 });
    try {
      const user = await signedInUser(refreshing);
      const response = await refreshing.request({ url: '/api/get-user-info', token: user.token });
      expect(response.headers['refresh-token']).toBe('true');
      const fresh = String(response.headers.authorization);
      expect(fresh).not.toBe(user.token);
      expect((await refreshing.request({ url: '/api/get-user-info', token: fresh })).statusCode).toBe(200);
    } finally {
      await refreshing.close();
    }
  });

  it('does not refresh a young token', async () => {
    const user = await signedInUser(app);
    const response = await app.request({ url: '/api/get-user-info', token: user.token });
    expect(response.headers['refresh-token']).toBeUndefined();
  });
});

describe(`restricted roles (${TEST_DIALECT})`, () => {
  // Routes declared the way later modules declare theirs (submit, post, comment): the helper
  // enforces the role restriction before any handler code runs.
  const actions = ['submit', 'comment_add', 'discussion_add'] as const;
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(
      {},
      {
        extraRoutes: (fastify) => {
          for (const action of actions) {
            defineRoute(
              fastify,
              { method: 'POST', url: `/api/test-${action}`, access: 'login', action, body: z.object({}) },
              async () => 'done',
            );
          }
        },
      },
    );
  });
  afterAll(() => app.close());

  it.each([
    ['submit', Role.NO_SUBMIT, 403],
    ['submit', Role.NO_SUBMIT_NO_DISCUSS, 403],
    ['submit', Role.NO_SUBMIT_MUTED, 403],
    ['submit', Role.MUTED, 200],
    ['comment_add', Role.MUTED, 403],
    ['comment_add', Role.NO_SUBMIT_MUTED, 403],
    ['comment_add', Role.NO_DISCUSS, 200],
    ['discussion_add', Role.NO_DISCUSS, 403],
    ['discussion_add', Role.NO_SUBMIT_NO_DISCUSS, 403],
    ['discussion_add', Role.USER, 200],
  ] as const)('%s by role %i answers %i', async (action, role, status) => {
    const user = await signedInUser(app, role);
    const response = await app.request({
      method: 'POST',
      url: `/api/test-${action}`,
      token: user.token,
      body: {},
    });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.body.code).toBe('ROLE_RESTRICTED');
  });

  it('asks anonymous callers to log in before anything else', async () => {
    const response = await app.request({ method: 'POST', url: '/api/test-submit', body: {} });
    expect(response.statusCode).toBe(401);
  });
});
