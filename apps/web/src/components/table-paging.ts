import { useState } from 'react';

/** The sizes a back-office table of records offers (15 first, as the reference's admin lists). */
export const RECORD_PAGE_SIZES = [15, 10, 30, 50, 100] as const;

/** The page to show after the table's pager moved: the one chosen, or the first when the size changed. */
export const pageAfterChange = (page: number, size: number, pageSize: number) =>
  size === pageSize ? page : 1;

/**
 * A server-paged table's page and size, and the table's pagination (the sizes offered in order, the first one
 * chosen at the start), which goes back to the first page when the size changes. `page` is the shape the
 * server's paged calls take.
 */
export function useTablePaging(sizes: readonly number[]) {
  const [currentPage, setCurrentPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(sizes[0]!);
  return {
    currentPage,
    pageSize,
    page: { currentPage, limit: pageSize },
    firstPage: () => setCurrentPage(1),
    pagination: (total: number) => ({
      current: currentPage,
      pageSize,
      total,
      showSizeChanger: true,
      pageSizeOptions: [...sizes].sort((a, b) => a - b).map(String),
      onChange: (page: number, size: number) => {
        setCurrentPage(pageAfterChange(page, size, pageSize));
        setPageSize(size);
      },
    }),
  };
}
