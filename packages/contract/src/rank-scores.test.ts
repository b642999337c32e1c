import { describe, expect, it } from 'vitest';
import { oiRankScore } from './rank-scores.ts';

describe('the OI rank score', () => {
  it('is round(0.1 x score + 2 x difficulty x pass rate), a full solve by default', () => {
    expect(oiRankScore(100, 2)).toBe(14);
    expect(oiRankScore(75, 5, 0.75)).toBe(Math.round(7.5 + 7.5));
    expect(oiRankScore(0, 3, 0)).toBe(0);
    expect(oiRankScore(33, 1, 1 / 3)).toBe(4);
  });
});
