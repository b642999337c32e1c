import {
  acRateOf,
  compareRankRows,
  homeworkProblemKey,
  type ClassGrades,
  type ClassRankRow,
  type ClassStudent,
  type PageQuery,
  type ProblemMark,
  type StudentGrades,
} from '@judge/contract';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { managedClass } from './class-gate.ts';
import { markOf, recordsOf, resolvedHomeworkOf, type ResolvedHomework } from './class-homework.ts';
import type { ClassesDeps } from './classes.deps.ts';

/**
 * The class's rank and situation analysis over all its homework (docs/classes.md): per student the problems
 * solved, the judged submissions and accepted ones (a problem that two homework share counts its submissions
 * once), the AC rate and each problem's mark; per problem how many solved and tried it. Ranked by solved, then
 * fewer submissions; equal ones share a rank.
 */
async function gradesOf(deps: ClassesDeps, classId: number, students: ClassStudent[]) {
  const homework = await resolvedHomeworkOf(deps, classId);
  const uids = students.map((s) => s.uid);
  const recordSets = await Promise.all(homework.map((h) => recordsOf(deps, h, uids)));
  const problems = homework.flatMap((h) => h.problems);
  const problemStats: ClassGrades['problemStats'] = {};
  for (const problem of problems)
    problemStats[homeworkProblemKey(problem.homeworkId, problem.pid)] = { solved: 0, tried: 0 };

  const rows: Omit<ClassRankRow, 'rank'>[] = students.map((student) => {
    const marks: Record<string, ProblemMark> = {};
    const counted = new Set<string>();
    let solved = 0;
    let submissions = 0;
    let accepted = 0;
    let lastSubmitTime: string | null = null;
    homework.forEach((h, index) => {
      for (const problem of h.problems) {
        const record = recordSets[index].get(`${student.uid}-${problem.pid}`);
        const key = homeworkProblemKey(h.view.id, problem.pid);
        const mark = markOf(record);
        marks[key] = mark;
        if (mark === 'ac') {
          solved += 1;
          problemStats[key].solved += 1;
        }
        if (mark) problemStats[key].tried += 1;
        if (!record) continue;
        if (record.lastSubmitTime && (!lastSubmitTime || record.lastSubmitTime > lastSubmitTime))
          lastSubmitTime = record.lastSubmitTime;
        // The same submissions seen through a second homework (same problem, same place) count once.
        const place = `${h.cid}-${problem.pid}`;
        if (counted.has(place)) continue;
        counted.add(place);
        submissions += record.submissions;
        accepted += record.accepted;
      }
    });
    return {
      ...student,
      solved,
      total: problems.length,
      submissions,
      accepted,
      acRate: acRateOf(accepted, submissions),
      lastSubmitTime,
      marks,
    };
  });
  rows.sort(compareRankRows);
  const ranked: ClassRankRow[] = [];
  rows.forEach((row, index) => {
    const previous = ranked[index - 1];
    const tied = previous && previous.solved === row.solved && previous.submissions === row.submissions;
    ranked.push({ ...row, rank: tied ? previous.rank : index + 1 });
  });
  return { homework, grades: { problems, records: ranked, problemStats } };
}

/** getClassGrades */
export async function classGrades(deps: ClassesDeps, actor: Actor, classId: number): Promise<ClassGrades> {
  await managedClass(deps.repo, actor, classId);
  return (await gradesOf(deps, classId, await deps.repo.students(classId))).grades;
}

/** getStudentGrades (person rank): the student's row of the class rank and each homework's detail. */
export async function studentGrades(
  deps: ClassesDeps,
  actor: Actor,
  classId: number,
  uid: number,
): Promise<StudentGrades> {
  await managedClass(deps.repo, actor, classId);
  const student = await deps.repo.student(classId, uid);
  if (!student) throw new AppError('NOT_FOUND');
  const { homework, grades } = await gradesOf(deps, classId, await deps.repo.students(classId));
  const rank = grades.records.find((row) => row.uid === uid) ?? null;
  const records = await Promise.all(homework.map((h) => recordsOf(deps, h, [uid])));
  return {
    student,
    rank,
    homework: homework.map((h: ResolvedHomework, index) => {
      const problems = h.problems.map((problem) => {
        const record = records[index].get(`${uid}-${problem.pid}`);
        return { ...problem, mark: markOf(record), submissions: record?.submissions ?? 0 };
      });
      const times = problems
        .map((p) => records[index].get(`${uid}-${p.pid}`)?.lastSubmitTime ?? null)
        .filter((time): time is string => time !== null)
        .sort();
      return {
        homework: h.view,
        problems,
        solved: problems.filter((p) => p.mark === 'ac').length,
        total: problems.length,
        lastSubmitTime: times.at(-1) ?? null,
      };
    }),
  };
}

/** studentSubmissionList: the student's submissions, as the status list shows them. */
export async function studentSubmissions(
  deps: ClassesDeps,
  actor: Actor,
  query: PageQuery & { classId: number; uid: number },
) {
  await managedClass(deps.repo, actor, query.classId);
  if (!(await deps.repo.student(query.classId, query.uid))) throw new AppError('NOT_FOUND');
  return deps.solveRecords.pageOf(query.uid, query);
}
