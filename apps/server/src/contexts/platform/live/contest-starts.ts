import type { LiveBus } from './live-bus.ts';

/** How far ahead a server looks for contests about to start, and how often it looks. */
const LOOKAHEAD_MS = 120_000;
const LOOK_EVERY_MS = 10_000;
/**
 * The event goes out this long after the start, so the contest gate, on this server's clock, already says running
 * when each reader's list is made (before the start it refuses the list). A timer never fires early by more than a
 * millisecond, and the same clock decides both: a margin of tens of milliseconds is enough, and every millisecond
 * of it is one more that every contestant waits (the load run times the event from zero, docs/load.md).
 */
export const AFTER_START_MS = 50;

/** What the start events ask the contests: those whose start falls in [fromMs, toMs). */
export interface ContestStarts {
  startingBetween(fromMs: number, toMs: number): Promise<{ cid: number; startMs: number }[]>;
}

/**
 * The `contest-started` events (docs/live-updates.md): each server looks every 10 s for contests starting within
 * two minutes and, a moment after each start, tells its own streams (the bus's `raiseHere`: every server does the
 * same for its readers, so nothing is relayed); each reader's event is shaped with their problem list
 * (event-presenters.ts). A start moved meanwhile is looked up again when its timer fires; a contest created less
 * than 10 s before its start gets no event, and its pages ask for the list as they do without the stream.
 */
export function scheduleContestStarts(
  bus: Pick<LiveBus, 'raiseHere'>,
  starts: ContestStarts,
  { onError, now = Date.now }: { onError: (error: unknown) => void; now?: () => number },
) {
  const timers = new Map<number, { startMs: number; timer: NodeJS.Timeout }>();
  let stopped = false;

  async function fire(cid: number, startMs: number) {
    try {
      const still = await starts.startingBetween(startMs, startMs + 1);
      // The problems are each reader's own (event-presenters.ts): the event raised carries none.
      if (!stopped && still.some((found) => found.cid === cid))
        bus.raiseHere({ kind: 'contest-started', cid, problems: [] }, { to: 'contest', cid });
    } finally {
      if (timers.get(cid)?.startMs === startMs) timers.delete(cid);
    }
  }

  /** Looks for contests starting soon and sets (or moves) their timers. */
  async function look(): Promise<void> {
    const from = now();
    for (const { cid, startMs } of await starts.startingBetween(from, from + LOOKAHEAD_MS)) {
      const known = timers.get(cid);
      if (stopped || known?.startMs === startMs) continue;
      if (known) clearTimeout(known.timer);
      const timer = setTimeout(
        () => void fire(cid, startMs).catch(onError),
        Math.max(0, startMs - now() + AFTER_START_MS),
      );
      timer.unref();
      timers.set(cid, { startMs, timer });
    }
  }

  void look().catch(onError);
  const looking = setInterval(() => void look().catch(onError), LOOK_EVERY_MS);
  looking.unref();
  return {
    look,
    /** The contests with a start event to come, by id: their start (ms). */
    scheduled: () => new Map([...timers].map(([cid, { startMs }]) => [cid, startMs])),
    stop() {
      stopped = true;
      clearInterval(looking);
      for (const { timer } of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
export type ContestStartEvents = ReturnType<typeof scheduleContestStarts>;
