// Types of kill.mjs for the TypeScript tests that import it.
import type { Recorder } from './stats.mjs';
export function shouldRetryWrite(outcome: { status?: number }): boolean;
export function callsAfter(
  recorder: Recorder,
  fromSecond: number,
): { name: string; count: number; errors: number }[];
export interface SubmitAttempt {
  key: string;
  submitId: number | null;
  retried?: boolean;
}
export function exactlyOnce(input: {
  sent: SubmitAttempt[];
  stored: { key: string; submitId: number }[];
  submissionsInContest: number;
}): {
  attempts: number;
  answered: number;
  retried: number;
  stored: number;
  submissionsInContest: number;
  missing: number;
  duplicateKeys: number;
  unkeyed: number;
  holds: boolean;
};
export function killLines(
  kill:
    | {
        killedAtSecond: number | null;
        exactlyOnce: ReturnType<typeof exactlyOnce>;
        callsAfterKill: ReturnType<typeof callsAfter>;
      }
    | undefined,
): string[];
