import { describe, expect, it } from 'vitest';
import { loginBody, registerBody, USERNAME_PATTERN } from './accounts.ts';

describe('account schemas', () => {
  it('username pattern follows spec 1-core §5', () => {
    for (const ok of ['李雷', 'abc', 'a1_b.c@d', '0abc', `a${'b'.repeat(19)}`])
      expect(USERNAME_PATTERN.test(ok)).toBe(true);
    for (const bad of ['a', 'ab', `a${'b'.repeat(20)}`, '@abc', 'a b c', '李'])
      expect(USERNAME_PATTERN.test(bad)).toBe(false);
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
