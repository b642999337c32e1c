import type {
  DiscussionCategory,
  DiscussionDetail,
  DiscussionReportTag,
  DiscussionReportView,
  DiscussionView,
  Page,
  PostingCheck,
  CreatedId,
  DiscussionLike,
} from '@judge/contract';
import { request } from './request';

export interface DiscussionListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
  /** Category id. */
  cid?: number;
  /** The problem's display id. */
  pid?: string;
  onlyMine?: boolean;
}

export interface DiscussionForm {
  title: string;
  description: string;
  content: string;
  categoryId: number;
  topPriority?: boolean;
}

const listParams = (query: DiscussionListQuery) => ({
  currentPage: query.currentPage,
  limit: query.limit,
  keyword: query.keyword || undefined,
  cid: query.cid,
  pid: query.pid || undefined,
  onlyMine: query.onlyMine ? 'true' : undefined,
});

export const discussionsApi = {
  list: (query: DiscussionListQuery) =>
    request<Page<DiscussionView>>('/api/get-discussion-list', { params: listParams(query) }),
  detail: (did: number) => request<DiscussionDetail>('/api/get-discussion-detail', { params: { did } }),
  create: (form: DiscussionForm & { pid?: string | null }) =>
    request<CreatedId<'id'>>('/api/discussion', { method: 'POST', body: form }),
  update: (id: number, form: DiscussionForm) =>
    request<null>('/api/discussion', { method: 'PUT', body: { id, ...form } }),
  remove: (did: number) => request<null>('/api/discussion', { method: 'DELETE', params: { did } }),
  like: (did: number, toLike: boolean) =>
    request<DiscussionLike>('/api/discussion-like', { params: { did, toLike } }),
  report: (did: number, tags: DiscussionReportTag[], reason: string) =>
    request<null>('/api/discussion-report', { method: 'POST', body: { did, tags, reason } }),
  categories: () => request<DiscussionCategory[]>('/api/discussion-category'),
  /** Ours: whether the caller may post now (AC count, posts a day), asked before the editor opens. */
  postingCheck: () => request<PostingCheck>('/api/discussion-posting-check'),
  saveCategories: (categories: { id?: number; name: string }[]) =>
    request<DiscussionCategory[]>('/api/discussion-category', { method: 'POST', body: { categories } }),
};

/** The back office (root, admin, problem admin). */
export const adminDiscussionsApi = {
  list: (query: DiscussionListQuery & { status?: number }) =>
    request<Page<DiscussionView>>('/api/admin/get-discussion-list', {
      params: { ...listParams(query), status: query.status },
    }),
  update: (id: number, change: { topPriority?: boolean; status?: 0 | 1 }) =>
    request<null>('/api/admin/discussion', { method: 'PUT', body: { id, ...change } }),
  remove: (did: number) => request<null>('/api/admin/discussion', { method: 'DELETE', params: { did } }),
  reports: (query: { currentPage: number; limit: number; status?: number }) =>
    request<Page<DiscussionReportView>>('/api/admin/discussion-report', { params: query }),
  setReportStatus: (id: number, status: 0 | 1) =>
    request<null>('/api/admin/discussion-report', { method: 'PUT', body: { id, status } }),
};
