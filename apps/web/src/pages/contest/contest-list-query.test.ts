import { describe, expect, it } from 'vitest';
import { readContestListFilters, writeContestListFilters } from './contest-list-query';

const read = (query: string) => readContestListFilters(new URLSearchParams(query));

describe('contest list query', () => {
  it('reads type, status, keyword and page', () => {
    expect(read('type=1&status=-1&keyword=spring&currentPage=3')).toEqual({
      keyword: 'spring',
      status: -1,
      type: 1,
      currentPage: 3,
    });
  });

  it('ignores malformed or out-of-range values', () => {
    expect(read('type=2&status=5&currentPage=0')).toEqual({
      keyword: '',
      status: undefined,
      type: undefined,
      currentPage: 1,
    });
    expect(read('type=&status=x&currentPage=1.5')).toMatchObject({
      type: undefined,
      status: undefined,
      currentPage: 1,
    });
  });

  it('writes only what is set, and round-trips', () => {
    expect(writeContestListFilters({ keyword: '', currentPage: 1 }).toString()).toBe('');
    const filters = { keyword: 'a b', status: 0, type: 0, currentPage: 2 };
    expect(readContestListFilters(writeContestListFilters(filters))).toEqual(filters);
  });
});
