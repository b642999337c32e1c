import { canManageUsers, isAdminRole, isRoot } from '@judge/contract';
import type { RouteObject } from 'react-router';
import { requireBackOfficeRole } from './guards';

/**
 * Root's system pages (spec 3 "conf, switch (super admin only)") and the Contest menu's AC download (the
 * contest admins: root, admin, problem admin, as the contest list).
 */
export const adminSystemRoutes: RouteObject[] = [
  {
    path: 'conf',
    loader: requireBackOfficeRole(isRoot),
    lazy: async () => ({
      Component: (await import('../pages/admin/config/SystemConfigPage')).SystemConfigPage,
    }),
  },
  {
    // General > Auth (spec 3 "Menu areas"): the roles and what each may do; root and admins, as the Users page.
    path: 'auth',
    loader: requireBackOfficeRole(canManageUsers),
    lazy: async () => ({
      Component: (await import('../pages/admin/auth/RolePermissionsPage')).RolePermissionsPage,
    }),
  },
  {
    // The audit log (issue 25): root reads all of it; a contest's part is under the contest's admin routes.
    path: 'audit-log',
    loader: requireBackOfficeRole(isRoot),
    lazy: async () => ({ Component: (await import('../pages/admin/audit-log/AuditLogPage')).AuditLogPage }),
  },
  {
    path: 'switch',
    loader: requireBackOfficeRole(isRoot),
    lazy: async () => ({ Component: (await import('../pages/admin/switches/SwitchPage')).SwitchPage }),
  },
  {
    // Root's groups (issue 24): list, open, hide or show, disband.
    path: 'group',
    loader: requireBackOfficeRole(isRoot),
    lazy: async () => ({ Component: (await import('../pages/admin/groups/GroupAdminPage')).GroupAdminPage }),
  },
  {
    path: 'contest/ac-download',
    loader: requireBackOfficeRole(isAdminRole),
    lazy: async () => ({
      Component: (await import('../pages/admin/ac-download/AcDownloadPage')).AcDownloadPage,
    }),
  },
];
