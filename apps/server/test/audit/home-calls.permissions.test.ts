import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createTestApp, multipartFile, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import {
  checkPermissionRow,
  EVERYONE,
  FORBIDDEN,
  GUEST_REFUSED,
  SIGNED_IN,
  signInEveryRole,
  type Caller,
  type PermissionRow,
  type Signed,
} from './audit-kit.ts';

/**
 * Who may make the home page and announcement calls (spec 1-core §7.2, AnonApi in the reference): the five
 * reads are everyone's; writing announcements, the carousel and the timers is the super admin's alone (spec 3
 * §6 "super-admin-only announcement, notice, conf, switch"), admins and every other role get 403.
 */
let app: TestApp;
let signed: Signed;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

const ROOT_ONLY: Caller[] = ['root'];
const NOT_ROOT = SIGNED_IN.filter((c) => c !== 'root');
const rootOnly = [
  [['guest'], GUEST_REFUSED],
  [NOT_ROOT, FORBIDDEN],
] as PermissionRow['denied'];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh announcement (by another root) for each call that changes or deletes one. */
async function announcement() {
  const made = await app.request({
    method: 'POST',
    url: '/api/admin/announcement',
    token: root.token,
    body: { title: 'T', content: 'C' },
  });
  return made.body.data.id as number;
}
async function timer() {
  const made = await app.request({
    method: 'POST',
    url: '/api/admin/timer',
    token: root.token,
    body: { title: 'T', onTime: '2099-01-01T00:00:00Z' },
  });
  return made.body.data.id as number;
}
async function carouselImage() {
  const upload = multipartFile('file', 'a.png', PNG, 'image/png');
  const made = await app.request({
    method: 'POST',
    url: '/api/file/upload-carouse-img',
    token: root.token,
    body: upload.body,
    headers: upload.headers,
  });
  return made.body.data.id as number;
}

const rows = (): PermissionRow[] => [
  ...[
    '/api/get-common-announcement',
    '/api/get-recent-updated-problem',
    '/api/get-recent-seven-ac-rank',
    '/api/home-carousel',
    '/api/get-timer-list',
  ].map((url): PermissionRow => ({
    call: `GET ${url}`,
    request: () => ({ url }),
    allowed: EVERYONE,
    denied: [],
  })),
  {
    call: 'GET /api/admin/announcement',
    request: () => ({ url: '/api/admin/announcement' }),
    allowed: ROOT_ONLY,
    denied: rootOnly,
  },
  {
    call: 'POST /api/admin/announcement',
    request: () => ({ method: 'POST', url: '/api/admin/announcement', body: { title: 'T', content: 'C' } }),
    allowed: ROOT_ONLY,
    denied: rootOnly,
  },
  {
    call: 'PUT /api/admin/announcement',
    request: async () => ({
      method: 'PUT',
      url: '/api/admin/announcement',
      body: { id: await announcement(), title: 'T2', content: 'C2', status: 1 },
    }),
    allowed: ROOT_ONLY,
    denied: rootOnly,
  },
  {
    call: 'DELETE /api/admin/announcement',
    request: async () => ({
      method: 'DELETE',
      url: '/api/admin/announcement',
      query: { aid: String(await announcement()) },
    }),
    allowed: ROOT_ONLY,
    denied: rootOnly,
  },
  {
    call: 'POST /api/file/upload-carouse-img',
    request: () => {
      const upload = multipartFile('file', 'a.png', PNG, 'image/png');
      return {
        method: 'POST',
        url: '/api/file/upload-carouse-img',
        body: upload.body,
        headers: upload.headers,
      };
    },
    allowed: ROOT_ONLY,
    denied: rootOnly,
  },
  {
    call: 'DELETE /api/admin/config/home-carousel',
    request: async () => ({
      method: 'DELETE',
      url: '/api/admin/config/home-carousel',
      query: { id: String(await carouselImage()) },
    }),
    allowed: ROOT_ONLY,
    denied: rootOnly,
  },
  {
    call: 'GET /api/admin/timer',
    request: () => ({ url: '/api/admin/timer' }),
    allowed: ROOT_ONLY,
    denied: rootOnly,
  },
  {
    call: 'POST /api/admin/timer',
    request: () => ({
      method: 'POST',
      url: '/api/admin/timer',
      body: { title: 'T', onTime: '2099-01-01T00:00:00Z' },
    }),
    allowed: ROOT_ONLY,
    denied: rootOnly,
  },
  {
    call: 'PUT /api/admin/timer',
    request: async () => ({
      method: 'PUT',
      url: '/api/admin/timer',
      body: { id: await timer(), title: 'T2', onTime: '2099-02-01T00:00:00Z' },
    }),
    allowed: ROOT_ONLY,
    denied: rootOnly,
  },
  {
    call: 'DELETE /api/admin/timer',
    request: async () => ({
      method: 'DELETE',
      url: '/api/admin/timer',
      query: { id: String(await timer()) },
    }),
    allowed: ROOT_ONLY,
    denied: rootOnly,
  },
];

describe(`home page and announcement calls: permissions (${TEST_DIALECT})`, () => {
  for (const row of rows())
    it(row.call, async () => {
      expect(await checkPermissionRow(app, signed, row)).toEqual([]);
    });

  it('writes nothing for a refused caller', async () => {
    const before = await app.request({ url: '/api/admin/announcement', token: root.token });
    for (const caller of ['guest', ...NOT_ROOT] as Caller[]) {
      await app.request({
        method: 'POST',
        url: '/api/admin/announcement',
        token: caller === 'guest' ? undefined : signed[caller].token,
        body: { title: 'Intruder', content: 'x' },
      });
    }
    const after = await app.request({ url: '/api/admin/announcement', token: root.token });
    expect(after.body.data.total).toBe(before.body.data.total);
  });

  it('shows hidden announcements to nobody on the public call, root included', async () => {
    await app.request({
      method: 'POST',
      url: '/api/admin/announcement',
      token: root.token,
      body: { title: 'Hidden one', content: 'x', status: 1 },
    });
    for (const caller of EVERYONE) {
      const response = await app.request({
        url: '/api/get-common-announcement',
        query: { limit: '200' },
        token: caller === 'guest' ? undefined : signed[caller].token,
      });
      expect(response.raw.body, caller).not.toContain('Hidden one');
    }
  });
});
