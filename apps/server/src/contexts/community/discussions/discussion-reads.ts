import {
  type DiscussionDetail,
  type DiscussionListQuery,
  type DiscussionView,
  type Page,
  type PostingCheck,
} from '@judge/contract';
import { AppError, verdictOf } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { discussionMissing } from './discussion-area.ts';
import {
  type DiscussionsDeps,
  requireOpen,
  seesDisabled,
  visible,
  checkMayPost,
  page,
  toView,
} from './discussions.deps.ts';

export async function list(
  deps: DiscussionsDeps,
  actor: Actor | null,
  query: DiscussionListQuery,
): Promise<Page<DiscussionView>> {
  await requireOpen(deps);
  if (query.onlyMine && !actor) throw new AppError('UNAUTHENTICATED');
  return page(
    deps,
    {
      keyword: query.keyword || undefined,
      categoryId: query.cid,
      problemId: query.pid || undefined,
      uid: query.onlyMine && actor ? actor.uid : undefined,
      status: seesDisabled(actor) ? undefined : 0,
    },
    query,
    actor?.uid ?? null,
  );
}

/** The back office's list: every discussion whatever the switch, optionally one status. */
export function adminList(
  deps: DiscussionsDeps,
  actor: Actor,
  query: DiscussionListQuery & { status?: number },
) {
  return page(
    deps,
    {
      keyword: query.keyword || undefined,
      categoryId: query.cid,
      problemId: query.pid || undefined,
      uid: query.onlyMine ? actor.uid : undefined,
      status: query.status,
    },
    query,
    actor.uid,
  );
}

/** The discussion with its content; each call counts a view. */
export async function detail(
  deps: DiscussionsDeps,
  actor: Actor | null,
  id: number,
): Promise<DiscussionDetail> {
  const { repo } = deps;
  await visible(deps, id, actor);
  await repo.addView(id);
  const row = await repo.detail(id, actor?.uid ?? null);
  if (!row) throw discussionMissing();
  return { ...toView(row), content: row.content };
}

/** Whether the caller may post a discussion now: asked before the editor opens (issue 13.6). */
export async function postingCheck(deps: DiscussionsDeps, actor: Actor): Promise<PostingCheck> {
  await requireOpen(deps);
  return verdictOf(() => checkMayPost(deps, actor));
}
