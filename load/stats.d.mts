// Types of stats.mjs for the TypeScript tests that import it.
export interface Summary {
  count: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
}
export interface Recorder {
  startedAt: number;
  second(): number;
  call(name: string, ms: number, ok: boolean | 'resent', reason?: string): void;
  verdict(kind: string, ms: number): void;
  staleness(ms: number | null): void;
  startEvent(ms: number | null): void;
  sample(kind: 'queue' | 'processes' | 'generator', value: Record<string, unknown>): void;
  calls: Map<
    string,
    {
      latencies: number[];
      errors: number;
      resent: number;
      reasons: Map<string, number>;
      perSecond: Map<number, { count: number; errors: number; latencies: number[] }>;
    }
  >;
  verdictTimes: { kind: string; ms: number; at: number }[];
  stalenessTimes: { ms: number | null; at: number }[];
  startEvents: (number | null)[];
  series: {
    queue: { at: number; waiting: number }[];
    processes: Record<string, unknown>[];
    generator: { at: number; loopDelayMaxMs: number }[];
  };
}
export function quantile(sorted: number[], q: number): number | null;
export function summarize(values: number[]): Summary;
export function createRecorder(now?: () => number, startedAt?: number): Recorder;
export type RecordedData = Pick<
  Recorder,
  'calls' | 'verdictTimes' | 'stalenessTimes' | 'startEvents' | 'series'
>;
export function recordedData(recorder: Recorder): RecordedData;
export function mergeRecorded(recorder: Recorder, data: RecordedData): void;
export function worstLoopPerSecond(
  samples: { at: number; loopDelayMaxMs: number }[],
): { at: number; loopDelayMaxMs: number }[];
export function callTable(
  recorder: Recorder,
): ({ name: string; errors: number; resent: number; reasons: Record<string, number> } & Summary)[];
export function latencyOverTime(
  recorder: Recorder,
): { at: number; count: number; errors: number; p50: number | null; p95: number | null }[];
export function callTableBetween(
  recorder: Recorder,
  fromSecond: number,
  toSecond: number,
): ({ name: string } & Summary)[];
