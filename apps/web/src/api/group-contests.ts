import type {
  AddContestProblemFromPublicBody,
  AdminContestProblemRow,
  AdminContestRow,
  AdminContestView,
  ContestAnnouncement,
  ContestAnnouncementCreateBody,
  ContestAnnouncementUpdateBody,
  ContestListRow,
  ContestProblemCreateBody,
  ContestProblemUpdateBody,
  ContestProblemView,
  ContestSaveBody,
  Page,
  CreatedId,
} from '@judge/contract';
import { request, type RequestOptions } from './request';

const FORM_ERRORS: RequestOptions['quiet'] = ['VALIDATION_FAILED'];

/** The group contest calls the web uses (spec 3 §7 "Group contests"; docs/api.md "Group contests"). */
export const groupContestsApi = {
  list: (gid: number, currentPage: number, limit: number) =>
    request<Page<ContestListRow>>('/api/group/get-contest-list', { params: { gid, currentPage, limit } }),
  adminList: (gid: number, query: { currentPage: number; limit: number }) =>
    request<Page<AdminContestRow>>('/api/group/get-admin-contest-list', { params: { gid, ...query } }),
  get: (cid: number) => request<AdminContestView>('/api/group/contest', { params: { cid } }),
  create: (gid: number, body: ContestSaveBody) =>
    request<CreatedId<'cid'>>('/api/group/contest', {
      method: 'POST',
      body: { ...body, gid },
      quiet: FORM_ERRORS,
    }),
  update: (cid: number, body: ContestSaveBody) =>
    request<null>('/api/group/contest', { method: 'PUT', body: { ...body, cid }, quiet: FORM_ERRORS }),
  remove: (cid: number) => request<null>('/api/group/contest', { method: 'DELETE', params: { cid } }),
  problems: (query: { cid: number; currentPage: number; limit: number; keyword?: string }) =>
    request<Page<AdminContestProblemRow>>('/api/group/get-contest-problem-list', {
      params: { ...query, keyword: query.keyword || undefined },
    }),
  addFromPublic: (body: AddContestProblemFromPublicBody) =>
    request<ContestProblemView>('/api/group/add-contest-problem-from-public', { method: 'POST', body }),
  /** One of the group's own problems, by its problem id (the reference sends the three in the query). */
  addFromGroup: (cid: number, problemId: string, displayId: string) =>
    request<ContestProblemView>('/api/group/add-contest-problem-from-group', {
      method: 'POST',
      params: { cid, problemId, displayId },
    }),
  /** A new problem of the group written inside the contest (the back office's contest problem form). */
  createProblem: (body: ContestProblemCreateBody) =>
    request<CreatedId<'pid'>>('/api/group/contest-problem', { method: 'POST', body, quiet: FORM_ERRORS }),
  /** One problem's link in the contest (display id, title, colour). */
  link: (cid: number, pid: number) =>
    request<ContestProblemView>('/api/group/contest-problem', { params: { cid, pid } }),
  updateProblem: (body: ContestProblemUpdateBody) =>
    request<ContestProblemView>('/api/group/contest-problem', { method: 'PUT', body }),
  removeProblem: (cid: number, pid: number) =>
    request<null>('/api/group/contest-problem', { method: 'DELETE', params: { cid, pid } }),
  announcements: (cid: number, currentPage: number, limit: number) =>
    request<Page<ContestAnnouncement>>('/api/group/get-contest-announcement-list', {
      params: { cid, currentPage, limit },
    }),
  createAnnouncement: (body: ContestAnnouncementCreateBody) =>
    request<CreatedId<'id'>>('/api/group/contest-announcement', { method: 'POST', body }),
  updateAnnouncement: (body: ContestAnnouncementUpdateBody) =>
    request<null>('/api/group/contest-announcement', { method: 'PUT', body }),
  removeAnnouncement: (aid: number, cid: number) =>
    request<null>('/api/group/contest-announcement', { method: 'DELETE', params: { aid, cid } }),
  changeVisible: (cid: number, visible: boolean) =>
    request<null>('/api/group/change-contest-visible', { method: 'PUT', params: { cid, visible } }),
};
