import type { QueryKey } from '@tanstack/react-query';
import type { AdminContestRow, AdminContestView, ContestSaveBody, Page } from '@judge/contract';
import { adminContestsApi } from '../../../api/contests';
import { groupContestsApi } from '../../../api/group-contests';

/**
 * Where the contest list and form read and write: the back office's calls, or a group's (spec 3 "Group contests": a
 * group's contest is a contest with its gid, managed with the same pages). The back office's own tools (clone, AC
 * download, event feed, problems and announcements pages) stay the back office's.
 */
export interface ContestAdminSource {
  key: QueryKey;
  paths: { list: string; create: string; edit: (cid: number) => string };
  /** In a group the server decides who manages a row (its roots and the author). */
  group: boolean;
  list(query: { currentPage: number; limit: number; keyword?: string }): Promise<Page<AdminContestRow>>;
  get(cid: number): Promise<AdminContestView>;
  create(body: ContestSaveBody): Promise<unknown>;
  update(cid: number, body: ContestSaveBody): Promise<unknown>;
  remove(cid: number): Promise<unknown>;
  changeVisible(cid: number, visible: boolean): Promise<unknown>;
}

export const backOfficeContests: ContestAdminSource = {
  key: ['admin'],
  paths: {
    list: '/admin/contest',
    create: '/admin/contest/create',
    edit: (cid) => `/admin/contest/${cid}/edit`,
  },
  group: false,
  list: (query) => adminContestsApi.list(query),
  get: (cid) => adminContestsApi.get(cid),
  create: (body) => adminContestsApi.create(body),
  update: (cid, body) => adminContestsApi.update(cid, body),
  remove: (cid) => adminContestsApi.remove(cid),
  changeVisible: (cid, visible) => adminContestsApi.changeVisible(cid, visible),
};

export function groupContests(gid: number): ContestAdminSource {
  const base = `/group/${gid}/contest-admin`;
  return {
    key: ['group', gid],
    paths: { list: base, create: `${base}/create`, edit: (cid) => `${base}/${cid}/edit` },
    group: true,
    list: (query) => groupContestsApi.adminList(gid, query),
    get: (cid) => groupContestsApi.get(cid),
    create: (body) => groupContestsApi.create(gid, body),
    update: (cid, body) => groupContestsApi.update(cid, body),
    remove: (cid) => groupContestsApi.remove(cid),
    changeVisible: (cid, visible) => groupContestsApi.changeVisible(cid, visible),
  };
}
