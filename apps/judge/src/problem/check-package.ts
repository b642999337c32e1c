// Judging a package's own submissions against the verdicts their folders expect: the CLI's `check`, and the
// site's import report. A package without an explicit time limit gets the one its format derives from the
// accepted submissions (run first with a provisional limit).
// 2023-07 packages are checked case by case against submissions.yaml and the default directories
// (icpc/submission-rules.ts); legacy ones by the verdict their folder names.
import {
  JudgeStatus,
  verdictAbbreviation,
  type IcpcGroup,
  type JudgeResult,
  type JudgeTask,
} from '@judge/contract';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { JudgeWorker } from '../worker.ts';
import { SUBMISSION_FOLDERS } from './icpc/expected-results.ts';
import { gradingDialectOf } from './icpc/grading-dialect.ts';
import { deriveTimeLimit } from './icpc/package-config.ts';
import type { PackageSubmission } from './icpc/package-submissions.ts';
import {
  casesOf,
  readSubmissionRules,
  rulesFor,
  scoreMatches,
  timeLimitUse,
  unmetRules,
  type CaseOutcome,
  type CaseVerdict,
  type SubmissionRule,
} from './icpc/submission-rules.ts';
import type { LoadedProblem } from './load-problem.ts';
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

export const abbreviation = (status: number) => verdictAbbreviation[status] ?? String(status);

/** The verdict to compare with the package's expectation: the grader's own (AC for a partial score). */
export const gradedVerdict = (result: JudgeResult) => abbreviation(result.gradedStatus ?? result.status);

/**
 * Whether the obtained verdict is one the submission may get. DOMjudge's NO-OUTPUT is a wrong answer whose first
 * rejected case printed nothing.
 */
export function verdictMeets(expected: string[], result: JudgeResult): boolean {
  const verdict = gradedVerdict(result);
  // partially_accepted expects PA, the status a 2023-07 scoring submission with points but a rejection shows.
  if (expected.includes(verdict) || expected.includes(abbreviation(result.status))) return true;
  if (!expected.includes('NO-OUTPUT') || verdict !== 'WA') return false;
  const decisive = [...result.cases]
    .sort((a, b) => a.index - b.index)
    .find((c) => c.status !== JudgeStatus.ACCEPTED && c.status !== JudgeStatus.CANCELLED);
  return decisive?.status === JudgeStatus.WRONG_ANSWER && decisive.userOutput === '';
}

export async function judgeSubmission(
  worker: JudgeWorker,
  loaded: LoadedProblem,
  path: string,
  options: {
    languageName?: string;
    timeLimitMs?: number;
    /** Run every case, as if each group continued after a rejection (checking rules on cases judging skipped). */
    everyCase?: boolean;
    onProgress?: Parameters<JudgeWorker['judge']>[1];
  } = {},
): Promise<JudgeResult> {
  const submission = readSubmission(path, worker.languages, options.languageName);
  const task: JudgeTask = {
    taskId: `${relative(process.cwd(), path)}-${Date.now()}`,
    language: submission.language.name,
    source: submission.source,
    sourceFiles: submission.sourceFiles,
    problem: {
      ...loaded.problem,
      timeLimitMs: options.timeLimitMs ?? loaded.problem.timeLimitMs,
      icpcGrading:
        options.everyCase && loaded.problem.icpcGrading
          ? continueOnReject(loaded.problem.icpcGrading)
          : loaded.problem.icpcGrading,
    },
    testCases: loaded.testCases,
  };
  return worker.judge(task, options.onProgress);
}

/** The grading tree with every group going on after a rejection (so every case runs). */
export function continueOnReject(group: IcpcGroup): IcpcGroup {
  return {
    ...group,
    onReject: 'continue',
    items: group.items.map((item) => ('case' in item ? item : { group: continueOnReject(item.group) })),
  };
}

const CASE_VERDICT: Record<string, CaseVerdict> = {
  AC: 'AC',
  PA: 'AC',
  WA: 'WA',
  PE: 'WA',
  TLE: 'TLE',
  RE: 'RTE',
  MLE: 'RTE',
  OLE: 'RTE',
};

/** Each case's name (relative to data/, without .in) with its verdict in the format's four, or none if not run. */
export function caseOutcomes(loaded: LoadedProblem, dir: string, result: JudgeResult): CaseOutcome[] {
  const byIndex = new Map(result.cases.map((c) => [c.index, c]));
  return loaded.testCases.map((testCase) => {
    const run = byIndex.get(testCase.index);
    const path = 'path' in testCase.input ? testCase.input.path : String(testCase.index);
    return {
      name: relative(join(dir, 'data'), path).replace(/\.in$/, ''),
      verdict: run ? CASE_VERDICT[abbreviation(run.status)] : undefined,
      timeMs: run && run.status !== JudgeStatus.CANCELLED ? run.timeMs : 0,
      message: run?.message,
    };
  });
}

const submissionName = (dir: string, path: string) => relative(join(dir, 'submissions'), path);

export interface PackageRules {
  /** 2023-07: rules case by case; legacy: only the scores submissions.yaml gives. */
  caseByCase: boolean;
  of(path: string): SubmissionRule[];
}

export function packageRules(loaded: LoadedProblem, dir: string): PackageRules {
  const caseByCase = loaded.icpc?.version === '2023-07';
  const entries = loaded.icpc ? readSubmissionRules(dir) : [];
  return {
    caseByCase,
    of: (path) =>
      rulesFor(entries, submissionName(dir, path)).filter((rule) => caseByCase || rule.score !== undefined),
  };
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
    return { timeLimitMs: loaded.problem.timeLimitMs, source: 'given by the package', accepted: judged };
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
    source: `derived: slowest ${rules.caseByCase ? 'run that may not time out' : 'accepted run'} ${slowest} ms x ${loaded.icpc.limits.timeMultiplier} -> ${seconds} s`,
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

/** problemtools' check: a group's score outside its `range` is an error of the package. */
export function outOfRange(tree: IcpcGroup | undefined, result: JudgeResult): string[] {
  const ranges = new Map<string, [number, number]>();
  const collect = (group: IcpcGroup) => {
    if (group.range) ranges.set(group.name, group.range);
    for (const item of group.items) if ('group' in item) collect(item.group);
  };
  if (tree) collect(tree);
  return (result.groups ?? []).flatMap((group) => {
    const range = ranges.get(group.name);
    if (!range || (group.score >= range[0] - 1e-6 && group.score <= range[1] + 1e-6)) return [];
    return [`${group.name}: score ${group.score} outside its range ${range[0]} ${range[1]}`];
  });
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
  if (loaded.icpc && !existsSync(join(dir, 'data', 'secret')))
    warnings.push('no data/secret: judged on data/sample alone');
  // A Polygon package's solutions are held to their tags, not to folders.
  const folders = new Set(
    loaded.format === 'icpc' ? loaded.submissions.map((submission) => submission.folder) : [],
  );
  for (const folder of folders)
    if (!(folder in SUBMISSION_FOLDERS))
      warnings.push(
        `submissions/${folder} is not a folder DOMjudge or problemtools knows: listed, not refused`,
      );
  if (!loaded.icpc || loaded.icpc.version !== 'legacy' || !loaded.icpc.scoring) return { warnings };
  const { dialect, reason } = gradingDialectOf(dir);
  return {
    warnings,
    grading: `${dialect === 'domjudge' ? "DOMjudge's" : "problemtools'"} reading of testdata.yaml (${reason})`,
  };
}

/** A package being checked: its rules and the time limit its submissions are judged under. */
export interface CheckedPackage {
  loaded: LoadedProblem;
  dir: string;
  rules: PackageRules;
  timeLimitMs: number;
}

/** Judges the submission again under other terms: a longer limit, or with every case run. */
export type Rejudge = (options: { timeLimitMs: number; everyCase: boolean }) => Promise<JudgeResult>;

/**
 * What one judged submission breaks of the package's expectations, one line each: 2023-07 rules case by case
 * when it has any, else its folder's verdict (and a submissions.yaml score). `rejudge` runs it again when the
 * rules need more than the first result (the CLI judges the package; the site its stored problem).
 */
export async function submissionUnmet(
  pkg: CheckedPackage,
  submission: { path: string; expected: string[]; expectedScore?: number; manual?: boolean },
  result: JudgeResult,
  rejudge: Rejudge,
): Promise<{ unmet: string[]; expectedScore?: number | [number, number] }> {
  const own = pkg.rules.of(submission.path);
  const expectedScore = own.find((rule) => rule.score !== undefined)?.score ?? submission.expectedScore;
  if (submission.manual) return { unmet: [], expectedScore };
  const verdict = gradedVerdict(result);
  const caseRules = own.filter((rule) => rule.permitted || rule.required || rule.message !== undefined);
  // problemtools holds a legacy partially_accepted submission to a graded AC; PA is the 2023-07 reading.
  const expected =
    pkg.loaded.icpc?.version === 'legacy'
      ? submission.expected.filter((v) => v !== 'PA')
      : submission.expected;
  if (!pkg.rules.caseByCase || caseRules.length === 0)
    return {
      unmet: [
        ...(expected.length === 0 || verdictMeets(expected, result)
          ? []
          : [`${verdict} (expected ${expected.join(' or ')})`]),
        ...unmetRules(own, [], result.score),
        ...(submission.expectedScore !== undefined && !scoreMatches(result.score, submission.expectedScore)
          ? [`score ${result.score} (expected ${submission.expectedScore}, @EXPECTED_SCORE@)`]
          : []),
        ...(pkg.loaded.icpc?.scoring ? outOfRange(pkg.loaded.problem.icpcGrading, result) : []),
      ],
      expectedScore,
    };
  return { unmet: await caseByCaseUnmet(pkg, submission, result, own, rejudge), expectedScore };
}

/**
 * A 2023-07 submission against its rules: its cases' verdicts (judging again with every case run when a rule
 * fails on cases that judging skipped), and for each rule that needs a time-out, a run under the limit times
 * time_limit_to_tle that must still time out (the format's upper bound on the time limit).
 */
async function caseByCaseUnmet(
  { loaded, dir, timeLimitMs }: CheckedPackage,
  submission: { path: string; expected: string[] },
  result: JudgeResult,
  rules: SubmissionRule[],
  rejudge: Rejudge,
): Promise<string[]> {
  const verdict = abbreviation(result.status);
  if (result.status === JudgeStatus.COMPILE_ERROR || result.status === JudgeStatus.SYSTEM_ERROR)
    return submission.expected.includes(verdict) ? [] : [`${verdict}: ${result.errorMessage ?? ''}`.trim()];
  let cases = caseOutcomes(loaded, dir, result);
  let unmet = unmetRules(rules, cases, result.score);
  if (unmet.length > 0 && cases.some((c) => !c.verdict)) {
    cases = caseOutcomes(loaded, dir, await rejudge({ timeLimitMs, everyCase: true }));
    unmet = unmetRules(rules, cases, result.score);
  }
  const upper = rules.filter((rule) => timeLimitUse(rule) === 'upper');
  if (upper.length > 0 && loaded.icpc) {
    const margin = loaded.icpc.limits.timeLimitToTle;
    const stretchedMs = Math.round(timeLimitMs * margin);
    const stretched = caseOutcomes(loaded, dir, await rejudge({ timeLimitMs: stretchedMs, everyCase: true }));
    for (const rule of upper)
      if (!casesOf(rule, stretched).some((c) => c.verdict === 'TLE'))
        unmet.push(
          `${rule.from}${rule.cases ? ` ${rule.cases}` : ''}: no time-out under ${stretchedMs} ms (the limit x ${margin}), so the time limit is too close to this submission`,
        );
  }
  return unmet;
}
