import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../test/test-app.ts';

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
    expect(await search('ab')).toEqual([]);
    expect(await search('Knapsack of Gold Winter')).toEqual([]); // not across title and source
  });

  it('matches wildcard characters literally', async () => {
    expect(await search('100%_f')).toEqual([problemId]);
    expect(await search('1_0')).toEqual([]);
    expect(await search('%')).toEqual([problemId]);
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
