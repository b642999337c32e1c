// Types of report.mjs for the TypeScript tests that import it.
import type { Recorder } from './stats.mjs';
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
  };
  tallies: { submissions: number; wrongVerdicts: number; unfinished: number };
}): LoadReport;
export function reportText(report: LoadReport): string;
export function reportHtml(report: LoadReport): string;
