import type { UserHeatmap, UserHome } from '@judge/contract';
import { request } from './request';

/** Whose home: uid and/or username; neither means the signed-in user's own. */
export interface UserHomeTarget {
  uid?: number;
  username?: string;
}

/** The user home's two public calls (docs/api.md "User home"). The page shows an unknown user itself. */
export const userHomeApi = {
  info: (target: UserHomeTarget) =>
    request<UserHome>('/api/get-user-home-info', { params: { ...target }, quiet: ['NOT_FOUND'] }),
  heatmap: (target: UserHomeTarget) =>
    request<UserHeatmap>('/api/get-user-calendar-heatmap', { params: { ...target }, quiet: ['NOT_FOUND'] }),
};

export const userHomeKey = (target: UserHomeTarget, part: 'info' | 'heatmap') =>
  ['user-home', part, target.uid ?? null, target.username ?? null] as const;
