import type {
  Announcement,
  AnnouncementBody,
  AnnouncementUpdateBody,
  CarouselImage,
  HomeTimer,
  Page,
  RecentAcRankRow,
  RecentUpdatedProblem,
  TimerBody,
  TimerUpdateBody,
  CreatedId,
} from '@judge/contract';
import { request } from './request';

/** The home page's public calls (docs/api.md "Home page and announcements"). */
export const homeApi = {
  commonAnnouncements: (currentPage: number, limit: number) =>
    request<Page<Announcement>>('/api/get-common-announcement', { params: { currentPage, limit } }),
  recentUpdatedProblems: () => request<RecentUpdatedProblem[]>('/api/get-recent-updated-problem'),
  recentAcRank: () => request<RecentAcRankRow[]>('/api/get-recent-seven-ac-rank'),
  carousel: () => request<CarouselImage[]>('/api/home-carousel'),
  timers: () => request<HomeTimer[]>('/api/get-timer-list'),
};

/** The super admin's back-office calls for announcements, the carousel and the timers. */
export const homeAdminApi = {
  announcements: (currentPage: number, limit: number) =>
    request<Page<Announcement>>('/api/admin/announcement', { params: { currentPage, limit } }),
  createAnnouncement: (body: AnnouncementBody) =>
    request<CreatedId<'id'>>('/api/admin/announcement', { method: 'POST', body }),
  updateAnnouncement: (body: AnnouncementUpdateBody) =>
    request<null>('/api/admin/announcement', { method: 'PUT', body }),
  removeAnnouncement: (aid: number) =>
    request<null>('/api/admin/announcement', { method: 'DELETE', params: { aid } }),
  uploadCarouselImage: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request<CarouselImage>('/api/file/upload-carouse-img', { method: 'POST', body: form });
  },
  removeCarouselImage: (id: number) =>
    request<null>('/api/admin/config/home-carousel', { method: 'DELETE', params: { id } }),
  timers: () => request<HomeTimer[]>('/api/admin/timer'),
  createTimer: (body: TimerBody) => request<CreatedId<'id'>>('/api/admin/timer', { method: 'POST', body }),
  updateTimer: (body: TimerUpdateBody) => request<null>('/api/admin/timer', { method: 'PUT', body }),
  removeTimer: (id: number) => request<null>('/api/admin/timer', { method: 'DELETE', params: { id } }),
};

export const homeKeys = {
  commonAnnouncements: ['home', 'announcements'] as const,
  recentProblems: ['home', 'recent-problems'] as const,
  acRank: ['home', 'ac-rank'] as const,
  carousel: ['home', 'carousel'] as const,
  timers: ['home', 'timers'] as const,
  adminAnnouncements: ['admin', 'announcements'] as const,
  adminTimers: ['admin', 'timers'] as const,
};
