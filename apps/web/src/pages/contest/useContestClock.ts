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
 * The contest's clock in server time (spec 2 §4): it starts from the server's `now`, advances every
 * second while the (personal) end is in the future, and reports the status it reaches. When the
 * status changes on its own (the start or the end passes), `onStatusChange` runs so the page can
 * ask the server again. Any contest with the server's `now` will do (the shell's info, the outside
 * board's header).
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
    if (status !== undefined && lastStatus.current !== undefined && status !== lastStatus.current) {
      changed.current(status);
    }
    lastStatus.current = status;
  }, [status]);

  return { nowMs, status, target };
}
