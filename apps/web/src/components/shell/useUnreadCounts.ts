import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@judge/contract';
import { accountsApi } from '../../api/accounts';
import { useSession } from '../../state/session';
import { totalUnread } from './navigation';

/** Unread message counts, polled every 120 s while logged in (spec 1-core §7.3). */
export function useUnreadCounts() {
  const { loggedIn, token } = useSession();
  const { data } = useQuery({
    queryKey: ['unread', token],
    // The token of the key, not the stored one: an observer can still fetch with its old options
    // right after a logout cleared the session, and a call sent without a token would then be
    // reported as 'Please login first'.
    queryFn: () => accountsApi.unread(token ?? undefined),
    enabled: loggedIn,
    refetchInterval: LIMITS.unreadPollSeconds * 1000,
    retry: false,
  });
  const counts = data ?? { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };
  return { counts, total: totalUnread(counts) };
}
