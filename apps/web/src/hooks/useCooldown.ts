import { useEffect, useRef, useState } from 'react';
import { createCooldownTimer, type CooldownTimer } from './cooldown';

/** Seconds left before a rate-limited button (send code, reset email) may be pressed again. */
export function useCooldown() {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<CooldownTimer | null>(null);
  useEffect(() => {
    timer.current = createCooldownTimer(setRemaining);
    return () => timer.current?.stop();
  }, []);
  return {
    remaining,
    active: remaining > 0,
    start: (seconds: number) => timer.current?.start(seconds),
  };
}
