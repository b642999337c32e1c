// Checking a whole package: every submission it holds judged and held to what it expects (the CLI's `check`, and
// the site's import report), under the package's time limit, or the one its format derives from the accepted
// submissions (run first with a provisional limit). Judging one submission is package-judging.ts; what it breaks
// of its expectations, submission-expectations.ts.
import { packageMessage, type JudgeResult } from '@judge/contract';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { JudgeWorker } from '../worker.ts';
import { SUBMISSION_FOLDERS } from './icpc/expected-results.ts';
import { gradingDialectOf } from './icpc/grading-dialect.ts';
import { deriveTimeLimit } from './icpc/package-config.ts';
import type { PackageSubmission } from './icpc/package-submissions.ts';
import { casesOf, timeLimitUse, type CaseOutcome, type SubmissionRule } from './icpc/submission-rules.ts';
import type { LoadedProblem } from './load-problem.ts';
import {
  caseOutcomes,
  gradedVerdict,
  judgeSubmission,
  packageRules,
  type PackageRules,
} from './package-judging.ts';
import { submissionUnmet } from './submission-expectations.ts';
import { readSubmission } from './submission-files.ts';

/** The limit accepted submissions run under while the time limit is being derived (problemtools uses 60 s). */
export const PROVISIONAL_TIME_LIMIT_MS = 10_000;

export interface SubmissionCheck {
  /** Relative to the package. */
  path: string;
  folder: string;
  /** Verdicts that meet the expectation (empty: none is compared). */
  expected: string[];
  /** The verdict the package's grader gave (a scoring submission below the maximum is AC here, PA on the site). */
  verdict: string;
  score: number;
  /** `@EXPECTED_SCORE@` or submissions.yaml `score`: an exact score or an inclusive range. */
  expectedScore?: number | [number, number];
  /** A person decides (DOMjudge check_manually): listed, never a difference. */
  manual?: boolean;
  /** What the report says about the expectation (an unknown folder, an annotation that disagrees). */
  notes: string[];
  ok: boolean;
  /** What the submission broke of its rules, one line each (2023-07: case by case). */
  unmet: string[];
  /** Why it was not judged (a language this judge does not run, as DOMjudge skips one it does not know). */
  notJudged?: string;
  /** Absent when it was not judged. */
  result?: JudgeResult;
}

export interface PackageCheck {
  timeLimitMs: number;
  /** How the time limit was found, for people. */
  timeLimitSource: string;
  /** Legacy scoring packages: whose reading of testdata.yaml grades them, and why. */
  grading?: string;
  /** What was read but judged with a caveat (no data/secret, folders no tool knows). */
  warnings: string[];
  submissions: SubmissionCheck[];
}

/** The slowest run of a submission on the cases its rules say bound the time limit from below (0: none). */
function lowerBoundMs(rules: SubmissionRule[], cases: CaseOutcome[]): number {
  const scopes = rules.filter((rule) => timeLimitUse(rule) === 'lower').map((rule) => casesOf(rule, cases));
  return Math.max(0, ...scopes.flat().map((c) => c.timeMs));
}

/** The time limit: the package's own, or derived from the slowest accepted submission as its version says. */
export async function resolveTimeLimit(
  worker: JudgeWorker,
  loaded: LoadedProblem,
  dir: string,
  rules: PackageRules = packageRules(loaded, dir),
): Promise<{ timeLimitMs: number; source: string; accepted: Map<string, JudgeResult> }> {
  const judged = new Map<string, JudgeResult>();
  if (loaded.problem.timeLimitMs > 0 || !loaded.icpc)
    return {
      timeLimitMs: loaded.problem.timeLimitMs,
      source: packageMessage('timeLimitGiven'),
      accepted: judged,
    };
  // Legacy: the accepted submissions; 2023-07: every submission a rule forbids to time out on some cases.
  const bounding = loaded.submissions.filter(
    (entry) =>
      (rules.caseByCase
        ? rules.of(entry.path).some((rule) => timeLimitUse(rule) === 'lower')
        : entry.folder === 'accepted') && !whyNotJudged(worker, entry.path),
  );
  let slowest = 0;
  for (const submission of bounding) {
    const result = await judgeSubmission(worker, loaded, submission.path, {
      timeLimitMs: PROVISIONAL_TIME_LIMIT_MS,
    });
    judged.set(submission.path, result);
    slowest = Math.max(
      slowest,
      rules.caseByCase
        ? lowerBoundMs(rules.of(submission.path), caseOutcomes(loaded, dir, result))
        : result.timeMs,
    );
  }
  if (judged.size === 0)
    throw new Error(`${dir}: no time limit and no accepted submission to derive one from`);
  const seconds = deriveTimeLimit(loaded.icpc, slowest / 1000);
  return {
    timeLimitMs: Math.round(seconds * 1000),
    source: packageMessage(rules.caseByCase ? 'timeLimitFromNoTimeout' : 'timeLimitFromAccepted', {
      ms: String(slowest),
      factor: String(loaded.icpc.limits.timeMultiplier),
      seconds: String(seconds),
    }),
    accepted: judged,
  };
}

export async function checkPackage(
  worker: JudgeWorker,
  loaded: LoadedProblem,
  dir: string,
  onChecked: (check: SubmissionCheck) => void = () => undefined,
): Promise<PackageCheck> {
  // Read (and its globs compiled) once for both the time limit and the checks.
  const rules = packageRules(loaded, dir);
  const { timeLimitMs, source, accepted } = await resolveTimeLimit(worker, loaded, dir, rules);
  const submissions: SubmissionCheck[] = [];
  // ICPC packages list their submissions with their expectations (icpc/package-submissions.ts).
  for (const submission of loaded.submissions as PackageSubmission[]) {
    const notJudged = whyNotJudged(worker, submission.path);
    if (notJudged) {
      const check = unjudgedCheck(dir, submission, notJudged);
      submissions.push(check);
      onChecked(check);
      continue;
    }
    // A submission judged while deriving the limit keeps that result if its slowest case fits the derived limit
    // (with the multiplier it always does); otherwise it is judged again under the limit.
    const earlier = accepted.get(submission.path);
    const result =
      earlier && earlier.timeMs <= timeLimitMs
        ? earlier
        : await judgeSubmission(worker, loaded, submission.path, { timeLimitMs });
    const { unmet, expectedScore } = await submissionUnmet(
      { loaded, dir, rules, timeLimitMs },
      submission,
      result,
      (options) => judgeSubmission(worker, loaded, submission.path, options),
    );
    const check: SubmissionCheck = {
      path: relative(dir, submission.path),
      folder: submission.folder,
      expected: submission.expected,
      verdict: gradedVerdict(result),
      score: result.score,
      ok: unmet.length === 0,
      unmet,
      expectedScore,
      manual: submission.manual,
      notes: submission.notes ?? [],
      result,
    };
    submissions.push(check);
    onChecked(check);
  }
  return { timeLimitMs, timeLimitSource: source, ...packageNotes(loaded, dir), submissions };
}

/** Why a submission cannot be judged here (its language is unknown or not installed), or undefined. */
export function whyNotJudged(worker: JudgeWorker, path: string): string | undefined {
  try {
    readSubmission(path, worker.languages);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

function unjudgedCheck(dir: string, submission: PackageSubmission, why: string): SubmissionCheck {
  return {
    path: relative(dir, submission.path),
    folder: submission.folder,
    expected: submission.expected,
    verdict: '-',
    score: 0,
    ok: true,
    unmet: [],
    expectedScore: submission.expectedScore,
    manual: submission.manual,
    notes: submission.notes ?? [],
    notJudged: why,
  };
}

/** What the report says about the package as a whole. */
function packageNotes(loaded: LoadedProblem, dir: string): Pick<PackageCheck, 'grading' | 'warnings'> {
  const warnings: string[] = [...(loaded.warnings ?? [])];
  if (loaded.icpc && !existsSync(join(dir, 'data', 'secret'))) warnings.push(packageMessage('noSecretData'));
  // A Polygon package's solutions are held to their tags, not to folders.
  const folders = new Set(
    loaded.format === 'icpc' ? loaded.submissions.map((submission) => submission.folder) : [],
  );
  for (const folder of folders)
    if (!(folder in SUBMISSION_FOLDERS)) warnings.push(packageMessage('unknownFolder', { folder }));
  if (!loaded.icpc || loaded.icpc.version !== 'legacy' || !loaded.icpc.scoring) return { warnings };
  const { dialect, reason } = gradingDialectOf(dir);
  return {
    warnings,
    grading: `${dialect === 'domjudge' ? "DOMjudge's" : "problemtools'"} reading of testdata.yaml (${reason})`,
  };
}

export {
  abbreviation,
  caseOutcomes,
  continueOnReject,
  gradedVerdict,
  judgeSubmission,
  packageRules,
  verdictMeets,
  type PackageRules,
} from './package-judging.ts';
export { outOfRange, submissionUnmet, type CheckedPackage, type Rejudge } from './submission-expectations.ts';
