import { describe, expect, it } from 'vitest';
import { STATUS_REFRESH_SPREAD_MS, statusRefreshDelayMs } from './useContestClock';

describe("the page's refresh after the contest's start or end", () => {
  it('comes at a random moment within the spread, not at zero for every page', () => {
    expect(statusRefreshDelayMs(() => 0)).toBe(0);
    expect(statusRefreshDelayMs(() => 0.5)).toBe(STATUS_REFRESH_SPREAD_MS / 2);
    expect(statusRefreshDelayMs(() => 0.999_999)).toBeLessThan(STATUS_REFRESH_SPREAD_MS);
    const delays = Array.from({ length: 200 }, () => statusRefreshDelayMs());
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThan(STATUS_REFRESH_SPREAD_MS);
    expect(new Set(delays).size).toBeGreaterThan(100);
  });
});
