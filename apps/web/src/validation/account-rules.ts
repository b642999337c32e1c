import { EMAIL_PATTERN, LIMITS, PHONE_PATTERN, USERNAME_PATTERN, WEB_ADDRESS_PATTERN } from '@judge/contract';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { Messages } from '../i18n/en-US';

/**
 * The account rules of spec 1-core §5 as pure checks. Each returns the key of the message to show,
 * or null when the value is fine; the patterns and limits come from the shared contract so the
 * forms and the server cannot drift apart.
 */
export type ValidationKey = keyof Messages['validation'];
type Check = (value: string | undefined) => ValidationKey | null;

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

export const loginUsernameError: Check = (value) => {
  if (blank(value)) return 'usernameRequired';
  if (value!.length > LIMITS.usernameMax) return 'usernameMax';
  return null;
};

export const registerUsernameError: Check = (value) => {
  if (blank(value)) return 'usernameRequired';
  if (!USERNAME_PATTERN.test(value!)) return 'usernameInvalid';
  return null;
};

export const passwordError: Check = (value) => {
  if (!value) return 'passwordRequired';
  if (value.length < LIMITS.passwordMin || value.length > LIMITS.passwordMax) return 'passwordLength';
  return null;
};

export const passwordAgainError = (
  again: string | undefined,
  password: string | undefined,
): ValidationKey | null => {
  if (!again) return 'passwordAgainRequired';
  if (again !== password) return 'passwordMismatch';
  return null;
};

export const emailError: Check = (value) => {
  if (blank(value)) return 'emailRequired';
  if (!EMAIL_PATTERN.test(value!.trim())) return 'emailInvalid';
  return null;
};

export const emailCodeError: Check = (value) => {
  if (blank(value)) return 'codeRequired';
  if (!new RegExp(`^[0-9]{${LIMITS.emailCodeLength}}$`).test(value!.trim())) return 'codeInvalid';
  return null;
};

export const captchaError: Check = (value) => {
  if (blank(value)) return 'captchaRequired';
  if (value!.trim().length > LIMITS.captchaMax) return 'captchaLength';
  return null;
};

export const phoneError: Check = (value) => {
  if (blank(value)) return null;
  return PHONE_PATTERN.test(value!.trim()) ? null : 'phoneInvalid';
};

/** The settings' new mobile number (spec 3 "Settings"): required, formatted, and not the one kept. */
export const newPhoneError =
  (oldPhone: string | null | undefined): Check =>
  (value) => {
    if (blank(value)) return 'phoneRequired';
    const phone = value!.trim();
    if (!PHONE_PATTERN.test(phone)) return 'phoneInvalid';
    return oldPhone && phone === oldPhone ? 'samePhone' : null;
  };

/** A profile link: empty, or an http or https address (issue 13 found javascript: taken as a blog). */
export const webAddressError: Check = (value) => {
  if (blank(value)) return null;
  return WEB_ADDRESS_PATTERN.test(value!.trim()) ? null : 'webAddressInvalid';
};

/** Turns a check into an antd form rule that shows the translated message. */
export function ruleOf(check: Check, t: TFunction): Rule {
  return {
    validator: (_rule, value: string | undefined) => {
      const key = check(value);
      return key ? Promise.reject(new Error(t(`validation.${key}`))) : Promise.resolve();
    },
  };
}

/** Form.Item triggers for a field with a server check: local rules as the user types, the check on blur. */
export const REMOTE_CHECK_TRIGGERS = ['onChange', 'onBlur'];

/** A rule that runs only when the field loses focus, for checks that ask the server. */
export function remoteRuleOf(check: (value: string) => Promise<ValidationKey | null>, t: TFunction): Rule {
  return {
    validateTrigger: 'onBlur',
    validator: async (_rule, value: string | undefined) => {
      if (blank(value)) return;
      const key = await check(value!.trim()).catch(() => null);
      if (key) throw new Error(t(`validation.${key}`));
    },
  };
}
