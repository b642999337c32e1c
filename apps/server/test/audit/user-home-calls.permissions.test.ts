import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import {
  checkPermissionRow,
  EVERYONE,
  SIGNED_IN,
  signInEveryRole,
  type PermissionRow,
  type Signed,
} from './audit-kit.ts';

/**
 * Who may make the user home calls (spec 1-core §2.9; AnonApi in the reference): everyone, guests and every
 * restricted role included, about anyone; nobody (root neither) gets more than the public profile. Without
 * uid and username a signed-in caller gets their own home and a guest a 400 naming uid.
 */
let app: TestApp;
let signed: Signed;
let target: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
  target = await createUser(app);
  await app.db
    .updateTable('users')
    .set({ realname: 'Hidden Realname', number: 'S-778899' })
    .where('uid', '=', target.uid)
    .execute();
});
afterAll(() => app.close());

const CALLS = ['/api/get-user-home-info', '/api/get-user-calendar-heatmap'];

const rows = (): PermissionRow[] =>
  CALLS.flatMap((url): PermissionRow[] => [
    {
      call: `GET ${url} (someone else's, by username)`,
      request: () => ({ url, query: { username: target.username } }),
      allowed: EVERYONE,
      denied: [],
    },
    {
      call: `GET ${url} (someone else's, by uid)`,
      request: () => ({ url, query: { uid: String(target.uid) } }),
      allowed: EVERYONE,
      denied: [],
    },
    {
      call: `GET ${url} (one's own, no parameters)`,
      request: () => ({ url }),
      allowed: SIGNED_IN,
      denied: [[['guest'], [400, 'VALIDATION_FAILED']]],
    },
  ]);

describe(`user home calls: permissions (${TEST_DIALECT})`, () => {
  for (const row of rows())
    it(row.call, async () => {
      expect(await checkPermissionRow(app, signed, row)).toEqual([]);
    });

  it('gives every caller the same public profile, without e-mail, real name, student number or role', async () => {
    const answers = new Set<string>();
    for (const caller of EVERYONE) {
      const response = await app.request({
        url: '/api/get-user-home-info',
        query: { username: target.username },
        token: caller === 'guest' ? undefined : signed[caller].token,
      });
      answers.add(response.raw.body);
      for (const secret of [target.email!, 'Hidden Realname', 'S-778899', 'role', 'email'])
        expect(response.raw.body, caller).not.toContain(secret);
    }
    expect(answers.size).toBe(1);
  });

  it('answers a signed-in caller without parameters about themselves', async () => {
    for (const caller of SIGNED_IN) {
      const response = await app.request({ url: '/api/get-user-home-info', token: signed[caller].token });
      expect(response.body.data.uid, caller).toBe(signed[caller].uid);
    }
  });
});
