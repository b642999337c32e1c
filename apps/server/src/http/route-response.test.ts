import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../test/test-app.ts';
import { defineRoute, registeredRoutes, sendShared } from './route.ts';

/** A route's declared response (issue 26 step 3): under test every answer is checked against it. */
const pointResponse = z.object({ x: z.number().int(), label: z.string().nullable() });

describe(`declared responses (${TEST_DIALECT})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(
      { webDist: '/nonexistent' },
      {
        extraRoutes: (server) => {
          defineRoute(
            server,
            {
              method: 'GET',
              url: '/api/test-point',
              access: 'public',
              query: z.object({ drift: z.enum(['yes', 'no']) }),
              response: pointResponse,
            },
            // The drifted answer is what a handler that renamed a field would send (cast: the types would catch it).
            async ({ query }) =>
              query.drift === 'yes' ? ({ x: 1, name: 'a' } as never) : { x: 1, label: null },
          );
          // A shared answer (a memoised board page) is sent by the handler itself, and checked all the same.
          defineRoute(
            server,
            { method: 'GET', url: '/api/test-shared-point', access: 'public', response: pointResponse },
            async ({ reply }) => sendShared(reply, { x: 2, name: 'b' }),
          );
        },
      },
    );
  });
  afterAll(() => app.close());

  it('lets an answer of the declared shape through unchanged', async () => {
    const response = await app.request({ url: '/api/test-point', query: { drift: 'no' } });
    expect(response.body).toEqual({ status: 200, msg: 'success', data: { x: 1, label: null } });
  });

  it('fails an answer that drifted from its declaration loudly, naming the route and the field', async () => {
    const response = await app.request({ url: '/api/test-point', query: { drift: 'yes' } });
    expect(response.statusCode).toBe(500);
    expect(response.body.msg).toBe(
      'GET /api/test-point answered data its declared response refuses: label: Invalid input: expected string, received undefined',
    );
  });

  it('checks an answer sent as a shared envelope against the declaration too', async () => {
    const response = await app.request({ url: '/api/test-shared-point' });
    expect(response.statusCode).toBe(500);
    expect(response.body.msg).toMatch(
      /^GET \/api\/test-shared-point answered data its declared response refuses: label:/,
    );
  });

  it('records the declared response in the route table the fuzzer walks', () => {
    const route = registeredRoutes(app.app).find((entry) => entry.url === '/api/test-point');
    expect(route?.response).toBe(pointResponse);
  });
});
