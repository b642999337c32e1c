import { z } from 'zod';
import type { Gender } from './accounts.ts';
import { LIMITS } from './limits.ts';
import { emptyAsAbsent } from './fields.ts';

/**
 * The user home (spec 1-core §2.9, §3 "User profile" and "Heatmap", §7 GET /api/get-user-home-info and
 * GET /api/get-user-calendar-heatmap, §9 "Heatmap"). Both calls are public; docs/api.md "User home".
 */

/** The heatmap spans one year (spec 1-core §9): today and the 364 days before it, in UTC days. */
export const HEATMAP_DAYS = 365;
/** Colour levels of the heatmap (spec 1-core §9): 0 for a day without submissions, then 4 shades. */
export const HEATMAP_LEVELS = 5;

/**
 * Whose home: `uid`, `username` or both (then both must name the same user). With neither, the signed-in
 * caller's own; a guest must name one (400 naming uid).
 */
export const userHomeQuery = z.object({
  uid: z.preprocess(
    emptyAsAbsent,
    z.coerce
      .number({ error: 'uid must be a number' })
      .int('uid must be an integer')
      .positive('uid must be positive')
      .max(LIMITS.idMax, `uid must be at most ${LIMITS.idMax}`)
      .optional(),
  ),
  username: z.preprocess(
    emptyAsAbsent,
    z
      .string({ error: 'username must be text' })
      .trim()
      .min(1, 'username must not be blank')
      .max(100, 'username must be at most 100 characters')
      .optional(),
  ),
});
export type UserHomeQuery = z.infer<typeof userHomeQuery>;

/** The public bank problems a user solved at one difficulty (0 to 7), by problem id. */
export interface SolvedGroup {
  difficulty: number;
  problemIds: string[];
}

/**
 * GET /api/get-user-home-info: the public profile (never the e-mail, real name, student number or role) and
 * the counts. `grade` is the settings' "course" field; `phone` is shown because the user filled it in the
 * public profile form (null when empty).
 */
export interface UserHome {
  uid: number;
  username: string;
  nickname: string | null;
  gender: Gender;
  avatar: string | null;
  school: string | null;
  grade: string | null;
  signature: string | null;
  phone: string | null;
  blog: string | null;
  titleName: string | null;
  titleColor: string | null;
  recentLoginTime: string | null;
  /** Every judged submission of the user (contests and groups included; those still waiting are not). */
  total: number;
  /** One entry per OI problem of the public bank tried outside contests: its best OI rank score. */
  scoreList: number[];
  /** Accepted public bank problems (outside contests), grouped by difficulty, easiest first. */
  solvedGroups: SolvedGroup[];
  /** The same problems' ids, easiest first: the reference's UserHomeVO.solvedList, which its client lists. */
  solvedList: string[];
  /** The same by difficulty: the reference's UserHomeVO.solvedGroupByDifficulty (UserHomeProblemVO). */
  solvedGroupByDifficulty: Record<number, { id: number; problemId: string; difficulty: number }[]>;
}

/** One UTC day of the heatmap that has submissions; days without any are left out. */
export interface HeatmapDay {
  /** YYYY-MM-DD (UTC) */
  date: string;
  count: number;
}

/** GET /api/get-user-calendar-heatmap: the days of the last year (ending with `endDate`, today in UTC). */
export interface UserHeatmap {
  dataList: HeatmapDay[];
  endDate: string;
}
