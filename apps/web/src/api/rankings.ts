import type { Page, RankPeriod, RankRow, RankType } from '@judge/contract';
import { request } from './request';

export interface RankListParams {
  type: RankType;
  period: RankPeriod;
  currentPage: number;
  limit: number;
  searchUser?: string;
}

/** The public rankings' one call (docs/api.md "Rankings"). */
export const rankingsApi = {
  list: (params: RankListParams) =>
    request<Page<RankRow>>('/api/get-rank-list', {
      params: { ...params, searchUser: params.searchUser || undefined },
    }),
};

export const rankListKey = (params: RankListParams) => ['rank-list', params] as const;
