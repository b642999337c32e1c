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

/**
 * A call's fields declared once as `input` (the reference's client puts a PUT's fields in the query, ours in the
 * body): parsed from either before the handler runs, a bad one named, and recorded for the route fuzzer.
 */
describe(`fields read from the query or the body (${TEST_DIALECT})`, () => {
  it('names a bad field wherever it was sent, before the handler asks anything', async () => {
    const inQuery = await app.request({
      method: 'PUT',
      url: '/api/group/apply-public?pid=abc&isApplied=true',
      token,
    });
    const inBody = await app.request({
      method: 'PUT',
      url: '/api/group/apply-public',
      token,
      body: { pid: 'abc', isApplied: true },
    });
    for (const response of [inQuery, inBody])
      expect([response.statusCode, response.body.code, response.body.data.field]).toEqual([
        400,
        'VALIDATION_FAILED',
        'pid',
      ]);
  });

  it('lets the query win over the body, as the reference reads them', async () => {
    const response = await app.request({
      method: 'PUT',
      url: '/api/group/change-problem-auth?pid=abc',
      token,
      body: { pid: 1, auth: 1 },
    });
    expect([response.statusCode, response.body.data.field]).toEqual([400, 'pid']);
  });

  it('records the declared schema for the route fuzzer', () => {
    const declared = registeredRoutes(app.app).filter((route) => route.input);
    expect(declared.map((route) => route.url).sort()).toEqual([
      '/api/group/add-contest-problem-from-group',
      '/api/group/add-training-problem-from-group',
      '/api/group/apply-public',
      '/api/group/change-problem-auth',
    ]);
  });
});
