import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OJ, Role } from '@judge/contract';
import { statementsOf as countStatements } from '../../../../test/statements-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

/**
 * A keyword search no kept page answers (problem-bank.service.ts): the matches come from the bank's text
 * in memory (keyword-memory.ts, rebuilt when a problem changes), and the page's counters and tags from
 * memory once read (kept until any problem's counters, or a problem's tags or a tag, change). A search
 * with a tag asks the database (problems.repo.ts `publicPage`).
 */
let app: TestApp;
let adminToken: string;
let tagged: { pid: number; problemId: string };

beforeAll(async () => {
  app = await createTestApp();
  adminToken = (await signedInUser(app, Role.ROOT)).token;
  tagged = await createProblem(app, adminToken, {
    problem: { auth: 1, title: 'Ocelot trail' },
    tags: [{ name: 'ocelot-graphs' }],
  });
});
afterAll(() => app?.close());

const search = async (keyword: string, query: Record<string, string> = {}) => {
  const response = await app.request({
    url: '/api/get-problem-list',
    query: { currentPage: '1', limit: '30', keyword, ...query },
  });
  expect(response.statusCode).toBe(200);
  return response.body.data as {
    total: number;
    records: { problemId: string; ac: number; tags: { name: string }[] }[];
  };
};

/** The same keyword in another case each time: a search of its own that no kept page answers. */
let variant = 0;
const freshCase = (keyword: string) => {
  variant += 1;
  return [...keyword]
    .map((c, i) => (((variant >> (i % 16)) & 1) === 1 ? c.toUpperCase() : c.toLowerCase()))
    .join('');
};

describe(`a keyword search not kept (${TEST_DIALECT})`, () => {
  it('reads nothing it read before: the matches, their counters and tags are in memory', async () => {
    const first = await search(freshCase('ocelot trail'));
    expect(first.records.map((row) => [row.problemId, row.tags.map((tag) => tag.name)])).toEqual([
      [tagged.problemId, ['ocelot-graphs']],
    ]);
    // PostgreSQL trusts the bank's tables a second at a time, so a poll finds a quiet second.
    await expect
      .poll(() => statementsOf(() => search(freshCase('ocelot trail'))), { timeout: 5_000 })
      .toBe(0);
    await expect
      .poll(() => statementsOf(() => search(freshCase('ocelot_trail'))), { timeout: 5_000 })
      .toBe(0);
    // Counters changed (a judged submission): read again.
    await app.db.updateTable('problemCounts').set({ total: 0 }).where('pid', '=', tagged.pid).execute();
    expect(await statementsOf(() => search(freshCase('ocelot trail')))).toBeGreaterThan(0);
  });

  it('shows new counters at once', async () => {
    const ac = async () =>
      (await search(freshCase('ocelot trail'))).records.find((row) => row.problemId === tagged.problemId)!.ac;
    expect(await ac()).toBe(0);
    await app.db.updateTable('problemCounts').set({ ac: 7 }).where('pid', '=', tagged.pid).execute();
    expect(await ac()).toBe(7);
  });

  it("shows a problem's new tags and a renamed tag at once", async () => {
    await search(freshCase('ocelot trail'));
    const other = await app.db
      .insertInto('tags')
      .values({
        name: 'ocelot-dp',
        color: null,
        oj: LOCAL_OJ,
        classificationId: null,
        gid: null,
        createdAt: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db.insertInto('problemTags').values({ pid: tagged.pid, tid: other.id }).execute();
    expect((await search(freshCase('ocelot trail'))).records[0]!.tags.map((tag) => tag.name)).toEqual([
      'ocelot-graphs',
      'ocelot-dp',
    ]);
    await app.db.updateTable('tags').set({ name: 'ocelot-dynamic' }).where('id', '=', other.id).execute();
    expect((await search(freshCase('ocelot trail'))).records[0]!.tags.map((tag) => tag.name)).toEqual([
      'ocelot-graphs',
      'ocelot-dynamic',
    ]);
  });

  it('knows the exact total on every page, past the last one too, from memory as from the database; reads the next pages along', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1)
      made.push(
        (await createProblem(app, adminToken, { problem: { auth: 1, title: `Snake_case ${i}` } })).problemId,
      );
    const math = await app.db
      .selectFrom('tags')
      .select('id')
      .where('name', '=', 'math')
      .executeTakeFirstOrThrow();
    // In memory, and by the database (a tag: the index for snake, the scan for e_c on SQLite).
    for (const [keyword, tagId] of [['snake'], ['snake', String(math.id)], ['e_c', String(math.id)]]) {
      const page = async (currentPage: number) => {
        const data = await search(keyword!, {
          currentPage: String(currentPage),
          limit: '2',
          ...(tagId && { tagId }),
        });
        return { total: data.total, ids: data.records.map((row) => row.problemId) };
      };
      expect(await page(1)).toEqual({ total: 3, ids: made.slice(0, 2) });
      expect(await page(2)).toEqual({ total: 3, ids: made.slice(2) });
      expect(await page(3)).toEqual({ total: 3, ids: [] });
    }
    // The first page read the counters and tags of the next pages' problems along: the next page reads none.
    await expect
      .poll(
        async () => {
          const keyword = freshCase('snake_case');
          // Every problem's counters and tags are read anew from here (as after a judged submission).
          await app.db.updateTable('problemCounts').set({ total: 0 }).where('pid', '=', tagged.pid).execute();
          await app.db.updateTable('tags').set({ color: null }).where('name', '=', 'math').execute();
          await search(keyword, { currentPage: '1', limit: '2' });
          return statementsOf(() => search(keyword, { currentPage: '2', limit: '2' }));
        },
        { timeout: 5_000 },
      )
      .toBe(0);
  });
});

const statementsOf = (call: () => Promise<unknown>) => countStatements(app.db, call);
