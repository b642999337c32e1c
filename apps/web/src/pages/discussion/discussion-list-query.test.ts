import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './discussion-list-query';

describe('discussion list filters in the address', () => {
  it('reads what is there and defaults the rest', () => {
    expect(readFilters(new URLSearchParams('keyword=dp&cid=3&onlyMine=true&currentPage=2'))).toEqual({
      keyword: 'dp',
      cid: 3,
      onlyMine: true,
      currentPage: 2,
    });
    expect(readFilters(new URLSearchParams(''))).toEqual({
      keyword: '',
      cid: undefined,
      onlyMine: false,
      currentPage: 1,
    });
  });

  it('ignores nonsense instead of sending it to the server', () => {
    expect(readFilters(new URLSearchParams('cid=abc&currentPage=-4&onlyMine=yes'))).toEqual({
      keyword: '',
      cid: undefined,
      onlyMine: false,
      currentPage: 1,
    });
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    const filters = { keyword: 'graph', cid: 2, onlyMine: true, currentPage: 3 };
    expect(writeFilters(filters).toString()).toBe('keyword=graph&cid=2&onlyMine=true&currentPage=3');
    expect(readFilters(writeFilters(filters))).toEqual(filters);
    expect(writeFilters({ keyword: '', cid: undefined, onlyMine: false, currentPage: 1 }).toString()).toBe(
      '',
    );
  });
});
