import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, loginBody, registerBody, USERNAME_PATTERN } from './accounts.ts';

describe('account schemas', () => {
  it('username pattern follows spec 1-core §5', () => {
    for (const ok of ['李雷', 'abc', 'a1_b.c@d', '0abc', `a${'b'.repeat(19)}`])
      expect(USERNAME_PATTERN.test(ok)).toBe(true);
    for (const bad of ['a', 'ab', `a${'b'.repeat(20)}`, '@abc', 'a b c', '李'])
      expect(USERNAME_PATTERN.test(bad)).toBe(false);
  });

  it('email pattern takes what a mail server takes, and refuses what SMTP calls bad syntax', () => {
    for (const ok of ['x@y.org', 'first.last+tag@mail.example.co.uk', "o'neil@a-b.io", 'a_b@x1.y2'])
      expect(EMAIL_PATTERN.test(ok), ok).toBe(true);
    // The first two are what the route fuzzer sent: the old pattern let them through and SMTP refused them.
    for (const bad of [
      '\\DIWLvC:@;z"1V.S"&SQ_!-q',
      '..^@0.A',
      'a.@b.c',
      'a..b@c.d',
      'a b@c.d',
      'a@b',
      'a@-b.c',
      'a@b..c',
      '@b.c',
      'a@b.c;d',
      'ü@b.c',
    ])
      expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
  });

  it('names the failing field', () => {
    const result = registerBody.safeParse({
      username: 'good1',
      password: 'goodpass',
      email: 'x@y.org',
      code: '12a456',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['code']);
    const login = loginBody.safeParse({ username: 'u'.repeat(21), password: 'goodpass' });
    expect(login.error?.issues[0].path).toEqual(['username']);
  });
});
