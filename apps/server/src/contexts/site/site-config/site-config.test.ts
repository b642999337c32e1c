import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe(`site configuration (${TEST_DIALECT})`, () => {
  it('serves every public field with defaults, to anyone', async () => {
    const response = await app.request({ url: '/api/get-website-config' });
    expect(response.statusCode).toBe(200);
    for (const field of [
      'baseUrl',
      'webName',
      'shortName',
      'recordName',
      'recordUrl',
      'projectName',
      'projectUrl',
      'webDescription',
      'keywords',
      'register',
      'imchat',
      'openPublicDiscussion',
      'openGroupDiscussion',
      'openContestComment',
      'openPublicJudge',
      'openGroupJudge',
      'openContestJudge',
      'defaultSubmitInterval',
      'defaultCreateGroupLimit',
    ]) {
      expect(response.body.data).toHaveProperty(field);
    }
    expect(response.body.data).not.toHaveProperty('defaultCreateGroupAdminLimit');
  });

  it('lets root change web config and switches, and shows the change', async () => {
    const root = await signedInUser(app, Role.ROOT);
    const web = await app.request({
      method: 'PUT',
      url: '/api/admin/config/set-web-config',
      token: root.token,
      body: { webName: 'School OJ', register: false },
    });
    expect(web.statusCode).toBe(200);
    const switches = await app.request({
      method: 'PUT',
      url: '/api/admin/switch/update',
      token: root.token,
      body: { openPublicDiscussion: false, defaultSubmitInterval: 30 },
    });
    expect(switches.statusCode).toBe(200);
    const config = (await app.request({ url: '/api/get-website-config' })).body.data;
    expect(config).toMatchObject({
      webName: 'School OJ',
      register: false,
      openPublicDiscussion: false,
      defaultSubmitInterval: 30,
      shortName: 'OJ',
    });
    expect(
      (await app.request({ url: '/api/admin/switch/info', token: root.token })).body.data
        .defaultSubmitInterval,
    ).toBe(30);
    await app.request({
      method: 'PUT',
      url: '/api/admin/config/set-web-config',
      token: root.token,
      body: { register: true },
    });
  });

  it.each([
    [{ webName: '' }, 'webName'],
    [{ register: 'yes' }, 'register'],
    [{ unknownField: 1 }, 'body'],
  ])('web config validation %j names %s', async (body, field) => {
    const root = await signedInUser(app, Role.ROOT);
    const response = await app.request({
      method: 'PUT',
      url: '/api/admin/config/set-web-config',
      token: root.token,
      body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe(field);
  });

  it('rejects a negative submit interval', async () => {
    const root = await signedInUser(app, Role.ROOT);
    const response = await app.request({
      method: 'PUT',
      url: '/api/admin/switch/update',
      token: root.token,
      body: { defaultSubmitInterval: -1 },
    });
    expect(response.body.data.field).toBe('defaultSubmitInterval');
  });

  it('keeps config calls for the super admin', async () => {
    const admin = await signedInUser(app, Role.ADMIN);
    for (const [method, url] of [
      ['GET', '/api/admin/config/get-web-config'],
      ['PUT', '/api/admin/config/set-web-config'],
      ['GET', '/api/admin/switch/info'],
      ['PUT', '/api/admin/switch/update'],
      ['GET', '/api/admin/outbox'],
    ] as const) {
      expect(
        (await app.request({ method, url, token: admin.token, body: method === 'PUT' ? {} : undefined }))
          .statusCode,
      ).toBe(403);
    }
  });
});

describe(`outbox and unread counts (${TEST_DIALECT})`, () => {
  it('keeps mails in the outbox when SMTP is not configured, for root to read', async () => {
    const sent = await app.request({ url: '/api/get-register-code', query: { email: 'outbox@example.org' } });
    expect(sent.statusCode).toBe(200);
    const root = await signedInUser(app, Role.ROOT);
    const outbox = await app.request({ url: '/api/admin/outbox', token: root.token });
    const mail = outbox.body.data.records.find((m: { to: string }) => m.to === 'outbox@example.org');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.delivered).toBe(false);
  });

  it('counts unread reminders and notices by kind', async () => {
    const user = await signedInUser(app);
    const now = new Date().toISOString();
    await app.db
      .insertInto('messageReminders')
      .values([
        { action: 'Reply', recipientId: user.uid, state: 0, createdAt: now },
        { action: 'Reply', recipientId: user.uid, state: 1, createdAt: now },
        { action: 'Like', recipientId: user.uid, state: 0, createdAt: now },
      ])
      .execute();
    await app.db
      .insertInto('userNotices')
      .values({ recipientId: user.uid, type: 'Sys', title: 't', content: 'c', state: 0, createdAt: now })
      .execute();
    const response = await app.request({ url: '/api/msg/unread', token: user.token });
    expect(response.body.data).toEqual({ comment: 0, reply: 1, like: 1, sys: 1, mine: 0 });
  });
});
