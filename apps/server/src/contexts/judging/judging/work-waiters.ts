/**
 * Claims waiting on this server for work: a submit here (or a released task) wakes them at once, instead of
 * their next look at the queue.
 */
export function createWorkWaiters() {
  const waiters = new Set<() => void>();
  return {
    wakeAll() {
      for (const wake of [...waiters]) wake();
    },

    /** Resolves after `ms`, or earlier when work may have arrived, the server closes or the caller leaves. */
    waitForWork(ms: number, gone: AbortSignal): Promise<void> {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          gone.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        waiters.add(done);
        gone.addEventListener('abort', done);
      });
    },
  };
}
