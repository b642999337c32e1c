import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/request';
import { secondsLeft, secondsLeftOf } from './submit-cooldown';

describe('the submission interval count-down', () => {
  it('counts whole seconds up, and stops at 0', () => {
    expect(secondsLeft(10_000, 2_000)).toBe(8);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('reads the seconds a refusal says are left', () => {
    expect(secondsLeftOf(new ApiError('wait', 429, 'COOLDOWN', { secondsLeft: 4 }))).toBe(4);
    expect(secondsLeftOf(new ApiError('wait', 429, 'COOLDOWN', null))).toBeUndefined();
    expect(secondsLeftOf(new Error('x'))).toBeUndefined();
  });
});
