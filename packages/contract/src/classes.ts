import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { LIMITS } from './limits.ts';
import { Role, type RoleId } from './roles.ts';
import { idField } from './fields.ts';

/**
 * Classes for teachers (spec 3 §3 "Class", §4 "Class state", §5, §7 "class management"; docs/classes.md and
 * docs/api.md "Classes"). A class belongs to the teacher who made it; teachers see and change only their own,
 * admins and root all of them, every other role is refused. Its homework are trainings or contests assigned to
 * it; completion, grades and rank are read from the students' submissions at each call.
 */

/** Who may use the class calls and pages: teachers (their own classes), admins and root (all). */
export const canManageClasses = (role: RoleId) =>
  role === Role.TEACHER || role === Role.ADMIN || role === Role.ROOT;

export const CLASS_STATES = { NORMAL: 0, FINISHED: 1 } as const;
export type ClassState = (typeof CLASS_STATES)[keyof typeof CLASS_STATES];
export const CLASS_NAME_MAX = 64;
export const CLASS_DESCRIPTION_MAX = 255;
/** The most usernames one add-students call takes (a pasted list). */
export const CLASS_ADD_STUDENTS_MAX = 500;
export const HOMEWORK_KINDS = ['training', 'contest'] as const;
export type HomeworkKind = (typeof HOMEWORK_KINDS)[number];

const keyword = z.string().trim().max(64, 'keyword must be at most 64 characters').optional();

const classFields = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(CLASS_NAME_MAX, `name must be at most ${CLASS_NAME_MAX} characters`),
  description: z
    .string({ error: 'description must be text' })
    .trim()
    .max(CLASS_DESCRIPTION_MAX, `description must be at most ${CLASS_DESCRIPTION_MAX} characters`)
    .default(''),
  state: z
    .union([z.literal(0), z.literal(1)], { error: 'state must be 0 (normal) or 1 (finished)' })
    .default(0),
});

/** POST /api/admin/class (addClass) */
export const classCreateBody = classFields;
export type ClassCreateBody = z.output<typeof classCreateBody>;
/** PUT /api/admin/class (updateClass) */
export const classUpdateBody = classFields.extend({ id: idField('id') });
export type ClassUpdateBody = z.output<typeof classUpdateBody>;
/** DELETE /api/admin/class?id= (deleteClass) */
export const classIdQuery = z.object({ id: idField('id') });

/** GET /api/admin/class/get-class-list (getClassList) */
export const classListQuery = pageQuery.extend({
  keyword,
  state: z.coerce
    .number()
    .int('state must be 0 or 1')
    .min(0, 'state must be 0 or 1')
    .max(1, 'state must be 0 or 1')
    .optional(),
});

/** Calls on one class: ?classId= */
export const classQuery = z.object({ classId: idField('classId') });
/** GET /api/admin/class/get-student-list and get-other-student-list */
export const classStudentListQuery = pageQuery.extend({ classId: idField('classId'), keyword });
/** One student of a class: get-user-info, get-student-grades, DELETE student. */
export const classStudentQuery = z.object({ classId: idField('classId'), uid: idField('uid') });
/** GET /api/admin/class/get-student-submission-list */
export const classStudentSubmissionQuery = pageQuery.extend({
  classId: idField('classId'),
  uid: idField('uid'),
});

/** POST /api/admin/class/student: usernames one each, trimmed, empties and duplicates dropped. */
export const classAddStudentsBody = z.object({
  classId: idField('classId'),
  usernames: z
    .array(
      z
        .string({ error: 'usernames must be a list of usernames' })
        .trim()
        .max(LIMITS.usernameMax, `usernames: a username is at most ${LIMITS.usernameMax} characters`),
      { error: 'usernames must be a list of usernames' },
    )
    .max(CLASS_ADD_STUDENTS_MAX, `usernames must name at most ${CLASS_ADD_STUDENTS_MAX} users`)
    .transform((names) => [...new Set(names.filter((name) => name.length > 0))])
    .refine((names) => names.length > 0, 'usernames must name at least one user'),
});
export type ClassAddStudentsBody = z.input<typeof classAddStudentsBody>;

/** POST /api/admin/class/homework */
export const classHomeworkBody = z.object({
  classId: idField('classId'),
  kind: z.enum(HOMEWORK_KINDS, { error: `kind must be one of ${HOMEWORK_KINDS.join(', ')}` }),
  /** The training's id (kind training) or the contest's (kind contest). */
  refId: idField('refId'),
});
export type ClassHomeworkBody = z.input<typeof classHomeworkBody>;
/** DELETE /api/admin/class/homework and GET get-homework-completion: ?classId=&homeworkId= */
export const classHomeworkQuery = z.object({
  classId: idField('classId'),
  homeworkId: idField('homeworkId'),
});

export interface ClassView {
  id: number;
  name: string;
  description: string;
  state: ClassState;
  /** The teacher's uid and username. */
  uid: number;
  teacher: string | null;
  studentCount: number;
  homeworkCount: number;
  gmtCreate: string;
  gmtModified: string;
}

export interface ClassStudent {
  uid: number;
  username: string;
  realname: string | null;
  school: string | null;
  nickname: string | null;
  /** When the student joined the class (only in the class's student list). */
  gmtCreate?: string;
}

export interface AddStudentsResult {
  added: string[];
  /** Already in the class: left as they are. */
  already: string[];
  /** No account of that name. */
  notFound: string[];
}

export interface HomeworkView {
  id: number;
  kind: HomeworkKind;
  refId: number;
  /** The training's or contest's title; null when it has been deleted since. */
  title: string | null;
  problemCount: number;
  gmtCreate: string;
}

/** A problem of a homework, as the class's tables head their columns. */
export interface HomeworkProblem {
  homeworkId: number;
  pid: number;
  /** The training's problem id or the contest's display id. */
  displayId: string;
  title: string;
}

/** A student's standing on one problem: solved, tried without solving, or not tried. */
export type ProblemMark = 'ac' | 'tried' | null;

export interface HomeworkCompletionRow extends ClassStudent {
  solved: number;
  total: number;
  submissions: number;
  lastSubmitTime: string | null;
  /** By pid. */
  marks: Record<string, ProblemMark>;
}

export interface HomeworkCompletion {
  homework: HomeworkView;
  problems: HomeworkProblem[];
  records: HomeworkCompletionRow[];
}

export interface ClassRankRow extends ClassStudent {
  rank: number;
  solved: number;
  total: number;
  submissions: number;
  accepted: number;
  /** accepted / submissions in percent, 0 without submissions. */
  acRate: number;
  lastSubmitTime: string | null;
  /** By `${homeworkId}-${pid}`. */
  marks: Record<string, ProblemMark>;
}

/** GET /api/admin/class/get-class-grades: rank and situation analysis over all the class's homework. */
export interface ClassGrades {
  problems: HomeworkProblem[];
  records: ClassRankRow[];
  /** Per problem (`${homeworkId}-${pid}`): how many students solved it and how many tried. */
  problemStats: Record<string, { solved: number; tried: number }>;
}

/** GET /api/admin/class/get-student-grades: one student's detail (person rank). */
export interface StudentGrades {
  student: ClassStudent;
  rank: ClassRankRow | null;
  homework: {
    homework: HomeworkView;
    problems: (HomeworkProblem & { mark: ProblemMark; submissions: number })[];
    solved: number;
    total: number;
    lastSubmitTime: string | null;
  }[];
}

/** The key of a homework problem in `marks` and `problemStats`. */
export const homeworkProblemKey = (homeworkId: number, pid: number) => `${homeworkId}-${pid}`;

/** Rank order: more solved first, then fewer submissions, then the username. */
export function compareRankRows(
  a: Pick<ClassRankRow, 'solved' | 'submissions' | 'username'>,
  b: Pick<ClassRankRow, 'solved' | 'submissions' | 'username'>,
): number {
  return b.solved - a.solved || a.submissions - b.submissions || a.username.localeCompare(b.username);
}

/** accepted / submissions as a percentage with two decimals (0 without submissions). */
export const acRateOf = (accepted: number, submissions: number) =>
  submissions === 0 ? 0 : Math.round((accepted / submissions) * 10_000) / 100;

/** A pasted list of usernames: split on whitespace, commas and semicolons. */
export const parseUsernameList = (text: string): string[] =>
  text
    .split(/[\s,;，；]+/)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
