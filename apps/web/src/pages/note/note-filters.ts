/** The list's filters, kept in the address (?keyword=&cid=&page=) so a reload or a shared URL keeps them. */
export interface NoteFilters {
  keyword: string;
  /** A category id; 0: notes without a category; undefined: all. */
  cid?: number;
  currentPage: number;
}

const wholeNumber = (value: string | null, min: number) => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= 2_147_483_647 ? number : undefined;
};

export function readNoteFilters(params: URLSearchParams): NoteFilters {
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    cid: wholeNumber(params.get('cid'), 0),
    currentPage: wholeNumber(params.get('page'), 1) ?? 1,
  };
}

export function writeNoteFilters(filters: NoteFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.cid !== undefined) params.set('cid', String(filters.cid));
  if (filters.currentPage > 1) params.set('page', String(filters.currentPage));
  return params;
}
