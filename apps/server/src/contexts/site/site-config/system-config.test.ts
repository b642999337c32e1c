import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';
import { codeIn, startSmtpCatcher, type SmtpCatcher } from '../../../../test/smtp-catcher.ts';

const SMTP_USER = 'mailer@school.example';
const SMTP_PASSWORD = 'smtp-secret-42';

let app: TestApp;
let catcher: SmtpCatcher;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  catcher = await startSmtpCatcher({ credentials: { user: SMTP_USER, password: SMTP_PASSWORD } });
  root = await signedInUser(app, Role.ROOT);
});
afterAll(async () => {
  await app.close();
  await catcher.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) =>
  app.request({ method, url, body, token: root.token });
const emailConfig = async () => (await call('GET', '/api/admin/config/get-email-config')).body.data;
const setEmail = (body: unknown) => call('PUT', '/api/admin/config/set-email-config', body);
const testMail = (email: string) => call('POST', '/api/admin/config/test-email', { email });

describe(`email settings in the database (${TEST_DIALECT})`, () => {
  it('starts with none: mails stay in the outbox and the test mail says so', async () => {
    expect(await emailConfig()).toMatchObject({ emailHost: '', inForce: 'none', environment: null });
    const response = await testMail('nobody@example.org');
    expect(response.statusCode).toBe(400);
    expect(response.body.msg).toContain('No SMTP server is configured');
  });

  it('keeps the password on the server: it is said to be set, never sent back', async () => {
    const saved = await setEmail({
      emailHost: '127.0.0.1',
      emailPort: String(catcher.port),
      emailSsl: false,
      emailUsername: SMTP_USER,
      emailPassword: SMTP_PASSWORD,
      emailFrom: 'School OJ <noreply@school.example>',
      emailBGImg: '/api/public/img/mail-header.png',
    });
    expect(saved.statusCode).toBe(200);
    const view = await emailConfig();
    expect(view).toMatchObject({
      emailHost: '127.0.0.1',
      emailPort: catcher.port,
      emailUsername: SMTP_USER,
      emailPassword: '',
      emailPasswordSet: true,
      inForce: 'database',
    });
    expect(JSON.stringify(view)).not.toContain(SMTP_PASSWORD);
  });

  it('sends the test mail with the stored settings and reports the SMTP answer', async () => {
    const response = await testMail('teacher@school.example');
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toMatchObject({
      source: 'database',
      host: '127.0.0.1',
      port: catcher.port,
      accepted: ['teacher@school.example'],
      rejected: [],
    });
    expect(response.body.data.response).toMatch(/^250 /);
    const mail = await catcher.nextMail('teacher@school.example');
    expect(mail.subject).toBe('Online Judge: test mail');
    const outbox = await call('GET', '/api/admin/outbox');
    expect(outbox.body.data.records[0]).toMatchObject({ to: 'teacher@school.example', delivered: true });
  });

  it('sends the site’s own mails through them too', async () => {
    const sent = await app.request({
      url: '/api/get-register-code',
      query: { email: 'pupil@school.example' },
    });
    expect(sent.statusCode).toBe(200);
    expect(codeIn(await catcher.nextMail('pupil@school.example'))).toMatch(/^\d{6}$/);
  });

  it('keeps the password when a save leaves it empty, and reports a refused login in the server’s words', async () => {
    expect((await setEmail({ emailFrom: '', emailPassword: '' })).statusCode).toBe(200);
    expect(await emailConfig()).toMatchObject({ emailPasswordSet: true, emailFrom: '' });
    expect((await testMail('again@school.example')).statusCode).toBe(200);
    // Without emailFrom the sender is the SMTP user, an address.
    expect((await catcher.nextMail('again@school.example')).subject).toContain('test mail');

    await setEmail({ emailPassword: 'wrong-password' });
    const refused = await testMail('refused@school.example');
    expect(refused.statusCode).toBe(503);
    expect(refused.body.code).toBe('EMAIL_FAILED');
    expect(refused.body.msg).toContain('535');
    expect(refused.body.data).toMatchObject({ source: 'database', answer: expect.stringContaining('535') });
    const outbox = await call('GET', '/api/admin/outbox');
    expect(outbox.body.data.records[0]).toMatchObject({ to: 'refused@school.example', delivered: false });
    expect(outbox.body.data.records[0].error).toContain('535');
  });

  it('forgets the password when the user is cleared (no authentication then)', async () => {
    await setEmail({ emailUsername: '' });
    expect(await emailConfig()).toMatchObject({ emailUsername: '', emailPasswordSet: false });
    // The catcher wants a login now, so the mail is refused: the answer names the reason.
    const response = await testMail('noauth@school.example');
    expect(response.statusCode).toBe(503);
    expect(response.body.msg).toContain('The SMTP server answered');
  });

  it('ignores keys it does not know, as the reference’s client sends back what it read', async () => {
    const view = await emailConfig();
    const response = await setEmail({ ...view, emailUsername: SMTP_USER, emailPassword: SMTP_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect((await testMail('roundtrip@school.example')).statusCode).toBe(200);
    await catcher.nextMail('roundtrip@school.example');
  });
});

describe(`SMTP variables win over the database (${TEST_DIALECT})`, () => {
  it('sends through the environment’s server and shows it without its password', async () => {
    const environmentCatcher = await startSmtpCatcher();
    const withEnvironment = await createTestApp({
      smtp: {
        host: '127.0.0.1',
        port: environmentCatcher.port,
        secure: false,
        user: undefined,
        password: 'env-password',
        from: 'Ops <ops@example.org>',
      },
    });
    try {
      const rootThere = await signedInUser(withEnvironment, Role.ROOT);
      const as = (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) =>
        withEnvironment.request({ method, url, body, token: rootThere.token });
      await as('PUT', '/api/admin/config/set-email-config', {
        emailHost: '127.0.0.1',
        emailPort: catcher.port,
      });
      const view = (await as('GET', '/api/admin/config/get-email-config')).body.data;
      expect(view.inForce).toBe('environment');
      expect(view.environment).toEqual({
        host: '127.0.0.1',
        port: environmentCatcher.port,
        secure: false,
        user: null,
        from: 'Ops <ops@example.org>',
        passwordSet: true,
      });
      expect(JSON.stringify(view)).not.toContain('env-password');
      const sent = await as('POST', '/api/admin/config/test-email', { email: 'ops@example.org' });
      expect(sent.body.data.source).toBe('environment');
      expect((await environmentCatcher.nextMail('ops@example.org')).subject).toContain('test mail');
    } finally {
      await withEnvironment.close();
      await environmentCatcher.close();
    }
  });
});

describe(`database and web config (${TEST_DIALECT})`, () => {
  it('says which database runs and where, without a password', async () => {
    const response = await call('GET', '/api/admin/config/get-db-and-redis-config');
    expect(response.statusCode).toBe(200);
    const database = response.body.data;
    expect(database.kind).toBe(TEST_DIALECT);
    expect(database.sizeBytes).toBeGreaterThan(0);
    expect(database.serverVersion).toMatch(TEST_DIALECT === 'postgres' ? /^PostgreSQL \d/ : /^SQLite 3\./);
    if (TEST_DIALECT === 'sqlite') {
      expect(database).toMatchObject({
        location: app.config.sqliteFile,
        configuredBy: 'DATA_DIR',
        dbHost: null,
      });
    } else {
      expect(database.location).toMatch(/^postgres:\/\/[^:@]+@[^/]+\/judge_test_/);
      expect(database.configuredBy).toBe('DATABASE_URL');
    }
    expect(database).not.toHaveProperty('dbPassword');
  });

  it('takes the reference’s names of the site’s name and description, and answers both', async () => {
    const saved = await call('PUT', '/api/admin/config/set-web-config', {
      name: 'Harbour School OJ',
      description: 'Practice for the harbour school',
      webName: 'ignored, the reference’s name wins',
    });
    expect(saved.statusCode).toBe(200);
    const web = (await call('GET', '/api/admin/config/get-web-config')).body.data;
    expect(web).toMatchObject({
      webName: 'Harbour School OJ',
      name: 'Harbour School OJ',
      webDescription: 'Practice for the harbour school',
      description: 'Practice for the harbour school',
    });
    const site = (await app.request({ url: '/api/get-website-config' })).body.data;
    expect(site).toMatchObject({ name: 'Harbour School OJ', webName: 'Harbour School OJ' });
    // What the reference's client sends back after reading: every field plus the two names.
    expect((await call('PUT', '/api/admin/config/set-web-config', web)).statusCode).toBe(200);
  });
});
