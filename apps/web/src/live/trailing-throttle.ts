/**
 * At most one call per `gapMs`: a call within the gap since the last one runs once at its end (later calls within
 * it fold into that one), so the last change is never dropped. What a page does on events that may come every
 * second (a busy contest's board). A call marked `slow` waits `slowGapMs` since the last run instead (a change
 * the page may not show: a board's row off its page), and an ordinary call meanwhile brings it forward.
 */
export function trailingThrottle(gapMs: number, fire: () => void) {
  let last = Number.NEGATIVE_INFINITY;
  let later: { timer: ReturnType<typeof setTimeout>; at: number } | undefined;
  const run = () => {
    later = undefined;
    last = Date.now();
    fire();
  };
  return {
    /** `gap`: this call's own pace, from the last run (the throttle's gap unless given). */
    call(gap = gapMs) {
      const at = last + gap;
      if (later !== undefined && later.at <= at) return;
      if (later !== undefined) clearTimeout(later.timer);
      const wait = at - Date.now();
      if (wait <= 0) run();
      else later = { timer: setTimeout(run, wait), at };
    },
    /** The work was done another way just now (the page fetched anyway): the gaps count from here. */
    ran() {
      last = Math.max(last, Date.now());
    },
    stop: () => clearTimeout(later?.timer),
  };
}
