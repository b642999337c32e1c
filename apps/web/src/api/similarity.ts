import type {
  CreatedId,
  MarkSimilarityPairBody,
  SimilarityCheckView,
  SimilarityPairDetail,
  SimilarityReport,
  SimilarityScope,
  StartSimilarityCheckBody,
} from '@judge/contract';
import { request, requestFile } from './request';

export const similarityKeys = {
  checks: (scope: SimilarityScope, scopeId: number) => ['similarity-checks', scope, scopeId] as const,
  report: (id: number) => ['similarity-check', id] as const,
  pair: (id: number) => ['similarity-pair', id] as const,
};

/** The similarity check (issue 20): leads for a scope's admins to look at. */
export const similarityApi = {
  start: (body: StartSimilarityCheckBody) =>
    request<CreatedId<'id'>>('/api/admin/similarity/check', { method: 'POST', body }),
  rerun: (id: number) =>
    request<CreatedId<'id'>>('/api/admin/similarity/check/rerun', { method: 'POST', body: { id } }),
  checks: (scope: SimilarityScope, scopeId: number) =>
    request<SimilarityCheckView[]>('/api/admin/similarity/checks', { params: { scope, scopeId } }),
  report: (id: number) => request<SimilarityReport>('/api/admin/similarity/check', { params: { id } }),
  pair: (id: number) => request<SimilarityPairDetail>('/api/admin/similarity/pair', { params: { id } }),
  mark: (body: MarkSimilarityPairBody) =>
    request<null>('/api/admin/similarity/pair', { method: 'PUT', body }),
  csv: (id: number) => requestFile('/api/file/similarity-csv', { id }, `similarity_check_${id}.csv`),
};
