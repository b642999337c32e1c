import fs from 'node:fs';
import path from 'node:path';
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

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

const edit = (body: Record<string, unknown>) =>
  app.request({ method: 'PUT', url: '/api/admin/user/edit-user', token: root.token, body });
const rowOf = async (username: string) => {
  const list = await app.request({
    url: '/api/admin/user/get-user-list',
    token: root.token,
    query: { keyword: username, currentPage: '1', limit: '10' },
  });
  return list.body.data.records.find((row: { username: string }) => row.username === username);
};

const EVERY_FIELD = {
  username: 'mei.lin',
  realname: 'Lin Mei',
  nickname: 'Meimei',
  email: 'mei.lin@school.example',
  phone: '+8613800138000',
  gender: 'female',
  school: 'Harbour High',
  course: 'Computer Science',
  number: '2024-0815',
  grade: 'Grade 10',
  deptId: 'CS-02',
  blog: 'https://mei.example/blog',
  github: 'https://github.com/meilin',
  cfUsername: 'mei_cf',
  signature: 'I like **graphs**.',
  role: Role.TEACHER,
  status: 0,
  titleName: 'Gold medal',
  titleColor: '#ffd700',
  vip: true,
};

describe(`editing a user's every field (${TEST_DIALECT})`, () => {
  it('saves every field of spec 3 §3 and lists them back; a new password ends the old sessions', async () => {
    const user = await createUser(app);
    const oldToken = await login(app, user.username, user.password);
    const response = await edit({ uid: user.uid, ...EVERY_FIELD, password: 'fresh-pass-1' });
    expect(response.statusCode).toBe(200);
    const row = await rowOf('mei.lin');
    expect(row).toMatchObject({ ...EVERY_FIELD, uid: user.uid, roleName: 'teacher' });
    expect(row).not.toHaveProperty('passwordHash');
    expect((await app.request({ url: '/api/get-user-info', token: oldToken })).statusCode).toBe(401);
    await login(app, 'mei.lin', 'fresh-pass-1');
  });

  it('clears a text field given empty and keeps the fields left out', async () => {
    const user = await createUser(app);
    await edit({ uid: user.uid, school: 'First School', grade: 'Grade 9', vip: true });
    await edit({ uid: user.uid, school: '' });
    expect(await rowOf(user.username)).toMatchObject({ school: null, grade: 'Grade 9', vip: true });
  });

  it('removes an avatar and its file', async () => {
    const user = await createUser(app);
    const dir = path.join(app.config.dataDir, 'public', 'img', 'avatar');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${user.uid}-old.png`);
    fs.writeFileSync(file, 'png');
    await app.db
      .updateTable('users')
      .set({ avatar: `/api/public/img/avatar/${user.uid}-old.png` })
      .where('uid', '=', user.uid)
      .execute();
    expect((await edit({ uid: user.uid, avatar: '' })).statusCode).toBe(200);
    expect((await rowOf(user.username)).avatar).toBeNull();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('takes the reference’s form: the role as type, a password only with setNewPwd', async () => {
    const user = await createUser(app);
    const response = await edit({
      uid: user.uid,
      username: user.username,
      realname: 'From the old client',
      email: user.email,
      password: 'ignored-pass',
      type: Role.PROBLEM_ADMIN,
      status: 0,
      setNewPwd: false,
      titleName: '',
      titleColor: '',
    });
    expect(response.statusCode).toBe(200);
    expect(await rowOf(user.username)).toMatchObject({
      role: Role.PROBLEM_ADMIN,
      realname: 'From the old client',
    });
    await login(app, user.username, user.password);
  });

  it.each([
    [{ blog: 'javascript:alert(1)' }, 'blog'],
    [{ github: 'ftp://example.org' }, 'github'],
    [{ phone: '12ab' }, 'phone'],
    [{ gender: 'other' }, 'gender'],
    [{ grade: 'x'.repeat(31) }, 'grade'],
    [{ deptId: 'x'.repeat(51) }, 'deptId'],
    [{ nickname: 'x'.repeat(21) }, 'nickname'],
    [{ vip: 'yes' }, 'vip'],
    [{ avatar: '/api/public/img/avatar/other.png' }, 'avatar'],
  ])('refuses %j naming %s, and writes nothing', async (patch, field) => {
    const user = await createUser(app);
    const before = await rowOf(user.username);
    const response = await edit({ uid: user.uid, realname: 'Should not be saved', ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe(field);
    expect(await rowOf(user.username)).toEqual(before);
  });
});
