import { z } from 'zod';
import {
  GENDERS,
  type AccountChangeResult,
  type CaptchaResult,
  type CheckUsernameOrEmailResult,
  type EmailChangeResult,
  type SlideChallenge,
  type SlideVerifyResult,
  type UserInfo,
} from './accounts.ts';
import { isRoleId, type RoleId } from './roles.ts';
import { pageOf } from './envelope.ts';
import type { AdminUserRow, GeneratedUsersResult, OutboxMail } from './admin-users.ts';
import type { RankRow } from './rankings.ts';
import type { UserHeatmap, UserHome } from './user-home.ts';

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

/** POST /api/change-password. */
export const accountChangeResponse = z.object({
  code: z.literal(200),
  msg: z.string(),
}) satisfies z.ZodType<AccountChangeResult>;
/** POST /api/change-email. */
export const emailChangeResponse = accountChangeResponse.extend({
  userInfo: userInfoResponse,
}) satisfies z.ZodType<EmailChangeResult>;

/** POST /api/change-phone: the same answer as a changed email, the user's info with the new number. */
export const phoneChangeResponse = emailChangeResponse;

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

const int = z.number().int();

/** GET /api/admin/user/get-user-list: users as the back office lists them (no password). */
export const adminUserPageResponse = pageOf(
  z.object({
    uid: int,
    username: z.string(),
    realname: z.string().nullable(),
    nickname: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    school: z.string().nullable(),
    course: z.string().nullable(),
    number: z.string().nullable(),
    grade: z.string().nullable(),
    deptId: z.string().nullable(),
    gender: z.string(),
    avatar: z.string().nullable(),
    blog: z.string().nullable(),
    github: z.string().nullable(),
    cfUsername: z.string().nullable(),
    signature: z.string().nullable(),
    role: roleIdResponse,
    roleName: z.string(),
    status: int,
    titleName: z.string().nullable(),
    titleColor: z.string().nullable(),
    vip: z.boolean(),
    createdAt: z.string(),
    recentLoginTime: z.string().nullable(),
    roles: z.array(
      z.object({ id: roleIdResponse, role: z.string(), description: z.string().nullable(), status: int }),
    ),
    gmtCreate: z.string(),
  }) satisfies z.ZodType<AdminUserRow>,
);

/** POST /api/admin/user/insert-batch-user: how many accounts were made. */
export const importedUsersResponse = z.object({ count: int });

/** POST /api/admin/user/generate-user: the accounts just made and the key of their CSV list. */
export const generatedUsersResponse = z.object({
  key: z.string(),
  count: int,
  users: z.array(z.object({ username: z.string(), password: z.string() })),
}) satisfies z.ZodType<GeneratedUsersResult>;

/** GET /api/admin/outbox: the mails the server sent or tried to. */
export const outboxPageResponse = pageOf(
  z.object({
    id: int,
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    createdAt: z.string(),
    delivered: z.boolean(),
    error: z.string().nullable(),
  }) satisfies z.ZodType<OutboxMail>,
);

/** GET /api/get-rank-list (and a group's). */
export const rankPageResponse = pageOf(
  z.object({
    uid: int,
    username: z.string(),
    avatar: z.string().nullable(),
    titleName: z.string().nullable(),
    titleColor: z.string().nullable(),
    nickname: z.string().nullable(),
    signature: z.string().nullable(),
    ac: int,
    total: int,
    score: z.number(),
  }) satisfies z.ZodType<RankRow>,
);

/** GET /api/get-user-home-info. */
export const userHomeResponse = z.object({
  uid: int,
  username: z.string(),
  nickname: z.string().nullable(),
  gender: z.enum(GENDERS),
  avatar: z.string().nullable(),
  school: z.string().nullable(),
  grade: z.string().nullable(),
  signature: z.string().nullable(),
  phone: z.string().nullable(),
  blog: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  recentLoginTime: z.string().nullable(),
  total: int,
  scoreList: z.array(z.number()),
  solvedGroups: z.array(z.object({ difficulty: int, problemIds: z.array(z.string()) })),
  solvedList: z.array(z.string()),
  solvedGroupByDifficulty: z.record(
    z.string(),
    z.array(z.object({ id: int, problemId: z.string(), difficulty: int })),
  ),
}) satisfies z.ZodType<UserHome>;

/** GET /api/get-user-calendar-heatmap. */
export const userHeatmapResponse = z.object({
  dataList: z.array(z.object({ date: z.string(), count: int })),
  endDate: z.string(),
}) satisfies z.ZodType<UserHeatmap>;

/** POST /api/file/upload-md-img: where the image is served and its id. */
export const mdImageUploadResponse = z.object({ link: z.string(), fileId: int });
/** POST /api/file/upload-md-file: where the file is served. */
export const mdFileUploadResponse = z.object({ link: z.string() });
export type EmailCodeSent = z.infer<typeof emailCodeSentResponse>;
