import { z } from 'zod';
import { editUserFields, generateUsersFields, importUsersBody, withGenerateRules } from './admin-users.ts';
import { pageQuery } from './envelope.ts';
import { idField } from './fields.ts';
import { Role, type RoleId } from './roles.ts';

/**
 * The teacher's student page (spec 3 §2 "user, student (teacher)"; docs/classes.md "The teacher's students"):
 * root's user management narrowed to the students a teacher looks after, the students of their classes and the
 * members of the groups they administer. The same operations answer; only who may be touched differs.
 */

/** The roles a teacher may manage: ordinary accounts, restricted or not (never a back-office role). */
export const STUDENT_ROLES: readonly RoleId[] = [
  Role.USER,
  Role.NO_SUBMIT,
  Role.NO_DISCUSS,
  Role.MUTED,
  Role.NO_SUBMIT_NO_DISCUSS,
  Role.NO_SUBMIT_MUTED,
];
export const isStudentRole = (role: RoleId) => STUDENT_ROLES.includes(role);

const keyword = z.string().trim().max(100, 'keyword must be at most 100 characters').optional();
/** The class the new accounts join at once (a teacher's new students must join one of their classes). */
const joinClass = idField('classId').optional();

/** GET /api/admin/student/get-student-list: the caller's students, searchable, or one class's. */
export const studentListQuery = pageQuery.extend({ keyword, classId: idField('classId').optional() });

/** The profile fields a teacher edits, and a new password (a forgotten one reset). */
export const studentEditBody = editUserFields.pick({
  uid: true,
  realname: true,
  nickname: true,
  email: true,
  phone: true,
  gender: true,
  school: true,
  course: true,
  number: true,
  grade: true,
  password: true,
});
export type StudentEditBody = z.output<typeof studentEditBody>;

/** POST /api/admin/student/insert-batch-student: root's CSV import, the rows joining a class. */
export const studentImportBody = importUsersBody.extend({ classId: joinClass });
export type StudentImportBody = z.input<typeof studentImportBody>;

/** POST /api/admin/student/generate-student: root's generated accounts, joining a class. */
export const studentGenerateBody = withGenerateRules(generateUsersFields.extend({ classId: joinClass }));
export type StudentGenerateBody = z.input<typeof studentGenerateBody>;

/** GET /api/admin/student/generated-list?key=: the CSV of accounts the caller generated (within the hour). */
export const generatedListQuery = z.object({
  key: z.string({ error: 'key is required' }).min(1, 'key is required').max(100),
});

/** GET /api/admin/user/judge/log?uid=: a student's judging record (their every submission), for their teacher. */
export const studentJudgeLogQuery = pageQuery.extend({ uid: idField('uid') });

/** GET /api/admin/class/get-group-work-list?gid=: a group's trainings and contests a teacher may give as homework. */
export const groupWorkQuery = z.object({ gid: idField('gid') });

/** A group the teacher owns or administers (the homework page's group picker). */
export interface TeacherGroup {
  id: number;
  name: string;
  shortName: string;
}

/** The spec's workList/{groupID}: what of a group may become a class's homework. */
export interface GroupWorkList {
  gid: number;
  trainings: { id: number; title: string; visible: number; author: string | null; gmtModified: string }[];
  contests: { id: number; title: string; startTime: string; endTime: string; visible: number }[];
}

const int = z.number().int();

export const teacherGroupListResponse = z.array(
  z.object({ id: int, name: z.string(), shortName: z.string() }),
) satisfies z.ZodType<TeacherGroup[]>;

export const groupWorkListResponse = z.object({
  gid: int,
  trainings: z.array(
    z.object({
      id: int,
      title: z.string(),
      visible: int,
      author: z.string().nullable(),
      gmtModified: z.string(),
    }),
  ),
  contests: z.array(
    z.object({ id: int, title: z.string(), startTime: z.string(), endTime: z.string(), visible: int }),
  ),
}) satisfies z.ZodType<GroupWorkList>;
