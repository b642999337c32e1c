import type { ContestHallState } from '@judge/contract';
import { request } from './request';

/** The contest hall (docs/contest-hall.md): whether a running hall contest holds the caller. */
export const contestHallApi = {
  state: () => request<ContestHallState>('/api/contest-hall/state', { quiet: 'background' }),
};
