import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../feedback';
import { LIMITS, type LiveEvent } from '@judge/contract';
import { accountsApi } from '../../api/accounts';
import { useSession } from '../../state/session';
import { useLiveEvent } from '../../live/useLive';
import { newSince, totalUnread } from './navigation';

/**
 * Unread message counts while logged in: fetched again when the server pushes that something arrived
 * (docs/live-updates.md), polled every 120 s (spec 1-core §7.3) while the push stream cannot be held.
 */
export function useUnreadCounts() {
  const { loggedIn, token } = useSession();
  const queryClient = useQueryClient();
  // A pushed event carries the counts: shown as they are, no request (a resync asks again).
  const pushed = useLiveEvent(
    (event) => event.kind === 'unread',
    (event) => applyUnreadEvent(queryClient, token, event),
    loggedIn,
  );
  const { data } = useQuery({
    queryKey: ['unread', token],
    // The token of the key, not the stored one: an observer can still fetch with its old options
    // right after a logout cleared the session, and a call sent without a token would then be
    // reported as 'Please login first'.
    queryFn: () => accountsApi.unread(token ?? undefined),
    enabled: loggedIn,
    refetchInterval: pushed ? false : LIMITS.unreadPollSeconds * 1000,
    retry: false,
  });
  const counts = data ?? { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };
  // `loaded`: the counts are the server's, not the zeros shown before its first answer.
  return { counts, total: totalUnread(counts), loaded: data !== undefined };
}

/** The counts a pushed event carries become the counts shown; a resync (or another event) asks again. */
export function applyUnreadEvent(queryClient: QueryClient, token: string | null, event: LiveEvent) {
  if (event.kind === 'unread') queryClient.setQueryData(['unread', token], event.counts);
  else void queryClient.invalidateQueries({ queryKey: ['unread'] });
}

/**
 * Says for 5 s that messages arrived when a poll finds more unread than the last one did (spec 1-core's unread
 * poll: "notice displayed 5 s"); mounted once, in the site's layout.
 */
export function NewMessagesNotice() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const { total, loaded } = useUnreadCounts();
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!loggedIn) {
      previous.current = null;
      return;
    }
    if (!loaded) return;
    const arrived = newSince(previous.current, total);
    previous.current = total;
    if (arrived > 0)
      showNotice('new-messages', t('nav.newMessages', { count: arrived }), LIMITS.unreadNoticeSeconds);
  }, [loggedIn, loaded, total, t]);
  return null;
}
