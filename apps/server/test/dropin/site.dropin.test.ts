import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { codeIn, startSmtpCatcher, type SmtpCatcher } from '../smtp-catcher.ts';
import { expectShape } from './shape.ts';

/**
 * The reference client's site calls: the web config (api.js getWebsiteConfig, admin_getWebsiteConfig,
 * admin_editWebsiteConfig; WebConfigDTO), registering and logging in (api.js getRegisterEmail, register,
 * login; RegisterDTO, LoginDTO, UserInfoVO; store/user.js reads the token from the Authorization header).
 */

let app: TestApp;
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await createTestApp({
    smtp: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'Judge <judge@test.local>' },
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

/** WebConfigDTO: the names the reference's pages and its system config form read. */
const WEB_CONFIG = {
  baseUrl: 'string',
  name: 'string',
  shortName: 'string',
  description: 'string',
  register: 'boolean',
  recordName: 'string',
  recordUrl: 'string',
  projectName: 'string',
  projectUrl: 'string',
} as const;

describe(`reference client: site and accounts (${TEST_DIALECT})`, () => {
  it('api.js getWebsiteConfig: the WebConfigDTO names', async () => {
    const response = await app.request({ url: '/api/get-website-config' });
    expect(response.statusCode).toBe(200);
    expectShape(response.body.data, WEB_CONFIG, 'get-website-config');
  });

  it('api.js admin_getWebsiteConfig / admin_editWebsiteConfig: SystemConfig.vue sends back what it got, with its edits', async () => {
    const root = await signedInUser(app, Role.ROOT);
    const got = await app.request({ url: '/api/admin/config/get-web-config', token: root.token });
    expect(got.statusCode).toBe(200);
    expectShape(got.body.data, WEB_CONFIG, 'get-web-config');
    const saved = await app.request({
      method: 'PUT',
      url: '/api/admin/config/set-web-config',
      token: root.token,
      body: { ...got.body.data, name: 'Harbour OJ', description: 'Practice here' },
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const after = (await app.request({ url: '/api/get-website-config' })).body.data;
    expect(after.name).toBe('Harbour OJ');
    expect(after.description).toBe('Practice here');
  });

  it('the home page calls (api.js getHomeCarousel, getRecentContests, getAnnouncementList, getRecent7ACRank)', async () => {
    for (const url of ['/api/home-carousel', '/api/get-recent-contest', '/api/get-recent-seven-ac-rank']) {
      const response = await app.request({ url });
      expect(response.statusCode, url).toBe(200);
      expect(Array.isArray(response.body.data), url).toBe(true);
    }
    const announcements = await app.request({
      url: '/api/get-common-announcement',
      query: { currentPage: '1', limit: '5' },
    });
    expect(announcements.statusCode).toBe(200);
    expectShape(announcements.body.data, { records: 'array', total: 'number' }, 'IPage<AnnouncementVO>');
  });

  it('api.js getRegisterEmail, register, login: the token in the Authorization header and UserInfoVO', async () => {
    const email = `dropin.${Date.now()}@example.org`;
    const sent = await app.request({ url: '/api/get-register-code', query: { email } });
    expect(sent.statusCode).toBe(200);
    // Register.vue sends { username, password, passwordAgain, email, code }.
    const registered = await app.request({
      method: 'POST',
      url: '/api/register',
      body: {
        username: 'dropin_user',
        password: 'goodpass1',
        passwordAgain: 'goodpass1',
        email,
        code: codeIn(await smtp.nextMail(email)),
      },
    });
    expect(registered.statusCode, JSON.stringify(registered.body)).toBe(200);

    const loggedIn = await app.request({
      method: 'POST',
      url: '/api/login',
      body: { username: 'dropin_user', password: 'goodpass1' },
    });
    expect(loggedIn.statusCode).toBe(200);
    expect(typeof loggedIn.headers.authorization).toBe('string');
    expectShape(
      loggedIn.body.data,
      {
        uid: 'number',
        username: 'string',
        nickname: 'string?',
        avatar: 'string?',
        email: 'string?',
        roleList: 'array',
      },
      'UserInfoVO',
    );
    expect(loggedIn.body.data.roleList).toEqual(['default_user']);
    // The back office's login page: admin_login(username, password), the same answer for an admin role.
    const admin = await app.request({
      method: 'POST',
      url: '/api/admin/login',
      body: { username: 'dropin_user', password: 'goodpass1' },
    });
    expect(admin.statusCode).toBe(403);

    // Setting.vue: changeUserInfo(data) sends the user's info back with its edits (UserInfoVO's fields).
    const changed = await app.request({
      method: 'POST',
      url: '/api/change-userInfo',
      token: loggedIn.headers.authorization as string,
      body: { ...loggedIn.body.data, nickname: 'Drop', school: 'Harbour High' },
    });
    expect(changed.statusCode, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.nickname).toBe('Drop');

    // The client sends the token raw in Authorization on every call.
    const me = await app.request({
      method: 'POST',
      url: '/api/get-user-problem-status',
      token: loggedIn.headers.authorization as string,
      body: { pidList: [] },
    });
    expect(me.statusCode).toBe(200);
  });
});
