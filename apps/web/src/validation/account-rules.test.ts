import { describe, expect, it } from 'vitest';
import {
  captchaError,
  emailCodeError,
  emailError,
  loginUsernameError,
  passwordAgainError,
  passwordError,
  newPhoneError,
  phoneError,
  registerUsernameError,
  webAddressError,
} from './account-rules';

describe('account rules of spec 1-core §5', () => {
  it('login username: required, at most 20', () => {
    expect(loginUsernameError('')).toBe('usernameRequired');
    expect(loginUsernameError('   ')).toBe('usernameRequired');
    expect(loginUsernameError('a'.repeat(21))).toBe('usernameMax');
    expect(loginUsernameError('a'.repeat(20))).toBeNull();
  });

  it('register username: 2-10 Chinese characters or a leading letter/digit/Chinese then 2-19 more', () => {
    expect(registerUsernameError(undefined)).toBe('usernameRequired');
    expect(registerUsernameError('张三')).toBeNull();
    expect(registerUsernameError('张'.repeat(10))).toBeNull();
    expect(registerUsernameError('ab')).toBe('usernameInvalid');
    expect(registerUsernameError('abc')).toBeNull();
    expect(registerUsernameError('a.b@c_d')).toBeNull();
    expect(registerUsernameError('_abc')).toBe('usernameInvalid');
    expect(registerUsernameError('a'.repeat(20))).toBeNull();
    expect(registerUsernameError('a'.repeat(21))).toBe('usernameInvalid');
    expect(registerUsernameError('ab cd')).toBe('usernameInvalid');
  });

  it('password: required, 6 to 20', () => {
    expect(passwordError('')).toBe('passwordRequired');
    expect(passwordError('12345')).toBe('passwordLength');
    expect(passwordError('123456')).toBeNull();
    expect(passwordError('1'.repeat(20))).toBeNull();
    expect(passwordError('1'.repeat(21))).toBe('passwordLength');
  });

  it('password again: required and equal', () => {
    expect(passwordAgainError('', 'secret1')).toBe('passwordAgainRequired');
    expect(passwordAgainError('secret2', 'secret1')).toBe('passwordMismatch');
    expect(passwordAgainError('secret1', 'secret1')).toBeNull();
  });

  it('email: required and a valid address', () => {
    expect(emailError('')).toBe('emailRequired');
    expect(emailError('not-an-email')).toBe('emailInvalid');
    expect(emailError('a@b.co')).toBeNull();
  });

  it('email code: exactly 6 digits', () => {
    expect(emailCodeError('')).toBe('codeRequired');
    expect(emailCodeError('12345')).toBe('codeInvalid');
    expect(emailCodeError('12345a')).toBe('codeInvalid');
    expect(emailCodeError('1234567')).toBe('codeInvalid');
    expect(emailCodeError('123456')).toBeNull();
  });

  it('captcha: required, 1 to 8 characters', () => {
    expect(captchaError('')).toBe('captchaRequired');
    expect(captchaError('abcdefghi')).toBe('captchaLength');
    expect(captchaError('abcd')).toBeNull();
  });

  it('phone: optional, formatted when given', () => {
    expect(phoneError('')).toBeNull();
    expect(phoneError('+8613800000000')).toBeNull();
    expect(phoneError('12ab')).toBe('phoneInvalid');
  });

  it('new phone: required, formatted and not the old one', () => {
    const check = newPhoneError('+8613800000000');
    expect(check('')).toBe('phoneRequired');
    expect(check('12ab5678')).toBe('phoneInvalid');
    expect(check(' +8613800000000 ')).toBe('samePhone');
    expect(check('13900000000')).toBeNull();
    expect(newPhoneError(null)('13900000000')).toBeNull();
  });
});

describe('profile links', () => {
  it('takes an empty value or an http or https address, nothing else', () => {
    expect(webAddressError('')).toBeNull();
    expect(webAddressError('https://blog.example.org')).toBeNull();
    expect(webAddressError(' HTTP://example.org ')).toBeNull();
    for (const link of ['javascript:alert(1)', 'data:text/html,x', 'example.org', 'https://'])
      expect(webAddressError(link), link).toBe('webAddressInvalid');
  });
});
