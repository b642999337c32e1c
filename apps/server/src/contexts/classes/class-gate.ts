import { Role, type ClassView } from '@judge/contract';
import { AppError, say } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import type { ClassesRepo, ClassRecord } from './classes.repo.ts';

/** Admins and root see and change every class; a teacher only the ones they made (docs/classes.md). */
export const seesAllClasses = (actor: Actor) => actor.role === Role.ROOT || actor.role === Role.ADMIN;

/**
 * The class a call works on, once the caller may manage it: 404 for an unknown id, 403 for a teacher's call
 * on another teacher's class (the route's policy has already refused every role but teachers and admins).
 */
export async function managedClass(repo: ClassesRepo, actor: Actor, classId: number): Promise<ClassRecord> {
  const found = await repo.find(classId);
  if (!found) throw new AppError('NOT_FOUND');
  if (!seesAllClasses(actor) && found.uid !== actor.uid)
    throw new AppError('FORBIDDEN', say("Only the class's teacher or an administrator may do this"));
  return found;
}

export function presentClass(record: ClassRecord): ClassView {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    state: record.state === 1 ? 1 : 0,
    uid: record.uid,
    teacher: record.teacher,
    studentCount: record.studentCount,
    homeworkCount: record.homeworkCount,
    gmtCreate: record.gmtCreate,
    gmtModified: record.gmtModified,
  };
}
