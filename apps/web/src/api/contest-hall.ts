import type { ContestHallState, UserInfo } from '@judge/contract';
import { request } from './request';

/** The contest hall (docs/contest-hall.md): whether a running hall contest holds the caller, and who they are. */
export const contestHallApi = {
  state: () => request<ContestHallState>('/api/contest-hall/state', { quiet: 'background' }),
  /** The signed-in account, for a seat the server signed in by its address (the client had no user yet). */
  me: () => request<UserInfo>('/api/get-user-info', { quiet: 'background' }),
};
