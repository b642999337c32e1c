import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageAfterChange, PROBLEM_PICKER_PAGE_SIZES, useProblemPickerPaging } from './problem-picker-paging';

/** The pagination a picker hands its table, as first rendered. */
function firstPagination() {
  let seen: unknown = null;
  function Probe() {
    seen = useProblemPickerPaging().pagination(123);
    return null;
  }
  renderToStaticMarkup(<Probe />);
  return seen as Record<string, unknown>;
}

describe('the problem pickers’ pages', () => {
  it('offer 10, 30, 50 and 100 a page, 10 first (spec 3)', () => {
    expect(PROBLEM_PICKER_PAGE_SIZES).toEqual([10, 30, 50, 100]);
    expect(firstPagination()).toMatchObject({
      current: 1,
      pageSize: 10,
      total: 123,
      showSizeChanger: true,
      pageSizeOptions: ['10', '30', '50', '100'],
    });
  });

  it('go back to the first page when the size changes, and follow the pager otherwise', () => {
    expect(pageAfterChange(4, 10, 10)).toBe(4);
    expect(pageAfterChange(4, 50, 10)).toBe(1);
  });
});
