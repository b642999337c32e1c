import { isAdminRole } from '@judge/contract';
import type { RouteObject } from 'react-router';
import { requireBackOfficeRole } from './guards';

/** Contest management under /admin: root, admin and problem admin (the server's `problemAdmin` policy). */
const requireContestAdmin = requireBackOfficeRole(isAdminRole);

const contestEditPage = (mode: 'create' | 'edit') => async () => {
  const { ContestEditPage } = await import('../pages/admin/contests/ContestEditPage');
  return { Component: () => <ContestEditPage mode={mode} /> };
};

/** A problem made inside a contest: the bank's problem form in contest mode. */
const contestProblemEditPage = (mode: 'create' | 'edit') => async () => {
  const { ContestProblemEditPage } = await import('../pages/admin/contests/ContestProblemEditPage');
  return { Component: () => <ContestProblemEditPage mode={mode} /> };
};

export const adminContestRoutes: RouteObject[] = [
  {
    path: 'contest',
    loader: requireContestAdmin,
    lazy: async () => ({
      Component: (await import('../pages/admin/contests/ContestListPage')).ContestListPage,
    }),
  },
  { path: 'contest/create', loader: requireContestAdmin, lazy: contestEditPage('create') },
  { path: 'contest/:contestID/edit', loader: requireContestAdmin, lazy: contestEditPage('edit') },
  {
    path: 'contest/:contestID/problems',
    loader: requireContestAdmin,
    lazy: async () => ({
      Component: (await import('../pages/admin/contests/ContestProblemsPage')).ContestProblemsPage,
    }),
  },
  {
    path: 'contest/:contestID/problem/create',
    loader: requireContestAdmin,
    lazy: contestProblemEditPage('create'),
  },
  {
    path: 'contest/:contestID/problem/:problemID/edit',
    loader: requireContestAdmin,
    lazy: contestProblemEditPage('edit'),
  },
  {
    // The contest's part of the audit log (issue 25): the server lets only the contest's admins read it.
    path: 'contest/:contestID/audit-log',
    loader: requireContestAdmin,
    lazy: async () => ({ Component: (await import('../pages/admin/audit-log/AuditLogPage')).AuditLogPage }),
  },
  {
    path: 'contest/:contestID/announcement',
    loader: requireContestAdmin,
    lazy: async () => ({
      Component: (await import('../pages/admin/contests/ContestAnnouncementsPage')).ContestAnnouncementsPage,
    }),
  },
];
