import { isRoot, makePage, type GroupListQuery, type GroupView, type Page } from '@judge/contract';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { presentGroup, type GroupsDeps } from './groups.deps.ts';

/**
 * GET /api/get-group-list (anyone; spec 3 "Group list"): the visible groups, and the hidden ones to their
 * members (every group to the site's root); `onlyMine` keeps the caller's own (needs login). Oldest first, as
 * the reference lists them. No code is listed.
 */
export async function listGroups(
  deps: GroupsDeps,
  actor: Actor | null,
  query: GroupListQuery,
): Promise<Page<GroupView>> {
  if (query.onlyMine && !actor) throw new AppError('UNAUTHENTICATED');
  const { records, total } = await deps.repo.page(
    {
      keyword: query.keyword,
      auth: query.auth,
      viewerUid: actor?.uid ?? null,
      viewerIsRoot: actor !== null && isRoot(actor.role),
      onlyMine: query.onlyMine ?? false,
    },
    query,
  );
  return makePage(
    records.map((row) => presentGroup(row, Number(row.memberCount), false)),
    total,
    query,
  );
}
