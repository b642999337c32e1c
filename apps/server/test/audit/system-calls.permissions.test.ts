import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../test-app.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../smtp-catcher.ts';
import {
  checkPermissionRow,
  FORBIDDEN,
  GUEST_REFUSED,
  NOT_PROBLEM_ADMINS,
  PROBLEM_ADMINS,
  SIGNED_IN,
  signInEveryRole,
  type Caller,
  type PermissionRow,
  type Signed,
} from './audit-kit.ts';

/**
 * Who may make the back office's dashboard and system configuration calls (the reference's roles): the
 * dashboard, service and judge info for root, admin and problem admin (RequiresRoles root/admin/problem_admin);
 * the email settings, test mail and database info for root alone (system_info_admin); a user's every field for
 * root and admin (user_admin). Guests 401, every other role 403. A refused call writes and sends nothing.
 */
let app: TestApp;
let signed: Signed;
let catcher: SmtpCatcher;

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
  catcher = await startSmtpCatcher();
  await app.request({
    method: 'PUT',
    url: '/api/admin/config/set-email-config',
    token: signed.root.token,
    body: { emailHost: '127.0.0.1', emailPort: catcher.port },
  });
});
afterAll(async () => {
  await app.close();
  await catcher.close();
});

const NOT_ROOT: Caller[] = SIGNED_IN.filter((caller) => caller !== 'root');
const USER_ADMINS: Caller[] = ['root', 'admin'];
const rootOnly: PermissionRow['denied'] = [
  [['guest'], GUEST_REFUSED],
  [NOT_ROOT, FORBIDDEN],
];
const problemAdmins: PermissionRow['denied'] = [
  [['guest'], GUEST_REFUSED],
  [NOT_PROBLEM_ADMINS, FORBIDDEN],
];

const snapshot = async () => ({
  email: await app.db.selectFrom('siteSettings').selectAll().where('name', '=', 'email').execute(),
  outbox: await app.db.selectFrom('outbox').select('id').execute(),
  users: await app.db.selectFrom('users').selectAll().orderBy('uid').execute(),
});

describe('dashboard and system configuration calls', () => {
  const rows = (): PermissionRow[] => [
    {
      call: 'GET /api/admin/dashboard/get-dashboard-info',
      request: () => ({ url: '/api/admin/dashboard/get-dashboard-info' }),
      allowed: PROBLEM_ADMINS,
      denied: problemAdmins,
    },
    {
      call: 'POST /api/admin/dashboard/get-sessions',
      request: () => ({ method: 'POST', url: '/api/admin/dashboard/get-sessions' }),
      allowed: PROBLEM_ADMINS,
      denied: problemAdmins,
    },
    ...(['GET', 'POST'] as const).flatMap((method): PermissionRow[] => [
      {
        call: `${method} /api/admin/config/get-service-info`,
        request: () => ({ method, url: '/api/admin/config/get-service-info' }),
        allowed: PROBLEM_ADMINS,
        denied: problemAdmins,
      },
      {
        call: `${method} /api/admin/config/get-judge-service-info`,
        request: () => ({ method, url: '/api/admin/config/get-judge-service-info' }),
        allowed: PROBLEM_ADMINS,
        denied: problemAdmins,
      },
      {
        call: `${method} /api/admin/config/get-email-config`,
        request: () => ({ method, url: '/api/admin/config/get-email-config' }),
        allowed: ['root'],
        denied: rootOnly,
      },
      {
        call: `${method} /api/admin/config/get-db-and-redis-config`,
        request: () => ({ method, url: '/api/admin/config/get-db-and-redis-config' }),
        allowed: ['root'],
        denied: rootOnly,
      },
    ]),
    {
      call: 'PUT /api/admin/config/set-email-config',
      request: () => ({
        method: 'PUT',
        url: '/api/admin/config/set-email-config',
        body: { emailHost: '127.0.0.1', emailPort: catcher.port, emailFrom: 'OJ <oj@example.org>' },
      }),
      allowed: ['root'],
      denied: rootOnly,
    },
    {
      call: 'POST /api/admin/config/test-email',
      request: () => ({
        method: 'POST',
        url: '/api/admin/config/test-email',
        body: { email: 'test@example.org' },
      }),
      allowed: ['root'],
      denied: rootOnly,
    },
    {
      call: 'PUT /api/admin/user/edit-user (every field)',
      request: async () => ({
        method: 'PUT',
        url: '/api/admin/user/edit-user',
        body: {
          uid: (await createUser(app)).uid,
          grade: 'Grade 8',
          deptId: 'MATH',
          vip: true,
          gender: 'male',
          phone: '13800138000',
          blog: 'https://blog.example',
          avatar: '',
        },
      }),
      allowed: USER_ADMINS,
      denied: [
        [['guest'], GUEST_REFUSED],
        [SIGNED_IN.filter((caller) => !USER_ADMINS.includes(caller)), FORBIDDEN],
      ],
    },
  ];
  for (const row of rows())
    it(row.call, async () => {
      expect(await checkPermissionRow(app, signed, row)).toEqual([]);
    });

  it('a refused call writes and sends nothing', async () => {
    const target = await createUser(app);
    const before = await snapshot();
    const mailsBefore = catcher.mails.length;
    for (const caller of ['guest', ...NOT_ROOT] as Caller[]) {
      const token = caller === 'guest' ? undefined : signed[caller].token;
      const calls = [
        {
          method: 'PUT' as const,
          url: '/api/admin/config/set-email-config',
          body: { emailHost: 'evil.example' },
        },
        { method: 'POST' as const, url: '/api/admin/config/test-email', body: { email: 'x@example.org' } },
        ...(caller === 'admin'
          ? []
          : [
              {
                method: 'PUT' as const,
                url: '/api/admin/user/edit-user',
                body: { uid: target.uid, vip: true },
              },
            ]),
      ];
      for (const call of calls)
        expect((await app.request({ ...call, token })).statusCode).toBeGreaterThanOrEqual(401);
    }
    expect(await snapshot()).toEqual(before);
    expect(catcher.mails.length).toBe(mailsBefore);
  });
});
