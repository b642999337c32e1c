import { makePage, type PageQuery, type TrainingRankPage } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { GroupGate } from '../../groups/policy.ts';
import type { TrainingGate } from '../trainings/training-gate.ts';
import { createTrainingRankCache, type TrainingRankCache } from './rank-cache.ts';
import { buildTrainingRank, matchesKeyword } from './rank-rows.ts';
import { createTrainingRankRepo, type TrainingRankRepo } from './training-rank.repo.ts';

export interface TrainingRankDeps {
  repo: TrainingRankRepo;
  gate: TrainingGate;
  cache: TrainingRankCache;
  groups: GroupGate;
}

/** One set per app: the cache is shared by every request. */
export const trainingRankDeps = (
  db: Db,
  shared: Pick<TrainingRankDeps, 'gate' | 'groups'>,
): TrainingRankDeps => ({
  ...shared,
  repo: createTrainingRankRepo(db),
  cache: createTrainingRankCache(db),
});

/**
 * GET /api/get-training-rank (login; who may read the training's problems): every user who submitted
 * through the training, ranked (rank-rows.ts), built from the submissions and kept until a change the
 * triggers count (rank-cache.ts), so a judged submission or a rejudge shows at the next call. Real names
 * only for the training's admins or when the training shows them; the search keeps the rows' true ranks.
 */
export async function trainingRank(
  deps: TrainingRankDeps,
  actor: Actor,
  query: PageQuery & { tid: number; gid?: number; keyword?: string },
): Promise<TrainingRankPage> {
  const { training, admin } = await deps.gate.forProblems(actor, query.tid);
  // Spec 2 §2.11's filter by one of the caller's groups: only a member of the group may narrow to it (its
  // member list is the group's to show), and the rows keep their ranks among everyone.
  let members: Set<number> | null = null;
  if (query.gid !== undefined) {
    await deps.groups.forMember(actor, query.gid);
    members = new Set(await deps.groups.memberUids(query.gid));
  }
  const built = await deps.cache.rows(training.id, async () =>
    buildTrainingRank(await deps.repo.records(training.id, training.uid), true),
  );
  const showRealName = admin || training.rankShowName === 'realname';
  let rows = showRealName ? built : built.map((row) => ({ ...row, realname: null }));
  if (members) rows = rows.filter((row) => members.has(row.uid));
  if (query.keyword) rows = rows.filter((row) => matchesKeyword(row, query.keyword!));
  const start = (query.currentPage - 1) * query.limit;
  return makePage(rows.slice(start, start + query.limit), rows.length, query);
}
