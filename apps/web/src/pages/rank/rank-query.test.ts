import { describe, expect, it } from 'vitest';
import { acRate, readRankFilters, writeRankFilters } from './rank-query';

describe('rank filters in the address', () => {
  it('reads page, period and search, falling back to the defaults', () => {
    expect(readRankFilters(new URLSearchParams('page=3&period=2&search=bob'))).toEqual({
      currentPage: 3,
      period: 2,
      search: 'bob',
    });
    expect(readRankFilters(new URLSearchParams('page=0&period=9'))).toEqual({
      currentPage: 1,
      period: 0,
      search: '',
    });
    expect(readRankFilters(new URLSearchParams('page=x&period=1.5'))).toMatchObject({
      currentPage: 1,
      period: 0,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeRankFilters({ currentPage: 1, period: 0, search: '' }).toString()).toBe('');
    expect(writeRankFilters({ currentPage: 2, period: 5, search: 'a b' }).toString()).toBe(
      'page=2&period=5&search=a+b',
    );
  });

  it('shows the AC rate in percent with two decimals, 0.00% without submissions', () => {
    expect(acRate({ ac: 1, total: 3 })).toBe('33.33%');
    expect(acRate({ ac: 2, total: 2 })).toBe('100.00%');
    expect(acRate({ ac: 0, total: 0 })).toBe('0.00%');
  });
});
