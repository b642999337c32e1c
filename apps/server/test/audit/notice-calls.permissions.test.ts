import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  checkPermissionRow,
  FORBIDDEN,
  GUEST_REFUSED,
  SIGNED_IN,
  signInEveryRole,
  type Caller,
  type PermissionRow,
  type Signed,
} from './audit-kit.ts';

/**
 * Who may make each system-notification call (spec 3 §6 "super-admin-only ... notice"; the reference's
 * RequiresRoles("root")): the super admin alone; every other role 403, guests 401. A refused call writes nothing:
 * no notice is made, changed or deleted and no inbox gets a copy.
 */
let app: TestApp;
let signed: Signed;

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
});
afterAll(() => app.close());

const URL = '/api/admin/msg/notice';
const NOT_ROOT: Caller[] = SIGNED_IN.filter((caller) => caller !== 'root');
const denied: PermissionRow['denied'] = [
  [['guest'], GUEST_REFUSED],
  [NOT_ROOT, FORBIDDEN],
];

/** A fresh unpushed notice straight from root; returns its id. */
async function notice(): Promise<number> {
  const response = await app.request({
    method: 'POST',
    url: URL,
    token: signed.root.token,
    body: { title: 'Draft', content: 'Body', type: 'All' },
  });
  return response.body.data.id;
}

const snapshot = async () => ({
  notices: await app.db.selectFrom('sysNotices').selectAll().orderBy('id').execute(),
  copies: await app.db.selectFrom('userNotices').selectAll().orderBy('id').execute(),
});

describe('system notification calls', () => {
  const rows = (): PermissionRow[] => [
    { call: `GET ${URL}`, request: () => ({ url: URL }), allowed: ['root'], denied },
    {
      call: `POST ${URL} (push to all)`,
      request: () => ({
        method: 'POST',
        url: URL,
        body: { title: 'T', content: 'C', type: 'All', push: true },
      }),
      allowed: ['root'],
      denied,
    },
    {
      call: `PUT ${URL} (push now)`,
      request: async () => ({
        method: 'PUT',
        url: URL,
        body: { id: await notice(), title: 'T2', content: 'C2', type: 'Admin', push: true },
      }),
      allowed: ['root'],
      denied,
    },
    {
      call: `DELETE ${URL}`,
      request: async () => ({ method: 'DELETE', url: URL, query: { id: String(await notice()) } }),
      allowed: ['root'],
      denied,
    },
  ];
  for (const row of rows())
    it(row.call, async () => {
      expect(await checkPermissionRow(app, signed, row)).toEqual([]);
    });

  it('a refused call writes nothing', async () => {
    const id = await notice();
    const before = await snapshot();
    for (const caller of ['guest', ...NOT_ROOT] as Caller[]) {
      const token = caller === 'guest' ? undefined : signed[caller].token;
      const calls = [
        { method: 'POST' as const, url: URL, body: { title: 'X', content: 'Y', type: 'All', push: true } },
        { method: 'PUT' as const, url: URL, body: { id, title: 'X', content: 'Y', type: 'All', push: true } },
        { method: 'DELETE' as const, url: URL, query: { id: String(id) } },
      ];
      for (const call of calls)
        expect((await app.request({ ...call, token })).statusCode).toBeGreaterThanOrEqual(401);
    }
    expect(await snapshot()).toEqual(before);
  });
});
