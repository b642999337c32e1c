import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

/**
 * The problem list's keyword matches a problem's id, title or source anywhere, ignoring case: on SQLite
 * through the trigram table of migration 031 (kept by triggers), on PostgreSQL through its trigram
 * indexes; a keyword with a wildcard character is matched literally.
 */
let app: TestApp;
let adminToken: string;
let problemId: string;
let pid: number;

beforeAll(async () => {
  app = await createTestApp();
  adminToken = (await signedInUser(app, Role.ROOT)).token;
  ({ pid, problemId } = await createProblem(app, adminToken, {
    problem: { auth: 1, title: 'Knapsack of Gold', source: 'Winter Camp 2024 100%_final' },
  }));
  await createProblem(app, adminToken, { problem: { auth: 1, title: 'Unrelated', source: 'Spring' } });
});

afterAll(async () => {
  await app?.close();
});

const search = async (keyword: string) => {
  const response = await app.request({
    url: '/api/get-problem-list',
    query: { keyword, currentPage: '1', limit: '50' },
  });
  expect(response.statusCode).toBe(200);
  return (response.body.data.records as { problemId: string }[]).map((row) => row.problemId);
};

describe(`keyword search (${TEST_DIALECT})`, () => {
  it('finds a problem by part of its id, title or source, in any case', async () => {
    expect(await search(problemId.slice(1).toLowerCase())).toContain(problemId);
    expect(await search('SACK OF')).toEqual([problemId]);
    expect(await search('camp 2024')).toEqual([problemId]);
    expect(await search('qz')).toEqual([]); // not 'ab': the factory's problem ids end in random hex
    expect(await search('Knapsack of Gold Winter')).toEqual([]); // not across title and source
  });

  it('matches wildcard characters literally', async () => {
    expect(await search('100%_f')).toEqual([problemId]);
    expect(await search('1_0')).toEqual([]);
    expect(await search('%')).toEqual([problemId]);
  });

  it('pages the matches in either order, filtered, and knows the total past the last page', async () => {
    const made: { pid: number; problemId: string }[] = [];
    for (let i = 0; i < 35; i += 1)
      made.push(
        await createProblem(app, adminToken, {
          problem: { auth: i === 34 ? 2 : 1, title: `Paging zebra ${i}`, difficulty: i % 2 },
        }),
      );
    const visible = made.slice(0, 34).map((row) => row.problemId);
    const page = async (query: Record<string, string>) => {
      const response = await app.request({
        url: '/api/get-problem-list',
        query: { keyword: 'zebra', limit: '30', ...query },
      });
      expect(response.statusCode).toBe(200);
      const data = response.body.data as { total: number; records: { problemId: string; ac: number }[] };
      return { total: data.total, ids: data.records.map((row) => row.problemId), rows: data.records };
    };
    expect(await page({ currentPage: '1' })).toMatchObject({ total: 34, ids: visible.slice(0, 30) });
    expect(await page({ currentPage: '2' })).toMatchObject({ total: 34, ids: visible.slice(30) });
    expect(await page({ currentPage: '3' })).toMatchObject({ total: 34, ids: [] });
    expect(await page({ currentPage: '1', sortBy: '1' })).toMatchObject({
      total: 34,
      ids: [...visible].reverse().slice(0, 30),
    });
    expect(await page({ currentPage: '1', difficulty: '1' })).toMatchObject({
      total: 17,
      ids: visible.filter((_, i) => i % 2 === 1),
    });
    // The counters come with each row.
    expect((await page({ currentPage: '1' })).rows[0]).toMatchObject({ ac: 0 });
  });

  it('follows a renamed and a deleted problem', async () => {
    await app.db.updateTable('problems').set({ title: 'Bounded Knapsack' }).where('id', '=', pid).execute();
    expect(await search('bounded')).toEqual([problemId]);
    expect(await search('of gold')).toEqual([]);
    await app.db.deleteFrom('problemCounts').where('pid', '=', pid).execute();
    await app.db.deleteFrom('problems').where('id', '=', pid).execute();
    expect(await search('bounded')).toEqual([]);
  });
});
