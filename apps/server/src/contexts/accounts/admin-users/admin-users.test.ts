import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import {
  createTestApp,
  createUser,
  login,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  admin = await signedInUser(app, Role.ADMIN);
});
afterAll(() => app.close());

describe(`admin login (${TEST_DIALECT})`, () => {
  it.each([Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN, Role.TEACHER])(
    'lets role %i into the back office',
    async (role) => {
      const user = await createUser(app, { role });
      const response = await app.request({
        method: 'POST',
        url: '/api/admin/login',
        body: { username: user.username, password: user.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers.authorization).toBeTruthy();
    },
  );

  it.each([Role.USER, Role.NO_SUBMIT, Role.MUTED])('refuses role %i with 403', async (role) => {
    const user = await createUser(app, { role });
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/login',
      body: { username: user.username, password: user.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body.code).toBe('ADMIN_REQUIRED');
  });
});

describe(`user management permissions (${TEST_DIALECT})`, () => {
  const calls = [
    ['GET', '/api/admin/user/get-user-list', undefined],
    ['PUT', '/api/admin/user/edit-user', { uid: 1 }],
    ['DELETE', '/api/admin/user/delete-user', { ids: [999999] }],
    ['POST', '/api/admin/user/insert-batch-user', { users: [['someone1', 'secret123']] }],
    [
      'POST',
      '/api/admin/user/generate-user',
      { prefix: 'p', suffix: '', numberFrom: 1, numberTo: 1, passwordLength: 6 },
    ],
    ['GET', '/api/file/generate-user-excel?key=abc', undefined],
  ] as const;

  it.each(calls)(
    '%s %s: 401 anonymous, 403 for user, teacher and problem admin',
    async (method, url, body) => {
      expect((await app.request({ method, url, body })).statusCode).toBe(401);
      for (const role of [Role.USER, Role.TEACHER, Role.PROBLEM_ADMIN]) {
        const user = await signedInUser(app, role);
        const response = await app.request({ method, url, body, token: user.token });
        expect(response.statusCode).toBe(403);
      }
    },
  );
});

describe(`user list and edit (${TEST_DIALECT})`, () => {
  it('pages and searches by name, email and real name, case-insensitively', async () => {
    const target = await createUser(app, { username: 'SearchMe_1' });
    await app.db
      .updateTable('users')
      .set({ realname: 'Ada Lovelace' })
      .where('uid', '=', target.uid)
      .execute();
    for (const keyword of ['searchme_', 'ADA LOVE', target.email!.toUpperCase()]) {
      const response = await app.request({
        url: '/api/admin/user/get-user-list',
        token: admin.token,
        query: { keyword, currentPage: '1', limit: '10' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body.data.records.map((r: { uid: number }) => r.uid)).toEqual([target.uid]);
      expect(response.body.data).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 });
    }
    // A wildcard in the search text is taken literally.
    const literal = await app.request({
      url: '/api/admin/user/get-user-list',
      token: admin.token,
      query: { keyword: '%' },
    });
    expect(literal.body.data.total).toBe(0);
    const page = await app.request({
      url: '/api/admin/user/get-user-list',
      token: admin.token,
      query: { limit: '2', currentPage: '1' },
    });
    expect(page.body.data.records).toHaveLength(2);
    expect(page.body.data.records[0]).not.toHaveProperty('passwordHash');
    const bad = await app.request({
      url: '/api/admin/user/get-user-list',
      token: admin.token,
      query: { limit: 'many' },
    });
    expect(bad.body.data.field).toBe('limit');
  });

  it('onlyAdmin lists back-office roles only', async () => {
    const response = await app.request({
      url: '/api/admin/user/get-user-list',
      token: root.token,
      query: { onlyAdmin: 'true', limit: '100' },
    });
    for (const row of response.body.data.records) expect([1000, 1001, 1008, 1009]).toContain(row.role);
  });

  it('edits role, status, title and password; a new password or disabling ends the sessions', async () => {
    const target = await signedInUser(app);
    const response = await app.request({
      method: 'PUT',
      url: '/api/admin/user/edit-user',
      token: admin.token,
      body: {
        uid: target.uid,
        role: Role.TEACHER,
        titleName: 'Coach',
        titleColor: '#ff8800',
        password: 'changed12',
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await app.request({ url: '/api/get-user-info', token: target.token })).statusCode).toBe(401);
    const token = await login(app, target.username, 'changed12');
    const info = (await app.request({ url: '/api/get-user-info', token })).body.data;
    expect(info).toMatchObject({ role: Role.TEACHER, titleName: 'Coach', titleColor: '#ff8800' });
    await app.request({
      method: 'PUT',
      url: '/api/admin/user/edit-user',
      token: admin.token,
      body: { uid: target.uid, status: 1 },
    });
    expect((await app.request({ url: '/api/get-user-info', token })).statusCode).toBe(401);
  });

  it.each([
    [{ role: 999 }, 'role'],
    [{ status: 2 }, 'status'],
    [{ titleColor: 'red' }, 'titleColor'],
    [{ password: '123' }, 'password'],
    [{ email: 'nope' }, 'email'],
    [{ username: 'a' }, 'username'],
  ])('edit validation %j names %s', async (patch, field) => {
    const target = await createUser(app);
    const response = await app.request({
      method: 'PUT',
      url: '/api/admin/user/edit-user',
      token: root.token,
      body: { uid: target.uid, ...patch },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe(field);
  });

  it('only root grants admin or root, or touches an admin; nobody changes their own role', async () => {
    const target = await createUser(app);
    const grant = await app.request({
      method: 'PUT',
      url: '/api/admin/user/edit-user',
      token: admin.token,
      body: { uid: target.uid, role: Role.ADMIN },
    });
    expect(grant.statusCode).toBe(403);
    const otherAdmin = await createUser(app, { role: Role.ADMIN });
    const touch = await app.request({
      method: 'PUT',
      url: '/api/admin/user/edit-user',
      token: admin.token,
      body: { uid: otherAdmin.uid, titleName: 'x' },
    });
    expect(touch.statusCode).toBe(403);
    const byRoot = await app.request({
      method: 'PUT',
      url: '/api/admin/user/edit-user',
      token: root.token,
      body: { uid: target.uid, role: Role.ADMIN },
    });
    expect(byRoot.statusCode).toBe(200);
    const self = await app.request({
      method: 'PUT',
      url: '/api/admin/user/edit-user',
      token: root.token,
      body: { uid: root.uid, role: Role.USER },
    });
    expect(self.body.data.field).toBe('role');
  });

  it('refuses a username or email that belongs to someone else', async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    const name = await app.request({
      method: 'PUT',
      url: '/api/admin/user/edit-user',
      token: root.token,
      body: { uid: a.uid, username: b.username },
    });
    expect(name.body.data.field).toBe('username');
    const mail = await app.request({
      method: 'PUT',
      url: '/api/admin/user/edit-user',
      token: root.token,
      body: { uid: a.uid, email: b.email },
    });
    expect(mail.body.data.field).toBe('email');
  });

  it('deletes users, but not oneself, not unknown ids, and admins only by root', async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    expect(
      (
        await app.request({
          method: 'DELETE',
          url: '/api/admin/user/delete-user',
          token: admin.token,
          body: { ids: [a.uid, b.uid] },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      await app.db.selectFrom('users').select('uid').where('uid', 'in', [a.uid, b.uid]).execute(),
    ).toEqual([]);
    const self = await app.request({
      method: 'DELETE',
      url: '/api/admin/user/delete-user',
      token: admin.token,
      body: { ids: [admin.uid] },
    });
    expect(self.statusCode).toBe(400);
    const unknown = await app.request({
      method: 'DELETE',
      url: '/api/admin/user/delete-user',
      token: admin.token,
      body: { ids: [987654] },
    });
    expect(unknown.statusCode).toBe(400);
    const otherAdmin = await createUser(app, { role: Role.ADMIN });
    expect(
      (
        await app.request({
          method: 'DELETE',
          url: '/api/admin/user/delete-user',
          token: admin.token,
          body: { ids: [otherAdmin.uid] },
        })
      ).statusCode,
    ).toBe(403);
    const empty = await app.request({
      method: 'DELETE',
      url: '/api/admin/user/delete-user',
      token: admin.token,
      body: { ids: [] },
    });
    expect(empty.body.data.field).toBe('ids');
  });
});

describe(`CSV import (${TEST_DIALECT})`, () => {
  it('imports rows of username, password, real name, gender, phone, email', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/user/insert-batch-user',
      token: admin.token,
      body: {
        users: [
          ['import_a1', 'pass1234', '王小明', '0', '13800138000', 'ia1@example.org'],
          ['import_a2', 'pass5678', '', '1'],
          ['import_a3', 'pass9012'],
        ],
        columns: ['username', 'password', 'realname', 'gender', 'phone', 'email'],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.data.count).toBe(3);
    const rows = await app.db
      .selectFrom('users')
      .select(['username', 'realname', 'gender', 'phone', 'email'])
      .where('username', 'like', 'import_a%')
      .orderBy('username')
      .execute();
    expect(rows).toEqual([
      {
        username: 'import_a1',
        realname: '王小明',
        gender: 'male',
        phone: '13800138000',
        email: 'ia1@example.org',
      },
      { username: 'import_a2', realname: null, gender: 'female', phone: null, email: null },
      { username: 'import_a3', realname: null, gender: 'secrecy', phone: null, email: null },
    ]);
    await login(app, 'import_a2', 'pass5678');
  });

  it.each([
    [
      [
        ['ok_b1', 'pass1234'],
        ['', 'pass1234'],
      ],
      'users.1.username',
      'row 2',
    ],
    [
      [
        ['ok_b1', 'pass1234'],
        ['ok_b2', '12'],
      ],
      'users.1.password',
      'row 2',
    ],
    [[['ok_b1', 'pass1234', '', 'robot']], 'users.0.gender', 'row 1'],
    [[['ok_b1', 'pass1234', '', '', 'phone!']], 'users.0.phone', 'row 1'],
    [[['ok_b1', 'pass1234', '', '', '', 'bad-mail']], 'users.0.email', 'row 1'],
    [
      [
        ['ok_b1', 'pass1234'],
        ['OK_B1', 'pass1234'],
      ],
      'users.1.username',
      'row 2',
    ],
    [
      [
        ['ok_b1', 'pass1234'],
        ['root', 'pass1234'],
      ],
      'users.1.username',
      'row 2',
    ],
  ])('refuses %j naming %s, and writes nothing', async (users, field, row) => {
    await createUser(app, { username: 'root' }).catch(() => undefined);
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/user/insert-batch-user',
      token: admin.token,
      body: { users, columns: ['username', 'password', 'realname', 'gender', 'phone', 'email'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe(field);
    expect(response.body.msg).toContain(row);
    expect(
      await app.db.selectFrom('users').select('uid').where('username', '=', 'ok_b1').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses an empty list', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/user/insert-batch-user',
      token: admin.token,
      body: { users: [] },
    });
    expect(response.body.data.field).toBe('users');
  });
});

describe(`batch generation (${TEST_DIALECT})`, () => {
  it('creates numbered accounts with random passwords and a downloadable CSV list', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/user/generate-user',
      token: admin.token,
      body: { prefix: 'team', suffix: 'x', numberFrom: 1, numberTo: 3, passwordLength: 8 },
    });
    expect(response.statusCode).toBe(200);
    const { key, users, count } = response.body.data;
    expect(count).toBe(3);
    expect(users.map((u: { username: string }) => u.username)).toEqual(['team1x', 'team2x', 'team3x']);
    for (const u of users) expect(u.password).toHaveLength(8);
    await login(app, users[1].username, users[1].password);
    const csv = await app.request({ url: `/api/file/generate-user-excel?key=${key}`, token: admin.token });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.raw.body).toContain(`team2x,${users[1].password}`);
    const again = await app.request({
      method: 'POST',
      url: '/api/admin/user/generate-user',
      token: admin.token,
      body: { prefix: 'team', suffix: 'x', numberFrom: 3, numberTo: 4, passwordLength: 8 },
    });
    expect(again.statusCode).toBe(400);
    expect(again.body.msg).toContain('team3x');
    expect(
      await app.db.selectFrom('users').select('uid').where('username', '=', 'team4x').executeTakeFirst(),
    ).toBeUndefined();
  });

  it.each([
    [{ passwordLength: 5 }, 'passwordLength'],
    [{ passwordLength: 26 }, 'passwordLength'],
    [{ numberFrom: 5, numberTo: 4 }, 'numberTo'],
    [{ numberFrom: undefined }, 'numberFrom'],
  ])('generation validation %j names %s', async (patch, field) => {
    const body = { prefix: 'gen', suffix: '', numberFrom: 1, numberTo: 2, passwordLength: 8, ...patch };
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/user/generate-user',
      token: admin.token,
      body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe(field);
  });

  it('an unknown list key is a 404', async () => {
    expect(
      (await app.request({ url: '/api/file/generate-user-excel?key=nope', token: admin.token })).statusCode,
    ).toBe(404);
  });
});
