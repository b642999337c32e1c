// The example submissions of an ICPC package (files, or folders of several files), with the verdicts each
// submissions folder expects.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { invalid } from './unsupported.ts';

/** Which verdicts a submissions folder accepts (ICPC has no PE; MLE and OLE are run-time errors there). */
export const expectedVerdictsByFolder: Record<string, string[]> = {
  accepted: ['AC'],
  partially_accepted: ['PA', 'AC'],
  wrong_answer: ['WA'],
  presentation_error: ['PE'],
  time_limit_exceeded: ['TLE'],
  run_time_error: ['RE', 'MLE', 'OLE'],
  memory_limit_exceeded: ['MLE', 'RE'],
  output_limit_exceeded: ['OLE', 'RE'],
  compile_error: ['CE'],
  rejected: ['WA', 'TLE', 'RE', 'MLE', 'OLE', 'PE'],
  brute_force: ['TLE', 'RE', 'MLE'],
};

export interface PackageSubmission {
  path: string;
  folder: string;
  expected: string[];
}

export function listSubmissions(dir: string): PackageSubmission[] {
  const root = join(dir, 'submissions');
  if (!existsSync(root)) return [];
  const out: PackageSubmission[] = [];
  for (const folder of readdirSync(root).sort()) {
    const folderPath = join(root, folder);
    if (!statSync(folderPath).isDirectory()) continue;
    const expected = expectedVerdictsByFolder[folder];
    if (!expected)
      invalid(
        `submissions/${folder} is not a verdict folder (${Object.keys(expectedVerdictsByFolder).join(', ')})`,
      );
    for (const name of readdirSync(folderPath).sort())
      if (!name.startsWith('.')) out.push({ path: join(folderPath, name), folder, expected });
  }
  return out;
}
