import { z } from 'zod';
import { pageOf } from './envelope.ts';
import { submissionPageResponse } from './submission-responses.ts';
import {
  HOMEWORK_KINDS,
  type AddStudentsResult,
  type ClassGrades,
  type ClassStudent,
  type ClassView,
  type HomeworkCompletion,
  type HomeworkView,
  type StudentGrades,
} from './classes.ts';

/**
 * What the classes' calls answer (issue 26 step 3): classes, their students, homework and grades. Stored rows are
 * checked as stored: text, nullable where the database allows null.
 */
const int = z.number().int();
const problemMark = z.enum(['ac', 'tried']).nullable();

export const classViewResponse = z.object({
  id: int,
  name: z.string(),
  description: z.string(),
  state: z.union([z.literal(0), z.literal(1)]),
  uid: int,
  teacher: z.string().nullable(),
  studentCount: int,
  homeworkCount: int,
  gmtCreate: z.string(),
  gmtModified: z.string(),
}) satisfies z.ZodType<ClassView>;
/** GET /api/admin/class/get-class-list. */
export const classPageResponse = pageOf(classViewResponse);

const classStudent = z.object({
  uid: int,
  username: z.string(),
  realname: z.string().nullable(),
  school: z.string().nullable(),
  nickname: z.string().nullable(),
  gmtCreate: z.string().optional(),
}) satisfies z.ZodType<ClassStudent>;
/** GET /api/admin/class/get-student-list and get-other-student-list. */
export const classStudentPageResponse = pageOf(classStudent);
/** GET /api/admin/class/get-user-info: one student. */
export const classStudentResponse = classStudent.required({ gmtCreate: true });

/** POST /api/admin/class/student: which usernames were added, already in, or unknown. */
export const addStudentsResponse = z.object({
  added: z.array(z.string()),
  already: z.array(z.string()),
  notFound: z.array(z.string()),
}) satisfies z.ZodType<AddStudentsResult>;

const homeworkView = z.object({
  id: int,
  kind: z.enum(HOMEWORK_KINDS),
  refId: int,
  title: z.string().nullable(),
  problemCount: int,
  gmtCreate: z.string(),
}) satisfies z.ZodType<HomeworkView>;
/** GET /api/admin/class/get-homework-list. */
export const homeworkListResponse = z.array(homeworkView);

const homeworkProblem = z.object({ homeworkId: int, pid: int, displayId: z.string(), title: z.string() });
const progress = {
  solved: int,
  total: int,
  submissions: int,
  lastSubmitTime: z.string().nullable(),
  marks: z.record(z.string(), problemMark),
};

/** GET /api/admin/class/get-homework-completion. */
export const homeworkCompletionResponse = z.object({
  homework: homeworkView,
  problems: z.array(homeworkProblem),
  records: z.array(classStudent.extend(progress)),
}) satisfies z.ZodType<HomeworkCompletion>;

const classRankRow = classStudent.extend({ ...progress, rank: int, accepted: int, acRate: z.number() });
/** GET /api/admin/class/get-class-grades. */
export const classGradesResponse = z.object({
  problems: z.array(homeworkProblem),
  records: z.array(classRankRow),
  problemStats: z.record(z.string(), z.object({ solved: int, tried: int })),
}) satisfies z.ZodType<ClassGrades>;

/** GET /api/admin/class/get-student-grades. */
export const studentGradesResponse = z.object({
  student: classStudent,
  rank: classRankRow.nullable(),
  homework: z.array(
    z.object({
      homework: homeworkView,
      problems: z.array(homeworkProblem.extend({ mark: problemMark, submissions: int })),
      solved: int,
      total: int,
      lastSubmitTime: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<StudentGrades>;

/** GET /api/admin/class/get-student-submission-list. */
export const classStudentSubmissionPageResponse = submissionPageResponse;
