import { z } from 'zod';
import { idField } from './fields.ts';

/**
 * The home page's calls (spec 1-core §2.3, §3 "Timer", "Carousel image", "Recent AC rank row", §7.2, §9):
 * GET /api/home-carousel, /api/get-recent-updated-problem, /api/get-recent-seven-ac-rank, /api/get-timer-list
 * (public); the super admin's POST /api/file/upload-carouse-img, DELETE /api/admin/config/home-carousel and
 * the timers' back-office calls. docs/api.md "Home page and announcements".
 */

/** Carousel: auto-advance interval and heights (spec 1-core §9). */
export const HOME_CAROUSEL_INTERVAL_MS = 3000;
export const HOME_CAROUSEL_HEIGHT = 440;
export const HOME_CAROUSEL_MOBILE_HEIGHT = 200;
/** Countdown timers tick every second (spec 1-core §9). */
export const TIMER_TICK_MS = 1000;
/** How many problems the "latest updated problems" card lists. */
export const RECENT_UPDATED_PROBLEM_COUNT = 10;
/** The AC rank counts the last 7 days and shows the top 10. */
export const RECENT_AC_RANK_DAYS = 7;
export const RECENT_AC_RANK_COUNT = 10;
/** At most this many carousel images are kept (the upload refuses more). */
export const HOME_CAROUSEL_MAX_IMAGES = 20;
export const TIMER_TITLE_MAX = 100;

export interface CarouselImage {
  id: number;
  /** Served from the data dir under /api/public/img/carousel/. */
  url: string;
}

/** DELETE /api/admin/config/home-carousel?id= */
export const carouselDeleteQuery = z.object({ id: idField('id') });

/** One row of GET /api/get-recent-updated-problem (public bank problems, most recently modified first). */
export interface RecentUpdatedProblem {
  id: number;
  problemId: string;
  title: string;
  difficulty: number;
  gmtModified: string;
}

/** One row of GET /api/get-recent-seven-ac-rank: distinct public bank problems accepted in the last 7 days. */
export interface RecentAcRankRow {
  uid: number;
  username: string;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  ac: number;
}

/** A countdown timer: a title and the moment it counts down to (ISO-8601 UTC). */
export interface HomeTimer {
  id: number;
  title: string;
  onTime: string;
  gmtCreate: string;
  gmtModified: string;
}

export const timerBody = z.object({
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(TIMER_TITLE_MAX, `title must be at most ${TIMER_TITLE_MAX} characters`),
  onTime: z.iso
    .datetime({ offset: true, error: 'onTime must be an ISO-8601 date and time' })
    .transform((value) => new Date(value).toISOString()),
});
export type TimerBody = z.input<typeof timerBody>;
export const timerUpdateBody = timerBody.extend({ id: idField('id') });
export type TimerUpdateBody = z.input<typeof timerUpdateBody>;
export const timerDeleteQuery = z.object({ id: idField('id') });
