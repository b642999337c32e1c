import { vi } from 'vitest';
import type { TestApp } from './test-app.ts';

/** How many reads of a table (its name as the query names it: `contests`, `contestAnnouncements`) a call made. */
export async function readsOf(app: TestApp, table: string, call: () => Promise<unknown>): Promise<number> {
  const selectFrom = vi.spyOn(app.db, 'selectFrom');
  try {
    await call();
    return selectFrom.mock.calls.filter(([from]) => String(from).startsWith(table)).length;
  } finally {
    selectFrom.mockRestore();
  }
}

/**
 * Holds `Date` still for a test of what is kept (beforeEach; afterEach lets go). On PostgreSQL a kept read of a
 * table its triggers do not watch (contests, announcements) trusts what it read for a second at a time
 * (changeStampOf's `trustMs`): two calls made either side of a second's turn read twice, as they should, and a
 * test that counts reads failed when a busy machine's calls straddled one. Timers run as they do.
 */
export function holdClock(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
}

export function releaseClock(): void {
  vi.useRealTimers();
}
