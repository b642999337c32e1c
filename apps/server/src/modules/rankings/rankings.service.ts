import { makePage, RANK_PERIOD_DAYS, type Page, type RankListQuery, type RankRow } from '@judge/contract';
import type { Db } from '../../db/database.ts';
import { createRankingsRepo } from './rankings.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The public rankings (docs/api.md "Rankings"): one list computed in SQL per page, for anyone. The period is a
 * rolling window ending now, in UTC.
 */
export function createRankingsService({ db, now = () => Date.now() }: { db: Db; now?: () => number }) {
  const repo = createRankingsRepo(db);
  return {
    /** GET /api/get-rank-list */
    async rankList(query: RankListQuery): Promise<Page<RankRow>> {
      const days = RANK_PERIOD_DAYS[query.period];
      const filter = {
        type: query.type,
        fromIso: days === null ? undefined : new Date(now() - days * DAY_MS).toISOString(),
        searchUser: query.searchUser || undefined,
      };
      const { records, ranked } = await repo.page({
        ...filter,
        offset: (query.currentPage - 1) * query.limit,
        limit: query.limit,
      });
      const total = ranked ?? (query.currentPage > 1 ? await repo.count(filter) : 0);
      return makePage(
        records.map((row) => ({
          uid: row.uid,
          username: row.username,
          avatar: row.avatar || null,
          titleName: row.titleName || null,
          titleColor: row.titleColor || null,
          nickname: row.nickname || null,
          signature: row.signature || null,
          ac: row.ac,
          total: row.total,
          score: row.score,
        })),
        total,
        query,
      );
    },
  };
}
