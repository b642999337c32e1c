import { isAdminRole } from '@judge/contract';
import type { RouteObject } from 'react-router';
import { requireBackOfficeRole } from './guards';

/** Problem and tag management under /admin: root, admin and problem admin (spec 3 §6, `isAdminRole`). */
const requireProblemAdmin = requireBackOfficeRole(isAdminRole);

const problemEditPage = (mode: 'create' | 'edit' | 'copy') => async () => {
  const { ProblemEditPage } = await import('../pages/admin/problems/ProblemEditPage');
  return { Component: () => <ProblemEditPage mode={mode} /> };
};

export const adminProblemRoutes: RouteObject[] = [
  {
    path: 'problems',
    loader: requireProblemAdmin,
    lazy: async () => ({
      Component: (await import('../pages/admin/problems/ProblemListPage')).ProblemListPage,
    }),
  },
  {
    path: 'problem/batch-operation',
    loader: requireProblemAdmin,
    lazy: async () => {
      const { ProblemListPage } = await import('../pages/admin/problems/ProblemListPage');
      return { Component: () => <ProblemListPage batch /> };
    },
  },
  { path: 'problem/create', loader: requireProblemAdmin, lazy: problemEditPage('create') },
  { path: 'problem/edit/:pid', loader: requireProblemAdmin, lazy: problemEditPage('edit') },
  { path: 'problem/copy/:pid', loader: requireProblemAdmin, lazy: problemEditPage('copy') },
  {
    path: 'group-problem',
    loader: requireProblemAdmin,
    lazy: async () => ({
      Component: (await import('../pages/admin/group-problems/GroupProblemExamPage')).GroupProblemExamPage,
    }),
  },
  {
    path: 'problem/tag',
    loader: requireProblemAdmin,
    lazy: async () => ({ Component: (await import('../pages/admin/tags/TagAdminPage')).TagAdminPage }),
  },
];
