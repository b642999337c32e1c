import { describe, expect, it } from 'vitest';
import { readTrainingListFilters, writeTrainingListFilters } from './training-list-query';

describe('the training list filters in the address', () => {
  it('reads keyword, category, auth and page, and writes them back', () => {
    const filters = readTrainingListFilters(
      new URLSearchParams('keyword=dp&categoryId=3&auth=Private&currentPage=2'),
    );
    expect(filters).toEqual({ keyword: 'dp', categoryId: 3, auth: 'Private', currentPage: 2 });
    expect(writeTrainingListFilters(filters).toString()).toBe(
      'keyword=dp&categoryId=3&auth=Private&currentPage=2',
    );
  });

  it('drops what is malformed and leaves the defaults out', () => {
    const filters = readTrainingListFilters(new URLSearchParams('categoryId=x&auth=Secret&currentPage=0'));
    expect(filters).toEqual({ keyword: '', categoryId: undefined, auth: undefined, currentPage: 1 });
    expect(writeTrainingListFilters(filters).toString()).toBe('');
  });
});
