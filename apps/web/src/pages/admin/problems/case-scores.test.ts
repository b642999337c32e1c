import { describe, expect, it } from 'vitest';
import { checkScore, spreadScores, spreadScoresByGroup } from './case-scores';

describe('spreadScores', () => {
  it('splits 100 evenly when it divides', () => {
    expect(spreadScores(4)).toEqual([25, 25, 25, 25]);
    expect(spreadScores(1)).toEqual([100]);
  });

  it('gives the remainder to the later cases', () => {
    expect(spreadScores(3)).toEqual([33, 33, 34]);
    expect(spreadScores(7)).toEqual([14, 14, 14, 14, 14, 15, 15]);
    expect(spreadScores(3).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('handles more cases than points and no cases', () => {
    const scores = spreadScores(120);
    expect(scores.slice(0, 20).every((s) => s === 0)).toBe(true);
    expect(scores.slice(20).every((s) => s === 1)).toBe(true);
    expect(spreadScores(0)).toEqual([]);
  });
});

describe('spreadScoresByGroup', () => {
  it('gives every case of a group the group’s share, remainder to the later groups', () => {
    expect(spreadScoresByGroup([1, 1, 2, 2, 2, 3])).toEqual([33, 33, 33, 33, 33, 34]);
    expect(spreadScoresByGroup([2, 1, 2])).toEqual([50, 50, 50]);
  });

  it('puts cases without a group into one group', () => {
    expect(spreadScoresByGroup([null, undefined, 1])).toEqual([50, 50, 50]);
  });
});

describe('checkScore', () => {
  it('accepts integers from 0 up, given as numbers or text', () => {
    expect(checkScore(0)).toBeNull();
    expect(checkScore(35)).toBeNull();
    expect(checkScore('12')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(checkScore(undefined)).toBe('required');
    expect(checkScore('')).toBe('required');
    expect(checkScore(2.5)).toBe('integer');
    expect(checkScore('x')).toBe('integer');
    expect(checkScore(-1)).toBe('negative');
  });
});
