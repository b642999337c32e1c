/** The filters of /contest as they live in the address bar (spec 2 §2.1: type, status, keyword, currentPage). */
export interface ContestListFilters {
  keyword: string;
  /** -1 scheduled, 0 running, 1 ended. */
  status?: number;
  /** 0 ACM, 1 OI. */
  type?: number;
  currentPage: number;
}

function intIn(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** Reads the query; anything malformed falls back to no filter rather than an error. */
export function readContestListFilters(params: URLSearchParams): ContestListFilters {
  return {
    keyword: params.get('keyword') ?? '',
    status: intIn(params.get('status'), -1, 1),
    type: intIn(params.get('type'), 0, 1),
    currentPage: intIn(params.get('currentPage'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
  };
}

/** Writes the filters back; empty ones are left out so the address stays short. */
export function writeContestListFilters(filters: ContestListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.status !== undefined) params.set('status', String(filters.status));
  if (filters.type !== undefined) params.set('type', String(filters.type));
  if (filters.currentPage > 1) params.set('currentPage', String(filters.currentPage));
  return params;
}
