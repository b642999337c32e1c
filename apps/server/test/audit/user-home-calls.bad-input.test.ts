import { afterAll, beforeAll, describe, it } from 'vitest';
import { LIMITS } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the user home calls: uid a positive integer up to 2147483647 and username at most 100
 * characters (a 400 naming the field), a guest naming nobody (400 naming uid), and 404 for a user that does
 * not exist or when uid and username name different users. Both calls only read.
 */
let app: TestApp;
let user: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  user = await signedInUser(app);
});
afterAll(() => app.close());

const BIG = String(LIMITS.idMax + 1);

const rows = (): BadInputRow[] =>
  ['/api/get-user-home-info', '/api/get-user-calendar-heatmap'].flatMap((url): BadInputRow[] => {
    const row = (query: Record<string, string>, expected: Partial<BadInputRow>, token?: string) => ({
      call: `GET ${url}`,
      request: { url, query, token },
      ...expected,
    });
    return [
      row({}, { field: 'uid' }),
      row({ uid: 'abc' }, { field: 'uid' }),
      row({ uid: '0' }, { field: 'uid' }),
      row({ uid: '-3' }, { field: 'uid' }),
      row({ uid: '1.5' }, { field: 'uid' }),
      row({ uid: BIG }, { field: 'uid' }),
      row({ uid: '99999999999999999999' }, { field: 'uid' }),
      row({ uid: BIG, username: user.username }, { field: 'uid' }),
      // A signed-in caller's own home does not cover a bad uid either.
      row({ uid: 'x' }, { field: 'uid' }, user.token),
      row({ username: 'u'.repeat(101) }, { field: 'username' }),
      row({ username: '   ' }, { field: 'username' }),
      row({ username: 'a\u0000b' }, { field: 'username' }),
      row({ uid: String(LIMITS.idMax) }, { refusal: NOT_FOUND }),
      row({ username: 'no-such-user' }, { refusal: NOT_FOUND }),
      row({ uid: String(user.uid), username: 'no-such-user' }, { refusal: NOT_FOUND }),
    ];
  });

describe(`user home calls: bad input (${TEST_DIALECT})`, () => {
  it('answers each bad input with a 400 naming the field, or 404', async () => {
    for (const row of rows()) expectBadInput(row, await app.request(row.request));
  });
});
