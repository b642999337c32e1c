import {
  canEnterBackOffice,
  canManageClasses,
  canManageUsers,
  isAdminRole,
  isRoot,
  ROLE_IDS,
  ROLE_NAMES,
  roleAllows,
  type RestrictedAction,
  type RoleId,
} from '@judge/contract';

/** The rights the auth page shows for each role, each read from the contract's own rule (never written out here). */
export const PERMISSIONS = [
  'submit',
  'discussion_add',
  'comment_add',
  'backOffice',
  'problems',
  'users',
  'classes',
  'system',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const RESTRICTED: RestrictedAction[] = ['submit', 'discussion_add', 'comment_add'];

function allows(role: RoleId, permission: Permission): boolean {
  if ((RESTRICTED as string[]).includes(permission)) return roleAllows(role, permission as RestrictedAction);
  switch (permission) {
    case 'backOffice':
      return canEnterBackOffice(role);
    case 'problems':
      return isAdminRole(role);
    case 'users':
      return canManageUsers(role);
    case 'classes':
      return canManageClasses(role);
    case 'system':
      return isRoot(role);
    default:
      return false;
  }
}

export interface RolePermissionRow {
  role: RoleId;
  name: string;
  allowed: Record<Permission, boolean>;
}

/** One row per role (spec 3 "Roles"), most powerful first as the spec lists them, with what it may do. */
export function rolePermissionRows(): RolePermissionRow[] {
  return ROLE_IDS.map((role) => ({
    role,
    name: ROLE_NAMES[role],
    allowed: Object.fromEntries(
      PERMISSIONS.map((permission) => [permission, allows(role, permission)]),
    ) as Record<Permission, boolean>,
  }));
}
