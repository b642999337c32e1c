import { z } from 'zod';
import { LIMITS } from './limits.ts';
import type { RoleId } from './roles.ts';
import { optionalTextField } from './fields.ts';

/**
 * Username rule of spec 1-core §5: 2-10 Chinese characters, or a letter, digit or Chinese character
 * followed by 2-19 of . @ _ letters, digits and Chinese characters.
 */
export const USERNAME_PATTERN =
  /^(?:[\u4e00-\u9fa5]{2,10}|[a-zA-Z0-9\u4e00-\u9fa5][.@_a-zA-Z0-9\u4e00-\u9fa5]{2,19})$/;
export const USERNAME_MESSAGE = 'Username is invalid: 2 to 20 characters of letters, digits, Chinese, . @ _';
/**
 * An address a mail server takes: a dot-atom local part (RFC 5321: no leading, trailing or double dot) and a
 * domain of letter-digit-hyphen labels with at least one dot. The looser "anything@anything.anything" let through
 * addresses such as `a"b@c;d.e` or `..^@0.A` that SMTP refuses as bad syntax, so the call failed as the mail
 * server's fault (503) instead of the input's (the route fuzzer found both).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** Mainland and international mobile numbers: optional +, 6 to 15 digits. */
export const PHONE_PATTERN = /^\+?[0-9]{6,15}$/;

const required = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`);

export const passwordField = (field = 'password') =>
  z
    .string({ error: `${field} is required` })
    .min(LIMITS.passwordMin, `${field} must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`)
    .max(LIMITS.passwordMax, `${field} must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`);

export const usernameField = required('username').regex(USERNAME_PATTERN, USERNAME_MESSAGE);
export const emailField = required('email')
  .max(100, 'email is too long')
  .regex(EMAIL_PATTERN, 'email is not a valid address');
export const emailCodeField = z
  .string({ error: 'code is required' })
  .regex(/^[0-9]{6}$/, 'code must be exactly 6 digits');

export const loginBody = z.object({
  username: required('username').max(
    LIMITS.usernameMax,
    `username must be at most ${LIMITS.usernameMax} characters`,
  ),
  password: passwordField(),
  /** Ticket from a passed slide verification; needed after 5 failed logins. */
  slideTicket: z.string().max(100).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z.object({
  username: usernameField,
  password: passwordField(),
  email: emailField,
  code: emailCodeField,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const emailQuery = z.object({ email: emailField });

/** The reference's back office asks with `email: null` for a user without one: read as not asked. */
export const checkUsernameOrEmailBody = z.object({
  username: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value ?? undefined),
  email: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value ?? undefined),
});
/** true means the name or address is already taken. */
export interface CheckUsernameOrEmailResult {
  username: boolean;
  email: boolean;
}

export const applyResetPasswordBody = z.object({
  email: emailField,
  captcha: required('captcha').max(
    LIMITS.captchaMax,
    `captcha must be at most ${LIMITS.captchaMax} characters`,
  ),
  captchaKey: required('captchaKey').max(100),
});

export const resetPasswordBody = z.object({
  username: required('username').max(LIMITS.usernameMax),
  password: passwordField(),
  code: required('code').max(100),
});

export const changePasswordBody = z.object({
  oldPassword: passwordField('oldPassword'),
  newPassword: passwordField('newPassword'),
});

export const changeEmailBody = z.object({
  password: passwordField(),
  newEmail: emailField,
  code: emailCodeField,
});

/** POST /api/change-phone: the new mobile number, confirmed by the current password (spec 3: required, formatted). */
export const changePhoneBody = z.object({
  password: passwordField(),
  newPhone: z
    .string({ error: 'newPhone is required' })
    .trim()
    .min(1, 'newPhone is required')
    .regex(PHONE_PATTERN, 'newPhone must be 6 to 15 digits, optionally starting with +'),
});
export type ChangePhoneBody = z.infer<typeof changePhoneBody>;

export const GENDERS = ['male', 'female', 'secrecy'] as const;
export type Gender = (typeof GENDERS)[number];

/** A web address a profile links to: http or https only (a javascript: link would run on the profile). */
export const WEB_ADDRESS_PATTERN = /^https?:\/\/\S+$/i;

export const webAddressField = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(255, `${field} must be at most 255 characters`)
    .refine(
      (url) => url === '' || WEB_ADDRESS_PATTERN.test(url),
      `${field} must start with http:// or https://`,
    )
    .optional();

/**
 * POST /api/change-userInfo. The reference's settings page sends the signed-in user's info back with its
 * edits, unset fields as null: a null field is left as it is (its server skips nulls too).
 */
export const changeUserInfoBody = z.preprocess(
  (input) =>
    input && typeof input === 'object' && !Array.isArray(input)
      ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null))
      : input,
  z.object({
    nickname: optionalTextField('nickname', 20),
    realname: optionalTextField('realname', 50),
    school: optionalTextField('school', 100),
    course: optionalTextField('course', 100),
    number: optionalTextField('number', 30),
    gender: z.enum(GENDERS, { error: 'gender must be male, female or secrecy' }).optional(),
    signature: optionalTextField('signature', 65535),
    blog: webAddressField('blog'),
    github: webAddressField('github'),
    cfUsername: optionalTextField('cfUsername', 50),
    phone: z
      .string()
      .trim()
      .regex(PHONE_PATTERN, 'phone must be 6 to 15 digits, optionally starting with +')
      .or(z.literal(''))
      .optional(),
  }),
);
export type ChangeUserInfoBody = z.infer<typeof changeUserInfoBody>;

/** What login and the settings calls return about the signed-in user. Never holds a secret. */
export interface UserInfo {
  uid: number;
  username: string;
  nickname: string | null;
  email: string | null;
  phone: string | null;
  avatar: string | null;
  school: string | null;
  course: string | null;
  number: string | null;
  gender: Gender;
  realname: string | null;
  signature: string | null;
  blog: string | null;
  github: string | null;
  cfUsername: string | null;
  titleName: string | null;
  titleColor: string | null;
  role: RoleId;
  roleList: string[];
  /** Whether the editor starts with skeleton code (teachers, admins, or users who chose it). */
  defCode: boolean;
  recentLoginTime: string | null;
}

/** POST /api/login and /api/admin/login: the user, and whether this is the account's first login (ours). */
export type LoginUserInfo = UserInfo & { firstLogin: boolean };

/**
 * POST /api/change-password and /api/change-email answer the reference's ChangeAccountVO: its Account.vue reads
 * data.code (200 on success), shows data.msg and, after an email change, stores data.userInfo. A refused change
 * is an error envelope instead, as every other call's.
 */
export interface AccountChangeResult {
  code: 200;
  msg: string;
}
export interface EmailChangeResult extends AccountChangeResult {
  userInfo: UserInfo;
}

export interface CaptchaResult {
  img: string;
  captchaKey: string;
}

/** A slide puzzle: the client draws `background` and slides `piece` horizontally to the gap. */
export interface SlideChallenge {
  challengeId: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
  background: string;
  piece: string;
}
export const slideVerifyBody = z.object({
  challengeId: required('challengeId').max(100),
  x: z.number({ error: 'x must be a number' }).finite().min(0).max(10000),
});
export interface SlideVerifyResult {
  ticket: string;
}

export interface UnreadCounts {
  comment: number;
  reply: number;
  like: number;
  sys: number;
  mine: number;
}
