import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { LIMITS } from './limits.ts';
import { choiceField, emptyAsAbsent } from './fields.ts';

/**
 * The public rankings /acm-rank and /oi-rank (spec 2 §2.10, §3 "Ranklist row", §7 "Rankings",
 * §9 "Period values" and "Rank type"). The one call is public; docs/api.md "Rankings".
 */

/** Rows per page of the rank lists and bars of the chart above them (spec 2 §9). */
export const RANK_PAGE_SIZE = 30;
export const RANK_CHART_SIZE = 10;
/** The longest searchUser text. */
export const RANK_SEARCH_MAX = 100;

/** Rank type (spec 2 §9): 0 ACM, 1 OI. */
export const RANK_TYPE = { ACM: 0, OI: 1 } as const;
export type RankType = (typeof RANK_TYPE)[keyof typeof RANK_TYPE];

/** Period values (spec 2 §9): 0 all, 1 last week, 2 last month, 3 last three months, 4 last half year, 5 last year. */
export const RANK_PERIOD = { ALL: 0, WEEK: 1, MONTH: 2, THREE_MONTHS: 3, HALF_YEAR: 4, YEAR: 5 } as const;
export type RankPeriod = (typeof RANK_PERIOD)[keyof typeof RANK_PERIOD];
/** The buttons' order on the page. */
export const RANK_PERIODS: RankPeriod[] = [1, 2, 3, 4, 5, 0];
/**
 * Each period is a rolling window of days ending now (UTC): submissions made at or after now minus this many
 * days count. `null`: all time.
 */
export const RANK_PERIOD_DAYS: Record<RankPeriod, number | null> = {
  0: null,
  1: 7,
  2: 30,
  3: 90,
  4: 180,
  5: 365,
};

/** GET /api/get-rank-list (currentPage, limit, type, searchUser, period). */
export const rankListQuery = pageQuery.extend({
  currentPage: pageQuery.shape.currentPage
    .unwrap()
    .max(LIMITS.idMax, `currentPage must be at most ${LIMITS.idMax}`)
    .default(1),
  limit: pageQuery.shape.limit.default(RANK_PAGE_SIZE),
  type: z.preprocess(
    emptyAsAbsent,
    choiceField<RankType>('type', [0, 1], '0 (ACM) or 1 (OI)') as z.ZodType<RankType, unknown>,
  ),
  period: z.preprocess(
    emptyAsAbsent,
    (
      choiceField<RankPeriod>('period', [0, 1, 2, 3, 4, 5], 'one of 0 to 5') as z.ZodType<RankPeriod, unknown>
    ).default(0),
  ),
  searchUser: z.preprocess(
    emptyAsAbsent,
    z
      .string({ error: 'searchUser must be text' })
      .trim()
      .max(RANK_SEARCH_MAX, `searchUser must be at most ${RANK_SEARCH_MAX} characters`)
      .optional(),
  ),
});
export type RankListQuery = z.infer<typeof rankListQuery>;

/** One row of a rank list (spec 2 §3 "Ranklist row"); its place is its position in the ordered list. */
export interface RankRow {
  uid: number;
  username: string;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  nickname: string | null;
  signature: string | null;
  /** Distinct public bank problems accepted in the period (outside contests and groups). */
  ac: number;
  /** Judged submissions to public bank problems in the period (outside contests and groups). */
  total: number;
  /** Sum over OI problems of the best OI rank score in the period (0 in the ACM list's rule too). */
  score: number;
}
