/** The filters of the problem list, as they live in the address bar (spec 1-core §2.2). */
export interface ProblemListFilters {
  keyword: string;
  difficulty?: number;
  /** Newest first when true (sortBy=1). */
  sortByNew: boolean;
  tagIds: number[];
  currentPage: number;
}

function parseTagIds(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? [...new Set(parsed.map(Number).filter((id) => Number.isInteger(id) && id > 0))]
      : [];
  } catch {
    return [];
  }
}

/** Reads the query; anything malformed falls back to no filter rather than an error. */
export function readProblemListFilters(params: URLSearchParams): ProblemListFilters {
  const difficulty = Number(params.get('difficulty'));
  const page = Number(params.get('currentPage'));
  return {
    keyword: params.get('keyword') ?? '',
    difficulty:
      params.get('difficulty') !== null && Number.isInteger(difficulty) && difficulty >= 0 && difficulty <= 7
        ? difficulty
        : undefined,
    sortByNew: params.get('sortBy') === '1',
    tagIds: parseTagIds(params.get('tagId')),
    currentPage: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Writes the filters back; empty ones are left out so the address stays short. tagId is a JSON array. */
export function writeProblemListFilters(filters: ProblemListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.difficulty !== undefined) params.set('difficulty', String(filters.difficulty));
  if (filters.sortByNew) params.set('sortBy', '1');
  if (filters.tagIds.length) params.set('tagId', JSON.stringify(filters.tagIds));
  if (filters.currentPage > 1) params.set('currentPage', String(filters.currentPage));
  return params;
}
