import type { Db } from '../../../db/database.ts';
import { createScoreboardsRepo } from './scoreboards.repo.ts';

/**
 * A contest board's counter now (the `version` a board page answers; null: no such contest), for the live updates'
 * board events: a page that already shows this version does not refetch.
 */
export function boardVersionReader(db: Db): (cid: number) => Promise<number | null> {
  const repo = createScoreboardsRepo(db);
  return (cid) => repo.version(cid);
}
