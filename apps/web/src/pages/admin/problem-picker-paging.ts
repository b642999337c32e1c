import { useTablePaging } from '../../components/table-paging';

export { pageAfterChange } from '../../components/table-paging';

/** The sizes the dialogs that pick a problem from the public set offer (spec 3: 10, 30, 50, 100; 10 first). */
export const PROBLEM_PICKER_PAGE_SIZES = [10, 30, 50, 100] as const;

/**
 * The page of a problem picker (a contest's or a training's "add from the public set"): the page and its size, and
 * the table's pagination, which goes back to the first page when the size changes.
 */
export const useProblemPickerPaging = () => useTablePaging(PROBLEM_PICKER_PAGE_SIZES);
