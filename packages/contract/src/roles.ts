/** Numeric roles of spec 1-core §3. */
export const Role = {
  ROOT: 1000,
  ADMIN: 1001,
  USER: 1002,
  NO_SUBMIT: 1003,
  NO_DISCUSS: 1004,
  MUTED: 1005,
  NO_SUBMIT_NO_DISCUSS: 1006,
  NO_SUBMIT_MUTED: 1007,
  PROBLEM_ADMIN: 1008,
  TEACHER: 1009,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];
export const ROLE_IDS = Object.values(Role) as RoleId[];

/** The role names the interface and roleList use (the reference system's names). */
export const ROLE_NAMES: Record<RoleId, string> = {
  1000: 'root',
  1001: 'admin',
  1002: 'default_user',
  1003: 'no_submit_user',
  1004: 'no_discuss_user',
  1005: 'mute_user',
  1006: 'no_submit_no_discuss_user',
  1007: 'no_submit_mute_user',
  1008: 'problem_admin',
  1009: 'teacher',
};

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && (ROLE_IDS as number[]).includes(value);
}

/**
 * Actions that restricted roles lose. Every server call that performs one of these checks it
 * through `roleAllows`, so a new module only names the action.
 */
export type RestrictedAction = 'submit' | 'discussion_add' | 'comment_add' | 'reply_add';

const DENIED: Partial<Record<RoleId, RestrictedAction[]>> = {
  1003: ['submit'],
  1004: ['discussion_add'],
  1005: ['discussion_add', 'comment_add', 'reply_add'],
  1006: ['submit', 'discussion_add'],
  1007: ['submit', 'discussion_add', 'comment_add', 'reply_add'],
};

export function roleAllows(role: RoleId, action: RestrictedAction): boolean {
  return !(DENIED[role] ?? []).includes(action);
}

export const isRoot = (role: RoleId) => role === Role.ROOT;
/** "Admin role covers admin, problem admin and super admin" (spec 3 §6). */
export const isAdminRole = (role: RoleId) =>
  role === Role.ROOT || role === Role.ADMIN || role === Role.PROBLEM_ADMIN;
/** Who may enter the back office at all. */
export const canEnterBackOffice = (role: RoleId) => isAdminRole(role) || role === Role.TEACHER;
/** User management, site configuration: root and admin. */
export const canManageUsers = (role: RoleId) => role === Role.ROOT || role === Role.ADMIN;
