// Types of run.mjs for the TypeScript tests that import it.
import type { LoadReport } from './report.mjs';
export function runLoad(options: {
  topology: 'single' | 'production';
  contestants: number;
  minutes: number;
  solveMinutes: number;
  log?: (line: string) => void;
}): Promise<LoadReport>;
