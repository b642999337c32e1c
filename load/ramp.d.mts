// Types of ramp.mjs for the TypeScript tests that import it.
import type { LoadReport } from './report.mjs';
export const READ_P95_LIMIT_MS: number;
export function rampVerdict(report: Pick<LoadReport, 'errors' | 'calls'>): {
  held: boolean;
  reason: string | null;
};
export function ramp(options: {
  start: number;
  max: number;
  play: (contestants: number) => Promise<Pick<LoadReport, 'errors' | 'calls'>>;
  log?: (line: string) => void;
}): Promise<{
  steps: { contestants: number; held: boolean; reason: string | null }[];
  ceiling: number | null;
}>;
