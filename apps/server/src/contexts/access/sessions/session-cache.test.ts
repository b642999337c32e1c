import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, USER_STATUS } from '@judge/contract';
import { buildApp, type BuiltApp } from '../../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../../db/database.ts';
import { statementsOf } from '../../../../test/statements-kit.ts';
import { createContest } from '../../../../test/contests-kit.ts';
import { createTestApp, login, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';

/**
 * Signed-in calls are answered from memory on a warm path (session-cache.ts); these pin that every
 * change to a user or a session still holds at once, on the server that made it and on another server
 * of the same database (a second handle: its own connections, caches and write counter).
 */
let app: TestApp;
let other: BuiltApp;
let otherHandle: DatabaseHandle;

beforeAll(async () => {
  app = await createTestApp();
  otherHandle = openDatabase({ databaseUrl: app.databaseUrl, sqliteFile: app.config.sqliteFile });
  other = await buildApp({ config: app.config, database: otherHandle, logger: false });
  await other.app.ready();
});

afterAll(async () => {
  await other?.app.close();
  await otherHandle?.close();
  await app?.close();
});

const userInfo = (server: BuiltApp['app'], token: string) =>
  server.inject({ method: 'GET', url: '/api/get-user-info', headers: { authorization: token } });
const userList = (server: BuiltApp['app'], token: string) =>
  server.inject({ method: 'GET', url: '/api/admin/user/get-user-list', headers: { authorization: token } });

/** Two calls, so the second is answered from the cache when there is one. */
async function warm(server: BuiltApp['app'], token: string) {
  expect((await userInfo(server, token)).statusCode).toBe(200);
  expect((await userInfo(server, token)).statusCode).toBe(200);
}

// Another server hears of a change when the database tells it (PostgreSQL's notification arrives
// just after the commit): wait for that event, not a fixed time.
const eventually = (check: () => Promise<number>) => expect.poll(check, { timeout: 5_000, interval: 20 });

describe('the session cache, on the server that made the change', () => {
  it('refuses a token at once after its logout', async () => {
    const user = await signedInUser(app);
    await warm(app.app, user.token);
    const out = await app.request({ method: 'GET', url: '/api/logout', token: user.token });
    expect(out.statusCode).toBe(200);
    expect((await userInfo(app.app, user.token)).statusCode).toBe(401);
  });

  it('refuses a disabled user at once and sees a new role at once', async () => {
    const user = await signedInUser(app);
    await warm(app.app, user.token);
    expect((await userList(app.app, user.token)).statusCode).toBe(403);
    await app.db.updateTable('users').set({ role: Role.ADMIN }).where('uid', '=', user.uid).execute();
    expect((await userList(app.app, user.token)).statusCode).toBe(200);
    await app.db
      .updateTable('users')
      .set({ status: USER_STATUS.DISABLED })
      .where('uid', '=', user.uid)
      .execute();
    expect((await userInfo(app.app, user.token)).statusCode).toBe(401);
  });

  it('refuses every other session at once after a password change', async () => {
    const user = await signedInUser(app);
    const second = await app.request({
      method: 'POST',
      url: '/api/login',
      body: { username: user.username, password: user.password },
    });
    const otherToken = String(second.headers.authorization);
    await warm(app.app, otherToken);
    const changed = await app.request({
      method: 'POST',
      url: '/api/change-password',
      token: user.token,
      body: { oldPassword: user.password, newPassword: 'another-secret9' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await userInfo(app.app, otherToken)).statusCode).toBe(401);
  });

  it("keeps the others' sessions through a sign-in (which writes the user's last login time)", async () => {
    const [user, another] = [await signedInUser(app), await signedInUser(app)];
    await warm(app.app, user.token);
    const sessionReads = () => statementsOf(app.db, () => userInfo(app.app, user.token), 'sessions');
    const kept = await sessionReads();
    await login(app, another.username, another.password);
    expect(await sessionReads()).toBe(kept);
  });

  // On PostgreSQL, where a read takes a while, each of them used to read it.
  it("reads a session once for a page's first calls, made at once", async () => {
    const user = await signedInUser(app);
    const calls = () => Promise.all(Array.from({ length: 5 }, () => userInfo(app.app, user.token)));
    expect(await statementsOf(app.db, calls, 'sessions')).toBe(1);
  });
});

describe('the session cache, on another server of the same database', () => {
  it('refuses a token there soon after its logout here', async () => {
    const user = await signedInUser(app);
    await warm(other.app, user.token);
    expect((await app.request({ method: 'GET', url: '/api/logout', token: user.token })).statusCode).toBe(
      200,
    );
    await eventually(async () => (await userInfo(other.app, user.token)).statusCode).toBe(401);
  });

  it('sees a role given and an account disabled here', async () => {
    const user = await signedInUser(app);
    await warm(other.app, user.token);
    expect((await userList(other.app, user.token)).statusCode).toBe(403);
    await app.db.updateTable('users').set({ role: Role.ADMIN }).where('uid', '=', user.uid).execute();
    await eventually(async () => (await userList(other.app, user.token)).statusCode).toBe(200);
    await app.db
      .updateTable('users')
      .set({ status: USER_STATUS.DISABLED })
      .where('uid', '=', user.uid)
      .execute();
    await eventually(async () => (await userInfo(other.app, user.token)).statusCode).toBe(401);
  });

  it("keeps the others' sessions there through a sign-in here, on PostgreSQL", async () => {
    const [user, another, marker] = [
      await signedInUser(app),
      await signedInUser(app),
      await signedInUser(app),
    ];
    const admin = await signedInUser(app, Role.ADMIN);
    const cid = await createContest(app, admin.token, { auth: 1, pwd: 'pw' });
    const access = async () =>
      (
        await other.app.inject({
          method: 'GET',
          url: `/api/get-contest-access?cid=${cid}`,
          headers: { authorization: marker.token },
        })
      ).json().data.access;
    await warm(other.app, user.token);
    const sessionReads = () =>
      statementsOf(otherHandle.db, () => userInfo(other.app, user.token), 'sessions');
    const kept = await sessionReads();
    await login(app, another.username, another.password);
    // Notifications arrive in commit order: once a later change (a registration, which keeps sessions) shows
    // there, the sign-in's notification would have arrived.
    const registered = await app.request({
      method: 'POST',
      url: '/api/register-contest',
      token: marker.token,
      body: { cid, password: 'pw' },
    });
    expect(registered.statusCode).toBe(200);
    await eventually(access).toBe(true);
    const after = await sessionReads();
    // SQLite's other connection sees only that the file changed, and reads again.
    if (TEST_DIALECT === 'postgres') expect(after).toBe(kept);
    else expect(after).toBeGreaterThanOrEqual(kept);
  });
});
