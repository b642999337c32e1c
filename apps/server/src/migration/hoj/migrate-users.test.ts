import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createTestApp, createUser, login, type TestApp } from '../../../test/test-app.ts';
import { insertHojUser, migrateSite, startHojSite, type HojSite } from '../../../test/hoj/hoj-site.ts';
import { usersStep } from './steps/users.ts';

let site: HojSite;
let app: TestApp;

const migrate = (dryRun = false) => migrateSite(site, app, { dryRun, batchSize: 2, steps: [usersStep()] });

const userRow = (username: string) =>
  app.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();

beforeAll(async () => {
  site = await startHojSite();
  // HOJ's schema script makes root (uuid 1); our `npm start` makes its own root too.
  insertHojUser(site, {
    uuid: 'a1',
    username: 'alice',
    password: 'alice-old-pass',
    nickname: '爱丽丝',
    email: 'alice@example.com',
    school: '第一中学',
    title_name: 'Champion',
    title_color: '#ff0000',
    gender: 'female',
  });
  insertHojUser(site, { uuid: 'b2', username: 'bob', password: 'bob-pass', status: 1, role: 1005 });
  insertHojUser(site, { uuid: 'c3', username: 'carol', password: 'carol-pass', role: null });
  insertHojUser(site, { uuid: 'd4', username: 'd'.repeat(70), password: 'long-pass' });
  insertHojUser(site, { uuid: 'e5', username: 'erin', password: 'erin-pass', role: 1001 });
  site.insert('user_role', { uid: 'e5', role_id: 1002 });
  app = await createTestApp();
  await createUser(app, { username: 'root', password: 'our-root-pass', role: Role.ROOT });
}, 60_000);

afterAll(async () => {
  await app?.close();
  site?.stop();
});

describe('npm run migrate:hoj: users', () => {
  it('a dry run counts and reports the skips, and writes nothing', async () => {
    const report = await migrate(true);
    expect(report.tables).toEqual([
      { table: 'user_info', present: true, read: 6, written: 0, skipped: 1, noted: expect.any(Number) },
    ]);
    expect(report.skips).toEqual([
      { table: 'user_info', key: 'd4', text: `username longer than 64 characters: ${'d'.repeat(70)}` },
    ]);
    expect(await userRow('alice')).toBeUndefined();
  });

  it('carries every account with its profile, role and HOJ password; merges root into ours', async () => {
    const report = await migrate();
    expect(report.tables[0]).toMatchObject({ read: 6, written: 5, skipped: 1 });
    expect(report.notes.map((note) => note.text)).toEqual(
      expect.arrayContaining([
        'root: merged into the existing account of that name (its password kept)',
        "carol: no role in user_role, given the default user's",
      ]),
    );
    const alice = await userRow('alice');
    expect(alice).toMatchObject({
      nickname: '爱丽丝',
      email: 'alice@example.com',
      school: '第一中学',
      titleName: 'Champion',
      titleColor: '#ff0000',
      gender: 'female',
      role: Role.USER,
      status: 0,
      // HOJ wrote 09:30 in Shanghai (UTC+8).
      createdAt: '2023-03-01T01:30:00.000Z',
    });
    expect(alice?.passwordHash.startsWith('hoj-md5:')).toBe(true);
    expect(await userRow('bob')).toMatchObject({ role: Role.MUTED, status: 1 });
    expect(await userRow('erin')).toMatchObject({ role: Role.ADMIN });
  });

  it('a migrated user logs in with the old password, rehashed with argon2; a wrong one is refused; root keeps ours', async () => {
    expect(await login(app, 'alice', 'alice-old-pass')).toBeTruthy();
    expect((await userRow('alice'))?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await login(app, 'alice', 'alice-old-pass')).toBeTruthy();
    const wrong = await app.request({
      method: 'POST',
      url: '/api/login',
      body: { username: 'alice', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(await login(app, 'root', 'our-root-pass')).toBeTruthy();
    const hojRoot = await app.request({
      method: 'POST',
      url: '/api/login',
      body: { username: 'root', password: 'hoj123456' },
    });
    expect(hojRoot.statusCode).toBe(400);
  });

  it('a second run updates and duplicates nothing', async () => {
    site.sql("UPDATE user_info SET nickname = 'Alice B.' WHERE uuid = 'a1'");
    insertHojUser(site, { uuid: 'f6', username: 'frank', password: 'frank-pass' });
    const before = await app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const report = await migrate();
    expect(report.tables[0]).toMatchObject({ read: 7, written: 6, skipped: 1 });
    const after = await app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    // HOJ's new nickname comes; the password rehashed here at login stays.
    expect(await userRow('alice')).toMatchObject({ nickname: 'Alice B.' });
    expect((await userRow('alice'))?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
