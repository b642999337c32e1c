import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const changePhone = (token: string, body: Record<string, unknown>) =>
  app.request({ method: 'POST', url: '/api/change-phone', token, body });

describe(`changing the mobile number (${TEST_DIALECT})`, () => {
  it('takes a formatted new number with the password, and refuses the same one again', async () => {
    const user = await signedInUser(app);
    const changed = await changePhone(user.token, { password: user.password, newPhone: ' +8613800138000 ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data.userInfo.phone).toBe('+8613800138000');
    const info = await app.request({ url: '/api/get-user-info', token: user.token });
    expect(info.body.data.phone).toBe('+8613800138000');

    const same = await changePhone(user.token, { password: user.password, newPhone: '+8613800138000' });
    expect(same.statusCode).toBe(400);
    expect(same.body.data.field).toBe('newPhone');
    expect(same.body.msg).toContain('The new mobile number must differ from the old one');
  });

  it('refuses a missing or malformed number and a wrong password', async () => {
    const user = await signedInUser(app);
    for (const newPhone of ['', '12ab5678', '12345', undefined]) {
      const refused = await changePhone(user.token, { password: user.password, newPhone });
      expect(refused.statusCode).toBe(400);
      expect(refused.body.data.field).toBe('newPhone');
    }
    const wrong = await changePhone(user.token, { password: 'not-the-password', newPhone: '13800138000' });
    expect(wrong.body.data.field).toBe('password');
  });
});
