import { describe, expect, it } from 'vitest';
import { readProblemListFilters, writeProblemListFilters } from './problem-list-query';

describe('problem list query', () => {
  it('reads keyword, difficulty, sortBy, tagId as a JSON array and currentPage', () => {
    expect(
      readProblemListFilters(
        new URLSearchParams('keyword=sum&difficulty=3&sortBy=1&tagId=%5B2%2C5%5D&currentPage=4'),
      ),
    ).toEqual({ keyword: 'sum', difficulty: 3, sortByNew: true, tagIds: [2, 5], currentPage: 4 });
  });

  it('falls back to no filter on malformed values', () => {
    expect(
      readProblemListFilters(new URLSearchParams('difficulty=9&tagId=oops&currentPage=-2&sortBy=0')),
    ).toEqual({ keyword: '', difficulty: undefined, sortByNew: false, tagIds: [], currentPage: 1 });
    expect(readProblemListFilters(new URLSearchParams('tagId=%5B1%2C1%2C%22x%22%5D')).tagIds).toEqual([1]);
  });

  it('writes only the filters that are set and reads back what it wrote', () => {
    const filters = { keyword: 'a+b', difficulty: 0, sortByNew: false, tagIds: [1, 2], currentPage: 1 };
    const params = writeProblemListFilters(filters);
    expect(params.get('tagId')).toBe('[1,2]');
    expect(params.has('currentPage')).toBe(false);
    expect(params.has('sortBy')).toBe(false);
    expect(readProblemListFilters(params)).toEqual(filters);
  });
});
