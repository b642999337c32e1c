import type { AcInfoRow, Page } from '@judge/contract';
import { request } from './request';

export const contestBalloonKeys = {
  list: (cid: number) => ['contest-ac-info', cid] as const,
};

/** The AC helper of ACM contests (spec 2 §2.6, §7), for the contest's admins. */
export const contestBalloonsApi = {
  /** `room`: one room's balloons only (empty: every room). */
  list: (cid: number, currentPage: number, limit: number, room = '') =>
    request<Page<AcInfoRow>>('/api/get-contest-ac-info', {
      params: { cid, currentPage, limit, room },
      // Spec 2 §8: a list that fails only stops loading (the page shows it stayed empty).
      quiet: 'background',
    }),
  check: (id: number, cid: number, checked: boolean) =>
    request<null>('/api/check-contest-ac-info', { method: 'PUT', body: { id, checked, cid } }),
};
