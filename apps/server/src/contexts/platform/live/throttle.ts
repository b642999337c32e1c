/**
 * At most one call a period per key: the first goes at once, any more within the period become one call at its
 * end (so the last change is never dropped). A contest's board change or the queue's, whatever the judges' pace.
 */
export function keyedThrottle<Key>(periodMs: number, fire: (key: Key) => void) {
  const windows = new Map<Key, { pending: boolean; timer: NodeJS.Timeout }>();
  function open(key: Key) {
    const timer = setTimeout(() => {
      const window = windows.get(key);
      windows.delete(key);
      if (window?.pending) {
        fire(key);
        open(key);
      }
    }, periodMs);
    timer.unref();
    windows.set(key, { pending: false, timer });
  }
  return {
    call(key: Key) {
      const window = windows.get(key);
      if (window) {
        window.pending = true;
        return;
      }
      fire(key);
      open(key);
    },
    stop() {
      for (const window of windows.values()) clearTimeout(window.timer);
      windows.clear();
    },
  };
}
