import type { QueryKey } from '@tanstack/react-query';
import type {
  AdminTrainingProblemList,
  AdminTrainingRow,
  AdminTrainingView,
  Page,
  TrainingProblemLink,
  TrainingSaveBody,
} from '@judge/contract';
import { groupTrainingsApi } from '../../../api/group-trainings';
import { trainingProblemPath } from '../../training/TrainingProblemTable';
import { groupProblemsApi } from '../../../api/group-problems';
import { problemsApi } from '../../../api/problems';
import { adminTrainingsApi } from '../../../api/trainings';

interface PageQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
}

/**
 * Where the training management pages (list, form, problems) read and write: the back office's calls, or a group's
 * (spec 3 "Group trainings": a group's training is a training with its gid, managed with the same pages). Only the
 * calls, the query keys and the addresses differ.
 */
export interface TrainingAdminSource {
  /** Everything of this source: refreshed after a change. */
  key: QueryKey;
  paths: { list: string; create: string; edit: (tid: number) => string; problems: (tid: number) => string };
  /** A group has no categories of its own: the form names the site's without the link to manage them. */
  manageCategories: boolean;
  /** The back office lets root and the author manage a row; in a group the server says (group roots too). */
  decidesByServer: boolean;
  list(query: PageQuery): Promise<Page<AdminTrainingRow>>;
  get(tid: number): Promise<AdminTrainingView>;
  create(body: TrainingSaveBody): Promise<unknown>;
  update(tid: number, body: TrainingSaveBody): Promise<unknown>;
  remove(tid: number): Promise<unknown>;
  changeStatus(tid: number, status: boolean): Promise<unknown>;
  /** The training's own problems. */
  problems(query: PageQuery & { tid: number }): Promise<AdminTrainingProblemList>;
  /** The problems one may add (the bank's public ones for a group). */
  pool(query: PageQuery & { tid: number }): Promise<AdminTrainingProblemList>;
  setProblemRank(link: TrainingProblemLink, rank: number): Promise<unknown>;
  removeProblem(tid: number, pid: number): Promise<unknown>;
  addProblem(tid: number, pid: number): Promise<unknown>;
  /** A group adds its own problems by id (they are in no pool). */
  addGroupProblem?: (tid: number, problemId: string) => Promise<unknown>;
  /**
   * Where a row's eye opens the problem: the bank's page, or in a group the training's own page (a group's
   * problem is in no bank: its bank address is a 404).
   */
  problemView: { path: (tid: number, problemId: string) => string; label: 'openInBank' | 'openInTraining' };
  /**
   * A group's own problems in its training (spec 3 §6: only they can be edited, have their auth changed or be
   * deleted; the others can only be removed from the training): where the group edits one, and its calls.
   */
  ownProblems?: {
    gid: number;
    editPath: (pid: number) => string;
    changeAuth: (pid: number, auth: 1 | 2) => Promise<unknown>;
    remove: (pid: number) => Promise<unknown>;
    downloadCases: (pid: number) => Promise<{ blob: Blob; fileName: string }>;
  };
}

export const backOfficeTrainings: TrainingAdminSource = {
  key: ['admin'],
  paths: {
    list: '/admin/training',
    create: '/admin/training/create',
    edit: (tid) => `/admin/training/${tid}/edit`,
    problems: (tid) => `/admin/training/${tid}/problems`,
  },
  manageCategories: true,
  decidesByServer: false,
  list: (query) => adminTrainingsApi.list(query),
  get: (tid) => adminTrainingsApi.get(tid),
  create: (body) => adminTrainingsApi.create(body),
  update: (tid, body) => adminTrainingsApi.update(tid, body),
  remove: (tid) => adminTrainingsApi.remove(tid),
  changeStatus: (tid, status) => adminTrainingsApi.changeStatus(tid, status),
  problems: (query) => adminTrainingsApi.problems({ ...query, queryExisted: true }),
  pool: (query) => adminTrainingsApi.problems({ ...query, queryExisted: false }),
  setProblemRank: (link, rank) => adminTrainingsApi.setProblemRank(link, rank),
  removeProblem: (tid, pid) => adminTrainingsApi.removeProblem(tid, pid),
  addProblem: (tid, pid) => adminTrainingsApi.addProblem(tid, pid),
  problemView: {
    path: (_tid, problemId) => `/problem/${encodeURIComponent(problemId)}`,
    label: 'openInBank',
  },
};

export function groupTrainings(gid: number): TrainingAdminSource {
  const base = `/group/${gid}/training-admin`;
  return {
    key: ['group', gid],
    paths: {
      list: base,
      create: `${base}/create`,
      edit: (tid) => `${base}/${tid}/edit`,
      problems: (tid) => `${base}/${tid}/problems`,
    },
    manageCategories: false,
    decidesByServer: true,
    problemView: { path: trainingProblemPath, label: 'openInTraining' },
    ownProblems: {
      gid,
      editPath: (pid) => `/group/${gid}/problem-admin/edit/${pid}`,
      changeAuth: (pid, auth) => groupProblemsApi.changeAuth(pid, auth),
      remove: (pid) => groupProblemsApi.remove(pid),
      downloadCases: (pid) => groupProblemsApi.downloadCases(pid),
    },
    list: (query) => groupTrainingsApi.adminList(gid, query),
    get: (tid) => groupTrainingsApi.get(tid),
    create: (body) => groupTrainingsApi.create(gid, body),
    update: (tid, body) => groupTrainingsApi.update(tid, body),
    remove: (tid) => groupTrainingsApi.remove(tid),
    changeStatus: (tid, status) => groupTrainingsApi.changeStatus(tid, status),
    problems: (query) => groupTrainingsApi.problems(query),
    // The public problem set, in the pool's shape (the server refuses a problem already in the training).
    pool: async ({ currentPage, limit, keyword }) => {
      const page = await problemsApi.list({ currentPage, limit, keyword });
      return {
        problemList: {
          ...page,
          records: page.records.map((row) => ({
            id: row.pid,
            problemId: row.problemId,
            title: row.title,
            author: null,
            auth: 1,
            type: row.type,
            difficulty: row.difficulty,
            gid: null,
          })),
        },
        trainingProblemMap: {},
      };
    },
    setProblemRank: (link, rank) => groupTrainingsApi.setProblemRank(link, rank),
    removeProblem: (tid, pid) => groupTrainingsApi.removeProblem(tid, pid),
    addProblem: (tid, pid) => groupTrainingsApi.addFromPublic(tid, pid),
    addGroupProblem: (tid, problemId) => groupTrainingsApi.addFromGroup(tid, problemId),
  };
}
