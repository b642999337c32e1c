import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@judge/contract';
import { useStore } from '../state/store';
import { listenLive, liveUp } from './live-connection';

/**
 * Calls `onEvent` for each pushed event `matches` accepts, and for a `resync` (anything may have been missed),
 * while `enabled`. Answers whether the push stream is held: a page polls as before while it is not.
 */
export function useLiveEvent(
  matches: (event: LiveEvent) => boolean,
  onEvent: (event: LiveEvent) => void,
  enabled = true,
): boolean {
  const latest = useRef({ matches, onEvent });
  useEffect(() => {
    latest.current = { matches, onEvent };
  });
  useEffect(() => {
    if (!enabled) return;
    return listenLive((event) => {
      if (event.kind === 'resync' || latest.current.matches(event)) latest.current.onEvent(event);
    });
  }, [enabled]);
  const up = useStore(liveUp);
  return enabled && up;
}
