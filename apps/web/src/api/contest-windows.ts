import type { ContestWindowRow, SetContestWindowBody } from '@judge/contract';
import { request } from './request';

export const contestWindowKeys = {
  list: (cid: number) => ['contest-windows', cid] as const,
};

/** Per-contestant time windows (docs/contest-rules.md "Own time windows"), for the contest's admins. */
export const contestWindowsApi = {
  list: (cid: number) => request<ContestWindowRow[]>('/api/admin/contest/windows', { params: { cid } }),
  set: (body: SetContestWindowBody) => request<null>('/api/admin/contest/window', { method: 'PUT', body }),
  remove: (cid: number, rowKey: number) =>
    request<null>('/api/admin/contest/window', { method: 'DELETE', params: { cid, rowKey } }),
};
