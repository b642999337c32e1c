import { makePage, type PageQuery, type TrainingRankPage } from '@judge/contract';
import type { Db } from '../../db/database.ts';
import { invalidField } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { createTrainingGate, type TrainingGate } from '../trainings/training-gate.ts';
import { createTrainingRankCache, type TrainingRankCache } from './rank-cache.ts';
import { buildTrainingRank, matchesKeyword } from './rank-rows.ts';
import { createTrainingRankRepo, type TrainingRankRepo } from './training-rank.repo.ts';

export interface TrainingRankDeps {
  repo: TrainingRankRepo;
  gate: TrainingGate;
  cache: TrainingRankCache;
}

/** One set per app: the cache is shared by every request. */
export const trainingRankDeps = (db: Db): TrainingRankDeps => ({
  repo: createTrainingRankRepo(db),
  gate: createTrainingGate(db),
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
  // Spec 2 §2.11's filter by one of the caller's groups: there are no groups on this server yet.
  if (query.gid !== undefined) throw invalidField('gid', 'groups are not open yet on this server');
  const built = await deps.cache.rows(training.id, async () =>
    buildTrainingRank(await deps.repo.records(training.id, training.uid), true),
  );
  const showRealName = admin || training.rankShowName === 'realname';
  let rows = showRealName ? built : built.map((row) => ({ ...row, realname: null }));
  if (query.keyword) rows = rows.filter((row) => matchesKeyword(row, query.keyword!));
  const start = (query.currentPage - 1) * query.limit;
  return makePage(rows.slice(start, start + query.limit), rows.length, query);
}
