import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@judge/contract';
import { AFTER_START_MS, scheduleContestStarts } from './contest-starts.ts';

/** The contests' starts (ms by id), as the table would answer. */
let startOf: Map<number, number>;
let raised: LiveEvent[];
const bus = { raiseHere: (event: LiveEvent) => void raised.push(event) };
const starts = {
  startingBetween: async (fromMs: number, toMs: number) =>
    [...startOf].filter(([, at]) => at >= fromMs && at < toMs).map(([cid, startMs]) => ({ cid, startMs })),
};

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  startOf = new Map();
  raised = [];
});
afterEach(() => vi.useRealTimers());

const started = () => raised.map((event) => (event.kind === 'contest-started' ? event.cid : null));

describe("the contests' start events", () => {
  it('are raised once, just after each start found ahead, and follow a start that moved', async () => {
    startOf
      .set(1, Date.now() + 5_000)
      .set(2, Date.now() + 8_000)
      .set(3, Date.now() + 600_000);
    const schedule = scheduleContestStarts(bus, starts, {
      onError: (error) => expect(error).toBeUndefined(),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect([...schedule.scheduled().keys()]).toEqual([1, 2]);

    startOf.set(2, Date.now() + 30_000);
    await vi.advanceTimersByTimeAsync(5_000 + AFTER_START_MS);
    expect(started()).toEqual([1]);
    // The 10 s look found contest 2's new start; its old moment passes without an event.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(started()).toEqual([1]);
    expect(schedule.scheduled().get(2)).toBe(startOf.get(2));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(started()).toEqual([1, 2]);
    expect(raised[0]).toEqual({ kind: 'contest-started', cid: 1, problems: [] });
    schedule.stop();
  });

  it('raises nothing once stopped', async () => {
    startOf.set(1, Date.now() + 5_000);
    const schedule = scheduleContestStarts(bus, starts, { onError: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    schedule.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(raised).toEqual([]);
    expect(schedule.scheduled().size).toBe(0);
  });
});
