import type {
  HomeworkCompletion,
  HomeworkKind,
  HomeworkProblem,
  HomeworkView,
  ProblemMark,
} from '@judge/contract';
import { AppError, invalidField, say } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import type { SolveRecord } from '../judging/facts.ts';
import { managedClass } from './class-gate.ts';
import type { ClassesDeps } from './classes.deps.ts';
import type { HomeworkRecord } from './classes.repo.ts';

/** A homework with its problems and where its submissions count (cid 0: outside contests, for a training). */
export interface ResolvedHomework {
  view: HomeworkView;
  problems: HomeworkProblem[];
  cid: number;
}

/**
 * A homework's title and problems, asked of the trainings or contests module: a training's shown problems in
 * its order, a contest's by display id. One that was deleted since reads with no title and no problems.
 */
export async function resolveHomework(deps: ClassesDeps, record: HomeworkRecord): Promise<ResolvedHomework> {
  const base = { id: record.id, kind: record.kind, refId: record.refId, gmtCreate: record.gmtCreate };
  if (record.kind === 'training') {
    const training = await deps.trainings.find(record.refId);
    const problems = training
      ? (await deps.trainingProblems.list(record.refId)).map((p) => ({
          homeworkId: record.id,
          pid: p.pid,
          displayId: p.problemId,
          title: p.title,
        }))
      : [];
    return {
      view: { ...base, title: training?.title ?? null, problemCount: problems.length },
      problems,
      cid: 0,
    };
  }
  const contest = await deps.contests.findById(record.refId);
  const problems = contest
    ? (await deps.contestProblems.list(record.refId)).map((p) => ({
        homeworkId: record.id,
        pid: p.pid,
        displayId: p.displayId,
        title: p.displayTitle,
      }))
    : [];
  return {
    view: { ...base, title: contest?.title ?? null, problemCount: problems.length },
    problems,
    cid: record.refId,
  };
}

export async function resolvedHomeworkOf(deps: ClassesDeps, classId: number) {
  return Promise.all((await deps.repo.homework(classId)).map((record) => resolveHomework(deps, record)));
}

/** The homework list of a class, oldest first. */
export async function listHomework(
  deps: ClassesDeps,
  actor: Actor,
  classId: number,
): Promise<HomeworkView[]> {
  await managedClass(deps.repo, actor, classId);
  return (await resolvedHomeworkOf(deps, classId)).map((homework) => homework.view);
}

/**
 * The group a homework's training or contest belongs to (null: the public site's), once it exists; an unknown
 * one is refused naming refId.
 */
async function groupOfWork(deps: ClassesDeps, kind: HomeworkKind, refId: number) {
  if (kind === 'training') {
    const training = await deps.trainings.find(refId);
    if (!training) throw invalidField('refId', say('The training does not exist'));
    return training.gid;
  }
  const contest = await deps.contests.findById(refId);
  if (!contest) throw invalidField('refId', say('The contest does not exist'));
  return contest.gid;
}

/**
 * Assigns a training or a contest to the class: one of the public site, or of a group the caller administers
 * (a group's admin gives its work to their class; anyone else is refused as the group refuses them). One the
 * class already has is refused, naming refId.
 */
export async function assignHomework(
  deps: ClassesDeps,
  actor: Actor,
  body: { classId: number; kind: HomeworkKind; refId: number },
) {
  await managedClass(deps.repo, actor, body.classId);
  const gid = await groupOfWork(deps, body.kind, body.refId);
  if (gid !== null) await deps.groups.forAdmin(actor, gid);
  const id = await deps.repo.insertHomework(body.classId, body.kind, body.refId);
  if (id === null) throw invalidField('refId', say('The class already has this homework'));
  return { id };
}

export async function removeHomework(deps: ClassesDeps, actor: Actor, classId: number, homeworkId: number) {
  await managedClass(deps.repo, actor, classId);
  if (!(await deps.repo.findHomework(classId, homeworkId))) throw new AppError('NOT_FOUND');
  await deps.repo.removeHomework(classId, homeworkId);
  return null;
}

/** The mark of a problem: solved, tried, or untouched. */
export const markOf = (record: SolveRecord | undefined): ProblemMark =>
  !record ? null : record.accepted > 0 ? 'ac' : record.submissions > 0 ? 'tried' : null;

/** The students' submissions of a homework's problems, by `${uid}-${pid}`. */
export async function recordsOf(deps: ClassesDeps, homework: ResolvedHomework, uids: number[]) {
  const records = await deps.solveRecords.of(
    uids,
    homework.problems.map((p) => p.pid),
    homework.cid,
  );
  return new Map(records.map((record) => [`${record.uid}-${record.pid}`, record]));
}

/** Each student's completion of one homework: solved of its problems, submissions, the last one's time. */
export async function homeworkCompletion(
  deps: ClassesDeps,
  actor: Actor,
  classId: number,
  homeworkId: number,
): Promise<HomeworkCompletion> {
  await managedClass(deps.repo, actor, classId);
  const record = await deps.repo.findHomework(classId, homeworkId);
  if (!record) throw new AppError('NOT_FOUND');
  const homework = await resolveHomework(deps, record);
  const students = await deps.repo.students(classId);
  const byKey = await recordsOf(
    deps,
    homework,
    students.map((s) => s.uid),
  );
  const rows = students.map((student) => {
    const marks: Record<string, ProblemMark> = {};
    let solved = 0;
    let submissions = 0;
    let lastSubmitTime: string | null = null;
    for (const problem of homework.problems) {
      const found = byKey.get(`${student.uid}-${problem.pid}`);
      marks[problem.pid] = markOf(found);
      if (found?.accepted) solved += 1;
      submissions += found?.submissions ?? 0;
      if (found?.lastSubmitTime && (!lastSubmitTime || found.lastSubmitTime > lastSubmitTime))
        lastSubmitTime = found.lastSubmitTime;
    }
    return { ...student, solved, total: homework.problems.length, submissions, lastSubmitTime, marks };
  });
  rows.sort((a, b) => b.solved - a.solved || a.username.localeCompare(b.username));
  return { homework: homework.view, problems: homework.problems, records: rows };
}
