import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RECORD_PAGE_SIZES, useTablePaging } from './table-paging';

describe('a back-office table of records', () => {
  it('shows 15 a page first and offers the sizes in order', () => {
    let seen: unknown = null;
    let page: unknown = null;
    function Probe() {
      const paging = useTablePaging(RECORD_PAGE_SIZES);
      seen = paging.pagination(40);
      page = paging.page;
      return null;
    }
    renderToStaticMarkup(<Probe />);
    expect(page).toEqual({ currentPage: 1, limit: 15 });
    expect(seen).toMatchObject({
      current: 1,
      pageSize: 15,
      total: 40,
      pageSizeOptions: ['10', '15', '30', '50', '100'],
    });
  });
});
