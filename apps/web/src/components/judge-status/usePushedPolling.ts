import { useEffect, useRef } from 'react';
import type { LiveEvent, SubmissionStatus } from '@judge/contract';
import { listenLive } from '../../live/live-connection';
import { useLiveEvent } from '../../live/useLive';
import type { PollingOptions } from './polling';
import { startPushedChecks } from './pushed-checks';
import { usePolling } from './usePolling';

/**
 * While pushed, a check this seldom anyway: an event lost on its way (a relay the database refused reaches only the
 * raising server's streams) cannot leave a submission shown as being judged forever. npm run load's contestants do the same.
 */
const PUSHED_SAFETY_CHECK_MS = 30_000;

const neverMatches = () => false;
const ignore = () => undefined;

/**
 * usePolling, or pushed events (docs/live-updates.md): while the push stream is held and the events will come
 * (`pushable`: the caller's own submissions; another's are not pushed to them), each event `matches` accepts is
 * shown with `apply` when it carries the status (no request), or answered with `check` (startPushedChecks), until
 * the verdict; otherwise it polls at `intervalMs` as before. Losing the stream midway hands over to the poll.
 */
export function usePushedPolling(
  enabled: boolean,
  restartKey: string | number,
  options: PollingOptions,
  push: {
    matches: (event: LiveEvent) => boolean;
    pushable: boolean;
    apply?: (status: SubmissionStatus) => boolean;
  },
) {
  const latest = useRef({ options, push });
  useEffect(() => {
    latest.current = { options, push };
  });
  // Holds the stream open while this page could be pushed to, and says whether it is held.
  const pushed = useLiveEvent(neverMatches, ignore, enabled && push.pushable);
  usePolling(enabled && !pushed, restartKey, options);

  const applies = push.apply !== undefined;
  useEffect(() => {
    if (!enabled || !pushed) return;
    const { options: first } = latest.current;
    const checks = startPushedChecks({
      check: () => latest.current.options.check(),
      onEnd: (reason) => latest.current.options.onEnd?.(reason),
      apply: applies ? (status) => latest.current.push.apply?.(status) ?? true : undefined,
      minGapMs: first.intervalMs,
      safetyMs: PUSHED_SAFETY_CHECK_MS,
    });
    const unlisten = listenLive(
      (event) => {
        if (event.kind === 'resync' || latest.current.push.matches(event)) checks.onEvent(event);
      },
      { replayRecent: applies },
    );
    return () => {
      unlisten();
      checks.stop();
    };
  }, [enabled, pushed, restartKey, applies]);
}
