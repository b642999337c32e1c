import type {
  ContestAnnouncement,
  ContestAnnouncementCreateBody,
  ContestAnnouncementUpdateBody,
  Page,
  CreatedId,
} from '@judge/contract';
import { request } from './request';

/** Cache keys of a contest's announcements (the tab, the back office). */
export const contestAnnouncementKeys = {
  tab: (cid: number) => ['contest-announcements', cid] as const,
  admin: (cid: number) => ['admin', 'contest-announcements', cid] as const,
};

/** A contest's announcements as its participants read them (spec 2 §7; login and access). */
export const contestAnnouncementsApi = {
  list: (cid: number, currentPage: number, limit: number) =>
    request<Page<ContestAnnouncement>>('/api/get-contest-announcement', {
      params: { cid, currentPage, limit },
    }),
  /** The shell's poll: silent, it is not something the user asked for. */
  notRead: (cid: number, readAnnouncementList: number[]) =>
    request<ContestAnnouncement[]>('/api/get-contest-not-read-announcement', {
      method: 'POST',
      body: { cid, readAnnouncementList },
      quiet: 'background',
    }),
};

/** The back office's calls (root, admin, problem admin), in the reference's shapes. */
export const adminContestAnnouncementsApi = {
  list: (cid: number, currentPage: number, limit: number) =>
    request<Page<ContestAnnouncement>>('/api/admin/contest/announcement', {
      params: { cid, currentPage, limit },
    }),
  create: (body: ContestAnnouncementCreateBody) =>
    request<CreatedId<'id'>>('/api/admin/contest/announcement', { method: 'POST', body }),
  update: (body: ContestAnnouncementUpdateBody) =>
    request<null>('/api/admin/contest/announcement', { method: 'PUT', body }),
  remove: (aid: number) =>
    request<null>('/api/admin/contest/announcement', { method: 'DELETE', params: { aid } }),
};
