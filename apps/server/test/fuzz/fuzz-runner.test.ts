import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/errors.ts';
import { defineRoute, registeredRoutes, REPLY_SENT, type RegisteredRoute } from '../../src/http/route.ts';
import { nowIso } from '../../src/lib/time.ts';
import { createTestApp, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { undeclaredResponses } from './declared-responses.ts';
import { fuzzRoutes } from './fuzz-runner.ts';

/**
 * The fuzzer finds what it is there to find: routes planted with each fault (a crash on one input, a row written
 * before a refusal, a refusal outside the envelope, an answer off its declared response) fail it, with the route, the role and the shrunk input; a
 * sound route passes.
 */
const PLANTED = '/api/fuzz-planted';
/** The setting the planted update-then-refuse route changes in place (the count stays). */
const UPDATED = 'planted-update';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ webDist: '/nonexistent' }, { extraRoutes: plantFaults });
  await app.db.insertInto('siteSettings').values({ name: UPDATED, value: '', updatedAt: nowIso() }).execute();
});
afterAll(() => app.close());

function plantFaults(server: TestApp['app']) {
  defineRoute(
    server,
    {
      method: 'POST',
      url: `${PLANTED}/crash`,
      access: 'public',
      body: z.object({ n: z.number().int().min(0).max(5) }),
    },
    async ({ body }) => {
      if (body.n === 3) throw new Error('planted crash');
      return { n: body.n };
    },
  );
  defineRoute(
    server,
    {
      method: 'POST',
      url: `${PLANTED}/half-write`,
      access: 'login',
      body: z.object({ name: z.string().max(20) }),
    },
    async ({ body }) => {
      await app.db
        .insertInto('siteSettings')
        .values({ name: `planted-${Math.random()}`, value: body.name, updatedAt: nowIso() })
        .execute();
      if (body.name.length === 0) throw new AppError('BAD_REQUEST', 'planted refusal after a write');
      return null;
    },
  );
  defineRoute(
    server,
    {
      method: 'PUT',
      url: `${PLANTED}/update-then-refuse`,
      access: 'login',
      body: z.object({ name: z.string().max(20) }),
    },
    async ({ body }) => {
      await app.db
        .updateTable('siteSettings')
        .set({ value: body.name, updatedAt: nowIso() })
        .where('name', '=', UPDATED)
        .execute();
      if (body.name.length === 0) throw new AppError('BAD_REQUEST', 'planted refusal after an update');
      return null;
    },
  );
  defineRoute(server, { method: 'POST', url: `${PLANTED}/upload`, access: 'public' }, async ({ request }) => {
    if (!request.isMultipart()) return null;
    const file = await request.file();
    if (file && (await file.toBuffer()).length === 0) throw new Error('planted crash on an empty file');
    return null;
  });
  defineRoute(
    server,
    { method: 'GET', url: `${PLANTED}/plain-refusal`, access: 'public', query: z.object({ q: z.string() }) },
    async ({ reply }) => {
      reply.status(400).type('text/plain').send('no');
      return REPLY_SENT;
    },
  );
  defineRoute(
    server,
    {
      method: 'GET',
      url: `${PLANTED}/drift`,
      access: 'public',
      query: z.object({ n: z.coerce.number().int().min(0).max(5) }),
      response: z.object({ n: z.number() }),
    },
    async ({ query }) => (query.n === 4 ? ({ count: query.n } as never) : { n: query.n }),
  );
  defineRoute(
    server,
    {
      method: 'GET',
      url: `${PLANTED}/sound`,
      access: 'classes',
      query: z.object({ id: z.coerce.number().int().positive() }),
    },
    async ({ query }) => ({ id: query.id }),
  );
}

describe(`the route fuzzer (${TEST_DIALECT})`, () => {
  it('fails a planted crash, crash on an uploaded file, half-write, update before a refusal, refusal outside the envelope and response drift, naming route, role and input', async () => {
    const planted = registeredRoutes(app.app).filter((route) => route.url.startsWith(PLANTED));
    const report = await fuzzRoutes(app, planted, {
      seed: 1,
      cases: 30,
      refusedCases: 1,
      refusalsThatWrite: {},
    });
    const failing = (url: string) =>
      report.failures.filter((failure) => failure.includes(`${PLANTED}/${url} as`));

    expect(failing('crash').length).toBeGreaterThan(0);
    expect(failing('crash')[0]).toMatch(/as guest: a server error: 500[\s\S]*shrunk input: .*"n":3/);
    expect(failing('half-write')[0]).toMatch(
      /a refused call wrote rows \(siteSettings: \d+ rows, updated_?[aA]t \S+ → \d+ rows, updated_?[aA]t \S+\)[\s\S]*"name":""/,
    );
    // The count stays; the newest modification time gives the update away.
    expect(failing('update-then-refuse')[0]).toMatch(
      /a refused call wrote rows \(siteSettings: (\d+) rows, updated_?[aA]t \S+ → \1 rows/,
    );
    // A guest is refused before the handler writes anything: only the signed-in roles fail.
    expect(failing('half-write').some((failure) => failure.includes('as guest'))).toBe(false);
    // A POST that declares no body is sent files too: the empty one crashes it.
    expect(failing('upload')[0]).toMatch(
      /a server error: 500[\s\S]*shrunk input: .*"bytes":Uint8Array\.from\(\[\]\)/,
    );
    expect(failing('plain-refusal')[0]).toMatch(/a refusal outside the envelope: 400 \(text\/plain/);
    expect(failing('drift')[0]).toMatch(
      /a server error: 500 .*answered data its declared response refuses: n:/,
    );
    expect(failing('sound')).toEqual([]);
  }, 120_000);

  it('lets a refusal that writes on purpose pass when it is listed', async () => {
    const planted = registeredRoutes(app.app).filter((route) => route.url === `${PLANTED}/half-write`);
    const report = await fuzzRoutes(app, planted, {
      seed: 1,
      cases: 30,
      refusedCases: 1,
      refusalsThatWrite: { [`POST ${PLANTED}/half-write`]: 'planted' },
    });
    expect(report.failures).toEqual([]);
  }, 120_000);
});

describe('the check that every route declares its response', () => {
  const route = (url: string, response?: z.ZodType): RegisteredRoute => ({
    methods: ['GET', 'POST'],
    url,
    access: 'public',
    response,
  });

  it('names a JSON route without a response, and a listed file route that is gone or declares one', () => {
    const routes = [route('/declared', z.null()), route('/bare'), route('/file')];
    const files = {
      'GET /file': 'a zip',
      'POST /file': 'a zip',
      'GET /declared': 'was a file',
      'GET /gone': '-',
    };
    expect(undeclaredResponses(routes, files)).toEqual({
      missing: ['GET /bare', 'POST /bare'],
      stale: ['GET /declared', 'GET /gone'],
    });
  });
});
