import type {
  AdminContestRow,
  AdminContestView,
  ContestAccess,
  ContestInfo,
  ContestListRow,
  ContestSaveBody,
  ContestStartResult,
  Page,
  VirtualParticipation,
  CreatedId,
} from '@judge/contract';
import { request, type RequestOptions } from './request';

export interface ContestListFilters {
  currentPage: number;
  limit: number;
  keyword?: string;
  /** -1 scheduled, 0 running, 1 ended. */
  status?: number;
  /** 0 ACM, 1 OI. */
  type?: number;
}

export interface AdminContestListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
}

/** Errors the form shows next to its fields (or in a dialog) instead of the central toast. */
const FORM_ERRORS: RequestOptions['quiet'] = ['VALIDATION_FAILED'];

/** The public contest calls (spec 2 §7 "Contest"; login for everything but the lists). */
export const contestsApi = {
  list: (query: ContestListFilters) =>
    request<Page<ContestListRow>>('/api/get-contest-list', {
      params: { ...query, keyword: query.keyword || undefined },
    }),
  recent: () => request<ContestListRow[]>('/api/get-recent-contest'),
  /** The contest page says a refusal or a missing contest itself (quiet for those, so it is said once). */
  info: (cid: number) =>
    request<ContestInfo>('/api/get-contest-info', {
      params: { cid },
      quiet: ['FORBIDDEN', 'NOT_FOUND', 'NO_ACCESS'],
    }),
  access: (cid: number) => request<ContestAccess>('/api/get-contest-access', { params: { cid } }),
  /** A wrong password is answered on the form itself (quiet: every error). */
  register: (cid: number, password: string) =>
    request<null>('/api/register-contest', { method: 'POST', body: { cid, password }, quiet: true }),
  start: (cid: number) => request<ContestStartResult>(`/api/contest/start/${cid}`, { method: 'POST' }),
  /** Starts a virtual participation of an ended contest, now or at `startTime` (ISO). */
  startVirtual: (cid: number, startTime?: string) =>
    request<VirtualParticipation>('/api/contest/virtual', { method: 'POST', body: { cid, startTime } }),
};

/** The back office's contest calls (root, admin, problem admin; delete is root's). */
export const adminContestsApi = {
  list: (query: AdminContestListQuery) =>
    request<Page<AdminContestRow>>('/api/admin/contest/get-contest-list', {
      params: { ...query, keyword: query.keyword || undefined },
    }),
  get: (cid: number) => request<AdminContestView>('/api/admin/contest', { params: { cid } }),
  create: (body: ContestSaveBody) =>
    request<CreatedId<'cid'>>('/api/admin/contest', { method: 'POST', body, quiet: FORM_ERRORS }),
  update: (cid: number, body: ContestSaveBody) =>
    request<null>('/api/admin/contest', { method: 'PUT', body: { ...body, cid }, quiet: FORM_ERRORS }),
  remove: (cid: number) => request<null>('/api/admin/contest', { method: 'DELETE', params: { cid } }),
  clone: (cid: number) => request<CreatedId<'cid'>>('/api/admin/contest/clone', { params: { cid } }),
  changeVisible: (cid: number, visible: boolean) =>
    request<null>('/api/admin/contest/change-contest-visible', {
      method: 'PUT',
      params: { cid, visible },
    }),
};
