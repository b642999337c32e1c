import { describe, expect, it } from 'vitest';
import { timeLeft } from './HomeTimers';

describe('timeLeft', () => {
  const now = Date.parse('2026-05-01T00:00:00Z');
  it('splits the time left into days, hours, minutes and seconds', () => {
    const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(timeLeft(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, passed: false });
  });
  it('is all zero and passed once the target has come', () => {
    expect(timeLeft(now, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, passed: true });
    expect(timeLeft(now - 5000, now).passed).toBe(true);
    expect(timeLeft(now - 5000, now).seconds).toBe(0);
  });
});
