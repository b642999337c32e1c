// Types of run.mjs for the TypeScript tests that import it.
import type { LoadReport } from './report.mjs';
export function runLoad(options: {
  topology: 'single' | 'production';
  contestants: number;
  minutes: number;
  solveMinutes: number;
  /** The contest starts this long after the set-up; contestants sign in over the wait (0: it runs already). */
  arrivalMinutes?: number;
  /** Contestants hold the push stream and fetch when told (docs/live-updates.md) instead of polling. */
  push?: boolean;
  /** The contestants' threads (load/players.mjs; 4 unless told). */
  threads?: number;
  log?: (line: string) => void;
}): Promise<LoadReport>;
