import type {
  GeneratedUsersResult,
  PageQuery,
  StudentEditBody,
  StudentGenerateBody,
  ImportColumn,
} from '@judge/contract';
import { AppError, invalidField, say } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import type { AccountScope } from '../accounts/index.ts';
import { managedClass, seesAllClasses } from './class-gate.ts';
import { addStudents } from './class-students.ts';
import type { ClassesDeps } from './classes.deps.ts';

/**
 * The teacher's student page (docs/classes.md "The teacher's students"): root's user management (list, edit,
 * import, generate) asked with a scope. Admins and root reach every account, as on the user page; a teacher the
 * students of their classes and the members of the groups they administer, never a back-office account.
 */
export async function studentScopeOf(deps: ClassesDeps, actor: Actor): Promise<AccountScope> {
  if (seesAllClasses(actor)) return null;
  const [ofClasses, ofGroups] = await Promise.all([
    deps.repo.studentUidsOfTeacher(actor.uid),
    deps.groups.membersOfGroupsAdministeredBy(actor.uid),
  ]);
  return { uids: [...new Set([...ofClasses, ...ofGroups])] };
}

/** get-student-list: the caller's students, or one of their classes' students. */
export async function listTeacherStudents(
  deps: ClassesDeps,
  actor: Actor,
  query: PageQuery & { keyword?: string; classId?: number },
) {
  const scope = await studentScopeOf(deps, actor);
  let uids: number[] | undefined;
  if (query.classId !== undefined) {
    await managedClass(deps.repo, actor, query.classId);
    uids = await deps.repo.memberUids(query.classId);
  }
  return deps.accounts.list({ keyword: query.keyword, uids }, query, scope);
}

/** edit-student: a student's profile, or a new password for one who forgot theirs. */
export async function editTeacherStudent(deps: ClassesDeps, actor: Actor, body: StudentEditBody) {
  await deps.accounts.edit(actor, body, await studentScopeOf(deps, actor));
  return null;
}

/**
 * The class new accounts join, checked before any account is made: a teacher must name one of theirs (else
 * the new students would be out of their reach at once), and a finished class takes no students.
 */
async function classToJoin(deps: ClassesDeps, actor: Actor, classId: number | undefined) {
  if (classId === undefined) {
    if (seesAllClasses(actor)) return undefined;
    throw invalidField('classId', say('Choose one of your classes for the new students'));
  }
  const found = await managedClass(deps.repo, actor, classId);
  if (found.state === 1)
    throw new AppError('BAD_REQUEST', say('The class is finished: students cannot be added'));
  return classId;
}

async function join(deps: ClassesDeps, actor: Actor, classId: number | undefined, usernames: string[]) {
  if (classId !== undefined) await addStudents(deps, actor, { classId, usernames });
}

/** insert-batch-student: root's CSV import (all rows or none), the new accounts joining the class. */
export async function importTeacherStudents(
  deps: ClassesDeps,
  actor: Actor,
  body: { users: string[][]; columns: readonly ImportColumn[]; classId?: number },
) {
  const classId = await classToJoin(deps, actor, body.classId);
  const { count, usernames } = await deps.accounts.importRows(body.users, body.columns);
  await join(deps, actor, classId, usernames);
  return { count };
}

/** generate-student: root's generated accounts, joining the class. */
export async function generateTeacherStudents(
  deps: ClassesDeps,
  actor: Actor,
  body: Required<Omit<StudentGenerateBody, 'classId'>> & { classId?: number },
): Promise<GeneratedUsersResult> {
  const classId = await classToJoin(deps, actor, body.classId);
  const generated = await deps.accounts.generate(actor, body);
  await join(
    deps,
    actor,
    classId,
    generated.users.map((user) => user.username),
  );
  return generated;
}

/** The CSV of accounts the caller generated: a teacher's own lists only, admins' any (as on the user page). */
export const generatedStudentList = (deps: ClassesDeps, actor: Actor, key: string) =>
  deps.accounts.generatedListCsv(key, seesAllClasses(actor) ? undefined : actor.uid);

/** user/judge/log: a student's every submission, for a teacher of one of their classes. */
export async function studentJudgeLog(deps: ClassesDeps, actor: Actor, query: PageQuery & { uid: number }) {
  if (!seesAllClasses(actor) && !(await deps.repo.studentUidsOfTeacher(actor.uid)).includes(query.uid))
    throw new AppError('FORBIDDEN', say('The student is not in any of your classes'));
  return deps.judgeLog.pageOf(query.uid, query);
}
