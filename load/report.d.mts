// Types of report.mjs for the TypeScript tests that import it.
import type { ProxyFigures } from './proxy-log.mjs';
import type { Recorder, Summary } from './stats.mjs';
export const START_WINDOW_S: number;
export const READ_GOAL_MS: number;
export interface LoadReport {
  requests: number;
  errors: number;
  requestsPerContestantMinute: number;
  maxQueue: number;
  submissions: number;
  wrongVerdicts: number;
  unfinished: number;
  staleness: {
    count: number;
    p50: number | null;
    p95: number | null;
    p99: number | null;
    max: number | null;
  };
  stalenessUnseen: number;
  /** Each judged submission's creation to its verdict's write, from the database (run.mjs). */
  judgedAtServer?: {
    count: number;
    p50: number | null;
    p95: number | null;
    p99: number | null;
    max: number | null;
  };
  calls: ({ name: string; count: number; errors: number } & Record<string, unknown>)[];
  /** The generator's own event loop: its worst delay per second, summarised. */
  generatorDelay: Summary;
  /** A run whose contestants waited for the start: its first START_WINDOW_S seconds, and the start's event. */
  start: {
    fromSecond: number;
    /** The generator's worst event-loop delay in the start's seconds. */
    generatorDelayMaxMs: number;
    calls: ({ name: string } & Summary)[];
    event: Summary;
    eventMissed: number;
  } | null;
  /** nginx's own timing (production topology; run.mjs adds it once the run is over). */
  proxy?: ProxyFigures | null;
  processes: { name: string; cpuMean: number; cpuMax: number; memoryMax: number }[];
  meta: { topology: string; contestants: number; push?: boolean } & Record<string, unknown>;
  [key: string]: unknown;
}
export function buildReport(input: {
  recorder: Recorder;
  meta: {
    topology: string;
    contestants: number;
    playedMs: number;
    loadAverage: string;
    cores?: number;
    push?: boolean;
    /** The run's second at which the contest started, when its contestants waited for it. */
    startSecond?: number | null;
  };
  tallies: { submissions: number; wrongVerdicts: number; unfinished: number };
}): LoadReport;
export function reportText(report: LoadReport): string;
export function reportHtml(report: LoadReport): string;
