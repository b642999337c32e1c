import type { TrainingRankRow } from '@judge/contract';
import type { Db } from '../../../db/database.ts';

/** A built rank is trusted at most this long: profile changes (names, schools) bump no counter. */
const MAX_AGE_MS = 60_000;
/** Ranks kept at once; the least recently built goes first. */
const MAX_ENTRIES = 500;

interface Entry {
  version: number;
  builtAt: number;
  rows: TrainingRankRow[];
}

/**
 * Built training ranks kept in memory per training (as the contest boards' board-cache.ts): reused while
 * the training's counter in `training_rank_versions` (bumped by migration 020's triggers in the writing
 * transaction: a submission through the training added, judged, rejudged or deleted, a problem added,
 * removed or hidden, the training edited) has not moved and the rank is under a minute old. One
 * primary-key read per request; every server process sees every change.
 */
export function createTrainingRankCache(db: Db, now: () => number = Date.now) {
  const entries = new Map<number, Entry>();

  async function versionOf(tid: number): Promise<number> {
    const row = await db
      .selectFrom('trainingRankVersions')
      .select('version')
      .where('tid', '=', tid)
      .executeTakeFirst();
    return row?.version ?? 0;
  }

  return {
    /** The training's rank rows (real names included), built by `build` when the kept ones are stale. */
    async rows(tid: number, build: () => Promise<TrainingRankRow[]>): Promise<TrainingRankRow[]> {
      // Read before building: a change made while building moves the counter past this version.
      const version = await versionOf(tid);
      const kept = entries.get(tid);
      if (kept && kept.version === version && now() - kept.builtAt < MAX_AGE_MS) return kept.rows;
      const rows = await build();
      entries.delete(tid);
      entries.set(tid, { version, builtAt: now(), rows });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return rows;
    },
  };
}
export type TrainingRankCache = ReturnType<typeof createTrainingRankCache>;
