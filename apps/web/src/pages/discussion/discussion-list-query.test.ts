import { describe, expect, it } from 'vitest';
import { DISCUSSION_PAGE_SIZE } from '@judge/contract';
import { readFilters, writeFilters } from './discussion-list-query';

const DEFAULTS = {
  keyword: '',
  cid: undefined,
  onlyMine: false,
  currentPage: 1,
  limit: DISCUSSION_PAGE_SIZE,
};

describe('discussion list filters in the address', () => {
  it('reads what is there and defaults the rest', () => {
    expect(readFilters(new URLSearchParams('keyword=dp&cid=3&onlyMine=true&currentPage=2&limit=5'))).toEqual({
      keyword: 'dp',
      cid: 3,
      onlyMine: true,
      currentPage: 2,
      limit: 5,
    });
    expect(readFilters(new URLSearchParams(''))).toEqual(DEFAULTS);
  });

  it('ignores nonsense instead of sending it to the server', () => {
    expect(readFilters(new URLSearchParams('cid=abc&currentPage=-4&onlyMine=yes&limit=0'))).toEqual(DEFAULTS);
    expect(readFilters(new URLSearchParams('limit=5000')).limit).toBe(DISCUSSION_PAGE_SIZE);
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    const filters = { keyword: 'graph', cid: 2, onlyMine: true, currentPage: 3, limit: 30 };
    expect(writeFilters(filters).toString()).toBe('keyword=graph&cid=2&onlyMine=true&currentPage=3&limit=30');
    expect(readFilters(writeFilters(filters))).toEqual(filters);
    expect(writeFilters(DEFAULTS).toString()).toBe('');
  });
});
