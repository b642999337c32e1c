import { RANK_PERIOD, type RankPeriod, type RankRow } from '@judge/contract';

/** The filters of /acm-rank and /oi-rank as they live in the address bar: page, period, search. */
export interface RankFilters {
  currentPage: number;
  period: RankPeriod;
  search: string;
}

function intIn(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** Reads the query; anything malformed falls back to the default (page 1, all time, no search). */
export function readRankFilters(params: URLSearchParams): RankFilters {
  return {
    currentPage: intIn(params.get('page'), 1, 2_147_483_647) ?? 1,
    period: (intIn(params.get('period'), 0, 5) ?? RANK_PERIOD.ALL) as RankPeriod,
    search: params.get('search') ?? '',
  };
}

/** Writes the filters back; defaults are left out so the address stays short. */
export function writeRankFilters(filters: RankFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.currentPage > 1) params.set('page', String(filters.currentPage));
  if (filters.period !== RANK_PERIOD.ALL) params.set('period', String(filters.period));
  if (filters.search) params.set('search', filters.search);
  return params;
}

/** The AC rate shown as "rating": accepted problems over judged submissions, in percent with two decimals. */
export const acRate = (row: Pick<RankRow, 'ac' | 'total'>) =>
  `${row.total === 0 ? '0.00' : ((row.ac / row.total) * 100).toFixed(2)}%`;
