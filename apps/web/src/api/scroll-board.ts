import type { ScrollBoardData } from '@judge/contract';
import { request } from './request';

export const scrollBoardKeys = {
  board: (cid: number, removeStar: boolean) => ['scroll-board', cid, removeStar] as const,
};

/** The scroll board (spec 2 §2.8), for the contest's admins: the sealed and the real rows. */
export const scrollBoardApi = {
  // The setup tab and the projector page each say a refusal in their own place, in the user's language.
  board: (cid: number, removeStar: boolean) =>
    request<ScrollBoardData>('/api/get-contest-scroll-board', { params: { cid, removeStar }, quiet: true }),
};
