import { DISCUSSION_PAGE_SIZE, MAX_PAGE_SIZE } from '@judge/contract';

const positive = (raw: string | null): number | undefined => {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : undefined;
};

/** The list's filters as the address holds them (spec 2 §2.12: keyword, cid, onlyMine, currentPage, limit). */
export function readFilters(params: URLSearchParams) {
  const limit = positive(params.get('limit'));
  return {
    keyword: params.get('keyword') ?? '',
    cid: positive(params.get('cid')),
    onlyMine: params.get('onlyMine') === 'true',
    currentPage: positive(params.get('currentPage')) ?? 1,
    // A page size past the server's largest is read as the default, not sent to be refused.
    limit: limit !== undefined && limit <= MAX_PAGE_SIZE ? limit : DISCUSSION_PAGE_SIZE,
  };
}
export type Filters = ReturnType<typeof readFilters>;

export function writeFilters(filters: Filters) {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.cid) params.set('cid', String(filters.cid));
  if (filters.onlyMine) params.set('onlyMine', 'true');
  if (filters.currentPage > 1) params.set('currentPage', String(filters.currentPage));
  if (filters.limit !== DISCUSSION_PAGE_SIZE) params.set('limit', String(filters.limit));
  return params;
}
