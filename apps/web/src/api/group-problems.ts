import type { GroupProblemDetail, GroupProblemRow, Page, ProblemSaveBody, CreatedId } from '@judge/contract';
import type { ProblemTag, SpecialJudgeKind } from './admin-problems';
import { request, type RequestOptions, requestFile } from './request';

/** Errors the forms show next to their fields instead of the central toast. */
const FORM_ERRORS: RequestOptions['quiet'] = ['VALIDATION_FAILED'];

// The answer's shape is the contract's (the server's route declares it as its response).
export type { GroupProblemDetail } from '@judge/contract';

/**
 * The group problem calls (spec 3 §7 "Group problems"; docs/api.md "Group problems"), and the back office's
 * examination of the applications to go public.
 */
export const groupProblemsApi = {
  list: (gid: number, currentPage: number, limit: number) =>
    request<Page<GroupProblemRow>>('/api/group/get-problem-list', { params: { gid, currentPage, limit } }),
  adminList: (gid: number, currentPage: number, limit: number) =>
    request<Page<GroupProblemRow>>('/api/group/get-admin-problem-list', {
      params: { gid, currentPage, limit },
    }),
  get: (pid: number) => request<GroupProblemDetail>('/api/group/problem', { params: { pid } }),
  create: (gid: number, body: ProblemSaveBody) =>
    request<CreatedId<'pid'>>('/api/group/problem', {
      method: 'POST',
      body: { ...body, gid },
      quiet: FORM_ERRORS,
    }),
  update: (pid: number, body: ProblemSaveBody) =>
    request<null>('/api/group/problem', { method: 'PUT', body: { ...body, pid }, quiet: FORM_ERRORS }),
  /** A problem of one of the group's contests, saved with its link there (the contest's problem list's edit). */
  updateInContest: (
    pid: number,
    cid: number,
    body: ProblemSaveBody & { contestProblem: { displayId: string; displayTitle: string } },
  ) =>
    request<null>('/api/group/problem', {
      method: 'PUT',
      body: { ...body, pid, cid },
      quiet: FORM_ERRORS,
    }),
  remove: (pid: number) => request<null>('/api/group/problem', { method: 'DELETE', params: { pid } }),
  /** The test cases as a zip, for the group's roots and the problem's author. */
  downloadCases: (pid: number) =>
    requestFile('/api/file/download-group-testcase', { pid }, `problem-${pid}-testcases.zip`),
  tags: (gid: number) => request<ProblemTag[]>('/api/group/get-all-problem-tags', { params: { gid } }),
  compile: (
    gid: number,
    kind: SpecialJudgeKind,
    body: { code: string; language: string; extraFiles: Record<string, string> },
  ) =>
    request<null>(`/api/group/compile-${kind === 'spj' ? 'spj' : 'interactive'}`, {
      method: 'POST',
      params: { gid },
      body,
      quiet: FORM_ERRORS,
    }),
  changeAuth: (pid: number, auth: 1 | 2 | 3) =>
    request<null>('/api/group/change-problem-auth', { method: 'PUT', params: { pid, auth } }),
  applyPublic: (pid: number, isApplied: boolean) =>
    request<null>('/api/group/apply-public', { method: 'PUT', params: { pid, isApplied } }),

  /** The back office's examination (admin roles). */
  applications: (query: { currentPage: number; limit: number; keyword?: string }) =>
    request<Page<GroupProblemRow>>('/api/admin/group-problem/list', {
      params: { ...query, keyword: query.keyword || undefined },
    }),
  changeProgress: (pid: number, progress: 1 | 2 | 3) =>
    request<null>('/api/admin/group-problem/change-progress', { method: 'PUT', body: { pid, progress } }),
};
