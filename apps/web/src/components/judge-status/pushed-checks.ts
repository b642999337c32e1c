import type { LiveEvent, SubmissionStatus } from '@judge/contract';
import { startTriggeredChecks, type PollingOptions } from './polling';

export interface PushedChecksOptions extends Pick<PollingOptions, 'check' | 'onEnd'> {
  /**
   * Shows a status a pushed event carried (as the status check would answer it); answers whether the page still
   * waits (a status in progress). Without it, every event makes the page ask.
   */
  apply?: (status: SubmissionStatus) => boolean;
  minGapMs: number;
  safetyMs: number;
}

/**
 * A submission page's answer to pushed events (docs/live-updates.md): an event carrying the status is shown
 * without a request, and a verdict so shown ends the watch; an event without it (a contest that withholds the
 * result) or a resync makes the page ask (the verdict at once, progress no sooner than `minGapMs` after the last
 * check). With `apply`, no check is made at once: the events delivered meanwhile are replayed to the page instead
 * (listenLive's replayRecent); a check every `safetyMs` stays, in case an event was lost.
 */
export function startPushedChecks({ check, onEnd, apply, minGapMs, safetyMs }: PushedChecksOptions) {
  const checks = startTriggeredChecks({ check, onEnd, minGapMs, safetyMs, checkFirst: apply === undefined });
  return {
    onEvent(event: LiveEvent) {
      if (event.kind === 'submission' && event.shown !== null && apply) {
        if (!apply(event.shown)) checks.done();
        return;
      }
      checks.trigger(event.kind !== 'submission' || event.final);
    },
    stop: checks.stop,
  };
}
