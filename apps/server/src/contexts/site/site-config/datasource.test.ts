import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { loadConfig } from '../../../config.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

const info = async () =>
  (await app.request({ method: 'GET', url: '/api/admin/config/get-db-and-redis-config', token: root.token }))
    .body.data;
const save = (body: unknown, token = root.token) =>
  app.request({ method: 'PUT', url: '/api/admin/config/set-db-and-redis-config', body, token });

describe(`the datasource settings (${TEST_DIALECT})`, () => {
  it('keep the database URL and pool for the next start, and show the URL back without its password', async () => {
    expect((await info()).saved).toBeNull();
    const saved = await save({
      databaseUrl: 'postgres://judge:s3cret@db.school.example:5432/judge',
      poolMax: 25,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toEqual({ appliedAtNextStart: true, environmentWins: false });
    const shown = await info();
    expect(shown.saved).toEqual({
      databaseUrl: 'postgres://judge@db.school.example:5432/judge',
      poolMax: 25,
    });
    expect(JSON.stringify(shown)).not.toContain('s3cret');

    // The next start reads it: the configuration a server would start with now.
    const next = loadConfig({ DATA_DIR: app.config.dataDir, LOG_LEVEL: 'silent' });
    expect(next).toMatchObject({
      databaseUrl: 'postgres://judge:s3cret@db.school.example:5432/judge',
      dbPoolMax: 25,
      databaseChosenBy: 'datasource-file',
    });
    // The environment still wins.
    const chosen = loadConfig({
      DATA_DIR: app.config.dataDir,
      DATABASE_URL: 'postgres://other/db',
      DB_POOL_MAX: '4',
    });
    expect(chosen).toMatchObject({
      databaseUrl: 'postgres://other/db',
      dbPoolMax: 4,
      databaseChosenBy: 'environment',
    });
  });

  it('goes back to the SQLite file with an empty URL', async () => {
    expect((await save({ databaseUrl: '', poolMax: 10 })).statusCode).toBe(200);
    expect((await info()).saved).toEqual({ databaseUrl: null, poolMax: 10 });
    const next = loadConfig({ DATA_DIR: app.config.dataDir, LOG_LEVEL: 'silent' });
    expect(next.databaseUrl).toBeUndefined();
  });

  it('refuses a URL of another kind, a pool out of range, and everyone but root', async () => {
    const mysql = await save({ databaseUrl: 'mysql://x@y/z', poolMax: 10 });
    expect(mysql.statusCode).toBe(400);
    expect(mysql.body.data.field).toBe('databaseUrl');
    const pool = await save({ databaseUrl: '', poolMax: 0 });
    expect(pool.body.data.field).toBe('poolMax');
    const admin = await signedInUser(app, Role.ADMIN);
    expect((await save({ databaseUrl: '', poolMax: 10 }, admin.token)).statusCode).toBe(403);
  });
});
