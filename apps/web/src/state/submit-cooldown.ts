import { useEffect, useState } from 'react';
import { ApiError } from '../api/request';
import { createStore, useStore } from './store';

/**
 * The site's submission interval (defaultSubmitInterval, spec 3 "Judge switches"): outside contests a user waits
 * that long between two submissions. The page counts it down on the submit button instead of letting the server
 * answer 429 (issue 13.6). One store for the whole site: the interval is the user's, not a problem's.
 */
const cooldownUntil = createStore<number>(0);

/** Whole seconds left until `until` (ms), never below 0; a part of a second counts as one. */
export const secondsLeft = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 1000));

/** The seconds a COOLDOWN refusal says are left (its data.secondsLeft), if it says. */
export function secondsLeftOf(error: unknown): number | undefined {
  const left =
    error instanceof ApiError ? (error.data as { secondsLeft?: unknown } | null)?.secondsLeft : undefined;
  return typeof left === 'number' ? left : undefined;
}

/** A submission went in (wait the interval from now), or the server said how long is left. */
export function startSubmitCooldown(seconds: number, now = Date.now()) {
  if (seconds > 0) cooldownUntil.set(Math.max(cooldownUntil.get(), now + seconds * 1000));
}

/** The seconds to wait before the next submission, ticking down once a second while there are any. */
export function useSubmitCooldown(): number {
  const until = useStore(cooldownUntil);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (secondsLeft(until, Date.now()) === 0) return;
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (secondsLeft(until, tick) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return secondsLeft(until, now);
}
