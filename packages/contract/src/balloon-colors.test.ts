import { describe, expect, it } from 'vitest';
import { DEFAULT_BALLOON_COLORS, nextBalloonColor } from './contest-problems.ts';

describe("a new contest problem's balloon colour", () => {
  it('is the first default no other problem of the contest has, whatever its case; then round again', () => {
    expect(nextBalloonColor([])).toBe(DEFAULT_BALLOON_COLORS[0]);
    expect(nextBalloonColor([null, DEFAULT_BALLOON_COLORS[0].toUpperCase()])).toBe(DEFAULT_BALLOON_COLORS[1]);
    expect(nextBalloonColor(['#123456', DEFAULT_BALLOON_COLORS[1]])).toBe(DEFAULT_BALLOON_COLORS[0]);
    const all = [...DEFAULT_BALLOON_COLORS];
    expect(nextBalloonColor(all)).toBe(DEFAULT_BALLOON_COLORS[0]);
    expect(nextBalloonColor([...all, '#000'])).toBe(DEFAULT_BALLOON_COLORS[1]);
    expect(new Set(DEFAULT_BALLOON_COLORS.map((c) => c.toLowerCase())).size).toBe(
      DEFAULT_BALLOON_COLORS.length,
    );
  });
});
