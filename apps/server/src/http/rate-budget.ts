import type { RateLimitRule } from '../config.ts';
import { AppError } from '../errors.ts';

/**
 * A rate limit that several calls spend together, counted per key (an address, a username, an account).
 * @fastify/rate-limit keeps one counter store per route and keys it before the body is read, so it can
 * neither make /api/login and /api/admin/login share a budget nor count per username. Like the plugin's
 * counters these live in the process (docs/architecture.md, "Data conventions").
 */
export interface RateBudget {
  /** Counts one call against every key; throws RATE_LIMITED when any key is past the rule's max. */
  spend(keys: readonly string[]): void;
}

const UNIT_MS: Record<string, number> = { second: 1_000, minute: 60_000, hour: 3_600_000 };

/** '1 minute', '30 seconds', '2 hours': the rule's window as @fastify/rate-limit writes it. */
export function windowMs(timeWindow: string): number {
  const match = /^(\d+)\s*(second|minute|hour)s?$/.exec(timeWindow.trim());
  if (!match) throw new Error(`rate limit window not understood: ${timeWindow}`);
  return Number(match[1]) * UNIT_MS[match[2]];
}

interface Window {
  count: number;
  endsAt: number;
}

/**
 * Fixed windows per key, at most `capacity` keys: a new key past that pushes out the one whose window
 * started longest ago (Map order is insertion order and a restarted window is re-inserted), so a flood of
 * made-up usernames costs bounded memory.
 */
export function createRateBudget(rule: RateLimitRule, capacity = 20_000): RateBudget {
  const length = windowMs(rule.timeWindow);
  const windows = new Map<string, Window>();

  function windowOf(key: string, now: number): Window {
    const current = windows.get(key);
    if (current && current.endsAt > now) return current;
    windows.delete(key);
    if (windows.size >= capacity) windows.delete(windows.keys().next().value!);
    const fresh = { count: 0, endsAt: now + length };
    windows.set(key, fresh);
    return fresh;
  }

  return {
    spend(keys) {
      const now = Date.now();
      let secondsLeft = 0;
      for (const key of keys) {
        const window = windowOf(key, now);
        window.count += 1;
        if (window.count > rule.max)
          secondsLeft = Math.max(secondsLeft, Math.ceil((window.endsAt - now) / 1000));
      }
      if (secondsLeft > 0) throw new AppError('RATE_LIMITED', undefined, { secondsLeft });
    },
  };
}

/** What a signed-in caller's password check is counted by: where it comes from and whose account tries. */
export const passwordCheckKeys = (address: string, uid: number): string[] => [
  `address:${address}`,
  `account:${uid}`,
];
