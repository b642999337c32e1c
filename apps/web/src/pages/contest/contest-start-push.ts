import { useEffect, useState } from 'react';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import type { ContestProblemRow, LiveEvent } from '@judge/contract';
import { useLiveEvent } from '../../live/useLive';
import { ContestStatus, type ContestStatusValue } from './contest-time';

/**
 * The contest's start on the push stream (docs/live-updates.md): the server sends each contestant's problem list a
 * moment after the start, so the page whose clock turns running shows it without asking; at a contest's start every
 * contestant's page asked for the list in the same second (docs/load.md).
 */

/** How long a page open before the start waits for the pushed list once its clock says running, then asks. */
export const START_PUSH_WAIT_MS = 2_000;
/** A pushed list is not asked again for this long (a tab opened, the rank's columns): nothing has changed yet. */
export const PUSHED_LIST_FRESH_MS = 30_000;

const pushedLists = new WeakSet<object>();

/** The query of a contest's problem list (the problems tab, the rank's columns). */
export const contestProblemListKey = (cid: number) => ['contest-problems', cid] as const;

/** Takes a start event's list into the page's query of the list, as if it had asked. */
export function applyContestStart(queryClient: QueryClient, event: LiveEvent) {
  if (event.kind !== 'contest-started') return;
  pushedLists.add(event.problems);
  queryClient.setQueryData<ContestProblemRow[]>(contestProblemListKey(event.cid), event.problems);
}

/**
 * The contest shell's ear for its start: whichever tab is open, the list is there when the Problems tab shows, and a
 * tab opened within START_PUSH_WAIT_MS of the start waits for it (useStartPushWait).
 */
export function useContestStartPush(
  cid: number | null,
  status: ContestStatusValue | undefined,
  enabled: boolean,
) {
  const queryClient = useQueryClient();
  if (cid !== null && status !== undefined) noteStart(cid, status, Date.now());
  useLiveEvent(
    (event) => event.kind === 'contest-started' && event.cid === cid,
    (event) => applyContestStart(queryClient, event),
    enabled && cid !== null,
  );
}

/** The list query's staleTime: a pushed list is fresh a while; an asked one as every query (at once stale). */
export const listStaleTime = (
  query: Query<ContestProblemRow[], Error, ContestProblemRow[], readonly unknown[]>,
) => (query.state.data && pushedLists.has(query.state.data) ? PUSHED_LIST_FRESH_MS : 0);

/** The contests whose start this page lived through (its clock turned them running): when, in this page's ms. */
const turnedRunningAt = new Map<number, number>();
const seenScheduled = new Set<number>();

/**
 * Notes, as the shell renders, whether this page was open before the contest's start and when its clock turned it
 * running. In the render, not an effect: the tab below renders in the same pass, and must hold its request then.
 */
export function noteStart(cid: number, status: ContestStatusValue, nowMs: number) {
  if (status === ContestStatus.SCHEDULED) seenScheduled.add(cid);
  else if (status === ContestStatus.RUNNING && seenScheduled.has(cid) && !turnedRunningAt.has(cid))
    turnedRunningAt.set(cid, nowMs);
}

/**
 * Whether a page showing the list should hold its request: this page was open before the start, its clock turned
 * the contest running less than START_PUSH_WAIT_MS ago, the stream is held and the list has not come.
 */
export function useStartPushWait(cid: number, streamHeld: boolean, hasList: boolean): boolean {
  const remaining = pushWaitLeftMs(cid, Date.now());
  const waiting = remaining > 0;
  const [, waitEnded] = useState(0);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => waitEnded((count) => count + 1), remaining);
    return () => clearTimeout(timer);
  }, [cid, waiting]); // remaining moves every render; the timer is set once per wait
  return waiting && streamHeld && !hasList;
}

/** How long, at `nowMs`, a tab of the contest still waits for the pushed list (0: it asks). */
export function pushWaitLeftMs(cid: number, nowMs: number): number {
  const turned = turnedRunningAt.get(cid);
  return turned === undefined ? 0 : Math.max(0, turned + START_PUSH_WAIT_MS - nowMs);
}
