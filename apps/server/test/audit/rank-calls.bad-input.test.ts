import { afterAll, beforeAll, describe, it } from 'vitest';
import { LIMITS } from '@judge/contract';
import { createTestApp, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to GET /api/get-rank-list: type 0 (ACM) or 1 (OI) and required, period 0 to 5, currentPage 1 to
 * 2147483647, limit 1 to 200, searchUser at most 100 characters and without NUL; each a 400 naming the field.
 * The call only reads.
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const row = (query: Record<string, string>, field: string): BadInputRow => ({
  call: 'GET /api/get-rank-list',
  request: { url: '/api/get-rank-list', query },
  field,
});

const rows = (): BadInputRow[] => [
  row({}, 'type'),
  row({ type: '' }, 'type'),
  row({ type: '2' }, 'type'),
  row({ type: '-1' }, 'type'),
  row({ type: '0.5' }, 'type'),
  row({ type: 'acm' }, 'type'),
  row({ type: '0', period: '6' }, 'period'),
  row({ type: '0', period: '-1' }, 'period'),
  row({ type: '1', period: '1.5' }, 'period'),
  row({ type: '1', period: 'week' }, 'period'),
  row({ type: '0', currentPage: '0' }, 'currentPage'),
  row({ type: '0', currentPage: '-2' }, 'currentPage'),
  row({ type: '0', currentPage: 'x' }, 'currentPage'),
  row({ type: '0', currentPage: String(LIMITS.idMax + 1) }, 'currentPage'),
  row({ type: '0', limit: '0' }, 'limit'),
  row({ type: '0', limit: '201' }, 'limit'),
  row({ type: '0', limit: '2.5' }, 'limit'),
  row({ type: '0', searchUser: 'u'.repeat(101) }, 'searchUser'),
  row({ type: '0', searchUser: 'a\u0000b' }, 'searchUser'),
];

describe(`rank calls: bad input (${TEST_DIALECT})`, () => {
  it('answers each bad input with a 400 naming the field', async () => {
    for (const bad of rows()) expectBadInput(bad, await app.request(bad.request));
  });
});
