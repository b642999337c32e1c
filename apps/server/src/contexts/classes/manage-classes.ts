import {
  makePage,
  type ClassCreateBody,
  type ClassUpdateBody,
  type ClassView,
  type PageQuery,
} from '@judge/contract';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { managedClass, presentClass, seesAllClasses } from './class-gate.ts';
import type { ClassesDeps } from './classes.deps.ts';

/** getClassList: a teacher's own classes, or every class for admins; newest first. */
export async function listClasses(
  { repo }: ClassesDeps,
  actor: Actor,
  query: PageQuery & { keyword?: string; state?: number },
) {
  const { records, total } = await repo.page(
    { uid: seesAllClasses(actor) ? undefined : actor.uid, keyword: query.keyword, state: query.state },
    query,
  );
  return makePage(records.map(presentClass), total, query);
}

/** getClassDetails */
export async function classDetails({ repo }: ClassesDeps, actor: Actor, classId: number): Promise<ClassView> {
  return presentClass(await managedClass(repo, actor, classId));
}

/** addClass: the caller becomes its teacher (an admin who makes one is its teacher too). */
export async function createClass({ repo }: ClassesDeps, actor: Actor, body: ClassCreateBody) {
  const id = await repo.insert({
    name: body.name,
    description: body.description,
    state: body.state,
    uid: actor.uid,
  });
  return { id };
}

/** updateClass: name, description and state (finishing it stops new students; reopening allows them again). */
export async function updateClass({ repo }: ClassesDeps, actor: Actor, body: ClassUpdateBody) {
  await managedClass(repo, actor, body.id);
  await repo.update(body.id, { name: body.name, description: body.description, state: body.state });
  return null;
}

/** deleteClass: its students and homework go with it; the trainings, contests and submissions stay. */
export async function removeClass({ repo }: ClassesDeps, actor: Actor, classId: number) {
  await managedClass(repo, actor, classId);
  await repo.remove(classId);
  return null;
}
