import { describe, expect, it } from 'vitest';
import { readGroupListFilters, writeGroupListFilters } from './group-list-query';

describe('the group list’s address', () => {
  it('reads every filter and page size the spec names', () => {
    const filters = readGroupListFilters(
      new URLSearchParams('keyword=club&auth=3&onlyMine=true&currentPage=2&limit=60'),
    );
    expect(filters).toEqual({ keyword: 'club', auth: 3, onlyMine: true, currentPage: 2, limit: 60 });
  });

  it('falls back to the defaults for anything malformed', () => {
    expect(readGroupListFilters(new URLSearchParams('auth=4&currentPage=-1&limit=50&onlyMine=yes'))).toEqual({
      keyword: '',
      auth: undefined,
      onlyMine: false,
      currentPage: 1,
      limit: 15,
    });
  });

  it('writes back only what differs from the defaults, and reads it again unchanged', () => {
    const filters = { keyword: '', auth: 2 as const, onlyMine: false, currentPage: 1, limit: 9 };
    const params = writeGroupListFilters(filters);
    expect(params.toString()).toBe('auth=2&limit=9');
    expect(readGroupListFilters(params)).toEqual(filters);
  });
});
