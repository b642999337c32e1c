import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readRankFilters, writeRankFilters, type RankFilters } from './rank-query';

/**
 * The rank lists' filters in the address (page, period, search), for the public lists and a group's rank: the
 * search box's text as typed, and `update`, which goes back to page 1 and lets a caller add its own parameters.
 */
export function useRankFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readRankFilters(searchParams);
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  const update = (change: Partial<RankFilters>, more?: (params: URLSearchParams) => void) => {
    const params = writeRankFilters({ ...filters, currentPage: 1, ...change });
    more?.(params);
    setSearchParams(params);
  };
  return { searchParams, filters, search, setSearch, update };
}
export type RankFilterState = ReturnType<typeof useRankFilters>;
