import { useEffect, useRef, useState } from 'react';
import {
  contestStatusAt,
  countdownTarget,
  serverClockOffset,
  type ContestStatusValue,
  type ContestTimes,
} from './contest-time';

const TICK_MS = 1000;
/**
 * How far after the start (or the end) a page asks the server again, at random: the clock switches the page at
 * once, so the answer only confirms it, and two thousand pages asking in the same second of a contest's start were
 * its heaviest second (docs/load.md).
 */
export const STATUS_REFRESH_SPREAD_MS = 10_000;

/** When, after the status changed, this page asks the server again. */
export const statusRefreshDelayMs = (random: () => number = Math.random) =>
  Math.floor(random() * STATUS_REFRESH_SPREAD_MS);

/**
 * The contest's clock in server time (spec 2 §4): it starts from the server's `now`, advances every
 * second while the (personal) end is in the future, and reports the status it reaches. When the
 * status changes on its own (the start or the end passes), `onStatusChange` runs so the page can
 * ask the server again, within STATUS_REFRESH_SPREAD_MS of the change. Any contest with the server's
 * `now` will do (the shell's info, the outside board's header).
 */
export function useContestClock(
  info: (ContestTimes & { now: string }) | undefined,
  receivedAtMs: number,
  onStatusChange: (status: ContestStatusValue) => void,
) {
  const offset = info ? serverClockOffset(info.now, receivedAtMs) : 0;
  const [nowMs, setNowMs] = useState(() => Date.now() + offset);
  const target = info ? countdownTarget(info, nowMs) : null;
  const status = info ? contestStatusAt(info, nowMs, { personal: true }) : undefined;

  useEffect(() => {
    setNowMs(Date.now() + offset);
    if (target === null) return undefined;
    const timer = setInterval(() => setNowMs(Date.now() + offset), TICK_MS);
    return () => clearInterval(timer);
  }, [offset, target]);

  const lastStatus = useRef(status);
  const changed = useRef(onStatusChange);
  changed.current = onStatusChange;
  useEffect(() => {
    const before = lastStatus.current;
    lastStatus.current = status;
    if (status === undefined || before === undefined || status === before) return undefined;
    const timer = setTimeout(() => changed.current(status), statusRefreshDelayMs());
    return () => clearTimeout(timer);
  }, [status]);

  return { nowMs, status, target };
}
