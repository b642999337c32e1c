import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createDiscussion } from '../comments-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import {
  checkPermissionRow,
  GUEST_REFUSED,
  SIGNED_IN,
  signInEveryRole,
  type PermissionRow,
  type Signed,
} from './audit-kit.ts';

/**
 * Who may ask the posting checks (docs/api.md "Discussions", "Comments"): every signed-in role, restricted ones
 * too (the answer says what posting would say; the role's own refusal comes from the post call); guests get 401.
 */
let app: TestApp;
let signed: Signed;
let did: number;

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
  did = await createDiscussion(app, (await signedInUser(app, Role.ROOT)).uid);
});
afterAll(() => app.close());

const rows = (): PermissionRow[] => [
  {
    call: 'GET /api/discussion-posting-check',
    request: () => ({ url: '/api/discussion-posting-check' }),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'GET /api/comment-posting-check (a discussion)',
    request: () => ({ url: '/api/comment-posting-check', query: { did: String(did) } }),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
];

describe(`posting checks: who may ask (${TEST_DIALECT})`, () => {
  it('every signed-in role, not guests', async () => {
    for (const row of rows()) expect(await checkPermissionRow(app, signed, row), row.call).toEqual([]);
  });
});
