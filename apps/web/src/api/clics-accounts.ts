import type { ClicsAccount, ClicsAccountCreateBody, ClicsAccountCreated } from '@judge/contract';
import { request } from './request';

export const clicsAccountKeys = {
  list: (cid: number) => ['clics-accounts', cid] as const,
};

/** The Contest API's accounts of a contest (docs/clics.md "API accounts"), for its admins. */
export const clicsAccountsApi = {
  list: (cid: number) => request<ClicsAccount[]>('/api/contest/clics-accounts', { params: { cid } }),
  create: (body: ClicsAccountCreateBody) =>
    request<ClicsAccountCreated>('/api/contest/clics-accounts', { method: 'POST', body }),
  revoke: (cid: number, id: number) =>
    request<null>('/api/contest/clics-accounts', { method: 'DELETE', params: { cid, id } }),
};
