import {
  isAdminRole,
  isRoleId,
  Role,
  ROLE_NAMES,
  type Gender,
  type RoleId,
  type UserInfo,
} from '@judge/contract';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../../../db/schema.ts';

type StoredUser = Selectable<UsersTable>;

export function roleOf(user: { role: number }): RoleId {
  return isRoleId(user.role) ? user.role : Role.USER;
}

/** The signed-in user's own view of the account: everything but secrets. */
export function presentUserInfo(user: StoredUser): UserInfo {
  const role = roleOf(user);
  return {
    uid: user.uid,
    username: user.username,
    nickname: user.nickname,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    school: user.school,
    course: user.course,
    number: user.number,
    gender: user.gender as Gender,
    realname: user.realname,
    signature: user.signature,
    blog: user.blog,
    github: user.github,
    cfUsername: user.cfUsername,
    titleName: user.titleName,
    titleColor: user.titleColor,
    role,
    roleList: [ROLE_NAMES[role]],
    defCode: user.defCode === 1 || isAdminRole(role) || role === Role.TEACHER,
    recentLoginTime: user.recentLoginTime,
  };
}
