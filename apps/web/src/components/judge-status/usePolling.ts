import { useEffect, useRef } from 'react';
import { startPolling, type PollingOptions } from './polling';

/**
 * Polls while `enabled`; a change of `restartKey` (e.g. a new submission id) starts a fresh poll with
 * its own check count. The latest `check` is always used without restarting the poll.
 */
export function usePolling(
  enabled: boolean,
  restartKey: string | number,
  options: Omit<PollingOptions, 'check' | 'onEnd'> & Pick<PollingOptions, 'check' | 'onEnd'>,
) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (!enabled) return;
    return startPolling({
      intervalMs: latest.current.intervalMs,
      maxChecks: latest.current.maxChecks,
      check: () => latest.current.check(),
      onEnd: (reason) => latest.current.onEnd?.(reason),
    });
  }, [enabled, restartKey]);
}
