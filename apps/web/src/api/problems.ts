import type {
  LanguageView,
  Page,
  ProblemDetailResult,
  ProblemListRow,
  SavedCode,
  TagClassificationGroup,
  RandomProblem,
} from '@judge/contract';
import { request, type RequestOptions } from './request';

/** The language table as /api/languages and /api/get-problem-languages send it (the contract's type). */
export type { LanguageView };
// The answers' shapes are the contract's (the server's routes declare them as their responses).
export type {
  ProblemCount,
  ProblemDetail,
  ProblemDetailResult,
  ProblemTag,
  SavedCode,
  TagClassificationGroup,
} from '@judge/contract';

export interface ProblemListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
  difficulty?: number;
  /** 1 = newest first. */
  sortBy?: number;
  tagIds?: number[];
}

export const problemsApi = {
  list: (query: ProblemListQuery) =>
    request<Page<ProblemListRow>>('/api/get-problem-list', {
      params: {
        currentPage: query.currentPage,
        limit: query.limit,
        keyword: query.keyword || undefined,
        difficulty: query.difficulty,
        sortBy: query.sortBy,
        tagId: query.tagIds?.length ? query.tagIds.join(',') : undefined,
      },
    }),
  detail: (problemId: string, options: Pick<RequestOptions, 'quiet'> = {}) =>
    request<ProblemDetailResult>('/api/get-problem-detail', { params: { problemId }, ...options }),
  random: () => request<RandomProblem>('/api/get-random-problem'),
  tagsByClassification: () =>
    request<TagClassificationGroup[]>('/api/get-problem-tags-and-classification', { params: { oj: 'ME' } }),
  languages: () => request<LanguageView[]>('/api/languages'),
  problemLanguages: (pid: number) =>
    request<LanguageView[]>('/api/get-problem-languages', { params: { pid } }),
  savedCode: (pid: number, options: Pick<RequestOptions, 'quiet'> = {}) =>
    request<SavedCode | null>('/api/get-problem-code', { params: { pid }, ...options }),
  saveCode: (pid: number, code: string, lang: string) =>
    request<null>('/api/save-problem-code', { method: 'POST', params: { lang }, body: { pid, code } }),
};
