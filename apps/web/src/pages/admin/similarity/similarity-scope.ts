import { SIMILARITY_SCOPES, type SimilarityScope } from '@judge/contract';

/** The scope in a page's path (/admin/similarity/:scope/:scopeId), or null for anything else. */
export function scopeFromPath(scope: string | undefined, scopeId: string | undefined) {
  const id = Number(scopeId);
  if (!SIMILARITY_SCOPES.includes(scope as SimilarityScope) || !Number.isInteger(id) || id <= 0) return null;
  return { scope: scope as SimilarityScope, scopeId: id };
}

/** Where a scope's checks are listed and started. */
export const checksPath = (scope: SimilarityScope, scopeId: number) =>
  `/admin/similarity/${scope}/${scopeId}`;
export const reportPath = (checkId: number) => `/admin/similarity/check/${checkId}`;
export const pairPath = (pairId: number) => `/admin/similarity/pair/${pairId}`;
