import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contestHallApi } from '../../api/contest-hall';
import { useSession } from '../../state/session';
import { readSignedInAccount } from '../../state/signed-in-account';

export const contestHallQueryKey = ['contest-hall', 'state'] as const;
/** The server is asked again this often, so a hold that starts or ends shows without a reload. */
const RECHECK_MS = 60_000;

/**
 * The running hall contest that holds the signed-in caller, or null (the server decides: /api/contest-hall/state).
 * A seat the server signed in by its address has a token but no user yet: its account is read once, and the hold
 * shows only after it (leading to the contest before would meet the contest's login check and sign the seat out).
 */
export function useContestHall() {
  const session = useSession();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: [...contestHallQueryKey, session.token],
    queryFn: contestHallApi.state,
    enabled: Boolean(session.token),
    refetchInterval: RECHECK_MS,
    staleTime: RECHECK_MS,
  });
  const confinedTo = session.token && session.user ? (data?.confinedTo ?? null) : null;

  useEffect(() => {
    if (session.token && !session.user) void readSignedInAccount();
  }, [session.token, session.user]);

  // At the contest's end everything opens again: ask once it has passed.
  useEffect(() => {
    if (!confinedTo) return;
    const wait = Date.parse(confinedTo.endTime) - Date.now() + 1_000;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: contestHallQueryKey }),
      Math.max(wait, 1_000),
    );
    return () => clearTimeout(timer);
  }, [confinedTo, queryClient]);

  return confinedTo;
}
