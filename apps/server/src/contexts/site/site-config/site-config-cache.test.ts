import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { buildApp, type BuiltApp } from '../../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../../db/database.ts';
import { createTestApp, signedInUser, type TestApp } from '../../../../test/test-app.ts';

/**
 * The settings are kept in memory (site-config.service.ts); a change holds at once on the server that
 * saved it and, as soon as the database tells it, on another server of the same database.
 */
let app: TestApp;
let other: BuiltApp;
let otherHandle: DatabaseHandle;
let rootToken: string;

beforeAll(async () => {
  app = await createTestApp();
  otherHandle = openDatabase({ databaseUrl: app.databaseUrl, sqliteFile: app.config.sqliteFile });
  other = await buildApp({ config: app.config, database: otherHandle, logger: false });
  await other.app.ready();
  rootToken = (await signedInUser(app, Role.ROOT)).token;
});

afterAll(async () => {
  await other?.app.close();
  await otherHandle?.close();
  await app?.close();
});

const publicConfig = async (server: BuiltApp['app']) =>
  (await server.inject({ method: 'GET', url: '/api/get-website-config' })).json().data;

async function save(url: string, body: object) {
  const response = await app.request({ method: 'PUT', url, token: rootToken, body });
  expect(response.statusCode).toBe(200);
}

describe('kept settings', () => {
  it('show a saved change at once here and soon on another server, web config and switches', async () => {
    // Read on both servers first, so each keeps the old values.
    expect((await publicConfig(app.app)).webName).not.toBe('Kept OJ');
    expect((await publicConfig(other.app)).webName).not.toBe('Kept OJ');
    await save('/api/admin/config/set-web-config', { webName: 'Kept OJ' });
    expect((await publicConfig(app.app)).webName).toBe('Kept OJ');
    await expect
      .poll(async () => (await publicConfig(other.app)).webName, { timeout: 5_000 })
      .toBe('Kept OJ');

    await save('/api/admin/switch/update', { defaultSubmitInterval: 17 });
    expect((await publicConfig(app.app)).defaultSubmitInterval).toBe(17);
    await expect
      .poll(async () => (await publicConfig(other.app)).defaultSubmitInterval, { timeout: 5_000 })
      .toBe(17);
  });

  it('hands out copies: a caller changing what it got does not change what others get', async () => {
    const web = await app.services.siteConfig.web();
    web.webName = 'changed by a caller';
    expect((await app.services.siteConfig.web()).webName).not.toBe('changed by a caller');
  });
});
