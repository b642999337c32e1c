import { TRAINING_AUTHS, type TrainingAuth } from '@judge/contract';

/** The filters of /training as they live in the address bar (spec 2 §2.11: keyword, categoryId, auth, currentPage). */
export interface TrainingListFilters {
  keyword: string;
  categoryId?: number;
  auth?: TrainingAuth;
  currentPage: number;
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= 2_147_483_647 ? value : undefined;
}

/** Reads the query; anything malformed falls back to no filter rather than an error. */
export function readTrainingListFilters(params: URLSearchParams): TrainingListFilters {
  const auth = params.get('auth');
  return {
    keyword: params.get('keyword') ?? '',
    categoryId: positiveInt(params.get('categoryId')),
    auth: TRAINING_AUTHS.includes(auth as TrainingAuth) ? (auth as TrainingAuth) : undefined,
    currentPage: positiveInt(params.get('currentPage')) ?? 1,
  };
}

/** Writes the filters back; empty ones are left out so the address stays short. */
export function writeTrainingListFilters(filters: TrainingListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.categoryId !== undefined) params.set('categoryId', String(filters.categoryId));
  if (filters.auth) params.set('auth', filters.auth);
  if (filters.currentPage > 1) params.set('currentPage', String(filters.currentPage));
  return params;
}
