import { describe, expect, it } from 'vitest';
import { progressPercent, trainingProgressColor } from './training-progress';

describe('training progress', () => {
  it('is solved over total in percent with two decimals, 0 for an empty training', () => {
    expect(progressPercent(2, 4)).toBe(50);
    expect(progressPercent(1, 3)).toBe(33.33);
    expect(progressPercent(2, 3)).toBe(66.67);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(5, 4)).toBe(100);
  });

  it('takes the colour of its step: up to 20, 40, 60 and 80 %, then green when every problem is solved', () => {
    expect([0, 1, 2, 3, 4, 5].map((ac) => trainingProgressColor(ac, 5))).toEqual([
      '#909399',
      '#909399',
      '#e6a23c',
      '#5cb87a',
      '#1989fa',
      '#52c41a',
    ]);
    // 2/2 is complete, never the error red (#f56c6c) the contest slider ends in.
    expect(trainingProgressColor(2, 2)).toBe('#52c41a');
    expect(trainingProgressColor(9, 10)).toBe('#f56c6c');
  });
});
