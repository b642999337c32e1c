import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../test/test-app.ts';
import { registeredRoutes } from './route.ts';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  token = (await signedInUser(app)).token;
});
afterAll(() => app.close());

describe(`path parameters declared with their route (${TEST_DIALECT})`, () => {
  it('parses them as a query is parsed: a bad one is a 400 in the envelope naming it', async () => {
    const start = await app.request({ method: 'POST', url: '/api/contest/start/abc', token });
    expect([start.statusCode, start.body.code, start.body.data.field]).toEqual([
      400,
      'VALIDATION_FAILED',
      'cid',
    ]);
    const note = await app.request({ url: '/api/note/view/-1', token });
    expect([note.statusCode, note.body.data.field]).toEqual([400, 'id']);
  });

  it('answers a parameter past the router’s length in the envelope (414), not in Fastify’s own body', async () => {
    const response = await app.request({ url: `/api/note/view/${'9'.repeat(500)}`, token });
    expect(response.statusCode).toBe(414);
    expect(response.body).toMatchObject({ status: 414, code: 'BAD_REQUEST', data: null });
  });

  it('records the declared schema for the route fuzzer', () => {
    const declared = registeredRoutes(app.app).filter((route) => route.params);
    expect(declared.map((route) => route.url).sort()).toEqual([
      '/api/contest/start/:cid',
      '/api/judge-server/testdata/:hash',
      '/api/note/view/:id',
    ]);
  });
});
