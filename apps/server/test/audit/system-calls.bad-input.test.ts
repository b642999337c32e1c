import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createTestApp, createUser, signedInUser, type TestApp } from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the dashboard and system configuration calls: a 400 naming the field (the dashboard's time zone,
 * every SMTP setting, the test mail's address, the web config under the reference's names, every user field)
 * or 404 for an unknown user; and nothing written.
 */
let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let target: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  target = await createUser(app);
  await app.request({
    method: 'PUT',
    url: '/api/admin/config/set-email-config',
    token: root.token,
    body: { emailHost: 'smtp.school.example', emailPort: 587, emailUsername: 'me', emailPassword: 'secret' },
  });
});
afterAll(() => app.close());

const rows = (): BadInputRow[] => {
  const dashboard = (tzOffset: string): BadInputRow => ({
    call: 'GET /api/admin/dashboard/get-dashboard-info',
    request: { url: '/api/admin/dashboard/get-dashboard-info', token: root.token, query: { tzOffset } },
    field: 'tzOffset',
  });
  const email = (body: object, field: string): BadInputRow => ({
    call: 'PUT /api/admin/config/set-email-config',
    request: { method: 'PUT', url: '/api/admin/config/set-email-config', token: root.token, body },
    field,
  });
  const testMail = (body: object, field: string): BadInputRow => ({
    call: 'POST /api/admin/config/test-email',
    request: { method: 'POST', url: '/api/admin/config/test-email', token: root.token, body },
    field,
  });
  const web = (body: object, field: string): BadInputRow => ({
    call: 'PUT /api/admin/config/set-web-config',
    request: { method: 'PUT', url: '/api/admin/config/set-web-config', token: root.token, body },
    field,
  });
  const user = (body: object, expected: Partial<BadInputRow>): BadInputRow => ({
    call: 'PUT /api/admin/user/edit-user',
    request: {
      method: 'PUT',
      url: '/api/admin/user/edit-user',
      token: root.token,
      body: { uid: target.uid, ...body },
    },
    ...expected,
  });
  return [
    dashboard('east'),
    dashboard('1.5'),
    dashboard('841'),
    dashboard('-841'),
    email({ emailPort: 0 }, 'emailPort'),
    email({ emailPort: 65536 }, 'emailPort'),
    email({ emailPort: 'twenty-five' }, 'emailPort'),
    email({ emailPort: 25.5 }, 'emailPort'),
    email({ emailHost: 'smtp server' }, 'emailHost'),
    email({ emailHost: 'x'.repeat(256) }, 'emailHost'),
    email({ emailHost: 7 }, 'emailHost'),
    email({ emailSsl: 'yes' }, 'emailSsl'),
    email({ emailUsername: 'x'.repeat(256) }, 'emailUsername'),
    email({ emailPassword: 'x'.repeat(256) }, 'emailPassword'),
    email({ emailPassword: 12345 }, 'emailPassword'),
    email({ emailFrom: 'not an address' }, 'emailFrom'),
    email({ emailFrom: 'Name <broken@>' }, 'emailFrom'),
    email({ emailBGImg: 'javascript:alert(1)' }, 'emailBGImg'),
    email({ emailBGImg: 'data:image/png;base64,AAAA' }, 'emailBGImg'),
    email({ emailHost: 'ok.example', emailPort: 'x' }, 'emailPort'),
    testMail({}, 'email'),
    testMail({ email: '' }, 'email'),
    testMail({ email: 'no-at-sign' }, 'email'),
    testMail({ email: 42 }, 'email'),
    testMail({ email: `${'x'.repeat(250)}@a.bc` }, 'email'),
    web({ name: '' }, 'webName'),
    web({ description: 'x'.repeat(2001) }, 'webDescription'),
    web({ projectUrl: 'x'.repeat(256) }, 'projectUrl'),
    web({ keywords: ['a', 'b'] }, 'keywords'),
    user({ grade: 'x'.repeat(31) }, { field: 'grade' }),
    user({ deptId: 5 }, { field: 'deptId' }),
    user({ vip: 1 }, { field: 'vip' }),
    user({ gender: 'unknown' }, { field: 'gender' }),
    user({ phone: '123' }, { field: 'phone' }),
    user({ blog: 'javascript:alert(1)' }, { field: 'blog' }),
    user({ github: 'github.com/me' }, { field: 'github' }),
    user({ signature: 'x'.repeat(65_536) }, { field: 'signature' }),
    user({ avatar: 'https://example.org/me.png' }, { field: 'avatar' }),
    user({ type: 999 }, { field: 'role' }),
    user({ cfUsername: 'x'.repeat(51) }, { field: 'cfUsername' }),
    {
      call: 'PUT /api/admin/user/edit-user',
      request: {
        method: 'PUT',
        url: '/api/admin/user/edit-user',
        token: root.token,
        body: { uid: 2_000_000_000, grade: 'Grade 1' },
      },
      refusal: NOT_FOUND,
    },
  ];
};

describe('bad input to the dashboard and system configuration calls', () => {
  it('answers each bad input with a 400 naming the field (or the refusal) and writes nothing', async () => {
    const snapshot = async () => ({
      settings: await app.db.selectFrom('siteSettings').selectAll().orderBy('name').execute(),
      users: await app.db.selectFrom('users').selectAll().orderBy('uid').execute(),
      outbox: await app.db.selectFrom('outbox').select('id').execute(),
    });
    const before = await snapshot();
    for (const row of rows()) expectBadInput(row, await app.request(row.request));
    expect(await snapshot()).toEqual(before);
  });
});
