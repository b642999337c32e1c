import type {
  AdminTrainingProblemList,
  AdminTrainingRow,
  AdminTrainingView,
  Page,
  TrainingAuth,
  TrainingCategory,
  TrainingDetail,
  TrainingProblemDetails,
  TrainingProblemLink,
  TrainingProblemRow,
  TrainingRankPage,
  TrainingSaveBody,
  TrainingView,
  UserTrainingProgressRow,
  CreatedId,
} from '@judge/contract';
import { request, type RequestOptions } from './request';
import type { UserHomeTarget } from './user-home';

export interface TrainingListFilters {
  currentPage: number;
  limit: number;
  keyword?: string;
  categoryId?: number;
  auth?: TrainingAuth;
}

export interface TrainingRankQuery {
  tid: number;
  currentPage: number;
  limit: number;
  keyword?: string;
  gid?: number;
}

/** Errors the forms show next to their fields instead of the central toast. */
const FORM_ERRORS: RequestOptions['quiet'] = ['VALIDATION_FAILED'];

/** The public training calls (spec 2 §7 "Trainings"; docs/api.md "Trainings"). */
export const trainingsApi = {
  categories: () => request<TrainingCategory[]>('/api/get-training-category'),
  list: (query: TrainingListFilters) =>
    request<Page<TrainingView>>('/api/get-training-list', {
      params: { ...query, keyword: query.keyword || undefined },
    }),
  /** The page says a missing training itself. */
  detail: (tid: number) =>
    request<TrainingDetail>('/api/get-training-detail', { params: { tid }, quiet: ['NOT_FOUND'] }),
  /** A wrong password is answered on the form itself. */
  register: (tid: number, password: string) =>
    request<null>('/api/register-training', { method: 'POST', body: { tid, password }, quiet: FORM_ERRORS }),
  /** `quiet`: the caller says a refusal itself (the progress dialog of a private training). */
  problems: (tid: number, options: { quiet?: boolean } = {}) =>
    request<TrainingProblemRow[]>('/api/get-training-problem-list', {
      params: { tid },
      quiet: options.quiet ? ['FORBIDDEN', 'NOT_FOUND'] : undefined,
    }),
  /** The problem page says a refusal or a missing problem itself. */
  problemDetails: (tid: number, displayId: string) =>
    request<TrainingProblemDetails>('/api/get-training-problem-details', {
      params: { tid, displayId },
      quiet: ['FORBIDDEN', 'NOT_FOUND'],
    }),
  rank: (query: TrainingRankQuery) =>
    request<TrainingRankPage>('/api/get-training-rank', {
      params: { ...query, keyword: query.keyword || undefined },
    }),
  /** The user home's training progress tab: whose as the user home says. */
  userProgress: (target: UserHomeTarget, currentPage: number, limit: number) =>
    request<Page<UserTrainingProgressRow>>('/api/get-user-training-progress', {
      params: { ...target, currentPage, limit },
    }),
};

export interface AdminTrainingProblemQuery {
  tid: number;
  currentPage: number;
  limit: number;
  keyword?: string;
  /** The training's problems (true) or the bank's problems still to add (false). */
  queryExisted: boolean;
}

/** The back office's training calls (root, admin, problem admin; one training's own for its admins). */
export const adminTrainingsApi = {
  list: (query: { currentPage: number; limit: number; keyword?: string }) =>
    request<Page<AdminTrainingRow>>('/api/admin/training/get-training-list', {
      params: { ...query, keyword: query.keyword || undefined },
    }),
  get: (tid: number) => request<AdminTrainingView>('/api/admin/training', { params: { tid } }),
  create: (body: TrainingSaveBody) =>
    request<CreatedId<'tid'>>('/api/admin/training', { method: 'POST', body, quiet: FORM_ERRORS }),
  update: (tid: number, body: TrainingSaveBody) =>
    request<null>('/api/admin/training', {
      method: 'PUT',
      body: { ...body, training: { ...body.training, id: tid } },
      quiet: FORM_ERRORS,
    }),
  remove: (tid: number) => request<null>('/api/admin/training', { method: 'DELETE', params: { tid } }),
  changeStatus: (tid: number, status: boolean) =>
    request<null>('/api/admin/training/change-training-status', {
      method: 'PUT',
      params: { tid, status },
    }),
  problems: (query: AdminTrainingProblemQuery) =>
    request<AdminTrainingProblemList>('/api/admin/training/get-problem-list', {
      params: { ...query, keyword: query.keyword || undefined },
    }),
  addProblem: (tid: number, pid: number) =>
    request<TrainingProblemLink>('/api/admin/training/add-problem-from-public', {
      method: 'POST',
      body: { tid, pid },
    }),
  setProblemRank: (link: TrainingProblemLink, rank: number) =>
    request<null>('/api/admin/training/problem', { method: 'PUT', body: { ...link, rank } }),
  removeProblem: (tid: number, pid: number) =>
    request<null>('/api/admin/training/problem', { method: 'DELETE', params: { tid, pid } }),
  createCategory: (body: { name: string; color: string }) =>
    request<TrainingCategory>('/api/admin/training/category', { method: 'POST', body }),
  updateCategory: (id: number, body: { name: string; color: string }) =>
    request<null>('/api/admin/training/category', { method: 'PUT', body: { ...body, id } }),
  removeCategory: (cid: number) =>
    request<null>('/api/admin/training/category', { method: 'DELETE', params: { cid } }),
};
