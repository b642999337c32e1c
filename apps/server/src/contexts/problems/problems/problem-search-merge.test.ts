import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role } from '@judge/contract';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

/**
 * SQLite's trigram table (migration 031) gains a segment per problem saved; a keyword search merges
 * them into one when problems changed since the last merge, at most every five minutes
 * (problems.repo.ts `mergeSearchIndex`). PostgreSQL's indexes need nothing of the kind.
 */
let app: TestApp;
let adminToken: string;

beforeAll(async () => {
  app = await createTestApp();
  adminToken = (await signedInUser(app, Role.ROOT)).token;
});
afterAll(() => app?.close());

const segments = async () =>
  Number(
    (
      await sql<{ count: number }>`select count(distinct segid) as count from problem_search_idx`.execute(
        app.db,
      )
    ).rows[0]!.count,
  );
/**
 * A keyword with a tag, which the index answers: without one, a bank of up to 20,000 problems is searched
 * in memory (keyword-memory.ts). Every problem the factory makes carries the tag math.
 */
const search = async (keyword: string) => {
  const math = await app.db
    .selectFrom('tags')
    .select('id')
    .where('name', '=', 'math')
    .executeTakeFirstOrThrow();
  return (
    await app.request({
      url: '/api/get-problem-list',
      query: { currentPage: '1', limit: '30', keyword, tagId: String(math.id) },
    })
  ).body.data as { total: number };
};

// Each dialect runs what holds for it (a skipped test in CI says nothing).
const sqliteOnly = TEST_DIALECT === 'sqlite' ? describe : () => undefined;
const postgresOnly = TEST_DIALECT === 'sqlite' ? () => undefined : describe;

postgresOnly('the keyword index on PostgreSQL', () => {
  it('finds problems saved one after another at once, with nothing to merge', async () => {
    for (const title of ['Trigram alpha', 'Trigram beta', 'Trigram gamma'])
      await createProblem(app, adminToken, { problem: { auth: 1, title } });
    expect((await search('trigram')).total).toBe(3);
    await createProblem(app, adminToken, { problem: { auth: 1, title: 'Trigram delta' } });
    expect((await search('trigram')).total).toBe(4);
    expect((await search('delta')).total).toBe(1);
  });
});

sqliteOnly('merging the keyword index', () => {
  it('merges the segments a search finds, once per five minutes while problems change', async () => {
    for (const title of ['Merge alpha', 'Merge beta', 'Merge gamma', 'Merge delta'])
      await createProblem(app, adminToken, { problem: { auth: 1, title } });
    expect(await segments()).toBeGreaterThan(1);
    expect((await search('merge')).total).toBe(4);
    expect(await segments()).toBe(1);

    // Changed again soon after: this search reads the segments as they are.
    await createProblem(app, adminToken, { problem: { auth: 1, title: 'Merge epsilon' } });
    expect((await search('epsilon')).total).toBe(1);
    expect(await segments()).toBe(2);

    // Five minutes on, a search merges again.
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 5 * 60_000 + 1);
    try {
      expect((await search('merge')).total).toBe(5);
    } finally {
      clock.mockRestore();
    }
    expect(await segments()).toBe(1);
  });
});
