import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes, type RegisteredRoute } from '../../http/route.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AUDITED_ROUTES, AUDIT_EXEMPT } from './audited-routes.ts';
import { routeKey } from './audit-hooks.ts';

/** Calls answered to a GET that change something all the same (the reference's client reads them so). */
const CHANGING_GETS = ['GET /api/admin/judge/rejudge-contest-problem'];
/** The policies of admins' and teachers' calls; a group admin's calls are signed-in calls under /api/group. */
const ADMIN_ACCESS = new Set(['root', 'userAdmin', 'problemAdmin', 'classes', 'backOffice']);
const GROUP_ADMIN_CALL = /^\/api\/(group\/|group$|file\/upload-group-avatar$|admin\/)/;

const changes = (route: RegisteredRoute) => route.methods.some((method) => method !== 'GET');
const keyOf = (route: RegisteredRoute) => routeKey(route.methods, route.url);

/** The change routes of admins, teachers and group admins, as the route table lists them. */
function adminChangeRoutes(routes: readonly RegisteredRoute[]): string[] {
  return routes
    .filter(
      (route) =>
        CHANGING_GETS.includes(keyOf(route)) ||
        (changes(route) &&
          (ADMIN_ACCESS.has(route.access) || (route.access === 'login' && GROUP_ADMIN_CALL.test(route.url)))),
    )
    .map(keyOf);
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the audit log covers the route table', () => {
  it('every change route of an admin, teacher or group admin is audited or exempt with a reason', () => {
    const missing = adminChangeRoutes(registeredRoutes(app.app)).filter(
      (key) => !(key in AUDITED_ROUTES) && !(key in AUDIT_EXEMPT),
    );
    expect(missing).toEqual([]);
  });

  it('names only routes that exist, and never one both audited and exempt', () => {
    const keys = new Set(registeredRoutes(app.app).map(keyOf));
    // The Contest API's routes answer outside defineRoute's table (its own scope): Fastify knows them.
    const served = (key: string) => {
      const [method, url] = key.split(' ');
      return keys.has(key) || app.app.hasRoute({ method: method as 'POST', url: url! });
    };
    expect(Object.keys(AUDITED_ROUTES).filter((key) => !served(key))).toEqual([]);
    expect(Object.keys(AUDIT_EXEMPT).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(AUDIT_EXEMPT).filter((key) => key in AUDITED_ROUTES)).toEqual([]);
    for (const reason of Object.values(AUDIT_EXEMPT)) expect(reason.length).toBeGreaterThan(10);
  });

  it('finds a change route that is in neither list (the walk can fail)', () => {
    const made: RegisteredRoute = { methods: ['PUT'], url: '/api/admin/made-up', access: 'problemAdmin' };
    const group: RegisteredRoute = { methods: ['DELETE'], url: '/api/group/made-up', access: 'login' };
    const read: RegisteredRoute = { methods: ['GET'], url: '/api/admin/made-up', access: 'root' };
    const own: RegisteredRoute = { methods: ['POST'], url: '/api/note/save', access: 'login' };
    expect(adminChangeRoutes([made, group, read, own])).toEqual([
      'PUT /api/admin/made-up',
      'DELETE /api/group/made-up',
    ]);
  });
});
