import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { buildApp, type BuiltApp } from '../../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../../db/database.ts';
import { statementsOf as countStatements } from '../../../../test/statements-kit.ts';
import { createProblem, createTestApp, signedInUser, type TestApp } from '../../../../test/test-app.ts';

/**
 * Pages of the public problem list (keyword-free ones and keyword searches apart) are kept in memory (problem-bank.service.ts) until a
 * problem, its counters or tags change: a new problem, an edit or a judged submission shows at once on
 * this server, and within the second of trust on another server of the same database.
 */
let app: TestApp;
let other: BuiltApp;
let otherHandle: DatabaseHandle;
let adminToken: string;

beforeAll(async () => {
  app = await createTestApp();
  otherHandle = openDatabase({ databaseUrl: app.databaseUrl, sqliteFile: app.config.sqliteFile });
  other = await buildApp({ config: app.config, database: otherHandle, logger: false });
  await other.app.ready();
  adminToken = (await signedInUser(app, Role.ROOT)).token;
});

afterAll(async () => {
  await other?.app.close();
  await otherHandle?.close();
  await app?.close();
});

const LIST = '/api/get-problem-list?currentPage=1&limit=50';
const list = async (server: BuiltApp['app'] = app.app) =>
  (await server.inject({ method: 'GET', url: LIST })).json().data as {
    total: number;
    records: { problemId: string; title: string; ac: number }[];
  };

describe('the kept problem list', () => {
  it('shows a new problem, an edited title and new counts at once here', async () => {
    const before = await list();
    const { pid, problemId } = await createProblem(app, adminToken, { problem: { auth: 1 } });
    const after = await list();
    expect(after.total).toBe(before.total + 1);
    expect(after.records.map((row) => row.problemId)).toContain(problemId);

    await app.db.updateTable('problems').set({ title: 'Renamed sum' }).where('id', '=', pid).execute();
    expect((await list()).records.find((row) => row.problemId === problemId)?.title).toBe('Renamed sum');

    await app.db.updateTable('problemCounts').set({ ac: 41 }).where('pid', '=', pid).execute();
    expect((await list()).records.find((row) => row.problemId === problemId)?.ac).toBe(41);
  });

  it('shows a problem created here on another server soon after', async () => {
    const before = await list(other.app);
    const { problemId } = await createProblem(app, adminToken, { problem: { auth: 1 } });
    await expect
      .poll(async () => (await list(other.app)).records.map((row) => row.problemId), { timeout: 5_000 })
      .toContain(problemId);
    expect((await list(other.app)).total).toBe(before.total + 1);
  });
});

const search = async (keyword: string, server: BuiltApp['app'] = app.app) =>
  (
    await server.inject({
      method: 'GET',
      url: '/api/get-problem-list',
      query: { currentPage: '1', limit: '50', keyword },
    })
  ).json().data as { total: number; records: { pid: number; problemId: string; title: string }[] };

/** The statements the first server runs during one call. */
const statementsOf = (call: () => Promise<unknown>) => countStatements(app.db, call);

describe('kept keyword searches', () => {
  it('answers a repeated search from memory while nothing changed', async () => {
    await createProblem(app, adminToken, { problem: { auth: 1, title: 'Kept keyword walrus' } });
    await createProblem(app, adminToken, { problem: { auth: 1, title: 'Kept keyword beluga' } });
    expect((await search('walrus')).total).toBe(1);
    // PostgreSQL: the bank's tables are trusted a second at a time, so a poll finds a quiet second.
    await expect.poll(() => statementsOf(() => search('walrus')), { timeout: 5_000 }).toBe(0);
    // Another keyword is a search of its own (finding a problem not shown yet, it reads its counters).
    expect(await statementsOf(() => search('beluga'))).toBeGreaterThan(0);
  });

  it('shows a new match, a renamed match and a hidden one at once here', async () => {
    const first = await createProblem(app, adminToken, { problem: { auth: 1, title: 'Narwhal sum' } });
    expect((await search('narwhal')).records.map((row) => row.problemId)).toEqual([first.problemId]);

    const second = await createProblem(app, adminToken, { problem: { auth: 1, title: 'Narwhal product' } });
    expect((await search('narwhal')).records.map((row) => row.problemId)).toEqual([
      first.problemId,
      second.problemId,
    ]);

    await app.db
      .updateTable('problems')
      .set({ title: 'Renamed narwhal sum' })
      .where('id', '=', first.pid)
      .execute();
    expect((await search('narwhal')).records.find((row) => row.pid === first.pid)?.title).toBe(
      'Renamed narwhal sum',
    );

    // Made private: gone from the public search (auth 2), as the scan and the index both filter.
    await app.db.updateTable('problems').set({ auth: 2 }).where('id', '=', second.pid).execute();
    expect((await search('narwhal')).records.map((row) => row.problemId)).toEqual([first.problemId]);
  });

  it("shows a match made here in another server's search soon after", async () => {
    expect((await search('okapi', other.app)).total).toBe(0);
    const { problemId } = await createProblem(app, adminToken, { problem: { auth: 1, title: 'Okapi path' } });
    await expect
      .poll(async () => (await search('okapi', other.app)).records.map((row) => row.problemId), {
        timeout: 5_000,
      })
      .toEqual([problemId]);
  });
});
