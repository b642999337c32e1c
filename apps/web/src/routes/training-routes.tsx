import type { RouteObject } from 'react-router';

/**
 * The children of /training/:trainingID, one per tab of the training's page (spec 2 §2.11): the
 * introduction (with a private training's password form), the problem list and the rank.
 */
export const trainingChildRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('../pages/training/TrainingIntroduction')).TrainingIntroduction,
    }),
  },
  {
    path: 'problems',
    lazy: async () => ({
      Component: (await import('../pages/training/TrainingProblemList')).TrainingProblemList,
    }),
  },
  {
    path: 'rank',
    lazy: async () => ({ Component: (await import('../pages/training/TrainingRank')).TrainingRank }),
  },
];
