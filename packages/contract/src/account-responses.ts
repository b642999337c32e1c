import { z } from 'zod';
import {
  GENDERS,
  type CaptchaResult,
  type CheckUsernameOrEmailResult,
  type SlideChallenge,
  type SlideVerifyResult,
  type UserInfo,
} from './accounts.ts';
import { isRoleId, type RoleId } from './roles.ts';

/**
 * What the account calls answer (issue 26 step 3): the server's routes declare these as their `response`; the
 * types are accounts.ts's interfaces, which each schema is checked against.
 */
const roleIdResponse = z
  .number()
  .int()
  .refine((value): value is RoleId => isRoleId(value));

/** The signed-in user's own account (GET /api/get-user-info, and after a change of it). */
export const userInfoResponse = z.object({
  uid: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  school: z.string().nullable(),
  course: z.string().nullable(),
  number: z.string().nullable(),
  gender: z.enum(GENDERS),
  realname: z.string().nullable(),
  signature: z.string().nullable(),
  blog: z.string().nullable(),
  github: z.string().nullable(),
  cfUsername: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  role: roleIdResponse,
  roleList: z.array(z.string()),
  defCode: z.boolean(),
  recentLoginTime: z.string().nullable(),
}) satisfies z.ZodType<UserInfo>;

/** POST /api/login and /api/admin/login (the token goes in the Authorization header). */
export const loginUserInfoResponse = userInfoResponse.extend({ firstLogin: z.boolean() });

/** GET /api/get-user-auth-info. */
export const userAuthInfoResponse = z.object({ role: roleIdResponse, roles: z.array(z.string()) });

export const checkUsernameOrEmailResponse = z.object({
  username: z.boolean(),
  email: z.boolean(),
}) satisfies z.ZodType<CheckUsernameOrEmailResult>;

/** The address an e-mail code was sent to. */
export const emailCodeSentResponse = z.object({ email: z.string() });

export const captchaResponse = z.object({
  img: z.string(),
  captchaKey: z.string(),
}) satisfies z.ZodType<CaptchaResult>;

export const slideChallengeResponse = z.object({
  challengeId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  pieceY: z.number().int(),
  background: z.string(),
  piece: z.string(),
}) satisfies z.ZodType<SlideChallenge>;

export const slideVerifyResponse = z.object({ ticket: z.string() }) satisfies z.ZodType<SlideVerifyResult>;
