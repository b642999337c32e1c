import type { QueryKey } from '@tanstack/react-query';
import type {
  AddContestProblemFromPublicBody,
  AdminContestProblemRow,
  AdminContestRow,
  AdminContestView,
  AdminProblemRow,
  ContestProblemUpdateBody,
  ContestSaveBody,
  Page,
} from '@judge/contract';
import { adminProblemsApi } from '../../../api/admin-problems';
import { adminContestAnnouncementsApi } from '../../../api/contest-announcements';
import { adminContestProblemsApi } from '../../../api/contest-problems';
import { problemsApi } from '../../../api/problems';
import type { AnnouncementSource } from '../announcements/AnnouncementAdminList';
import { adminContestsApi } from '../../../api/contests';
import { groupContestsApi } from '../../../api/group-contests';

/**
 * Where the contest list and form read and write: the back office's calls, or a group's (spec 3 "Group contests": a
 * group's contest is a contest with its gid, managed with the same pages). The back office's own tools (clone, AC
 * download, event feed, problems and announcements pages) stay the back office's.
 */
export interface ContestAdminSource {
  key: QueryKey;
  paths: {
    list: string;
    create: string;
    edit: (cid: number) => string;
    problems: (cid: number) => string;
    /** The problem form inside the contest. */
    problemCreate: (cid: number) => string;
    /** The same form editing one of the contest's problems. */
    problemEdit: (cid: number, pid: number) => string;
    announcements: (cid: number) => string;
  };
  /** In a group the server decides who manages a row (its roots and the author). */
  group: boolean;
  /** The group whose contests these are (null: the back office's). */
  gid: number | null;
  list(query: { currentPage: number; limit: number; keyword?: string }): Promise<Page<AdminContestRow>>;
  get(cid: number): Promise<AdminContestView>;
  create(body: ContestSaveBody): Promise<unknown>;
  update(cid: number, body: ContestSaveBody): Promise<unknown>;
  remove(cid: number): Promise<unknown>;
  changeVisible(cid: number, visible: boolean): Promise<unknown>;
  problems(query: {
    cid: number;
    currentPage: number;
    limit: number;
    keyword?: string;
  }): Promise<Page<AdminContestProblemRow>>;
  /** The problems one may add: the back office's bank list, or the public problem set for a group. */
  bank(query: { currentPage: number; limit: number; keyword?: string }): Promise<Page<AdminProblemRow>>;
  addFromPublic(body: AddContestProblemFromPublicBody): Promise<unknown>;
  /** A group adds its own problems by id (they are in no public set). */
  addGroupProblem?: (cid: number, problemId: string, displayId: string) => Promise<unknown>;
  updateProblem(body: ContestProblemUpdateBody): Promise<unknown>;
  removeProblem(cid: number, pid: number): Promise<unknown>;
  /** The contest's announcements as the shared announcement list reads and writes them. */
  announcements(cid: number): Pick<AnnouncementSource, 'list' | 'create' | 'update' | 'remove'>;
}

export const backOfficeContests: ContestAdminSource = {
  key: ['admin'],
  paths: {
    list: '/admin/contest',
    create: '/admin/contest/create',
    edit: (cid) => `/admin/contest/${cid}/edit`,
    problems: (cid) => `/admin/contest/${cid}/problems`,
    problemCreate: (cid) => `/admin/contest/${cid}/problem/create`,
    problemEdit: (cid, pid) => `/admin/contest/${cid}/problem/${pid}/edit`,
    announcements: (cid) => `/admin/contest/${cid}/announcement`,
  },
  group: false,
  gid: null,
  list: (query) => adminContestsApi.list(query),
  get: (cid) => adminContestsApi.get(cid),
  create: (body) => adminContestsApi.create(body),
  update: (cid, body) => adminContestsApi.update(cid, body),
  remove: (cid) => adminContestsApi.remove(cid),
  changeVisible: (cid, visible) => adminContestsApi.changeVisible(cid, visible),
  problems: (query) => adminContestProblemsApi.list(query),
  bank: (query) => adminProblemsApi.list(query),
  addFromPublic: (body) => adminContestProblemsApi.addFromPublic(body),
  updateProblem: (body) => adminContestProblemsApi.update(body),
  removeProblem: (cid, pid) => adminContestProblemsApi.remove(cid, pid),
  announcements: (cid) => ({
    list: (page, limit) => adminContestAnnouncementsApi.list(cid, page, limit),
    create: (announcement) => adminContestAnnouncementsApi.create({ cid, announcement }),
    update: (id, announcement) =>
      adminContestAnnouncementsApi.update({ cid, announcement: { ...announcement, id } }),
    remove: (id) => adminContestAnnouncementsApi.remove(id),
  }),
};

export function groupContests(gid: number): ContestAdminSource {
  const base = `/group/${gid}/contest-admin`;
  return {
    key: ['group', gid],
    paths: {
      list: base,
      create: `${base}/create`,
      edit: (cid) => `${base}/${cid}/edit`,
      problems: (cid) => `${base}/${cid}/problems`,
      problemCreate: (cid) => `${base}/${cid}/problem/create`,
      problemEdit: (cid, pid) => `${base}/${cid}/problem/${pid}/edit`,
      announcements: (cid) => `${base}/${cid}/announcement`,
    },
    group: true,
    gid,
    list: (query) => groupContestsApi.adminList(gid, query),
    get: (cid) => groupContestsApi.get(cid),
    create: (body) => groupContestsApi.create(gid, body),
    update: (cid, body) => groupContestsApi.update(cid, body),
    remove: (cid) => groupContestsApi.remove(cid),
    changeVisible: (cid, visible) => groupContestsApi.changeVisible(cid, visible),
    problems: (query) => groupContestsApi.problems(query),
    // The public problem set in the bank list's shape (a group admin does not see the site's private problems).
    bank: async (query) => {
      const page = await problemsApi.list(query);
      return {
        ...page,
        records: page.records.map((row) => ({
          id: row.pid,
          problemId: row.problemId,
          title: row.title,
          author: null,
          modifiedUser: null,
          auth: 1,
          type: row.type,
          difficulty: row.difficulty,
          judgeMode: 'default',
          gmtCreate: row.gmtModified,
          gmtModified: row.gmtModified,
        })),
      };
    },
    addFromPublic: (body) => groupContestsApi.addFromPublic(body),
    addGroupProblem: (cid, problemId, displayId) => groupContestsApi.addFromGroup(cid, problemId, displayId),
    updateProblem: (body) => groupContestsApi.updateProblem(body),
    removeProblem: (cid, pid) => groupContestsApi.removeProblem(cid, pid),
    announcements: (cid) => ({
      list: (page, limit) => groupContestsApi.announcements(cid, page, limit),
      create: (announcement) => groupContestsApi.createAnnouncement({ cid, announcement }),
      update: (id, announcement) =>
        groupContestsApi.updateAnnouncement({ cid, announcement: { ...announcement, id } }),
      remove: (id) => groupContestsApi.removeAnnouncement(id, cid),
    }),
  };
}
