/**
 * At most one call per `gapMs`: a call within the gap since the last one runs once at its end (later calls within
 * it fold into that one), so the last change is never dropped. What a page does on events that may come every
 * second (a busy contest's board).
 */
export function trailingThrottle(gapMs: number, fire: () => void) {
  let last = Number.NEGATIVE_INFINITY;
  let later: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    later = undefined;
    last = Date.now();
    fire();
  };
  return {
    call() {
      if (later !== undefined) return;
      const wait = last + gapMs - Date.now();
      if (wait <= 0) run();
      else later = setTimeout(run, wait);
    },
    stop: () => clearTimeout(later),
  };
}
