// What a package says its submissions should get, read as the reference tools read it: the submissions folder a
// file sits in (DOMjudge's and problemtools' folder names), and DOMjudge's `@EXPECTED_RESULTS@: A, B` and
// `@EXPECTED_SCORE@: N` annotations in the source. Verdicts are named in our abbreviations (AC, WA, TLE, ...),
// plus NO-OUTPUT (DOMjudge's wrong answer with an empty output). Pure: the caller reads the files.
import { packageMessage } from '@judge/contract';

/** A result name of the reference tools (upper case) and the verdicts of ours that stand for it. */
const RESULT_NAMES: Record<string, string[]> = {
  CORRECT: ['AC'],
  ACCEPTED: ['AC'],
  'WRONG-ANSWER': ['WA', 'PE'],
  WRONG_ANSWER: ['WA', 'PE'],
  TIMELIMIT: ['TLE'],
  TIME_LIMIT_EXCEEDED: ['TLE'],
  // DOMjudge counts a program over its memory limit as a run error.
  'RUN-ERROR': ['RE', 'MLE'],
  RUN_TIME_ERROR: ['RE', 'MLE'],
  'COMPILER-ERROR': ['CE'],
  COMPILER_ERROR: ['CE'],
  'NO-OUTPUT': ['NO-OUTPUT'],
  NO_OUTPUT: ['NO-OUTPUT'],
  'OUTPUT-LIMIT': ['OLE'],
  OUTPUT_LIMIT: ['OLE'],
};

/** What a folder's name promises, when it promises a verdict at all. */
export interface FolderExpectation {
  verdicts: string[];
  /** The tool that names the folder so, for the report. */
  by: string;
  /** problemtools' partially_accepted: accepted, and below the maximum score. */
  belowMaximum?: boolean;
  /** The verdict is left to a person (DOMjudge's check_manually). */
  manual?: boolean;
}

/**
 * The submissions folders the reference tools know. DOMjudge reads the folder's name as a result name
 * (`time_limit_exceeded` is TIMELIMIT); folders that name no result (`multiple`, `mixed-verdicts`, `partial`)
 * take the annotation in the source. problemtools judges five folders; `slow_accepted` (BAPCtools, Kattis'
 * examples) is correct but may run out of time.
 */
export const SUBMISSION_FOLDERS: Record<string, FolderExpectation | { fromAnnotation: true; by: string }> = {
  accepted: { verdicts: ['AC'], by: 'DOMjudge, problemtools' },
  wrong_answer: { verdicts: ['WA', 'PE'], by: 'DOMjudge, problemtools' },
  time_limit_exceeded: { verdicts: ['TLE'], by: 'DOMjudge, problemtools' },
  run_time_error: { verdicts: ['RE', 'MLE', 'OLE'], by: 'DOMjudge, problemtools' },
  compiler_error: { verdicts: ['CE'], by: 'DOMjudge' },
  compile_error: { verdicts: ['CE'], by: 'ours' },
  no_output: { verdicts: ['NO-OUTPUT'], by: 'DOMjudge' },
  output_limit: { verdicts: ['OLE'], by: 'DOMjudge' },
  output_limit_exceeded: { verdicts: ['OLE', 'RE'], by: 'ours' },
  memory_limit_exceeded: { verdicts: ['MLE', 'RE'], by: 'ours' },
  presentation_error: { verdicts: ['PE'], by: 'ours' },
  check_manually: { verdicts: [], manual: true, by: 'DOMjudge' },
  multiple: { fromAnnotation: true, by: 'DOMjudge' },
  'mixed-verdicts': { fromAnnotation: true, by: 'DOMjudge' },
  partial: { fromAnnotation: true, by: 'DOMjudge' },
  // problemtools grades it AC below the maximum; a 2023-07 grading gives the first rejection with points: PA.
  partially_accepted: { verdicts: ['AC', 'PA'], belowMaximum: true, by: 'problemtools' },
  slow_accepted: { verdicts: ['AC', 'TLE'], by: 'BAPCtools' },
  rejected: { verdicts: ['WA', 'TLE', 'RE', 'MLE', 'OLE', 'PE'], by: '2023-07 format' },
  brute_force: { verdicts: ['TLE', 'RE', 'MLE', 'AC'], by: '2023-07 format' },
};

export interface Annotation {
  /** Result names as written (upper case, trimmed), with our verdicts for them. */
  results?: { names: string[]; verdicts: string[] };
  score?: number;
}

const MARKERS = ['@EXPECTED_RESULTS@: ', '@EXPECTED_SCORE@: '] as const;

function occurrences(text: string, marker: string): number[] {
  const found: number[] = [];
  const lower = text.toLowerCase();
  for (
    let at = lower.indexOf(marker.toLowerCase());
    at >= 0;
    at = lower.indexOf(marker.toLowerCase(), at + 1)
  )
    found.push(at);
  return found;
}

/** A result name as DOMjudge normalises it (upper case, `ACCEPTED` for `CORRECT` and so on). */
export function verdictsOfResultName(name: string): string[] | undefined {
  return RESULT_NAMES[name.trim().toUpperCase()];
}

/**
 * DOMjudge's annotations in one source file (SubmissionService::parseExpectedAnnotation): the text after the
 * marker up to the end of its line; `@EXPECTED_SCORE@` with a number is a score, with anything else a list of
 * results, as `@EXPECTED_RESULTS@` is. `'duplicate'`: a marker twice (DOMjudge refuses such a submission).
 */
export function parseAnnotation(source: string): Annotation | 'duplicate' | undefined {
  const annotation: Annotation = {};
  for (const marker of MARKERS) {
    const found = occurrences(source, marker);
    if (found.length === 0) continue;
    if (found.length > 1) return 'duplicate';
    const start = found[0] + marker.length;
    const end = source.indexOf('\n', start);
    const text = source.slice(start, end < 0 ? undefined : end).trim();
    if (marker === '@EXPECTED_SCORE@: ' && text !== '' && Number.isFinite(Number(text))) {
      if (annotation.score !== undefined) return 'duplicate';
      annotation.score = Number(text);
      continue;
    }
    if (annotation.results) return 'duplicate';
    const names = text.split(',').map((name) => name.trim().toUpperCase());
    annotation.results = {
      names,
      verdicts: [...new Set(names.flatMap((name) => verdictsOfResultName(name) ?? []))],
    };
  }
  return annotation.results || annotation.score !== undefined ? annotation : undefined;
}

/** The expectation of one package submission, with notes for the report. */
export interface SubmissionExpectation {
  /** Verdicts that meet it (empty: none is compared). */
  expected: string[];
  expectedScore?: number;
  /** A person decides (DOMjudge check_manually, CHECK-MANUALLY): listed, never counted as a difference. */
  manual?: boolean;
  belowMaximum?: boolean;
  notes: string[];
}

/**
 * A folder's promise merged with the source's annotation as DOMjudge's import does: an annotation naming several
 * results, one of them the folder's, is narrowed to the folder's; an annotation that disagrees with its folder
 * wins (DOMjudge warns); folders that name no result take the annotation; unknown folders are listed, not judged
 * against anything, unless the source says what to expect.
 */
export function expectationOf(
  folder: string,
  annotations: (Annotation | 'duplicate' | undefined)[],
): SubmissionExpectation {
  const known = SUBMISSION_FOLDERS[folder];
  const notes: string[] = [];
  const found = annotations.filter((annotation) => annotation !== undefined);
  if (found.includes('duplicate') || found.length > 1)
    return {
      expected: [],
      manual: true,
      notes: [packageMessage('severalAnnotations')],
    };
  const annotation = found[0] as Annotation | undefined;
  const fromFolder = known && 'verdicts' in known ? known : undefined;
  if (!known) notes.push(packageMessage('folderNotKnown', { folder }));
  const expectation: SubmissionExpectation = {
    expected: fromFolder?.verdicts ?? [],
    expectedScore: annotation?.score,
    manual: fromFolder?.manual,
    belowMaximum: fromFolder?.belowMaximum,
    notes,
  };
  const results = annotation?.results;
  if (results) {
    const unknown = results.names.filter((name) => !verdictsOfResultName(name));
    if (unknown.includes('CHECK-MANUALLY') || unknown.includes('CHECK_MANUALLY')) {
      expectation.manual = true;
      expectation.expected = [];
    } else if (unknown.length > 0) {
      notes.push(packageMessage('annotationUnknownResults', { names: unknown.join(', ') }));
      expectation.expected = [];
      expectation.manual = true;
    } else if (fromFolder && fromFolder.verdicts.some((verdict) => results.verdicts.includes(verdict)))
      expectation.expected = fromFolder.verdicts.filter((verdict) => results.verdicts.includes(verdict));
    else {
      if (fromFolder && !fromFolder.manual)
        notes.push(packageMessage('annotationDisagrees', { names: results.names.join(', ') }));
      expectation.expected = results.verdicts;
      expectation.manual = false;
    }
  }
  if (expectation.expected.length === 0 && expectation.expectedScore === undefined && !expectation.manual)
    notes.push(packageMessage('listedOnly'));
  return expectation;
}
