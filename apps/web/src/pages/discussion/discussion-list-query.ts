/** The list's filters as the address holds them (spec 2 §2.12: keyword, cid, onlyMine, currentPage). */
export function readFilters(params: URLSearchParams) {
  const page = Number(params.get('currentPage'));
  const cid = Number(params.get('cid'));
  return {
    keyword: params.get('keyword') ?? '',
    cid: Number.isInteger(cid) && cid > 0 ? cid : undefined,
    onlyMine: params.get('onlyMine') === 'true',
    currentPage: Number.isInteger(page) && page > 0 ? page : 1,
  };
}
export type Filters = ReturnType<typeof readFilters>;

export function writeFilters(filters: Filters) {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.cid) params.set('cid', String(filters.cid));
  if (filters.onlyMine) params.set('onlyMine', 'true');
  if (filters.currentPage > 1) params.set('currentPage', String(filters.currentPage));
  return params;
}
