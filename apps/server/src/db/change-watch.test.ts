import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app.ts';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../test/test-app.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';

/**
 * A server hears other servers' changes before it takes its first request: on PostgreSQL its listening connection
 * is up when the app is built, so what its first requests read is kept, not forgotten a moment later when the
 * connection comes up (change-watch.ts, start).
 */
let app: TestApp;
let other: BuiltApp | undefined;
let otherHandle: DatabaseHandle | undefined;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await other?.app.close();
  await otherHandle?.close();
  await app?.close();
});

describe(`a server's watch of other writers (${TEST_DIALECT})`, () => {
  it('hears them as soon as the app is built', async () => {
    otherHandle = openDatabase({ databaseUrl: app.databaseUrl, sqliteFile: app.config.sqliteFile });
    other = await buildApp({ config: app.config, database: otherHandle, logger: false });
    expect(otherHandle.watch.foreignChanges(['sessions', 'contest_registers'])).not.toBeNull();
  });
});
