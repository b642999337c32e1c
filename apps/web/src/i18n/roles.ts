import type { RoleId } from '@judge/contract';
import type { Messages } from './en-US';

type RoleLabelKey = `roles.${keyof Messages['roles']}`;

/** The translation key of each numeric role (spec 1-core §3). */
const ROLE_LABEL_KEYS: Record<RoleId, RoleLabelKey> = {
  1000: 'roles.root',
  1001: 'roles.admin',
  1002: 'roles.default_user',
  1003: 'roles.no_submit_user',
  1004: 'roles.no_discuss_user',
  1005: 'roles.mute_user',
  1006: 'roles.no_submit_no_discuss_user',
  1007: 'roles.no_submit_mute_user',
  1008: 'roles.problem_admin',
  1009: 'roles.teacher',
};

export const roleLabelKey = (role: RoleId): RoleLabelKey => ROLE_LABEL_KEYS[role];
