import type { ContestControlPorts } from './contest-control.ts';
import type { ThawsRepo } from './thaws.repo.ts';

/** How often the worker looks for a thaw that is due (injectable). */
export interface ThawTiming {
  pollMs: number;
  now(): number;
}
export const REAL_THAW_TIMING: ThawTiming = { pollMs: 1000, now: Date.now };

/**
 * Carries out the thaws set for a later time (PATCH `scoreboard_thaw_time`, contest-control.ts): every poll, each
 * contest whose thaw is due has its seal lifted and the thaw marked done. Each server runs one; two lifting the
 * same seal at once do the same thing twice. A failure is left due and tried at the next poll.
 */
export function createThawWorker(
  thaws: Pick<ThawsRepo, 'due' | 'markApplied'>,
  control: Pick<ContestControlPorts, 'thawNow'>,
  onError: (error: unknown) => void,
  timing: ThawTiming = REAL_THAW_TIMING,
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  async function tick() {
    for (const cid of await thaws.due(new Date(timing.now()).toISOString())) {
      await control.thawNow(cid);
      await thaws.markApplied(cid);
    }
  }
  return {
    tick,
    start() {
      timer ??= setInterval(() => {
        running ??= tick()
          .catch(onError)
          .finally(() => {
            running = null;
          });
      }, timing.pollMs);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type ThawWorker = ReturnType<typeof createThawWorker>;
