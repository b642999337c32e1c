import {
  EDITABLE_USER_TEXTS,
  USER_STATUS,
  WEB_ADDRESS_PATTERN,
  type AdminUserRow,
  type EditUserBody,
  type Gender,
  type RoleId,
} from '@judge/contract';

/** Every field of spec 3 §3 User as the back office's form holds it (texts never null; the password empty). */
export interface UserFormValues {
  username: string;
  email: string;
  password: string;
  role: RoleId;
  status: number;
  realname: string;
  nickname: string;
  gender: Gender;
  phone: string;
  school: string;
  course: string;
  number: string;
  grade: string;
  deptId: string;
  blog: string;
  github: string;
  cfUsername: string;
  signature: string;
  titleName: string;
  titleColor: string;
  vip: boolean;
  removeAvatar: boolean;
}

const GENDER_VALUES: Gender[] = ['male', 'female', 'secrecy'];

type TextField = (typeof EDITABLE_USER_TEXTS)[number];

export function formValuesOf(user: AdminUserRow): UserFormValues {
  const texts = Object.fromEntries(EDITABLE_USER_TEXTS.map((field) => [field, user[field] ?? '']));
  return {
    ...(texts as Record<TextField, string>),
    username: user.username,
    email: user.email ?? '',
    password: '',
    role: user.role,
    status: user.status,
    gender: GENDER_VALUES.includes(user.gender as Gender) ? (user.gender as Gender) : 'secrecy',
    vip: user.vip,
    removeAvatar: false,
  };
}

/**
 * The edit call's body: every field as the form holds it (the server trims the texts); an empty password keeps
 * the old one.
 */
export function editBodyOf(uid: number, values: UserFormValues): EditUserBody {
  const texts = Object.fromEntries(EDITABLE_USER_TEXTS.map((field) => [field, values[field]]));
  return {
    uid,
    ...texts,
    username: values.username,
    email: values.email,
    role: values.role,
    status: values.status === USER_STATUS.DISABLED ? USER_STATUS.DISABLED : USER_STATUS.NORMAL,
    gender: values.gender,
    vip: values.vip,
    ...(values.removeAvatar ? { avatar: '' as const } : {}),
    ...(values.password ? { password: values.password } : {}),
  };
}

/** Profile links are http or https addresses (a javascript: link would run on the profile), or empty. */
export const isWebAddress = (value: string | undefined) =>
  !value?.trim() || WEB_ADDRESS_PATTERN.test(value.trim());
