import { afterAll, beforeAll, describe, it } from 'vitest';
import { LIMITS } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/** Bad input to the comment posting check: exactly one source, did or cid, a positive id up to 2147483647. */
let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = (await signedInUser(app)).token;
});
afterAll(() => app.close());

const check = (query: Record<string, string>, expected: Partial<BadInputRow>): BadInputRow => ({
  call: 'GET /api/comment-posting-check',
  request: { url: '/api/comment-posting-check', token, query },
  ...expected,
});

describe(`posting checks: bad input (${TEST_DIALECT})`, () => {
  it('answers each bad input with a 400 naming the field, or 404', async () => {
    const rows = [
      check({}, { field: 'did' }),
      check({ did: 'x' }, { field: 'did' }),
      check({ did: '0' }, { field: 'did' }),
      check({ did: String(LIMITS.idMax + 1) }, { field: 'did' }),
      check({ cid: '-1' }, { field: 'cid' }),
      check({ did: '999999' }, { refusal: NOT_FOUND }),
    ];
    for (const row of rows) expectBadInput(row, await app.request(row.request));
  });
});
