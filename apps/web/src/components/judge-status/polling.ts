import { JudgeStatus } from '@judge/contract';

/** Spec 1-core §4.2 and §9: submissions are checked every 2 s, at most 300 times; test runs every 1 s. */
export const SUBMISSION_POLL_MS = 2000;
export const SUBMISSION_POLL_MAX_CHECKS = 300;
export const TEST_RUN_POLL_MS = 1000;

const IN_PROGRESS: number[] = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING];
/** Pending, Compiling and Judging are the statuses a client keeps polling. */
export const isInProgress = (status: number) => IN_PROGRESS.includes(status);

export interface PollingOptions {
  intervalMs: number;
  /** The poll stops after this many checks even if the work is not done. */
  maxChecks: number;
  /** One check; resolves true to keep polling. A rejection stops the poll ("polling stops on any error"). */
  check: () => Promise<boolean>;
  /** Called once when the poll ends by itself (done, error or the check limit), not when stopped. */
  onEnd?: (reason: 'done' | 'error' | 'limit') => void;
}

/**
 * Runs `check` every `intervalMs` until it says done, fails or reaches `maxChecks`. The next check
 * is scheduled only after the previous one answered, so slow answers never overlap.
 * Returns a function that stops the poll.
 */
export function startPolling({ intervalMs, maxChecks, check, onEnd }: PollingOptions): () => void {
  let stopped = false;
  let checks = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const end = (reason: 'done' | 'error' | 'limit') => {
    if (stopped) return;
    stopped = true;
    onEnd?.(reason);
  };

  const schedule = () => {
    timer = setTimeout(async () => {
      if (stopped) return;
      checks += 1;
      let keepGoing: boolean;
      try {
        keepGoing = await check();
      } catch {
        end('error');
        return;
      }
      if (stopped) return;
      if (!keepGoing) end('done');
      else if (checks >= maxChecks) end('limit');
      else schedule();
    }, intervalMs);
  };

  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * Checks when told instead of on a timer (the push stream's events, docs/live-updates.md): once at once (what
 * happened before), then on each `trigger`, one check at a time (a trigger during a check runs one more after it),
 * until `check` says done or fails. An urgent trigger (the verdict) checks at once; another (progress) at most once
 * per `minGapMs` since the last check began, later if sooner, so a check is never made more often than the poll
 * would. With `safetyMs`, a check that often anyway, in case a trigger was lost. Returns the trigger, a stop, and
 * `done` (the answer came another way).
 */
export function startTriggeredChecks({
  check,
  onEnd,
  minGapMs = 0,
  safetyMs,
  checkFirst = true,
}: Pick<PollingOptions, 'check' | 'onEnd'> & {
  minGapMs?: number;
  safetyMs?: number;
  /** false: no check at once (the events meanwhile are replayed instead); the first is a trigger's. */
  checkFirst?: boolean;
}) {
  let stopped = false;
  let running = false;
  let again = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  let later: ReturnType<typeof setTimeout> | undefined;
  let safety: ReturnType<typeof setInterval> | undefined;
  const halt = () => {
    stopped = true;
    clearTimeout(later);
    clearInterval(safety);
  };
  const end = (reason: 'done' | 'error') => {
    halt();
    onEnd?.(reason);
  };
  const run = async (): Promise<void> => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    lastStart = Date.now();
    let keepGoing: boolean;
    try {
      keepGoing = await check();
    } catch {
      running = false;
      if (!stopped) end('error');
      return;
    }
    running = false;
    if (stopped) return;
    if (!keepGoing) return end('done');
    if (again) {
      again = false;
      return run();
    }
  };
  if (checkFirst) void run();
  const checks = {
    trigger(urgent = true) {
      if (stopped) return;
      if (urgent) {
        clearTimeout(later);
        later = undefined;
        void run();
        return;
      }
      if (later !== undefined) return;
      const wait = lastStart + minGapMs - Date.now();
      if (wait <= 0) void run();
      else
        later = setTimeout(() => {
          later = undefined;
          void run();
        }, wait);
    },
    stop: halt,
    /** Ends the checks as done without a check: the answer came otherwise (a pushed event carried it). */
    done: () => {
      if (!stopped) end('done');
    },
  };
  if (safetyMs !== undefined && !stopped) safety = setInterval(() => checks.trigger(false), safetyMs);
  return checks;
}
