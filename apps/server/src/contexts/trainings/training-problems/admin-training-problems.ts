import { makePage, PROBLEM_AUTH, type AdminTrainingProblemList, type PageQuery } from '@judge/contract';
import { AppError, invalidField, say } from '../../../errors.ts';
import { isUniqueViolation } from '../../../lib/sql.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { presentLink } from './training-problem-list.ts';
import type { TrainingProblemsDeps } from './training-problems.deps.ts';

/**
 * The back office's page of a training's problems (spec 3 "Admin area": training problems): the list, add
 * from the bank, order by rank, remove. The training's admins only (root and its author), like editing it.
 */

/**
 * GET /api/admin/training/get-problem-list: the training's problems (`queryExisted`) or the bank's site
 * problems not in it yet, public and private, with the training's links of the page (`trainingProblemMap`).
 */
export async function adminTrainingProblems(
  deps: TrainingProblemsDeps,
  actor: Actor,
  query: PageQuery & { tid: number; keyword?: string; queryExisted: boolean },
): Promise<AdminTrainingProblemList> {
  await deps.gate.forAdmin(actor, query.tid);
  const { records, total } = query.queryExisted
    ? await deps.links.adminExisting(query.tid, query.keyword, query)
    : await deps.links.adminAddable(query.tid, query.keyword, query);
  const links = await deps.links.linksOf(
    query.tid,
    records.map((r) => r.id),
  );
  return {
    problemList: makePage(records, total, query),
    trainingProblemMap: Object.fromEntries(links.map((link) => [String(link.pid), presentLink(link)])),
  };
}

/**
 * POST /api/admin/training/add-problem-from-public: a site problem, public or private (a private one is
 * then read only through the training); a contest-only problem stays with its contest. It goes to the end.
 * `from: 'public'` (a group's training, POST /api/group/add-training-problem-from-public): public ones only.
 */
export async function addTrainingProblem(
  deps: TrainingProblemsDeps,
  actor: Actor,
  body: { tid: number; pid: number },
  from: 'site' | 'public' = 'site',
) {
  await deps.gate.forAdmin(actor, body.tid);
  const problem = await deps.problems.findById(body.pid);
  if (!problem || problem.gid !== null) throw invalidField('pid', 'the problem does not exist');
  if (from === 'public' && problem.auth !== PROBLEM_AUTH.PUBLIC)
    throw invalidField('pid', 'the problem is not public');
  if (problem.auth !== PROBLEM_AUTH.PUBLIC && problem.auth !== PROBLEM_AUTH.PRIVATE)
    throw invalidField('pid', 'a contest problem cannot be added to a training');
  return linkProblem(deps, body.tid, body.pid, 'pid');
}

/**
 * POST /api/group/add-training-problem-from-group: a problem the training's group made (docs/api.md "Group
 * trainings"), by its problem id; a contest-only one stays with its contest.
 */
export async function addGroupTrainingProblem(
  deps: TrainingProblemsDeps,
  actor: Actor,
  body: { tid: number; problemId: string },
) {
  const training = await deps.gate.forAdmin(actor, body.tid);
  const problem = await deps.problems.findByProblemId(body.problemId);
  if (!problem || training.gid === null || problem.originGid !== training.gid)
    throw invalidField('problemId', say("the problem is not one of the group's"));
  if (problem.auth === PROBLEM_AUTH.CONTEST)
    throw invalidField('problemId', 'a contest problem cannot be added to a training');
  return linkProblem(deps, body.tid, problem.id, 'problemId');
}

/** The problem at the end of the training, once. */
async function linkProblem(deps: TrainingProblemsDeps, tid: number, pid: number, field: string) {
  const taken = () => invalidField(field, 'the problem is already in this training');
  if (await deps.links.linkOf(tid, pid)) throw taken();
  try {
    await deps.links.insert(tid, pid, await deps.links.nextRank(tid));
  } catch (error) {
    // Two adds of the same problem at once: the database let one through.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  await deps.trainings.touch(tid);
  return presentLink((await deps.links.linkOf(tid, pid))!);
}

/** PUT /api/admin/training/problem: the link's rank (its place in the training). */
export async function updateTrainingProblem(
  deps: TrainingProblemsDeps,
  actor: Actor,
  body: { id: number; rank: number; tid?: number; pid?: number },
) {
  const link = await deps.links.findLink(body.id);
  if (
    !link ||
    (body.tid !== undefined && body.tid !== link.tid) ||
    (body.pid !== undefined && body.pid !== link.pid)
  )
    throw new AppError('NOT_FOUND', 'The problem is not in this training');
  await deps.gate.forAdmin(actor, link.tid);
  await deps.links.setRank(link.id, body.rank);
  await deps.trainings.touch(link.tid);
}

/** DELETE /api/admin/training/problem: only the link goes (the bank problem and its submissions stay). */
export async function removeTrainingProblem(
  deps: TrainingProblemsDeps,
  actor: Actor,
  tid: number,
  pid: number,
) {
  await deps.gate.forAdmin(actor, tid);
  if ((await deps.links.remove(tid, pid)) === 0)
    throw new AppError('NOT_FOUND', 'The problem is not in this training');
  await deps.trainings.touch(tid);
}
