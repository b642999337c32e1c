import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';
import { keyHint } from './sms-config.ts';

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

const view = async (token = root.token) =>
  app.request({ method: 'GET', url: '/api/admin/config/get-sms-config', token });
const save = (body: unknown, token = root.token) =>
  app.request({ method: 'PUT', url: '/api/admin/config/set-sms-config', body, token });

describe(`SMS settings (${TEST_DIALECT})`, () => {
  it('keeps every field for a provider and never sends the keys back in full', async () => {
    expect((await view()).body.data).toEqual({
      smsRegionId: '',
      smsDomain: '',
      smsAccessKeyIdHint: '',
      smsAccessKeySecretSet: false,
      smsSignName: '',
      smsTemplateCode: '',
    });
    const saved = await save({
      smsRegionId: 'cn-hangzhou',
      smsDomain: 'dysmsapi.aliyuncs.com',
      smsAccessKeyId: 'LTAI5tAbCdEfGh1234',
      smsAccessKeySecret: 'very-secret-key',
      smsSignName: 'Harbour OJ',
      smsTemplateCode: 'SMS_123456',
    });
    expect(saved.statusCode).toBe(200);
    const shown = (await view()).body.data;
    expect(shown).toEqual({
      smsRegionId: 'cn-hangzhou',
      smsDomain: 'dysmsapi.aliyuncs.com',
      smsAccessKeyIdHint: '********1234',
      smsAccessKeySecretSet: true,
      smsSignName: 'Harbour OJ',
      smsTemplateCode: 'SMS_123456',
    });
    expect(JSON.stringify(shown)).not.toContain('very-secret-key');
    expect(JSON.stringify(shown)).not.toContain('LTAI5tAbCdEfGh');
  });

  it('keeps the stored keys when a save leaves them empty, and changes what it is given', async () => {
    expect(
      (await save({ smsAccessKeyId: '', smsAccessKeySecret: '', smsSignName: 'New sign' })).statusCode,
    ).toBe(200);
    expect((await view()).body.data).toMatchObject({
      smsAccessKeyIdHint: '********1234',
      smsAccessKeySecretSet: true,
      smsSignName: 'New sign',
      smsRegionId: 'cn-hangzhou',
    });
  });

  it('refuses a bad domain, and everyone but root', async () => {
    const bad = await save({ smsDomain: 'not a host' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.field).toBe('smsDomain');
    const admin = await signedInUser(app, Role.ADMIN);
    expect((await view(admin.token)).statusCode).toBe(403);
    expect((await save({ smsSignName: 'x' }, admin.token)).statusCode).toBe(403);
  });
});

describe('keyHint', () => {
  it('shows at most the last four characters', () => {
    expect(keyHint('')).toBe('');
    expect(keyHint('abc')).toBe('***');
    expect(keyHint('abcdefgh')).toBe('****efgh');
    expect(keyHint('a-very-long-access-key-id-1234')).toBe('********1234');
  });
});
