import { useState } from 'react';

/** The sizes the dialogs that pick a problem from the public set offer (spec 3: 10, 30, 50, 100; 10 first). */
export const PROBLEM_PICKER_PAGE_SIZES = [10, 30, 50, 100] as const;

/** The page to show after the table's pager moved: the one chosen, or the first when the size changed. */
export const pageAfterChange = (page: number, size: number, pageSize: number) =>
  size === pageSize ? page : 1;

/**
 * The page of a problem picker (a contest's or a training's "add from the public set"): the page and its size, and
 * the table's pagination, which goes back to the first page when the size changes.
 */
export function useProblemPickerPaging() {
  const [currentPage, setCurrentPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PROBLEM_PICKER_PAGE_SIZES[0]);
  return {
    currentPage,
    pageSize,
    firstPage: () => setCurrentPage(1),
    pagination: (total: number) => ({
      current: currentPage,
      pageSize,
      total,
      showSizeChanger: true,
      pageSizeOptions: PROBLEM_PICKER_PAGE_SIZES.map(String),
      onChange: (page: number, size: number) => {
        setCurrentPage(pageAfterChange(page, size, pageSize));
        setPageSize(size);
      },
    }),
  };
}
