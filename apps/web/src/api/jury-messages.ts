import type { JuryMessage } from '@judge/contract';
import { request } from './request';

export const juryMessageKeys = {
  list: (cid: number) => ['jury-messages', cid] as const,
};

/** The jury's messages to one team (docs/clics.md) this account may read, for the contest's Q&A page. */
export const juryMessagesApi = {
  // Quiet: the Q&A page works without them, so a failure is not worth a toast over the comments.
  list: (cid: number) =>
    request<JuryMessage[]>('/api/contest/jury-messages', { params: { cid }, quiet: true }),
};
