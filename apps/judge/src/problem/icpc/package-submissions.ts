// The example submissions of an ICPC package (files, or folders of several files), each with what the package
// expects of it: its folder's verdict, narrowed or replaced by DOMjudge's annotations in its source
// (expected-results.ts). A folder no reference tool knows is listed with a note, never refused.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expectationOf, parseAnnotation, SUBMISSION_FOLDERS } from './expected-results.ts';

/** Which verdicts a submissions folder accepts, for the folders that name one. */
export const expectedVerdictsByFolder: Record<string, string[]> = Object.fromEntries(
  Object.entries(SUBMISSION_FOLDERS).flatMap(([folder, known]) =>
    'verdicts' in known && !known.manual ? [[folder, known.verdicts]] : [],
  ),
);

export interface PackageSubmission {
  path: string;
  folder: string;
  /** Verdicts that meet the package's expectation (empty: none is compared). */
  expected: string[];
  /** DOMjudge's `@EXPECTED_SCORE@`. */
  expectedScore?: number;
  /** A person decides (DOMjudge's check_manually): judged and listed, never a difference. */
  manual?: boolean;
  /** problemtools' partially_accepted: accepted below the maximum score. */
  belowMaximum?: boolean;
  /** What the report should say about the expectation (an unknown folder, an annotation that disagrees). */
  notes?: string[];
}

/** The files of a submission (itself, or a folder's files), as text for the annotations. */
function sourcesOf(path: string): string[] {
  if (!statSync(path).isDirectory()) return [readFileSync(path, 'latin1')];
  return readdirSync(path)
    .sort()
    .map((name) => join(path, name))
    .filter((file) => statSync(file).isFile())
    .map((file) => readFileSync(file, 'latin1'));
}

export function listSubmissions(dir: string): PackageSubmission[] {
  const root = join(dir, 'submissions');
  if (!existsSync(root)) return [];
  const out: PackageSubmission[] = [];
  for (const folder of readdirSync(root).sort()) {
    const folderPath = join(root, folder);
    if (!statSync(folderPath).isDirectory()) continue;
    for (const name of readdirSync(folderPath).sort()) {
      if (name.startsWith('.')) continue;
      const path = join(folderPath, name);
      const expectation = expectationOf(folder, sourcesOf(path).map(parseAnnotation));
      out.push({
        path,
        folder,
        expected: expectation.expected,
        expectedScore: expectation.expectedScore,
        manual: expectation.manual,
        belowMaximum: expectation.belowMaximum,
        notes: expectation.notes,
      });
    }
  }
  return out;
}
