import type { RouteObject } from 'react-router';
import { requireBackOfficeRole } from './guards';

/**
 * The similarity check under /admin (issue 20): anyone of the back office may open the pages; the server answers
 * only those who administer the scope (root, admins, the contest's, training's or group's admins).
 */
const requireBackOffice = requireBackOfficeRole();

export const adminSimilarityRoutes: RouteObject[] = [
  {
    path: 'similarity/check/:checkId',
    loader: requireBackOffice,
    lazy: async () => ({
      Component: (await import('../pages/admin/similarity/SimilarityReportPage')).SimilarityReportPage,
    }),
  },
  {
    path: 'similarity/pair/:pairId',
    loader: requireBackOffice,
    lazy: async () => ({
      Component: (await import('../pages/admin/similarity/SimilarityPairPage')).SimilarityPairPage,
    }),
  },
  {
    path: 'similarity/:scope/:scopeId',
    loader: requireBackOffice,
    lazy: async () => ({
      Component: (await import('../pages/admin/similarity/SimilarityChecksPage')).SimilarityChecksPage,
    }),
  },
];
