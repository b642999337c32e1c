import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCooldownTimer } from './cooldown';

describe('createCooldownTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts a 60 s cooldown down to zero and then stops', () => {
    const seen: number[] = [];
    const timer = createCooldownTimer((left) => seen.push(left));
    timer.start(60);
    expect(seen).toEqual([60]);
    vi.advanceTimersByTime(1000);
    expect(timer.remaining()).toBe(59);
    vi.advanceTimersByTime(59_000);
    expect(timer.remaining()).toBe(0);
    expect(seen.at(-1)).toBe(0);
    const count = seen.length;
    vi.advanceTimersByTime(5000);
    expect(seen.length).toBe(count);
  });

  it('follows the clock even when ticks are late', () => {
    let clock = 0;
    const timer = createCooldownTimer(
      () => {},
      () => clock,
    );
    timer.start(90);
    clock = 45_500;
    expect(timer.remaining()).toBe(45);
    clock = 90_000;
    expect(timer.remaining()).toBe(0);
  });

  it('restarting replaces the running countdown', () => {
    const timer = createCooldownTimer(() => {});
    timer.start(90);
    vi.advanceTimersByTime(80_000);
    timer.start(60);
    expect(timer.remaining()).toBe(60);
    timer.stop();
  });
});
