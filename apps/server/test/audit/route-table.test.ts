import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, roleAllows, type RoleId } from '@judge/contract';
import { ACCESS, registeredRoutes, type RegisteredRoute } from '../../src/http/route.ts';
import type { Actor } from '../../src/plugins/auth.plugin.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';

/**
 * The whole route table, walked: every /api route goes through defineRoute (so it has a policy), a
 * guest gets 401 everywhere except the calls listed here, and every role a policy denies gets 403.
 * A new public call is added to this list on purpose; anything else that answers a guest fails here.
 */
const PUBLIC_CALLS = [
  'GET /api/health',
  'GET /api/get-website-config',
  // Accounts: what a visitor needs to register, log in and reset a password.
  'GET /api/get-register-code',
  'POST /api/check-username-or-email',
  'POST /api/register',
  'POST /api/login',
  'POST /api/admin/login',
  'GET /api/slide-captcha',
  'POST /api/slide-captcha/verify',
  'GET /api/captcha',
  'POST /api/apply-reset-password',
  'POST /api/reset-password',
  // Problem bank reads (spec 1-core §6: anonymous visitors browse problems).
  'GET /api/get-problem-list',
  'GET /api/get-problem-detail',
  'GET /api/get-random-problem',
  'GET /api/get-all-problem-tags',
  'GET /api/get-problem-tags-and-classification',
  'GET /api/languages',
  'GET /api/get-problem-languages',
  'GET /api/get-problem-code-template',
  'GET /api/get-problem-tags',
  // Submissions (anonymous visitors browse submissions; code visibility is the service's rule).
  'GET /api/get-submission-detail',
  'GET /api/get-all-case-result',
  'GET /api/get-submission-list',
  'POST /api/check-submissions-status',
  // Comment area (spec 1-core §6: visitors read comments and replies; posting and liking need login).
  'GET /api/comments',
  'GET /api/reply',
  // Contests (spec 2 §2.1 and the home page: visitors see the list and the recent contests).
  'GET /api/get-contest-list',
  'GET /api/get-recent-contest',
  // Outside scoreboards (spec 2 §2.5; AnonApi in the reference): anyone, when the contest opens its rank.
  'GET /api/get-contest-outsize-info',
  'POST /api/get-contest-outside-scoreboard',
  // Discussions (spec 2 §2.12: visitors read them; the service closes them with the site switch).
  'GET /api/get-discussion-list',
  'GET /api/get-discussion-detail',
  'GET /api/discussion-category',
  // User home (spec 1-core §2.9; AnonApi in the reference): anyone's public profile and heatmap.
  'GET /api/get-user-home-info',
  'GET /api/get-user-calendar-heatmap',
  // Rankings (spec 2 §2.10; AnonApi in the reference): the public ACM and OI rank lists.
  'GET /api/get-rank-list',
  // Home page (spec 1-core §7.2; AnonApi in the reference): announcements, problems, rank, carousel, timers.
  'GET /api/get-common-announcement',
  'GET /api/get-last-week-submission-statistics',
  'GET /api/get-recent-updated-problem',
  'GET /api/get-recent-seven-ac-rank',
  'GET /api/home-carousel',
  'GET /api/get-timer-list',
  // Trainings (spec 2 §2.11; AnonApi in the reference): the list and its categories; the user home's
  // training progress tab reads a user's progress like the other user home calls.
  'GET /api/get-training-category',
  'GET /api/get-training-list',
  'GET /api/get-user-training-progress',
  // Groups (spec 3 "Group list"; AnonApi in the reference): the list of visible groups; opening one needs login.
  'GET /api/get-group-list',
  // The Markdown editor's uploads as statements and posts link them (spec 1-core §7.7): read by anyone.
  'GET /api/public/img/md/:name',
  'GET /api/public/file/:hash/:name',
  // HOJ's links to its Markdown attachments, carried by npm run migrate:hoj (docs/migrate-from-hoj.md).
  'GET /api/public/file/:hash',
];

/** Calls that end the caller's session: the role walk must not spend its tokens on them. */
const ENDS_SESSION = ['/api/logout', '/api/admin/logout'];

/** Fastify's own route table (printRoutes), flattened to "METHOD path", HEAD left out. */
function fastifyRoutes(app: TestApp): string[] {
  const lines = app.app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of lines) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (depth > 0 ? stack[depth - 1] : '') + match[2];
    stack[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

const calls = (route: RegisteredRoute) => route.methods.map((method) => ({ method, url: route.url, route }));

let app: TestApp;
let routes: { method: RegisteredRoute['methods'][number]; url: string; route: RegisteredRoute }[];
const tokens = new Map<RoleId, string>();

beforeAll(async () => {
  // No built web app: its static files would only add non-/api routes to the table.
  app = await createTestApp({ webDist: '/nonexistent' });
  routes = registeredRoutes(app.app)
    .flatMap(calls)
    .filter((call) => call.url.startsWith('/api/'));
  for (const role of ROLE_IDS) tokens.set(role, (await signedInUser(app, role)).token);
});
afterAll(() => app.close());

/** A concrete URL for a route with parameters (the judge's test-data hash). */
const concrete = (url: string) => url.replace(':hash', '0'.repeat(64));

describe(`the route table (${TEST_DIALECT})`, () => {
  it('registers every /api route through defineRoute', () => {
    const defined = new Set(routes.map((call) => `${call.method} ${call.url}`));
    const undefinedRoutes = fastifyRoutes(app).filter(
      // The Contest API (/api/clics, contexts/clics) speaks the ICPC spec, not the envelope: a scope of its own;
      // the push stream (GET /api/live, platform/live) is an endless event stream, its 401 pinned by its own test.
      (route) =>
        route.includes(' /api/') &&
        !route.includes(' /api/public/img/') &&
        !route.includes(' /api/clics') &&
        route !== 'GET /api/live' &&
        !defined.has(route),
    );
    expect(undefinedRoutes).toEqual([]);
    // The parse of Fastify's tree found the nested and parameterised routes too.
    expect(fastifyRoutes(app)).toEqual(
      expect.arrayContaining([
        'GET /api/get-problem-code-template',
        'GET /api/file/download-testcase-one',
        'GET /api/judge-server/testdata/:hash',
      ]),
    );
    expect(routes.length).toBeGreaterThan(50);
  });

  it('lists only public calls that exist and are declared public', () => {
    const byKey = new Map(routes.map((call) => [`${call.method} ${call.url}`, call.route]));
    for (const key of PUBLIC_CALLS) expect(byKey.get(key)?.access, key).toBe('public');
  });

  it('answers 401 to a guest on every other /api route', async () => {
    const answered: string[] = [];
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      if (PUBLIC_CALLS.includes(key)) continue;
      const response = await app.request({ method, url: concrete(url), body: {} });
      if (response.statusCode !== 401 || response.body.code !== 'UNAUTHENTICATED')
        answered.push(`${key} → ${response.statusCode} ${response.body.code ?? ''}`);
    }
    expect(answered).toEqual([]);
  });

  it('answers 403 to every role the route’s policy or restricted action denies, and lets the others in', async () => {
    const wrong: string[] = [];
    for (const { method, url, route } of routes) {
      if (route.access === 'public' || ENDS_SESSION.includes(url)) continue;
      const policy = ACCESS[route.access];
      for (const role of ROLE_IDS) {
        const actor = { role } as Actor;
        const expected = !policy?.(actor)
          ? route.access === 'backOffice'
            ? 'ADMIN_REQUIRED'
            : 'FORBIDDEN'
          : route.action && !roleAllows(role, route.action)
            ? 'ROLE_RESTRICTED'
            : null;
        // Empty input: an allowed caller stops at validation (400) or gets a harmless answer.
        const response = await app.request({ method, url, body: {}, token: tokens.get(role) });
        const got = response.statusCode === 403 || response.statusCode === 401 ? response.body.code : null;
        if (got !== expected) wrong.push(`${method} ${url} as ${role}: ${got ?? response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
