import { isAdminRole } from '@judge/contract';
import type { RouteObject } from 'react-router';
import { requireBackOfficeRole } from './guards';

/** Contest management under /admin: root, admin and problem admin (the server's `problemAdmin` policy). */
const requireContestAdmin = requireBackOfficeRole(isAdminRole);

const contestEditPage = (mode: 'create' | 'edit') => async () => {
  const { ContestEditPage } = await import('../pages/admin/contests/ContestEditPage');
  return { Component: () => <ContestEditPage mode={mode} /> };
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
    path: 'contest/:contestID/announcement',
    loader: requireContestAdmin,
    lazy: async () => ({
      Component: (await import('../pages/admin/contests/ContestAnnouncementsPage')).ContestAnnouncementsPage,
    }),
  },
];
