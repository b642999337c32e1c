import {
  makePage,
  RANK_PERIOD_DAYS,
  type GroupRankQuery,
  type Page,
  type RankListQuery,
  type RankRow,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { createRankingsRepo } from './rankings.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The public rankings (docs/api.md "Rankings"): one list computed in SQL per page, for anyone. The period is a
 * rolling window ending now, in UTC.
 */
export function createRankingsService({ db, now = () => Date.now() }: { db: Db; now?: () => number }) {
  const repo = createRankingsRepo(db);

  const filterOf = (query: RankListQuery) => {
    const days = RANK_PERIOD_DAYS[query.period];
    return {
      type: query.type,
      fromIso: days === null ? undefined : new Date(now() - days * DAY_MS).toISOString(),
      searchUser: query.searchUser || undefined,
      offset: (query.currentPage - 1) * query.limit,
      limit: query.limit,
    };
  };
  const present = (row: RankRow): RankRow => ({
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
  });

  return {
    /** GET /api/get-rank-list */
    async rankList(query: RankListQuery): Promise<Page<RankRow>> {
      const filter = filterOf(query);
      const { records, ranked } = await repo.page(filter);
      const total = ranked ?? (query.currentPage > 1 ? await repo.count(filter) : 0);
      return makePage(records.map(present), total, query);
    },

    /**
     * GET /api/get-group-rank-list (the group's rules are asked first): the same list over the group's members
     * and the group's problems (with `all`, the public bank's too).
     */
    async groupRankList(query: GroupRankQuery): Promise<Page<RankRow>> {
      const filter = { ...filterOf(query), gid: query.gid, withBank: query.all ?? false };
      const { records, ranked } = await repo.groupPage(filter);
      const total =
        ranked ?? (query.currentPage > 1 ? await repo.groupCount(query.gid, filter.searchUser) : 0);
      return makePage(records.map(present), total, query);
    },
  };
}
export type RankingsService = ReturnType<typeof createRankingsService>;
