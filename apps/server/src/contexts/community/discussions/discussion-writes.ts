import {
  isAdminRole,
  type AdminDiscussionUpdateBody,
  type DiscussionCreateBody,
  type DiscussionUpdateBody,
} from '@judge/contract';
import { AppError, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { discussionMissing } from './discussion-area.ts';
import {
  type DiscussionsDeps,
  requireOpen,
  visible,
  findPublic,
  checkCategory,
  checkPin,
  checkMayPost,
} from './discussions.deps.ts';

export async function create(
  deps: DiscussionsDeps,
  actor: Actor,
  body: DiscussionCreateBody,
): Promise<{ id: number }> {
  const { repo } = deps;
  await requireOpen(deps);
  checkPin(isAdminRole(actor.role), body.topPriority);
  await checkCategory(deps, body.categoryId);
  let pid: number | null = null;
  if (body.pid) {
    const problem = await repo.publicProblem(body.pid);
    if (!problem) throw new AppError('NOT_FOUND', `The problem ${body.pid} does not exist`);
    pid = problem.id;
  }
  await checkMayPost(deps, actor);
  const id = await repo.insert({
    title: body.title,
    description: body.description,
    content: body.content,
    categoryId: body.categoryId,
    topPriority: body.topPriority ? 1 : 0,
    uid: actor.uid,
    pid,
  });
  return { id };
}

/** The author's edit; admin roles change others' discussions through the back office. */
export async function update(deps: DiscussionsDeps, actor: Actor, body: DiscussionUpdateBody) {
  const { repo } = deps;
  const found = await visible(deps, body.id, actor);
  if (found.uid !== actor.uid) throw new AppError('FORBIDDEN', say('Only the author may edit a discussion'));
  checkPin(found.moderator, body.topPriority);
  await checkCategory(deps, body.categoryId);
  await repo.update(body.id, {
    title: body.title,
    description: body.description,
    content: body.content,
    categoryId: body.categoryId,
    ...(body.topPriority === undefined ? {} : { topPriority: body.topPriority ? 1 : 0 }),
  });
}

export async function remove(deps: DiscussionsDeps, actor: Actor, id: number) {
  const { repo } = deps;
  const found = await visible(deps, id, actor);
  if (found.uid !== actor.uid && !found.moderator)
    throw new AppError('FORBIDDEN', say('Only the author or an admin may delete a discussion'));
  await repo.remove(id);
}

export async function adminUpdate(deps: DiscussionsDeps, body: AdminDiscussionUpdateBody) {
  const { repo } = deps;
  if (!(await findPublic(deps, body.id))) throw discussionMissing();
  await repo.update(body.id, {
    ...(body.topPriority === undefined ? {} : { topPriority: body.topPriority ? 1 : 0 }),
    ...(body.status === undefined ? {} : { status: body.status }),
  });
}

export async function adminRemove(deps: DiscussionsDeps, id: number) {
  const { repo } = deps;
  if (!(await findPublic(deps, id))) throw discussionMissing();
  await repo.remove(id);
}

/** The reference's back office deletes the chosen ones at once: all are checked before any goes. */
export async function adminRemoveMany(deps: DiscussionsDeps, ids: number[]) {
  const { repo } = deps;
  const unique = [...new Set(ids)];
  for (const id of unique) if (!(await findPublic(deps, id))) throw discussionMissing();
  for (const id of unique) await repo.remove(id);
}
