import type {
  AddContestProblemFromPublicBody,
  AdminContestProblemRow,
  ContestProblemDetails,
  ContestProblemRow,
  ContestProblemUpdateBody,
  ContestProblemView,
  ContestSubmissionRow,
  ContestSubmissionStatus,
  Page,
} from '@judge/contract';
import { request } from './request';

export interface ContestSubmissionQuery {
  cid: number;
  currentPage: number;
  limit: number;
  onlyMine?: boolean;
  status?: number;
  username?: string;
  /** Exact display id (A, B, ...). */
  displayId?: string;
}

export interface AdminContestProblemQuery {
  cid: number;
  currentPage: number;
  limit: number;
  keyword?: string;
}

const flag = (value: boolean | undefined) => (value ? 'true' : undefined);

/** The contest's problems and submissions as contestants see them (spec 2 §7 "Contest"; login). */
export const contestProblemsApi = {
  list: (cid: number) => request<ContestProblemRow[]>('/api/get-contest-problem', { params: { cid } }),
  /** The page says a refusal or a missing problem itself (quiet for those). */
  details: (cid: number, displayId: string) =>
    request<ContestProblemDetails>('/api/get-contest-problem-details', {
      params: { cid, displayId },
      quiet: ['FORBIDDEN', 'NOT_FOUND'],
    }),
  submissions: (query: ContestSubmissionQuery) =>
    request<Page<ContestSubmissionRow>>('/api/contest-submissions', {
      params: {
        cid: query.cid,
        currentPage: query.currentPage,
        limit: query.limit,
        onlyMine: flag(query.onlyMine),
        status: query.status,
        username: query.username || undefined,
        displayId: query.displayId || undefined,
      },
    }),
  /** Polled while rows are judged: silent on failure, the caller stops polling. */
  statuses: (cid: number, submitIds: number[]) =>
    request<Record<string, ContestSubmissionStatus>>('/api/check-contest-submissions-status', {
      method: 'POST',
      body: { cid, submitIds },
      quiet: 'background',
    }),
};

/** The back office's contest problem calls (root, admin, problem admin). */
export const adminContestProblemsApi = {
  list: (query: AdminContestProblemQuery) =>
    request<Page<AdminContestProblemRow>>('/api/admin/contest/get-problem-list', {
      params: { ...query, keyword: query.keyword || undefined },
    }),
  addFromPublic: (body: AddContestProblemFromPublicBody) =>
    request<ContestProblemView>('/api/admin/contest/add-problem-from-public', { method: 'POST', body }),
  get: (cid: number, pid: number) =>
    request<ContestProblemView>('/api/admin/contest/contest-problem', { params: { cid, pid } }),
  update: (body: ContestProblemUpdateBody) =>
    request<ContestProblemView>('/api/admin/contest/contest-problem', { method: 'PUT', body }),
  remove: (cid: number, pid: number) =>
    request<null>('/api/admin/contest/problem', { method: 'DELETE', params: { cid, pid } }),
};
