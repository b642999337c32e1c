import type {
  DiscussionView,
  GroupAnnouncement,
  GroupAuth,
  GroupCreateBody,
  GroupLevel,
  GroupMemberLevel,
  GroupMemberView,
  GroupView,
  Page,
  PostingCheck,
  RankPeriod,
  RankRow,
  RankType,
  CreatedId,
} from '@judge/contract';
import type { DiscussionForm } from './discussions';
import { request, type RequestOptions } from './request';

export interface GroupListFilters {
  currentPage: number;
  limit: number;
  keyword?: string;
  auth?: GroupAuth;
  onlyMine?: boolean;
}

export interface GroupRankParams {
  gid: number;
  type: RankType;
  period: RankPeriod;
  currentPage: number;
  limit: number;
  searchUser?: string;
  all: boolean;
}

/** Errors the forms show next to their fields instead of the central toast. */
const FORM_ERRORS: RequestOptions['quiet'] = ['VALIDATION_FAILED'];

/** The group calls (spec 3 §7 "Groups", "Group discussions"; docs/api.md "Groups"). */
export const groupsApi = {
  list: (query: GroupListFilters) =>
    request<Page<GroupView>>('/api/get-group-list', {
      params: { ...query, keyword: query.keyword || undefined, onlyMine: query.onlyMine || undefined },
    }),
  /** The page says a missing group itself. */
  detail: (gid: number) =>
    request<GroupView>('/api/get-group-detail', { params: { gid }, quiet: ['NOT_FOUND'] }),
  level: (gid: number) =>
    request<GroupLevel>('/api/get-group-auth', { params: { gid }, quiet: ['NOT_FOUND'] }),
  /** Whether the caller may create a group now (the site's gates), asked before the form opens. */
  createCheck: () => request<PostingCheck>('/api/group-create-check'),
  create: (body: GroupCreateBody) =>
    request<GroupView>('/api/group', { method: 'POST', body, quiet: FORM_ERRORS }),
  update: (id: number, body: Partial<GroupCreateBody>) =>
    request<GroupView>('/api/group', { method: 'PUT', body: { ...body, id }, quiet: FORM_ERRORS }),
  disband: (gid: number) => request<null>('/api/group', { method: 'DELETE', params: { gid } }),
  uploadAvatar: (gid: number, png: Blob) => {
    const form = new FormData();
    form.append('gid', String(gid));
    form.append('image', png, 'avatar.png');
    return request<GroupView>('/api/file/upload-group-avatar', { method: 'POST', body: form });
  },

  /** A wrong code or a missing reason is answered on the apply form itself. */
  apply: (gid: number, values: { reason?: string; code?: string }) =>
    request<null>('/api/group/member', {
      method: 'POST',
      params: { gid, reason: values.reason || undefined, code: values.code || undefined },
      quiet: FORM_ERRORS,
    }),
  exit: (gid: number) => request<null>('/api/group/member/exit', { method: 'DELETE', params: { gid } }),
  members: (gid: number, currentPage: number, limit: number) =>
    request<Page<GroupMemberView>>('/api/group/get-member-list', { params: { gid, currentPage, limit } }),
  applications: (gid: number, currentPage: number, limit: number) =>
    request<Page<GroupMemberView>>('/api/group/get-apply-list', { params: { gid, currentPage, limit } }),
  setLevel: (gid: number, uid: number, auth: GroupMemberLevel) =>
    request<null>('/api/group/member', { method: 'PUT', body: { gid, uid, auth } }),
  removeMember: (gid: number, uid: number) =>
    request<null>('/api/group/member', { method: 'DELETE', params: { gid, uid } }),

  announcements: (gid: number, currentPage: number, limit: number) =>
    request<Page<GroupAnnouncement>>('/api/group/get-announcement-list', {
      params: { gid, currentPage, limit },
    }),
  adminAnnouncements: (gid: number, currentPage: number, limit: number) =>
    request<Page<GroupAnnouncement>>('/api/group/get-admin-announcement-list', {
      params: { gid, currentPage, limit },
    }),
  createAnnouncement: (gid: number, body: { title: string; content: string; status: number }) =>
    request<CreatedId<'id'>>('/api/group/announcement', { method: 'POST', body: { ...body, gid } }),
  updateAnnouncement: (gid: number, id: number, body: { title: string; content: string; status: number }) =>
    request<null>('/api/group/announcement', { method: 'PUT', body: { ...body, id, gid } }),
  removeAnnouncement: (aid: number) =>
    request<null>('/api/group/announcement', { method: 'DELETE', params: { aid } }),

  /** The members' list; with `pid` (a problem id), that problem's discussions only. */
  discussions: (gid: number, currentPage: number, limit: number, pid?: string) =>
    request<Page<DiscussionView>>('/api/group/get-discussion-list', {
      params: { gid, currentPage, limit, pid },
    }),
  adminDiscussions: (gid: number, currentPage: number, limit: number) =>
    request<Page<DiscussionView>>('/api/group/get-admin-discussion-list', {
      params: { gid, currentPage, limit },
    }),
  postDiscussion: (gid: number, form: DiscussionForm) =>
    request<CreatedId<'id'>>('/api/group/discussion', { method: 'POST', body: { ...form, gid } }),
  updateDiscussion: (
    gid: number,
    id: number,
    change: Partial<DiscussionForm> & { status?: 0 | 1; topPriority?: boolean },
  ) => request<null>('/api/group/discussion', { method: 'PUT', body: { ...change, id, gid } }),
  removeDiscussion: (did: number) =>
    request<null>('/api/group/discussion', { method: 'DELETE', params: { did } }),

  rank: (params: GroupRankParams) =>
    request<Page<RankRow>>('/api/get-group-rank-list', {
      params: { ...params, searchUser: params.searchUser || undefined, all: params.all || undefined },
    }),
};

/** Query keys: everything of one group under ['group', gid], so a change refreshes all its tabs. */
export const groupKey = (gid: number) => ['group', gid] as const;
export const groupListKey = ['group-list'] as const;
