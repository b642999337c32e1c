import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { writeZip } from '../../src/contexts/problems/testdata/zip.ts';
import { createContest } from '../contests-kit.ts';
import {
  createProblem,
  createTestApp,
  createUser,
  multipartFile,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../test-app.ts';

/**
 * Calls that failed when the reference client itself (HimitZH/HOJ hoj-vue, built outside this repository) was
 * driven in Chromium against this server (issue 27 §2), each sent here as that client sends it.
 */

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

const importedUser = (username: string) =>
  app.db
    .selectFrom('users')
    .select(['username', 'email', 'realname', 'gender', 'nickname', 'school', 'phone'])
    .where('username', '=', username)
    .executeTakeFirst();

describe(`reference client driven in a browser: users (${TEST_DIALECT})`, () => {
  it("User.vue's CSV import: bare rows are read in the reference's order (email third, then realname, gender, nickname, school)", async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/user/insert-batch-user',
      token: root.token,
      headers: { 'url-type': 'admin' },
      body: {
        users: [
          ['hoj_row7', 'pass1234', 'row7@example.org', '李雷', '1', 'Lei', 'No.1 Middle School'],
          ['hoj_row3', 'pass1234', 'row3@example.org'],
          ['hoj_row2', 'pass1234'],
        ],
      },
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(await importedUser('hoj_row7')).toEqual({
      username: 'hoj_row7',
      email: 'row7@example.org',
      realname: '李雷',
      gender: 'female',
      nickname: 'Lei',
      school: 'No.1 Middle School',
      phone: null,
    });
    expect(await importedUser('hoj_row3')).toMatchObject({ email: 'row3@example.org', realname: null });
    expect(await importedUser('hoj_row2')).toMatchObject({ email: null, gender: 'secrecy' });
  });

  it("this product's own back office names its order in columns, and an eighth cell is refused", async () => {
    const ours = await app.request({
      method: 'POST',
      url: '/api/admin/user/insert-batch-user',
      token: root.token,
      body: {
        users: [['own_row', 'pass1234', '韩梅梅', 'female', '13800138000', 'own@example.org']],
        columns: ['username', 'password', 'realname', 'gender', 'phone', 'email'],
      },
    });
    expect(ours.statusCode, JSON.stringify(ours.body)).toBe(200);
    expect(await importedUser('own_row')).toMatchObject({
      realname: '韩梅梅',
      phone: '13800138000',
      email: 'own@example.org',
    });
    const tooWide = await app.request({
      method: 'POST',
      url: '/api/admin/user/insert-batch-user',
      token: root.token,
      body: { users: [['wide_row', 'pass1234', '', '', '', '', '', 'extra']] },
    });
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.body.data.field).toBe('users.0.row');
    const badOrder = await app.request({
      method: 'POST',
      url: '/api/admin/user/insert-batch-user',
      token: root.token,
      body: { users: [['x_row', 'pass1234']], columns: ['password', 'username'] },
    });
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.body.msg).toMatch(/columns must start with username, password/);
  });
});

/** Signs in through the reference's login call and keeps the Set-Cookie header the browser would store. */
async function browserLogin(username: string, password: string) {
  const response = await app.request({ method: 'POST', url: '/api/login', body: { username, password } });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  const setCookie = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('uploadSession='));
  expect(setCookie).toMatch(/Path=\/api\/file; HttpOnly; SameSite=Strict/);
  return {
    token: String(response.headers.authorization),
    cookie: setCookie!.split(';')[0],
  };
}

const zipForm = () =>
  multipartFile(
    'file',
    'cases.zip',
    writeZip(
      new Map([
        ['1.in', '1 1\n'],
        ['1.out', '2\n'],
      ]),
    ),
    'application/zip',
  );

describe(`reference client driven in a browser: el-upload forms (${TEST_DIALECT})`, () => {
  it("Problem.vue's test-case zip (el-upload sends no Authorization header) is known by the upload cookie set at login", async () => {
    const admin = await createUser(app, { role: Role.ROOT });
    const { cookie } = await browserLogin(admin.username, admin.password);
    const form = zipForm();
    const uploaded = await app.request({
      method: 'POST',
      url: '/api/file/upload-testcase-zip?mode=default',
      ...form,
      headers: { ...form.headers, cookie },
    });
    expect(uploaded.statusCode, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.data.fileList).toEqual([{ input: '1.in', output: '1.out' }]);
  });

  it('the upload cookie opens nothing but the upload forms, and logging out ends it', async () => {
    const admin = await createUser(app, { role: Role.ROOT });
    const { token, cookie } = await browserLogin(admin.username, admin.password);
    const otherCall = await app.request({ url: '/api/admin/user/get-user-list', headers: { cookie } });
    expect(otherCall.statusCode).toBe(401);
    const logout = await app.request({ url: '/api/logout', token });
    expect([logout.headers['set-cookie'] ?? []].flat().join()).toMatch(/uploadSession=;.*Max-Age=0/);
    const form = zipForm();
    const afterLogout = await app.request({
      method: 'POST',
      url: '/api/file/upload-testcase-zip',
      ...form,
      headers: { ...form.headers, cookie },
    });
    expect(afterLogout.statusCode).toBe(401);
  });
});

describe(`reference client driven in a browser: contest problems (${TEST_DIALECT})`, () => {
  it('AddPublicProblem.vue: problemType lists the bank problems of the contest type it can still take', async () => {
    const cid = await createContest(app, root.token, { type: 0 });
    const stamp = `apx${Date.now() % 100000}`;
    const acm = await createProblem(app, root.token, {
      problem: { title: `${stamp} acm`, type: 0, auth: 1 },
    });
    const added = await createProblem(app, root.token, {
      problem: { title: `${stamp} in`, type: 0, auth: 1 },
    });
    await createProblem(app, root.token, { problem: { title: `${stamp} oi`, type: 1, auth: 1 } });
    await createProblem(app, root.token, { problem: { title: `${stamp} private`, type: 0, auth: 2 } });
    const link = await app.request({
      method: 'POST',
      url: '/api/admin/contest/add-problem-from-public',
      token: root.token,
      body: { pid: added.pid, cid, displayId: 'A' },
    });
    expect(link.statusCode, JSON.stringify(link.body)).toBe(200);
    // The dialog's params after utils.filterEmptyValue: keyword, currentPage, limit, problemType, cid.
    const list = await app.request({
      url: '/api/admin/contest/get-problem-list',
      token: root.token,
      query: { keyword: stamp, currentPage: '1', limit: '10', problemType: '0', cid: String(cid) },
    });
    expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.problemList.total).toBe(1);
    expect(list.body.data.problemList.records.map((p: { id: number }) => p.id)).toEqual([acm.pid]);
    // Without problemType the call still lists the contest's own problems.
    const own = await app.request({
      url: '/api/admin/contest/get-problem-list',
      token: root.token,
      query: { currentPage: '1', limit: '10', cid: String(cid) },
    });
    expect(own.body.data.problemList.records.map((p: { id: number }) => p.id)).toEqual([added.pid]);
  });
});

describe(`reference client driven in a browser: the contest edit form (${TEST_DIALECT})`, () => {
  // Contest.vue changeStrToAccountRule: the view's rule must be its tagged text (an object threw a TypeError).
  const referenceRule =
    /<prefix>([\s\S]*?)<\/prefix><suffix>([\s\S]*?)<\/suffix><start>([\s\S]*?)<\/start><end>([\s\S]*?)<\/end><extra>([\s\S]*?)<\/extra>/;

  it('Contest.vue reads accountLimitRule as tagged text and awardConfigList, and saves the view back with its edits', async () => {
    const cid = await createContest(app, root.token, {
      openAccountLimit: true,
      accountLimitRule: { prefix: 'team', suffix: '_a', start: 1, end: 30, extra: ['coach'] },
      awardType: 2,
      awardConfig: [{ priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 }],
    });
    const read = async () =>
      (await app.request({ url: '/api/admin/contest', token: root.token, query: { cid: String(cid) } })).body
        .data;
    const view = await read();
    expect(referenceRule.exec(view.accountLimitRule)?.slice(1)).toEqual(['team', '_a', '1', '30', 'coach']);
    expect(view.awardConfigList).toEqual(view.awardConfig);
    // The form edits its award table and rule, then PUTs the whole view back (awardConfig unchanged in it).
    const saved = await app.request({
      method: 'PUT',
      url: '/api/admin/contest',
      token: root.token,
      body: {
        ...view,
        accountLimitRule:
          '<prefix>team</prefix><suffix>_b</suffix><start>2</start><end>9</end><extra></extra>',
        awardConfigList: [
          ...view.awardConfigList,
          { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#ffffff', num: 2 },
        ],
      },
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const after = await read();
    expect(after.accountLimit).toEqual({ prefix: 'team', suffix: '_b', start: 2, end: 9, extra: [] });
    expect(after.awardConfig.map((a: { name: string }) => a.name)).toEqual(['Gold', 'Silver']);
  });

  it('a contest without an account limit answers a null rule (the form then keeps its defaults)', async () => {
    const cid = await createContest(app, root.token);
    const view = (
      await app.request({ url: '/api/admin/contest', token: root.token, query: { cid: String(cid) } })
    ).body.data;
    expect(view.accountLimitRule).toBeNull();
    expect(view.accountLimit).toBeNull();
  });
});

describe(`reference client driven in a browser: system pages (${TEST_DIALECT})`, () => {
  it("SystemConfig.vue saves the web config it was given: every field but register is text, 'None' marks an emptied one", async () => {
    const read = async () =>
      (await app.request({ url: '/api/admin/config/get-web-config', token: root.token })).body.data;
    const view = await read();
    // saveWebsiteConfig: for every key but register, null or blank text becomes 'None' (.replace threw on a boolean).
    const sent: Record<string, unknown> = { ...view };
    for (const key of Object.keys(sent)) {
      if (key === 'register') continue;
      const value = sent[key];
      expect(value === null || typeof value === 'string', `${key} is ${typeof value}`).toBe(true);
      if (value === null || !(value as string).trim()) sent[key] = 'None';
    }
    sent.recordName = 'None';
    sent.name = 'Driven OJ';
    const saved = await app.request({
      method: 'PUT',
      url: '/api/admin/config/set-web-config',
      token: root.token,
      body: sent,
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const after = await read();
    expect(after).toMatchObject({ webName: 'Driven OJ', recordName: '', imchat: view.imchat });
    const publicConfig = (await app.request({ url: '/api/get-website-config' })).body.data;
    expect(typeof publicConfig.imchat).toBe('boolean');
  });

  it("Dashboard.vue reads nacos.status and each backupService row's metadata['nacos.healthy']", async () => {
    const info = (await app.request({ url: '/api/admin/config/get-service-info', token: root.token })).body
      .data;
    expect(info.nacos.status).toBe('UP');
    expect(info.backupService[0].metadata['nacos.healthy']).toBe('true');
  });
});

describe(`reference client driven in a browser: account settings (${TEST_DIALECT})`, () => {
  it('Account.vue changePassword and changeEmail read data.code 200, data.msg and, for the email, data.userInfo', async () => {
    const user = await signedInUser(app);
    const password = await app.request({
      method: 'POST',
      url: '/api/change-password',
      token: user.token,
      body: { oldPassword: user.password, newPassword: 'changed123' },
    });
    expect(password.statusCode, JSON.stringify(password.body)).toBe(200);
    expect(password.body.data).toMatchObject({ code: 200, msg: expect.any(String) });

    const newEmail = `moved${Date.now() % 100000}@example.org`;
    const sent = await app.request({
      url: '/api/get-change-email-code',
      token: user.token,
      query: { email: newEmail },
    });
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
    // No SMTP here: the mail waits in the outbox, where root reads it.
    const outbox = await app.request({
      url: '/api/admin/outbox',
      token: root.token,
      query: { currentPage: '1', limit: '20' },
    });
    const mail = JSON.stringify(
      outbox.body.data.records.find((m: unknown) => JSON.stringify(m).includes(newEmail)),
    );
    const code = /\b(\d{6})\b/.exec(mail)?.[1];
    expect(code).toBeDefined();
    const email = await app.request({
      method: 'POST',
      url: '/api/change-email',
      token: user.token,
      body: { password: 'changed123', newEmail, code },
    });
    expect(email.statusCode, JSON.stringify(email.body)).toBe(200);
    expect(email.body.data).toMatchObject({ code: 200, msg: expect.any(String) });
    expect(email.body.data.userInfo.email).toBe(newEmail);
  });
});
