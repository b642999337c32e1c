// A deleted contest takes its Contest API rows with it (contest-removal.repo.ts, 'contest/remove'): its API
// accounts no longer exist, nor its thaws set for later.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createContest } from '../../../test/contests-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

const rowsOf = async (cid: number) => ({
  accounts: (await app.db.selectFrom('clicsApiAccounts').select('id').where('cid', '=', cid).execute())
    .length,
  thaws: (await app.db.selectFrom('clicsThaws').select('cid').where('cid', '=', cid).execute()).length,
});

describe(`a deleted contest's Contest API rows (${TEST_DIALECT})`, () => {
  it('go with the contest, and only its own', async () => {
    const [gone, kept] = [await createContest(app, root.token), await createContest(app, root.token)];
    for (const [cid, username] of [
      [gone, 'tool-gone'],
      [kept, 'tool-kept'],
    ] as const) {
      const made = await app.request({
        method: 'POST',
        url: '/api/contest/clics-accounts',
        token: root.token,
        body: { cid, role: 'analyst', username },
      });
      expect(made.statusCode, JSON.stringify(made.body)).toBe(200);
      await app.db
        .insertInto('clicsThaws')
        .values({
          cid,
          thawAt: new Date(Date.now() + 3_600_000).toISOString(),
          applied: 0,
          scheduledBy: root.uid,
        })
        .execute();
    }
    expect(await rowsOf(gone)).toEqual({ accounts: 1, thaws: 1 });
    const removed = await app.request({
      method: 'DELETE',
      url: '/api/admin/contest',
      token: root.token,
      query: { cid: String(gone) },
    });
    expect(removed.statusCode, JSON.stringify(removed.body)).toBe(200);
    expect(await rowsOf(gone)).toEqual({ accounts: 0, thaws: 0 });
    expect(await rowsOf(kept)).toEqual({ accounts: 1, thaws: 1 });
  });
});
