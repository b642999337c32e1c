import { useEffect, useState } from 'react';
import { sealHoldsAt, type SealFacts } from './board-notice';

const MINUTE_MS = 60_000;

function read(contest: SealFacts, serverOffsetMs: number) {
  const now = Date.now() + serverOffsetMs;
  return {
    minuteMs: Math.floor(now / MINUTE_MS) * MINUTE_MS,
    ended: now >= Date.parse(contest.endTime),
    sealHolds: sealHoldsAt(contest, now),
  };
}

/**
 * The board's clock in server time: whether the contest has ended and the seal holds (checked every
 * second), and the current minute. It changes state only when one of them changes, so a board of a
 * thousand rows is not drawn again every second; a minute is fine for the chart.
 */
export function useBoardClock(contest: SealFacts, serverOffsetMs: number) {
  const [clock, setClock] = useState(() => read(contest, serverOffsetMs));
  useEffect(() => {
    const tick = () =>
      setClock((current) => {
        const next = read(contest, serverOffsetMs);
        const same =
          next.minuteMs === current.minuteMs &&
          next.ended === current.ended &&
          next.sealHolds === current.sealHolds;
        return same ? current : next;
      });
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [contest, serverOffsetMs]);
  return { nowMs: clock.minuteMs, ended: clock.ended, sealHolds: clock.sealHolds };
}
