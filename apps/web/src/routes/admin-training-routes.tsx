import { isAdminRole } from '@judge/contract';
import type { RouteObject } from 'react-router';
import { requireBackOfficeRole } from './guards';

/**
 * Training management under /admin (spec 3 "Admin area": training list, create, edit, problems,
 * categories): root, admin and problem admin, the server's `problemAdmin` policy; one training's edit and
 * problems are its admins' (root and the author), which the server checks.
 */
const requireTrainingAdmin = requireBackOfficeRole(isAdminRole);

const trainingEditPage = (mode: 'create' | 'edit') => async () => {
  const { TrainingEditPage } = await import('../pages/admin/trainings/TrainingEditPage');
  return { Component: () => <TrainingEditPage mode={mode} /> };
};

export const adminTrainingRoutes: RouteObject[] = [
  {
    path: 'training',
    loader: requireTrainingAdmin,
    lazy: async () => ({
      Component: (await import('../pages/admin/trainings/TrainingListPage')).TrainingListPage,
    }),
  },
  { path: 'training/create', loader: requireTrainingAdmin, lazy: trainingEditPage('create') },
  { path: 'training/:trainingId/edit', loader: requireTrainingAdmin, lazy: trainingEditPage('edit') },
  {
    path: 'training/:trainingId/problems',
    loader: requireTrainingAdmin,
    lazy: async () => ({
      Component: (await import('../pages/admin/trainings/TrainingProblemsPage')).TrainingProblemsPage,
    }),
  },
  {
    path: 'training/category',
    loader: requireTrainingAdmin,
    lazy: async () => ({
      Component: (await import('../pages/admin/trainings/TrainingCategoryPage')).TrainingCategoryPage,
    }),
  },
];
