import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@judge/contract';
import { useLiveEvent } from '../../live/useLive';
import { startTriggeredChecks, type PollingOptions } from './polling';
import { usePolling } from './usePolling';

/**
 * While pushed, a check this seldom anyway: an event lost on its way (a relay the database refused reaches only the
 * raising server's streams) cannot leave a submission shown as being judged forever. npm run load's contestants do the same.
 */
const PUSHED_SAFETY_CHECK_MS = 30_000;

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
  const checkNow = useRef<((urgent: boolean) => void) | null>(null);
  // The verdict (or a resync) is checked at once; progress no more often than the poll would.
  const pushed = useLiveEvent(
    push.matches,
    (event) => checkNow.current?.(event.kind !== 'submission' || event.final),
    enabled && push.pushable,
  );
  usePolling(enabled && !pushed, restartKey, options);

  useEffect(() => {
    if (!enabled || !pushed) return;
    const checks = startTriggeredChecks({
      check: () => latest.current.check(),
      onEnd: (reason) => latest.current.onEnd?.(reason),
      minGapMs: latest.current.intervalMs,
      safetyMs: PUSHED_SAFETY_CHECK_MS,
    });
    checkNow.current = checks.trigger;
    return () => {
      checks.stop();
      checkNow.current = null;
    };
  }, [enabled, pushed, restartKey]);
}
