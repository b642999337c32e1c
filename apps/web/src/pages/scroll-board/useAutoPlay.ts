import { useEffect } from 'react';

/** A step every so long, longer after a row moved so the audience sees where it went. */
const STEP_MS = 1600;
const AFTER_MOVE_MS = 2800;

/** While on, takes the next step by itself; `revealed` restarts the wait after each step. */
export function useAutoPlay(on: boolean, next: () => void, revealed: number, moved: boolean) {
  useEffect(() => {
    if (!on) return;
    const timer = window.setTimeout(next, moved ? AFTER_MOVE_MS : STEP_MS);
    return () => window.clearTimeout(timer);
  }, [on, next, revealed, moved]);
}
