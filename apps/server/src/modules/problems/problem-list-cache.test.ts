import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { buildApp, type BuiltApp } from '../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { createProblem, createTestApp, signedInUser, type TestApp } from '../../../test/test-app.ts';

/**
 * Keyword-free pages of the public problem list are kept in memory (problem-bank.service.ts) until a
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
