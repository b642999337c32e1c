import {
  JudgeStatus,
  type TrainingProblemDetails,
  type TrainingProblemLink,
  type TrainingProblemRow,
} from '@judge/contract';
import { AppError } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { presentProblemDetail } from '../../problems/index.ts';
import type { TrainingProblemsDeps } from './training-problems.deps.ts';

type LinkRow = {
  id: number;
  tid: number;
  pid: number;
  rank: number;
  problemId: string;
  gmtCreate: string;
  gmtModified: string;
};

export const presentLink = (link: LinkRow): TrainingProblemLink => ({
  id: link.id,
  tid: link.tid,
  pid: link.pid,
  rank: link.rank,
  displayId: link.problemId,
  gmtCreate: link.gmtCreate,
  gmtModified: link.gmtModified,
});

/**
 * GET /api/get-training-problem-list (login; access to the training): its shown problems in its order
 * with the bank's AC and total and the caller's status outside contests (the progress rule).
 */
export async function trainingProblemList(
  deps: TrainingProblemsDeps,
  actor: Actor,
  tid: number,
): Promise<TrainingProblemRow[]> {
  await deps.gate.forProblems(actor, tid);
  const rows = await deps.links.list(tid);
  const pids = rows.map((row) => row.pid);
  const [tags, statuses] = await Promise.all([
    deps.problems.tagsOf(pids),
    deps.submissions.userStatuses(actor.uid, pids),
  ]);
  return rows.map((row) => ({
    pid: row.pid,
    problemId: row.problemId,
    title: row.title,
    difficulty: row.difficulty,
    type: row.type,
    tags: tags.get(row.pid) ?? [],
    ac: row.ac ?? 0,
    total: row.total ?? 0,
    myStatus: statuses.get(row.pid)?.status ?? JudgeStatus.NOT_SUBMITTED,
    rank: row.rank,
  }));
}

/**
 * GET /api/get-training-problem-details (login; access to the training): the problem page's data of a
 * problem the training holds, private ones too (the training decides, not the bank's visibility).
 */
export async function trainingProblemDetails(
  deps: TrainingProblemsDeps,
  actor: Actor,
  tid: number,
  displayId: string,
): Promise<TrainingProblemDetails> {
  const view = await deps.gate.forProblems(actor, tid);
  const link = await deps.links.findByProblemId(tid, displayId);
  const problem = link && (await deps.problems.findById(link.pid));
  if (!link || !problem) throw new AppError('NOT_FOUND', 'The problem is not in this training');
  const detail = await presentProblemDetail(deps, actor, problem);
  return {
    ...detail,
    trainingProblem: presentLink(link),
    training: { id: view.training.id, title: view.training.title },
  };
}
