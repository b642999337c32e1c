import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import {
  checkPermissionRow,
  EVERYONE,
  signInEveryRole,
  type PermissionRow,
  type Signed,
} from './audit-kit.ts';

/**
 * Who may read the public rankings (spec 1-core §6 "Anonymous: browse ... rankings"; AnonApi in the reference):
 * everyone, guests and every restricted role included, and every caller gets the same answer without e-mail,
 * real name or role.
 */
let app: TestApp;
let signed: Signed;

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
  const target = await createUser(app);
  await app.db
    .updateTable('users')
    .set({ realname: 'Hidden Realname', number: 'S-778899', nickname: 'Shown' })
    .where('uid', '=', target.uid)
    .execute();
});
afterAll(() => app.close());

const rows = (): PermissionRow[] =>
  ['0', '1'].flatMap((type) =>
    ['0', '1', '5'].map((period): PermissionRow => ({
      call: `GET /api/get-rank-list (type ${type}, period ${period})`,
      request: () => ({ url: '/api/get-rank-list', query: { type, period, currentPage: '1', limit: '30' } }),
      allowed: EVERYONE,
      denied: [],
    })),
  );

describe(`rank calls: permissions (${TEST_DIALECT})`, () => {
  for (const row of rows())
    it(row.call, async () => {
      expect(await checkPermissionRow(app, signed, row)).toEqual([]);
    });

  it('gives every caller the same answer, without private fields', async () => {
    const answers = new Set<string>();
    for (const caller of EVERYONE) {
      const response = await app.request({
        url: '/api/get-rank-list',
        query: { type: '0' },
        token: caller === 'guest' ? undefined : signed[caller].token,
      });
      expect(response.statusCode, caller).toBe(200);
      answers.add(response.raw.body);
      for (const secret of ['@example.com', 'Hidden Realname', 'S-778899', 'role', 'email'])
        expect(response.raw.body, caller).not.toContain(secret);
    }
    expect(answers.size).toBe(1);
  });
});
