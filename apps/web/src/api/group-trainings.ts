import type {
  AdminTrainingProblemList,
  AdminTrainingRow,
  AdminTrainingView,
  Page,
  TrainingProblemLink,
  TrainingSaveBody,
  TrainingView,
  CreatedId,
} from '@judge/contract';
import { request, type RequestOptions } from './request';

const FORM_ERRORS: RequestOptions['quiet'] = ['VALIDATION_FAILED'];

/** The group training calls (spec 3 §7 "Group trainings"; docs/api.md "Group trainings"). */
export const groupTrainingsApi = {
  list: (gid: number, currentPage: number, limit: number) =>
    request<Page<TrainingView>>('/api/group/get-training-list', { params: { gid, currentPage, limit } }),
  adminList: (gid: number, query: { currentPage: number; limit: number }) =>
    request<Page<AdminTrainingRow>>('/api/group/get-admin-training-list', { params: { gid, ...query } }),
  get: (tid: number) => request<AdminTrainingView>('/api/group/training', { params: { tid } }),
  create: (gid: number, body: TrainingSaveBody) =>
    request<CreatedId<'tid'>>('/api/group/training', {
      method: 'POST',
      body: { ...body, gid },
      quiet: FORM_ERRORS,
    }),
  update: (tid: number, body: TrainingSaveBody) =>
    request<null>('/api/group/training', {
      method: 'PUT',
      body: { ...body, training: { ...body.training, id: tid } },
      quiet: FORM_ERRORS,
    }),
  remove: (tid: number) => request<null>('/api/group/training', { method: 'DELETE', params: { tid } }),
  changeStatus: (tid: number, status: boolean) =>
    request<null>('/api/group/change-training-status', { method: 'PUT', params: { tid, status } }),
  problems: (query: { tid: number; currentPage: number; limit: number; keyword?: string }) =>
    request<AdminTrainingProblemList>('/api/group/get-training-problem-list', {
      params: { ...query, keyword: query.keyword || undefined },
    }),
  setProblemRank: (link: TrainingProblemLink, rank: number) =>
    request<null>('/api/group/training-problem', { method: 'PUT', body: { ...link, rank } }),
  removeProblem: (tid: number, pid: number) =>
    request<null>('/api/group/training-problem', { method: 'DELETE', params: { tid, pid } }),
  addFromPublic: (tid: number, pid: number) =>
    request<TrainingProblemLink>('/api/group/add-training-problem-from-public', {
      method: 'POST',
      body: { tid, pid },
    }),
  addFromGroup: (tid: number, problemId: string) =>
    request<TrainingProblemLink>('/api/group/add-training-problem-from-group', {
      method: 'POST',
      params: { tid, problemId },
      // A miss is tried in the public bank next (AddTrainingProblemDialog).
      quiet: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
};
