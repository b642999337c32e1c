import type { LanguageView, Page, ProblemFields, ProblemListRow, TagView } from '@judge/contract';
import { request, type RequestOptions } from './request';

/** The language table as /api/languages and /api/get-problem-languages send it (the contract's type). */
export type { LanguageView };

export interface ProblemListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
  difficulty?: number;
  /** 1 = newest first. */
  sortBy?: number;
  tagIds?: number[];
}

/** The problem of /api/get-problem-detail: the stored fields less the judge-only ones. */
export type ProblemDetail = Omit<ProblemFields, 'spjCode' | 'judgeExtraFile' | 'userExtraFile'> & {
  /** The user's extra files as stored: JSON text of name -> content (the reference's shape), or null. */
  userExtraFile: string | null;
  id: number;
  pid: number;
  author: string | null;
  ioScore: number;
  isRemote: boolean;
  gmtCreate: string;
  gmtModified: string;
};

export interface ProblemCount {
  total: number;
  ac: number;
  wa: number;
  ce: number;
  pa: number;
  tle: number;
  mle: number;
  re: number;
  pe: number;
}

export interface ProblemDetailResult {
  problem: ProblemDetail;
  problemCount: ProblemCount;
  /** Language name to template code. */
  codeTemplate: Record<string, string>;
  languages: string[];
  tags: TagView[];
  myStatus: number;
}

export interface ProblemTag extends TagView {
  oj: string;
  classificationId: number | null;
}

export interface TagClassificationGroup {
  /** null for the tags that belong to no classification. */
  classification: { id: number; name: string; oj: string; rank: number } | null;
  tagList: ProblemTag[];
}

export interface SavedCode {
  code: string;
  lang: string;
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
  random: () => request<{ problemId: string }>('/api/get-random-problem'),
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
