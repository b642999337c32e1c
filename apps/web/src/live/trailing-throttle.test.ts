import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trailingThrottle } from './trailing-throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('trailingThrottle', () => {
  it('fires at once, then folds the calls within the gap into one at its end', async () => {
    const fire = vi.fn();
    const throttle = trailingThrottle(5000, fire);
    throttle.call();
    expect(fire).toHaveBeenCalledTimes(1);
    throttle.call();
    throttle.call();
    await vi.advanceTimersByTimeAsync(4999);
    expect(fire).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fire).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fire).toHaveBeenCalledTimes(2);
    throttle.call();
    expect(fire).toHaveBeenCalledTimes(3);
    throttle.call();
    throttle.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fire).toHaveBeenCalledTimes(3);
  });
});

describe('trailingThrottle with paces of their own', () => {
  it('waits the slow gap for a slow call, brought forward by an ordinary one, counted from the last run', async () => {
    const fire = vi.fn();
    const throttle = trailingThrottle(10_000, fire);
    throttle.ran();
    throttle.call(30_000);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fire).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fire).toHaveBeenCalledTimes(1);
    throttle.call(30_000);
    await vi.advanceTimersByTimeAsync(5_000);
    throttle.call();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fire).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fire).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fire).toHaveBeenCalledTimes(2);
  });

  it('brings a waiting run forward to a quicker call, never later', async () => {
    const fire = vi.fn();
    const throttle = trailingThrottle(10_000, fire);
    throttle.ran();
    throttle.call();
    await vi.advanceTimersByTimeAsync(500);
    throttle.call(1_000);
    await vi.advanceTimersByTimeAsync(499);
    expect(fire).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fire).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fire).toHaveBeenCalledTimes(1);
  });
});
