import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@judge/contract';
import { useLiveEvent } from '../../live/useLive';
import type { PollingOptions } from './polling';
import { usePolling } from './usePolling';

/**
 * usePolling, or checks when the server pushes (docs/live-updates.md): while the push stream is held and the
 * events will come (`pushable`: the caller's own submissions; another's are not pushed to them), `check` runs once
 * at once (what happened meanwhile) and then on each event `matches` accepts, one at a time, until it says done;
 * otherwise it polls at `intervalMs` as before. Losing the stream midway hands over to the poll.
 */
export function usePushedPolling(
  enabled: boolean,
  restartKey: string | number,
  options: PollingOptions,
  push: { matches: (event: LiveEvent) => boolean; pushable: boolean },
) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const checkNow = useRef<(() => void) | null>(null);
  const pushed = useLiveEvent(push.matches, () => checkNow.current?.(), enabled && push.pushable);
  usePolling(enabled && !pushed, restartKey, options);

  useEffect(() => {
    if (!enabled || !pushed) return;
    let stopped = false;
    let running = false;
    let again = false;
    const end = (reason: 'done' | 'error') => {
      stopped = true;
      latest.current.onEnd?.(reason);
    };
    const check = async () => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      let keepGoing: boolean;
      try {
        keepGoing = await latest.current.check();
      } catch {
        running = false;
        if (!stopped) end('error');
        return;
      }
      running = false;
      if (stopped) return;
      if (!keepGoing) return end('done');
      if (again) {
        again = false;
        void check();
      }
    };
    checkNow.current = () => void check();
    void check();
    return () => {
      stopped = true;
      checkNow.current = null;
    };
  }, [enabled, pushed, restartKey]);
}
