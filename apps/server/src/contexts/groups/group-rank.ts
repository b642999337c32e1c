import type { GroupRankQuery, Page, RankRow } from '@judge/contract';
import type { Actor } from '../../plugins/auth.plugin.ts';
import type { GroupsDeps } from './groups.deps.ts';

/**
 * GET /api/get-group-rank-list (the group's members; spec 3 "Group rank screen"): the public rank lists' rows,
 * periods and search over the group's members and the group's problems (docs/api.md "Groups").
 */
export async function groupRank(
  deps: GroupsDeps,
  actor: Actor,
  query: GroupRankQuery,
): Promise<Page<RankRow>> {
  await deps.gate.forMember(actor, query.gid);
  return deps.rankings.groupRankList(query);
}
