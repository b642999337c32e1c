import { describe, expect, it } from 'vitest';
import { readNoteFilters, writeNoteFilters } from './note-filters';

describe('note list filters in the address', () => {
  it('reads keyword, category (0 = none) and page, ignoring nonsense', () => {
    expect(readNoteFilters(new URLSearchParams('keyword=%20dp%20&cid=0&page=3'))).toEqual({
      keyword: 'dp',
      cid: 0,
      currentPage: 3,
    });
    expect(readNoteFilters(new URLSearchParams('cid=-1&page=0'))).toEqual({
      keyword: '',
      cid: undefined,
      currentPage: 1,
    });
    expect(readNoteFilters(new URLSearchParams('cid=9999999999&page=x')).cid).toBeUndefined();
  });

  it('writes only what differs from the defaults and reads back the same', () => {
    expect(writeNoteFilters({ keyword: '', currentPage: 1 }).toString()).toBe('');
    const filters = { keyword: 'graph', cid: 4, currentPage: 2 };
    expect(readNoteFilters(writeNoteFilters(filters))).toEqual(filters);
  });
});
