import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JudgeStatus } from '@judge/contract';
import { isInProgress, startPolling, startTriggeredChecks } from './polling';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startPolling', () => {
  it('checks once per interval until the check says done', async () => {
    const answers = [true, true, false];
    const check = vi.fn(async () => answers.shift()!);
    const onEnd = vi.fn();
    startPolling({ intervalMs: 2000, maxChecks: 300, check, onEnd });

    await vi.advanceTimersByTimeAsync(1999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onEnd).toHaveBeenCalledWith('done');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('gives up after the maximum number of checks', async () => {
    const check = vi.fn(async () => true);
    const onEnd = vi.fn();
    startPolling({ intervalMs: 2000, maxChecks: 300, check, onEnd });
    await vi.advanceTimersByTimeAsync(2000 * 400);
    expect(check).toHaveBeenCalledTimes(300);
    expect(onEnd).toHaveBeenCalledWith('limit');
  });

  it('stops on the first failed check', async () => {
    const check = vi.fn(async () => {
      throw new Error('network');
    });
    const onEnd = vi.fn();
    startPolling({ intervalMs: 1000, maxChecks: 300, check, onEnd });
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith('error');
  });

  it('never overlaps a slow check with the next one', async () => {
    let running = 0;
    let maxRunning = 0;
    const check = vi.fn(async () => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((resolve) => setTimeout(resolve, 5000));
      running -= 1;
      return true;
    });
    startPolling({ intervalMs: 1000, maxChecks: 5, check });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(5);
    expect(maxRunning).toBe(1);
  });

  it('does nothing more once stopped, and does not report an end', async () => {
    const check = vi.fn(async () => true);
    const onEnd = vi.fn();
    const stop = startPolling({ intervalMs: 1000, maxChecks: 300, check, onEnd });
    await vi.advanceTimersByTimeAsync(2000);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(onEnd).not.toHaveBeenCalled();
  });
});

describe('isInProgress', () => {
  it('is true for Pending, Compiling and Judging only', () => {
    expect([5, 6, 7].every(isInProgress)).toBe(true);
    for (const status of Object.values(JudgeStatus).filter((s) => ![5, 6, 7].includes(s))) {
      expect(isInProgress(status)).toBe(false);
    }
  });
});

describe('startTriggeredChecks', () => {
  it('checks at once, then once per trigger, one at a time, until the check says done', async () => {
    const answers: ((keepGoing: boolean) => void)[] = [];
    const check = vi.fn(() => new Promise<boolean>((resolve) => answers.push(resolve)));
    const onEnd = vi.fn();
    const checks = startTriggeredChecks({ check, onEnd });
    expect(check).toHaveBeenCalledTimes(1);
    // Two triggers while the first check runs: one more check after it, not two at once.
    checks.trigger();
    checks.trigger();
    expect(check).toHaveBeenCalledTimes(1);
    answers.shift()!(true);
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(2));
    answers.shift()!(true);
    await Promise.resolve();
    expect(check).toHaveBeenCalledTimes(2);
    checks.trigger();
    expect(check).toHaveBeenCalledTimes(3);
    answers.shift()!(false);
    await vi.waitFor(() => expect(onEnd).toHaveBeenCalledWith('done'));
    checks.trigger();
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('checks on progress no more often than the poll would, on the verdict at once', async () => {
    const check = vi.fn(async () => true);
    const checks = startTriggeredChecks({ check, minGapMs: 2000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    checks.trigger(false);
    checks.trigger(false);
    await vi.advanceTimersByTimeAsync(1999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    checks.trigger(false);
    checks.trigger(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(3);
    // The urgent check took the place of the waiting one.
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(3);
    checks.stop();
  });

  it('checks every safetyMs anyway while no trigger comes, until done', async () => {
    const answers = [true, true, false];
    const check = vi.fn(async () => answers.shift()!);
    startTriggeredChecks({ check, minGapMs: 2000, safetyMs: 30_000 });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('ends on a failed check and stays silent once stopped', async () => {
    const onEnd = vi.fn();
    startTriggeredChecks({ check: () => Promise.reject(new Error('offline')), onEnd });
    await vi.waitFor(() => expect(onEnd).toHaveBeenCalledWith('error'));
    const quiet = vi.fn();
    const check = vi.fn(async () => true);
    const stopped = startTriggeredChecks({ check, onEnd: quiet });
    stopped.stop();
    stopped.trigger();
    expect(check).toHaveBeenCalledTimes(1);
    expect(quiet).not.toHaveBeenCalled();
  });
});
