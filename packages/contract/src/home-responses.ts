import { z } from 'zod';
import type { CarouselImage, HomeTimer, RecentAcRankRow, RecentUpdatedProblem } from './home.ts';

/**
 * What the home page's calls answer (issue 26 step 3): the server's routes declare these as their `response`;
 * each schema is checked against home.ts's interfaces.
 */
export const recentUpdatedProblemsResponse = z.array(
  z.object({
    id: z.number().int(),
    problemId: z.string(),
    title: z.string(),
    difficulty: z.number().int(),
    gmtModified: z.string(),
  }) satisfies z.ZodType<RecentUpdatedProblem>,
);

export const recentAcRankResponse = z.array(
  z.object({
    uid: z.number().int(),
    username: z.string(),
    avatar: z.string().nullable(),
    titleName: z.string().nullable(),
    titleColor: z.string().nullable(),
    ac: z.number().int(),
  }) satisfies z.ZodType<RecentAcRankRow>,
);

export const carouselImageResponse = z.object({
  id: z.number().int(),
  url: z.string(),
}) satisfies z.ZodType<CarouselImage>;
export const carouselResponse = z.array(carouselImageResponse);

/** GET /api/get-last-week-submission-statistics: seven days, oldest first (the reference's SubmissionStatisticsVO). */
export const lastWeekSubmissionStatisticsResponse = z.object({
  dateStrList: z.array(z.string()),
  acCountList: z.array(z.number().int()),
  totalCountList: z.array(z.number().int()),
});
export type LastWeekSubmissionStatistics = z.infer<typeof lastWeekSubmissionStatisticsResponse>;

export const timerListResponse = z.array(
  z.object({
    id: z.number().int(),
    title: z.string(),
    onTime: z.string(),
    gmtCreate: z.string(),
    gmtModified: z.string(),
  }) satisfies z.ZodType<HomeTimer>,
);

/** POST /api/admin/timer: the new timer's id. */
export const timerCreatedResponse = z.object({ id: z.number().int() });
