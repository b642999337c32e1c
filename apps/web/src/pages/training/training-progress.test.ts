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

  it('takes the colour of its step: up to 20, 40, 60, 80 and 100 %', () => {
    expect([0, 1, 2, 3, 4, 5].map((ac) => trainingProgressColor(ac, 5))).toEqual([
      '#909399',
      '#909399',
      '#e6a23c',
      '#5cb87a',
      '#1989fa',
      '#f56c6c',
    ]);
  });
});
