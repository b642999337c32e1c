import { describe, expect, it } from 'vitest';
import { isSecretField } from './secret-fields.ts';

describe('the audit log’s secret fields', () => {
  it('knows passwords, hashes, tokens, secrets and keys by name, and the configuration’s secrets', () => {
    for (const name of [
      'password',
      'passwordHash',
      'emailPassword',
      'privatePwd',
      'pwd',
      'smsAccessKeySecret',
      'smsAccessKeyId',
      'apiKey',
      'key',
      'refreshToken',
      'salt',
      'databaseUrl',
      'rootPassword',
      'smtp',
    ])
      expect(isSecretField(name), name).toBe(true);
  });

  it('leaves ordinary fields alone', () => {
    for (const name of ['title', 'username', 'role', 'keyword', 'monkey', 'description', 'auth', 'status'])
      expect(isSecretField(name), name).toBe(false);
  });
});
