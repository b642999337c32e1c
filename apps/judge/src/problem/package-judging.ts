// Judging one of a package's own submissions and reading the result as the package's tools read it: the
// verdict compared with what a submission expects, each case's outcome in the format's words, the rules of
// submissions.yaml that apply to it. Shared by the CLI's `check` and the site's import.
import {
  JudgeStatus,
  verdictAbbreviation,
  type IcpcGroup,
  type JudgeResult,
  type JudgeTask,
} from '@judge/contract';
import { join, relative } from 'node:path';
import type { JudgeWorker } from '../worker.ts';
import {
  readSubmissionRules,
  rulesFor,
  type CaseOutcome,
  type CaseVerdict,
  type SubmissionRule,
} from './icpc/submission-rules.ts';
import type { LoadedProblem } from './load-problem.ts';
import { readSubmission } from './submission-files.ts';

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
    entryFileName: submission.entryFileName,
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
