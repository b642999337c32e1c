import { GROUP_AUTHS, GROUP_LIST_PAGE_SIZE, GROUP_LIST_PAGE_SIZES, type GroupAuth } from '@judge/contract';

/** The filters of /group as they live in the address (spec 3 "Group list": auth, keyword, onlyMine, currentPage, limit). */
export interface GroupListFilters {
  keyword: string;
  auth?: GroupAuth;
  onlyMine: boolean;
  currentPage: number;
  limit: number;
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= 2_147_483_647 ? value : undefined;
}

/** Reads the query; anything malformed falls back to no filter, page 1 and 15 a page. */
export function readGroupListFilters(params: URLSearchParams): GroupListFilters {
  const auth = positiveInt(params.get('auth'));
  const limit = positiveInt(params.get('limit'));
  return {
    keyword: params.get('keyword') ?? '',
    auth: GROUP_AUTHS.includes(auth as GroupAuth) ? (auth as GroupAuth) : undefined,
    onlyMine: params.get('onlyMine') === 'true',
    currentPage: positiveInt(params.get('currentPage')) ?? 1,
    limit: (GROUP_LIST_PAGE_SIZES as readonly number[]).includes(limit ?? 0) ? limit! : GROUP_LIST_PAGE_SIZE,
  };
}

/** Writes the filters back; defaults are left out so the address stays short. */
export function writeGroupListFilters(filters: GroupListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.auth) params.set('auth', String(filters.auth));
  if (filters.onlyMine) params.set('onlyMine', 'true');
  if (filters.currentPage > 1) params.set('currentPage', String(filters.currentPage));
  if (filters.limit !== GROUP_LIST_PAGE_SIZE) params.set('limit', String(filters.limit));
  return params;
}
