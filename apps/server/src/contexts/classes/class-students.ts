import { makePage, type AddStudentsResult, type ClassStudent, type PageQuery } from '@judge/contract';
import { AppError, say } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { managedClass } from './class-gate.ts';
import type { ClassesDeps } from './classes.deps.ts';

type StudentQuery = PageQuery & { classId: number; keyword?: string };

/** getStudentList: the class's students by username, searchable by username, real name or school. */
export async function listStudents({ repo }: ClassesDeps, actor: Actor, query: StudentQuery) {
  await managedClass(repo, actor, query.classId);
  const { records, total } = await repo.studentPage(query.classId, query.keyword, query);
  return makePage<ClassStudent>(records, total, query);
}

/** getOtherStudentList: the accounts not yet in the class, searchable, to add from. */
export async function listOtherStudents({ repo }: ClassesDeps, actor: Actor, query: StudentQuery) {
  await managedClass(repo, actor, query.classId);
  const { records, total } = await repo.othersPage(query.classId, query.keyword, query);
  return makePage<ClassStudent>(records, total, query);
}

/**
 * Adds students by username (one, or a pasted list): answers who was added, who already was in the class and
 * which names have no account. A finished class takes no students (spec 3 §5).
 */
export async function addStudents(
  { repo }: ClassesDeps,
  actor: Actor,
  body: { classId: number; usernames: string[] },
): Promise<AddStudentsResult> {
  const found = await managedClass(repo, actor, body.classId);
  if (found.state === 1)
    throw new AppError('BAD_REQUEST', say('The class is finished: students cannot be added'));
  const users = await repo.usersNamed(body.usernames);
  const byName = new Map(users.map((user) => [user.username, user.uid]));
  const members = new Set(await repo.memberUids(body.classId));
  const fresh = users.filter((user) => !members.has(user.uid));
  const added = new Set(
    await repo.addStudents(
      body.classId,
      fresh.map((user) => user.uid),
    ),
  );
  const result: AddStudentsResult = { added: [], already: [], notFound: [] };
  for (const name of body.usernames) {
    const uid = byName.get(name);
    if (uid === undefined) result.notFound.push(name);
    else if (added.has(uid)) result.added.push(name);
    else result.already.push(name);
  }
  return result;
}

/** Takes a student out of the class (allowed in a finished class too: the spec only stops additions). */
export async function removeStudent({ repo }: ClassesDeps, actor: Actor, classId: number, uid: number) {
  await managedClass(repo, actor, classId);
  if ((await repo.removeStudent(classId, uid)) === 0) throw new AppError('NOT_FOUND');
  return null;
}

/** getUserInfo: one student of the class (404 for anyone else). */
export async function studentInfo({ repo }: ClassesDeps, actor: Actor, classId: number, uid: number) {
  await managedClass(repo, actor, classId);
  const student = await repo.student(classId, uid);
  if (!student) throw new AppError('NOT_FOUND');
  return student satisfies ClassStudent;
}
