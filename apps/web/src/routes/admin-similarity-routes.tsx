import type { RouteObject } from 'react-router';
import { requireBackOfficeRole, requireLogin } from './guards';
import { withBackOfficeTexts } from './back-office-texts';

/**
 * The similarity check's pages (issue 20): the report, one pair, a scope's checks. The server answers only those
 * who administer the scope (root, admins, the contest's, training's or group's admins); the pages are shown in the
 * back office for its roles and in the site for a group's admins who have none.
 */
const similarityPages = (loader: () => Promise<null> | null): RouteObject[] => [
  {
    path: 'similarity/check/:checkId',
    loader,
    lazy: withBackOfficeTexts(async () => ({
      Component: (await import('../pages/admin/similarity/SimilarityReportPage')).SimilarityReportPage,
    })),
  },
  {
    path: 'similarity/pair/:pairId',
    loader,
    lazy: withBackOfficeTexts(async () => ({
      Component: (await import('../pages/admin/similarity/SimilarityPairPage')).SimilarityPairPage,
    })),
  },
  {
    path: 'similarity/:scope/:scopeId',
    loader,
    lazy: withBackOfficeTexts(async () => ({
      Component: (await import('../pages/admin/similarity/SimilarityChecksPage')).SimilarityChecksPage,
    })),
  },
];

export const adminSimilarityRoutes = similarityPages(requireBackOfficeRole());
export const siteSimilarityRoutes = similarityPages(requireLogin);
