import { useLocation } from 'react-router';
import { SIMILARITY_SCOPES, type SimilarityScope } from '@judge/contract';

/** The scope in a page's path (…/similarity/:scope/:scopeId), or null for anything else. */
export function scopeFromPath(scope: string | undefined, scopeId: string | undefined) {
  const id = Number(scopeId);
  if (!SIMILARITY_SCOPES.includes(scope as SimilarityScope) || !Number.isInteger(id) || id <= 0) return null;
  return { scope: scope as SimilarityScope, scopeId: id };
}

/**
 * Where the pages live: in the back office (/admin/similarity) for its roles, or in the site (/similarity) for a
 * group's admins who have no back-office role; the server decides who may see a check either way.
 */
export function similarityPaths(base: '/admin/similarity' | '/similarity') {
  return {
    checks: (scope: SimilarityScope, scopeId: number) => `${base}/${scope}/${scopeId}`,
    report: (checkId: number) => `${base}/check/${checkId}`,
    pair: (pairId: number) => `${base}/pair/${pairId}`,
  };
}

export const backOfficeSimilarity = similarityPaths('/admin/similarity');
export const siteSimilarity = similarityPaths('/similarity');

/** The paths of the area the page is shown in. */
export function useSimilarityPaths() {
  return useLocation().pathname.startsWith('/admin/') ? backOfficeSimilarity : siteSimilarity;
}
