import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, Role } from '@judge/contract';
import {
  createTestApp,
  createUser,
  login,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';
import { codeIn, startSmtpCatcher, type SmtpCatcher } from '../../../../test/smtp-catcher.ts';

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

let emailCounter = 0;
const freshEmail = () => `person${++emailCounter}.${Date.now()}@example.org`;

async function requestCode(email: string) {
  return app.request({ url: '/api/get-register-code', query: { email } });
}

async function registerWithMailedCode(username: string, password = 'goodpass1') {
  const email = freshEmail();
  expect((await requestCode(email)).statusCode).toBe(200);
  const code = codeIn(await smtp.nextMail(email));
  const response = await app.request({
    method: 'POST',
    url: '/api/register',
    body: { username, password, email, code },
  });
  return { response, email, code };
}

/** Makes the latest code to this address look older, instead of waiting in the test. */
async function ageLatestCode(email: string, seconds: number) {
  const then = new Date(Date.now() - seconds * 1000).toISOString();
  await app.db
    .updateTable('emailCodes')
    .set({ createdAt: then })
    .where('email', '=', email.toLowerCase())
    .execute();
}

describe(`registration (${TEST_DIALECT})`, () => {
  it('registers with the 6-digit code received over SMTP, then logs in', async () => {
    const { response } = await registerWithMailedCode('newcomer1');
    expect(response.statusCode).toBe(200);
    const token = await login(app, 'newcomer1', 'goodpass1');
    expect(token.length).toBeGreaterThan(20);
  });

  it('refuses a second code within the 60 s cooldown and allows it after', async () => {
    const email = freshEmail();
    expect((await requestCode(email)).statusCode).toBe(200);
    const again = await requestCode(email);
    expect(again.statusCode).toBe(429);
    expect(again.body.code).toBe('COOLDOWN');
    await ageLatestCode(email, LIMITS.registerCodeCooldownSeconds + 1);
    expect((await requestCode(email)).statusCode).toBe(200);
  });

  it('rejects an expired code', async () => {
    const email = freshEmail();
    await requestCode(email);
    const code = codeIn(await smtp.nextMail(email));
    await app.db
      .updateTable('emailCodes')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    const response = await app.request({
      method: 'POST',
      url: '/api/register',
      body: { username: 'expired1', password: 'goodpass1', email, code },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe('code');
  });

  it('rejects a wrong code and writes no account', async () => {
    const email = freshEmail();
    await requestCode(email);
    const code = codeIn(await smtp.nextMail(email));
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await app.request({
      method: 'POST',
      url: '/api/register',
      body: { username: 'wrongcode1', password: 'goodpass1', email, code: wrong },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe('code');
    expect(
      await app.db.selectFrom('users').select('uid').where('username', '=', 'wrongcode1').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('uses a code only once', async () => {
    const { response, email, code } = await registerWithMailedCode('onceonly1');
    expect(response.statusCode).toBe(200);
    const second = await app.request({
      method: 'POST',
      url: '/api/register',
      body: { username: 'onceonly2', password: 'goodpass1', email, code },
    });
    expect(second.statusCode).toBe(400);
  });

  it.each([
    ['张三', true],
    ['张三李四王五赵六钱七', true],
    ['ab1', true],
    ['a.b@c_d', true],
    ['9lives', true],
    ['x'.repeat(20), true],
    ['a', false],
    ['ab', false],
    ['x'.repeat(21), false],
    ['.abc', false],
    ['_abc', false],
    ['ab cd', false],
    ['ab-cd', false],
    ['张', false],
  ])('username rule: %s is %s', async (username, valid) => {
    const response = await app.request({
      method: 'POST',
      url: '/api/register',
      body: { username, password: 'goodpass1', email: freshEmail(), code: '123456' },
    });
    if (valid) {
      // A valid name gets past validation and fails only on the (never sent) code.
      expect(response.body.data?.field).toBe('code');
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.body.data.field).toBe('username');
    }
  });

  it('rejects a taken username (any case) and a taken email', async () => {
    const existing = await createUser(app, { username: 'Taken1' });
    const byName = await app.request({
      method: 'POST',
      url: '/api/register',
      body: { username: 'taken1', password: 'goodpass1', email: freshEmail(), code: '123456' },
    });
    expect(byName.statusCode).toBe(400);
    expect(byName.body.msg).toContain('The username already exists, Try append number');
    const byEmail = await app.request({
      method: 'POST',
      url: '/api/register',
      body: { username: 'fresh99', password: 'goodpass1', email: existing.email, code: '123456' },
    });
    expect(byEmail.statusCode).toBe(400);
    expect(byEmail.body.msg).toContain('The email already exists');
    const codeForTaken = await requestCode(existing.email!);
    expect(codeForTaken.statusCode).toBe(400);
    expect(codeForTaken.body.data.field).toBe('email');
  });

  it.each([
    [{ password: '12345' }, 'password'],
    [{ password: 'x'.repeat(21) }, 'password'],
    [{ password: undefined }, 'password'],
    [{ email: 'not-an-email' }, 'email'],
    [{ email: undefined }, 'email'],
    [{ code: '12345' }, 'code'],
    [{ code: '1234567' }, 'code'],
    [{ code: 'abcdef' }, 'code'],
    [{ username: undefined }, 'username'],
  ])('register validation %j names %s', async (patch, field) => {
    const body = {
      username: 'validname',
      password: 'goodpass1',
      email: freshEmail(),
      code: '123456',
      ...patch,
    };
    const response = await app.request({ method: 'POST', url: '/api/register', body });
    expect(response.statusCode).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.data.field).toBe(field);
  });

  it('reports taken usernames and emails through check-username-or-email', async () => {
    const user = await createUser(app);
    const taken = await app.request({
      method: 'POST',
      url: '/api/check-username-or-email',
      body: { username: user.username.toUpperCase(), email: user.email },
    });
    expect(taken.body.data).toEqual({ username: true, email: true });
    const free = await app.request({
      method: 'POST',
      url: '/api/check-username-or-email',
      body: { username: 'nobodyhere', email: 'nobody@here.org' },
    });
    expect(free.body.data).toEqual({ username: false, email: false });
  });

  it('refuses codes and registration when the site closes registration', async () => {
    await app.services.siteConfig.updateWeb({ register: false });
    try {
      expect((await requestCode(freshEmail())).body.code).toBe('REGISTER_CLOSED');
      const response = await app.request({
        method: 'POST',
        url: '/api/register',
        body: { username: 'closed1', password: 'goodpass1', email: freshEmail(), code: '123456' },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await app.services.siteConfig.updateWeb({ register: true });
    }
  });
});

describe(`login, tokens and logout (${TEST_DIALECT})`, () => {
  it.each([
    [{ username: '' }, 'username'],
    [{ username: 'x'.repeat(21) }, 'username'],
    [{ password: '' }, 'password'],
    [{ password: '12345' }, 'password'],
    [{ password: 'x'.repeat(21) }, 'password'],
  ])('login validation %j names %s', async (patch, field) => {
    const response = await app.request({
      method: 'POST',
      url: '/api/login',
      body: { username: 'someone', password: 'goodpass1', ...patch },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe(field);
  });

  it('returns the token in the Authorization header and user info with roleList, and no secret', async () => {
    const user = await createUser(app, { role: Role.TEACHER });
    const response = await app.request({
      method: 'POST',
      url: '/api/login',
      body: { username: user.username, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.authorization).toBeTruthy();
    expect(response.headers['access-control-expose-headers']).toContain('Authorization');
    expect(response.body.data).toMatchObject({
      uid: user.uid,
      username: user.username,
      roleList: ['teacher'],
      role: 1009,
      defCode: true,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|passwordHash/);
  });

  it('accepts the token raw and with a Bearer prefix', async () => {
    const user = await signedInUser(app);
    for (const token of [user.token, `Bearer ${user.token}`]) {
      const response = await app.request({ url: '/api/get-user-info', token });
      expect(response.statusCode).toBe(200);
      expect(response.body.data.username).toBe(user.username);
    }
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await app.request({ url: '/api/get-user-info' })).statusCode).toBe(401);
    const forged = await app.request({
      url: '/api/get-user-info',
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl',
    });
    expect(forged.statusCode).toBe(401);
  });

  it('logout revokes the token', async () => {
    const user = await signedInUser(app);
    expect((await app.request({ url: '/api/logout', token: user.token })).statusCode).toBe(200);
    const after = await app.request({ url: '/api/get-user-info', token: user.token });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a disabled account', async () => {
    const user = await createUser(app, { status: 1 });
    const response = await app.request({
      method: 'POST',
      url: '/api/login',
      body: { username: user.username, password: user.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body.code).toBe('ACCOUNT_DISABLED');
  });

  it('demands a slide verification after 5 failures and accepts a correct one; success resets the count', async () => {
    const user = await createUser(app);
    for (let i = 1; i <= LIMITS.slideAfterFailures; i++) {
      const wrong = await app.request({
        method: 'POST',
        url: '/api/login',
        body: { username: user.username, password: 'wrongpass' },
      });
      expect(wrong.body.code).toBe('WRONG_CREDENTIALS');
      expect(wrong.body.data.failedCount).toBe(i);
    }
    // Even the right password is refused now without a verification.
    const blocked = await app.request({
      method: 'POST',
      url: '/api/login',
      body: { username: user.username, password: user.password },
    });
    expect(blocked.body.code).toBe('SLIDE_VERIFICATION_REQUIRED');

    const challenge = (await app.request({ url: '/api/slide-captcha' })).body.data;
    expect(challenge.background).toMatch(/^data:image\/png;base64,/);
    expect(challenge.piece).toMatch(/^data:image\/png;base64,/);
    const row = await app.db
      .selectFrom('slideChallenges')
      .selectAll()
      .where('id', '=', challenge.challengeId)
      .executeTakeFirstOrThrow();
    const verified = await app.request({
      method: 'POST',
      url: '/api/slide-captcha/verify',
      body: { challengeId: challenge.challengeId, x: row.gapX + LIMITS.slideAccuracyPx },
    });
    expect(verified.statusCode).toBe(200);
    const ticket = verified.body.data.ticket;

    const ok = await app.request({
      method: 'POST',
      url: '/api/login',
      body: { username: user.username, password: user.password, slideTicket: ticket },
    });
    expect(ok.statusCode).toBe(200);
    // The ticket is spent, and the counter was reset by the success.
    const next = await app.request({
      method: 'POST',
      url: '/api/login',
      body: { username: user.username, password: user.password },
    });
    expect(next.statusCode).toBe(200);
  });

  it('fails a slide off by more than 3 px, and allows one attempt per challenge', async () => {
    const challenge = (await app.request({ url: '/api/slide-captcha' })).body.data;
    const row = await app.db
      .selectFrom('slideChallenges')
      .selectAll()
      .where('id', '=', challenge.challengeId)
      .executeTakeFirstOrThrow();
    const off = await app.request({
      method: 'POST',
      url: '/api/slide-captcha/verify',
      body: { challengeId: challenge.challengeId, x: row.gapX + LIMITS.slideAccuracyPx + 1 },
    });
    expect(off.body.code).toBe('SLIDE_VERIFICATION_FAILED');
    const retry = await app.request({
      method: 'POST',
      url: '/api/slide-captcha/verify',
      body: { challengeId: challenge.challengeId, x: row.gapX },
    });
    expect(retry.body.code).toBe('SLIDE_VERIFICATION_FAILED');
  });

  it('a slide ticket cannot be used twice', async () => {
    const user = await createUser(app);
    for (let i = 0; i < LIMITS.slideAfterFailures; i++) {
      await app.request({
        method: 'POST',
        url: '/api/login',
        body: { username: user.username, password: 'wrongpass' },
      });
    }
    const challenge = (await app.request({ url: '/api/slide-captcha' })).body.data;
    const row = await app.db
      .selectFrom('slideChallenges')
      .selectAll()
      .where('id', '=', challenge.challengeId)
      .executeTakeFirstOrThrow();
    const { ticket } = (
      await app.request({
        method: 'POST',
        url: '/api/slide-captcha/verify',
        body: { challengeId: challenge.challengeId, x: row.gapX },
      })
    ).body.data;
    const wrongAgain = await app.request({
      method: 'POST',
      url: '/api/login',
      body: { username: user.username, password: 'wrongpass', slideTicket: ticket },
    });
    expect(wrongAgain.body.code).toBe('WRONG_CREDENTIALS');
    const reuse = await app.request({
      method: 'POST',
      url: '/api/login',
      body: { username: user.username, password: user.password, slideTicket: ticket },
    });
    expect(reuse.body.code).toBe('SLIDE_VERIFICATION_REQUIRED');
  });
});

describe(`password reset (${TEST_DIALECT})`, () => {
  async function captchaAnswer() {
    const captcha = (await app.request({ url: '/api/captcha' })).body.data;
    expect(captcha.img).toMatch(/^data:image\/svg\+xml;base64,/);
    const row = await app.db
      .selectFrom('captchas')
      .selectAll()
      .where('captchaKey', '=', captcha.captchaKey)
      .executeTakeFirstOrThrow();
    return { captchaKey: captcha.captchaKey, captcha: row.text };
  }

  it('mails a reset link that sets a new password, revokes old sessions, and works once', async () => {
    const user = await signedInUser(app);
    const apply = await app.request({
      method: 'POST',
      url: '/api/apply-reset-password',
      body: { email: user.email, ...(await captchaAnswer()) },
    });
    expect(apply.statusCode).toBe(200);
    const mail = await smtp.nextMail(user.email!);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('username')).toBe(user.username);
    const code = link.searchParams.get('code')!;
    const reset = await app.request({
      method: 'POST',
      url: '/api/reset-password',
      body: { username: user.username, password: 'brandnew1', code },
    });
    expect(reset.statusCode).toBe(200);
    expect((await app.request({ url: '/api/get-user-info', token: user.token })).statusCode).toBe(401);
    await login(app, user.username, 'brandnew1');
    const again = await app.request({
      method: 'POST',
      url: '/api/reset-password',
      body: { username: user.username, password: 'another12', code },
    });
    expect(again.statusCode).toBe(400);
  });

  it('needs the right captcha, an existing email, and waits 90 s between requests', async () => {
    const user = await createUser(app);
    const badCaptcha = await app.request({
      method: 'POST',
      url: '/api/apply-reset-password',
      body: { email: user.email, captcha: 'zzzz', captchaKey: (await captchaAnswer()).captchaKey },
    });
    expect(badCaptcha.body.code).toBe('CAPTCHA_WRONG');
    const unknown = await app.request({
      method: 'POST',
      url: '/api/apply-reset-password',
      body: { email: 'nobody@nowhere.org', ...(await captchaAnswer()) },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.msg).toContain('The username/email does not exist');
    expect(
      (
        await app.request({
          method: 'POST',
          url: '/api/apply-reset-password',
          body: { email: user.email, ...(await captchaAnswer()) },
        })
      ).statusCode,
    ).toBe(200);
    const tooSoon = await app.request({
      method: 'POST',
      url: '/api/apply-reset-password',
      body: { email: user.email, ...(await captchaAnswer()) },
    });
    expect(tooSoon.statusCode).toBe(429);
    await ageLatestCode(user.email!, LIMITS.resetCooldownSeconds - 5);
    expect(
      (
        await app.request({
          method: 'POST',
          url: '/api/apply-reset-password',
          body: { email: user.email, ...(await captchaAnswer()) },
        })
      ).statusCode,
    ).toBe(429);
    await ageLatestCode(user.email!, LIMITS.resetCooldownSeconds + 1);
    expect(
      (
        await app.request({
          method: 'POST',
          url: '/api/apply-reset-password',
          body: { email: user.email, ...(await captchaAnswer()) },
        })
      ).statusCode,
    ).toBe(200);
  });

  it.each([
    [{ email: '' }, 'email'],
    [{ email: 'bad' }, 'email'],
    [{ captcha: '' }, 'captcha'],
    [{ captcha: '123456789' }, 'captcha'],
  ])('reset request validation %j names %s', async (patch, field) => {
    const response = await app.request({
      method: 'POST',
      url: '/api/apply-reset-password',
      body: { email: 'a@b.org', captcha: 'abcd', captchaKey: 'k', ...patch },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe(field);
  });

  it('reset page: unknown username, short password, wrong code', async () => {
    const user = await createUser(app);
    const unknown = await app.request({
      method: 'POST',
      url: '/api/reset-password',
      body: { username: 'ghost404', password: 'goodpass1', code: 'x' },
    });
    expect(unknown.body.msg).toContain('The username does not exist');
    const short = await app.request({
      method: 'POST',
      url: '/api/reset-password',
      body: { username: user.username, password: '123', code: 'x' },
    });
    expect(short.body.data.field).toBe('password');
    const wrong = await app.request({
      method: 'POST',
      url: '/api/reset-password',
      body: { username: user.username, password: 'goodpass1', code: 'not-the-code' },
    });
    expect(wrong.body.data.field).toBe('code');
  });
});

describe(`settings (${TEST_DIALECT})`, () => {
  it('changes the password only with the old one, and only to a different one; other sessions end', async () => {
    const user = await signedInUser(app);
    const otherDevice = await login(app, user.username, user.password);
    const wrongOld = await app.request({
      method: 'POST',
      url: '/api/change-password',
      token: user.token,
      body: { oldPassword: 'notmine1', newPassword: 'newpass12' },
    });
    expect(wrongOld.body.data.field).toBe('oldPassword');
    const same = await app.request({
      method: 'POST',
      url: '/api/change-password',
      token: user.token,
      body: { oldPassword: user.password, newPassword: user.password },
    });
    expect(same.body.data.field).toBe('newPassword');
    const ok = await app.request({
      method: 'POST',
      url: '/api/change-password',
      token: user.token,
      body: { oldPassword: user.password, newPassword: 'newpass12' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await app.request({ url: '/api/get-user-info', token: user.token })).statusCode).toBe(200);
    expect((await app.request({ url: '/api/get-user-info', token: otherDevice })).statusCode).toBe(401);
    await login(app, user.username, 'newpass12');
  });

  it('changes the email with a code sent to the new address; the new one must differ and be free', async () => {
    const user = await signedInUser(app);
    const same = await app.request({
      url: '/api/get-change-email-code',
      token: user.token,
      query: { email: user.email! },
    });
    expect(same.body.data.field).toBe('email');
    const other = await createUser(app);
    const taken = await app.request({
      url: '/api/get-change-email-code',
      token: user.token,
      query: { email: other.email! },
    });
    expect(taken.body.msg).toContain('The email already exists');
    const newEmail = freshEmail();
    expect(
      (
        await app.request({
          url: '/api/get-change-email-code',
          token: user.token,
          query: { email: newEmail },
        })
      ).statusCode,
    ).toBe(200);
    const code = codeIn(await smtp.nextMail(newEmail));
    const wrongPassword = await app.request({
      method: 'POST',
      url: '/api/change-email',
      token: user.token,
      body: { password: 'notmine1', newEmail, code },
    });
    expect(wrongPassword.body.data.field).toBe('password');
    const ok = await app.request({
      method: 'POST',
      url: '/api/change-email',
      token: user.token,
      body: { password: user.password, newEmail, code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data.userInfo.email).toBe(newEmail.toLowerCase());
  });

  it('changes user info, validating the phone and lengths', async () => {
    const user = await signedInUser(app);
    const ok = await app.request({
      method: 'POST',
      url: '/api/change-userInfo',
      token: user.token,
      body: { nickname: 'Ace', school: 'No. 1 School', gender: 'female', phone: '+8613800138000' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data).toMatchObject({
      nickname: 'Ace',
      school: 'No. 1 School',
      gender: 'female',
      phone: '+8613800138000',
    });
    const badPhone = await app.request({
      method: 'POST',
      url: '/api/change-userInfo',
      token: user.token,
      body: { phone: '12ab' },
    });
    expect(badPhone.body.data.field).toBe('phone');
    const longNick = await app.request({
      method: 'POST',
      url: '/api/change-userInfo',
      token: user.token,
      body: { nickname: 'n'.repeat(21) },
    });
    expect(longNick.body.data.field).toBe('nickname');
    const badGender = await app.request({
      method: 'POST',
      url: '/api/change-userInfo',
      token: user.token,
      body: { gender: 'robot' },
    });
    expect(badGender.body.data.field).toBe('gender');
    const unchanged = await app.request({ url: '/api/get-user-info', token: user.token });
    expect(unchanged.body.data.nickname).toBe('Ace');
  });

  it('needs login for every settings call', async () => {
    for (const [method, url] of [
      ['POST', '/api/change-password'],
      ['POST', '/api/change-email'],
      ['POST', '/api/change-userInfo'],
      ['GET', '/api/get-change-email-code'],
      ['GET', '/api/logout'],
      ['GET', '/api/msg/unread'],
    ] as const) {
      expect((await app.request({ method, url, body: method === 'POST' ? {} : undefined })).statusCode).toBe(
        401,
      );
    }
  });
});

describe(`root account (${TEST_DIALECT})`, () => {
  it('is created once, with a generated password when none is configured', async () => {
    const first = await app.services.accounts.ensureRootAccount(undefined);
    expect(first.created).toBe(true);
    expect(first.generatedPassword).toHaveLength(16);
    const token = await login(app, 'root', first.generatedPassword!);
    const info = await app.request({ url: '/api/get-user-info', token });
    expect(info.body.data.roleList).toEqual(['root']);
    expect((await app.services.accounts.ensureRootAccount('otherpass1')).created).toBe(false);
  });
});

describe(`mails in the reader's language (${TEST_DIALECT})`, () => {
  it('writes the code in the page language, keeps it with the account, and writes its reset mail in it', async () => {
    const forLanguage = async (language: 'en-US' | 'zh-CN', username: string) => {
      const email = freshEmail();
      const headers = { cookie: `webLanguage=${language}` };
      await app.request({ url: '/api/get-register-code', query: { email }, headers });
      const codeMail = await smtp.nextMail(email);
      const registered = await app.request({
        method: 'POST',
        url: '/api/register',
        headers,
        body: { username, password: 'goodpass1', email, code: codeIn(codeMail) },
      });
      expect(registered.statusCode).toBe(200);
      const row = await app.db
        .selectFrom('users')
        .select('language')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      expect(row.language).toBe(language);
      // The reset is asked from a page in the other language: the mail keeps the account's.
      const other = language === 'en-US' ? 'zh-CN' : 'en-US';
      const captcha = await app.request({ url: '/api/captcha' });
      const answer = await app.db
        .selectFrom('captchas')
        .select('text')
        .where('captchaKey', '=', captcha.body.data.captchaKey)
        .executeTakeFirstOrThrow();
      await app.request({
        method: 'POST',
        url: '/api/apply-reset-password',
        headers: { cookie: `webLanguage=${other}` },
        body: { email, captcha: answer.text, captchaKey: captcha.body.data.captchaKey },
      });
      return { codeMail, resetMail: await smtp.nextMail(email) };
    };

    const english = await forLanguage('en-US', 'englishuser');
    expect(english.codeMail.text).toContain('Your registration verification code is');
    expect(english.codeMail.text).not.toMatch(/[\u4e00-\u9fff]/);
    expect(english.resetMail.subject).toContain('reset your password');
    expect(english.resetMail.text).not.toMatch(/[\u4e00-\u9fff]/);

    const chinese = await forLanguage('zh-CN', 'chineseuser');
    expect(chinese.codeMail.text).toContain('你的注册验证码是');
    expect(chinese.codeMail.text).not.toContain('verification code');
    expect(chinese.resetMail.subject).toContain('重置密码');
    expect(chinese.resetMail.text).not.toContain('Open this link');
  });

  it('writes in the site default (zh-CN) when the page sent no language', async () => {
    const email = freshEmail();
    await requestCode(email);
    expect((await smtp.nextMail(email)).text).toContain('验证码');
  });
});

describe(`the first login (${TEST_DIALECT})`, () => {
  it('says the first login of an account apart from a return', async () => {
    const user = await createUser(app);
    const login = () =>
      app.request({
        method: 'POST',
        url: '/api/login',
        body: { username: user.username, password: user.password },
      });
    expect((await login()).body.data.firstLogin).toBe(true);
    expect((await login()).body.data.firstLogin).toBe(false);
  });
});

describe(`profile links (${TEST_DIALECT})`, () => {
  it('takes http and https addresses for the blog and GitHub, and refuses javascript: and other schemes', async () => {
    const user = await signedInUser(app);
    const change = (body: Record<string, string>) =>
      app.request({ method: 'POST', url: '/api/change-userInfo', token: user.token, body });
    for (const blog of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'ftp://example.org',
      'example.org',
    ]) {
      const refused = await change({ blog });
      expect([refused.statusCode, refused.body.data?.field], blog).toEqual([400, 'blog']);
    }
    expect((await change({ github: 'javascript:alert(1)' })).body.data.field).toBe('github');
    const taken = await change({ blog: 'https://blog.example.org/me', github: 'http://github.com/me' });
    expect(taken.body.data.blog).toBe('https://blog.example.org/me');
    expect((await change({ blog: '' })).statusCode).toBe(200);
  });
});
