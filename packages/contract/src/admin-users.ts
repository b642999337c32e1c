import { z } from 'zod';
import {
  emailField,
  GENDERS,
  passwordField,
  PHONE_PATTERN,
  usernameField,
  webAddressField,
} from './accounts.ts';
import { LIMITS } from './limits.ts';
import { isRoleId, type RoleId } from './roles.ts';
import { pageQuery } from './envelope.ts';
import { optionalTextField } from './fields.ts';

export const USER_STATUS = { NORMAL: 0, DISABLED: 1 } as const;

export const adminUserListQuery = pageQuery.extend({
  keyword: z.string().trim().max(100, 'keyword must be at most 100 characters').optional(),
  onlyAdmin: z
    .enum(['true', 'false'], { error: 'onlyAdmin must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});

/** A user as the back office lists it: every field of spec 3 §3 User but the password. */
export interface AdminUserRow {
  uid: number;
  username: string;
  realname: string | null;
  nickname: string | null;
  email: string | null;
  phone: string | null;
  school: string | null;
  /** The major (the settings page's "course"). */
  course: string | null;
  /** The student number. */
  number: string | null;
  grade: string | null;
  deptId: string | null;
  gender: string;
  avatar: string | null;
  blog: string | null;
  github: string | null;
  cfUsername: string | null;
  signature: string | null;
  role: RoleId;
  roleName: string;
  status: number;
  titleName: string | null;
  titleColor: string | null;
  vip: boolean;
  createdAt: string;
  recentLoginTime: string | null;
  /** The reference's UserRolesVO shape, which its back office reads (roles[0].id, gmtCreate): the role again. */
  roles: { id: RoleId; role: string; description: string | null; status: number }[];
  gmtCreate: string;
}

const roleField = z
  .number({ error: 'role must be a number' })
  .refine((v) => isRoleId(v), 'role must be one of 1000 to 1009');

/**
 * The reference's client sends the role as `type` and a new password only with `setNewPwd: true`; the two are
 * read as `role` and `password` here, so its form works unchanged. It also sends back the nulls it was given (a
 * user without a title or an e-mail, as every generated account is): a null is read as the field left as it is.
 */
const readReferenceNames = (input: unknown) => {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const body: Record<string, unknown> = { ...input };
  if (body.role === undefined && body.type !== undefined) body.role = body.type;
  if (body.setNewPwd === false) delete body.password;
  for (const [key, value] of Object.entries(body)) if (value === null) delete body[key];
  delete body.type;
  delete body.setNewPwd;
  return body;
};

/** The user's text fields a back-office edit sets as given; an empty text clears the field. */
export const EDITABLE_USER_TEXTS = [
  'realname',
  'nickname',
  'phone',
  'school',
  'course',
  'number',
  'grade',
  'deptId',
  'blog',
  'github',
  'cfUsername',
  'signature',
  'titleName',
  'titleColor',
] as const;

/**
 * PUT /api/admin/user/edit-user: every field of spec 3 §3 User; a field left out keeps its value, an empty text
 * clears it. The avatar can only be removed (`avatar: ""`), e.g. an offensive picture.
 */
export const editUserFields = z.object({
  uid: z
    .number({ error: 'uid is required' })
    .int()
    .positive('uid must be positive')
    .max(LIMITS.idMax, `uid must be at most ${LIMITS.idMax}`),
  username: usernameField.optional(),
  realname: optionalTextField('realname', 50),
  nickname: optionalTextField('nickname', 20),
  email: emailField.or(z.literal('')).optional(),
  phone: z
    .string({ error: 'phone must be text' })
    .trim()
    .regex(PHONE_PATTERN, 'phone must be 6 to 15 digits, optionally starting with +')
    .or(z.literal(''))
    .optional(),
  gender: z.enum(GENDERS, { error: 'gender must be male, female or secrecy' }).optional(),
  school: optionalTextField('school', 100),
  course: optionalTextField('course', 100),
  number: optionalTextField('number', 30),
  grade: optionalTextField('grade', 30),
  deptId: optionalTextField('deptId', 50),
  blog: webAddressField('blog'),
  github: webAddressField('github'),
  cfUsername: optionalTextField('cfUsername', 50),
  signature: z
    .string({ error: 'signature must be text' })
    .max(65535, 'signature must be at most 65535 characters')
    .optional(),
  avatar: z.literal('', { error: 'avatar can only be removed (send an empty text)' }).optional(),
  role: roleField.optional(),
  status: z
    .number({ error: 'status must be 0 or 1' })
    .refine((v) => v === 0 || v === 1, 'status must be 0 (normal) or 1 (disabled)')
    .optional(),
  titleName: optionalTextField('titleName', 20),
  titleColor: z
    .string()
    .trim()
    .regex(/^(#[0-9a-fA-F]{3,8})?$/, 'titleColor must be a colour like #ff0000')
    .optional(),
  vip: z.boolean({ error: 'vip must be true or false' }).optional(),
  /** A new password; omitted or empty keeps the old one. */
  password: passwordField().or(z.literal('')).optional(),
});
export const editUserBody = z.preprocess(readReferenceNames, editUserFields);
export type EditUserBody = z.output<typeof editUserBody>;

export const deleteUsersBody = z.object({
  ids: z
    .array(
      z
        .number()
        .int()
        .positive('ids must be positive integers')
        .max(LIMITS.idMax, `ids are at most ${LIMITS.idMax}`),
      {
        error: 'ids must be a list of uids',
      },
    )
    .min(1, 'ids must name at least one user')
    .max(1000, 'ids may name at most 1000 users'),
});

/** Every column a batch-import row may hold. */
export const IMPORT_COLUMN_NAMES = [
  'username',
  'password',
  'realname',
  'gender',
  'phone',
  'email',
  'nickname',
  'school',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMN_NAMES)[number];
/** This product's own CSV order (its back office's template); its callers name it in `columns`. */
export const IMPORT_COLUMNS = [
  'username',
  'password',
  'realname',
  'gender',
  'phone',
  'email',
] as const satisfies readonly ImportColumn[];
/**
 * The reference's order (its AdminUserManager.addNewUser reads username, password, email, realname, gender,
 * nickname, school). Its client sends bare rows, so a body without `columns` is read in this order.
 */
export const REFERENCE_IMPORT_COLUMNS = [
  'username',
  'password',
  'email',
  'realname',
  'gender',
  'nickname',
  'school',
] as const satisfies readonly ImportColumn[];

const importColumnsField = z
  .array(z.enum(IMPORT_COLUMN_NAMES, { error: `columns are ${IMPORT_COLUMN_NAMES.join(', ')}` }), {
    error: 'columns must be a list of column names',
  })
  .refine((columns) => new Set(columns).size === columns.length, 'columns must not repeat a name')
  .refine(
    (columns) => columns[0] === 'username' && columns[1] === 'password',
    'columns must start with username, password',
  );

/**
 * CSV import (spec 3 §5): each row starts with username and password; the other cells are optional. `columns`
 * names the rows' order (this product's clients send IMPORT_COLUMNS); without it the rows are read in the
 * reference's order, as its client sends them. The first row is data, not a header. Gender accepts
 * male/female/secrecy and 0/1.
 */
export const importUsersBody = z.object({
  users: z
    .array(
      z.array(
        z.string({ error: 'every cell must be text' }).max(200, 'a cell is longer than 200 characters'),
      ),
      {
        error: 'users must be a list of rows',
      },
    )
    .min(1, 'users must hold at least one row')
    .max(LIMITS.batchUsersMax, `users may hold at most ${LIMITS.batchUsersMax} rows`),
  columns: importColumnsField.default([...REFERENCE_IMPORT_COLUMNS]),
});
export { GENDERS, PHONE_PATTERN };

/** The reference's generate form names its fields number_from, number_to and password_length (its User.vue). */
const readReferenceGenerate = (input: unknown) => {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const body: Record<string, unknown> = { ...input };
  for (const [theirs, ours] of [
    ['number_from', 'numberFrom'],
    ['number_to', 'numberTo'],
    ['password_length', 'passwordLength'],
  ])
    if (body[ours] === undefined && body[theirs] !== undefined) body[ours] = body[theirs];
  return body;
};

/** The generate form's fields (prefix + number + suffix, random numeric passwords). */
export const generateUsersFields = z.object({
  prefix: z.string().trim().max(10, 'prefix must be at most 10 characters').default(''),
  suffix: z.string().trim().max(10, 'suffix must be at most 10 characters').default(''),
  numberFrom: z
    .number({ error: 'numberFrom is required' })
    .int('numberFrom must be an integer')
    .min(0, 'numberFrom must be at least 0'),
  numberTo: z
    .number({ error: 'numberTo is required' })
    .int('numberTo must be an integer')
    .min(0, 'numberTo must be at least 0'),
  passwordLength: z
    .number({ error: 'passwordLength is required' })
    .int('passwordLength must be an integer')
    .min(
      LIMITS.generatedPasswordMin,
      `passwordLength must be ${LIMITS.generatedPasswordMin} to ${LIMITS.generatedPasswordMax}`,
    )
    .max(
      LIMITS.generatedPasswordMax,
      `passwordLength must be ${LIMITS.generatedPasswordMin} to ${LIMITS.generatedPasswordMax}`,
    ),
});

/** The range rules of a generate form (the end not before the start, at most batchUsersMax accounts). */
export const withGenerateRules = <T extends typeof generateUsersFields>(fields: T) =>
  fields
    .refine((v) => v.numberTo >= v.numberFrom, {
      message: 'numberTo must not be less than numberFrom',
      path: ['numberTo'],
    })
    .refine((v) => v.numberTo - v.numberFrom < LIMITS.batchUsersMax, {
      message: `at most ${LIMITS.batchUsersMax} accounts at once`,
      path: ['numberTo'],
    });

export const generateUsersBody = z.preprocess(readReferenceGenerate, withGenerateRules(generateUsersFields));

export interface GeneratedUsersResult {
  /** Key of the downloadable CSV list of the accounts just made (GET /api/file/generate-user-excel?key=). */
  key: string;
  count: number;
  users: { username: string; password: string }[];
}

export interface ImportUsersResult {
  count: number;
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  delivered: boolean;
  error: string | null;
}
