import {
  IDE_RUN_LIMITS,
  judgeProfileSchema,
  type JudgeProblem,
  type JudgeProfile,
  type JudgeTask,
} from '@judge/contract';
import { parseFiles } from '../../problems/facts.ts';
import type { ProblemRow } from '../../problems/facts.ts';

export interface StoredCase {
  position: number;
  inputHash: string;
  outputHash: string | null;
  score: number;
  groupNum: number | null;
}

/** An imported ICPC package's judge settings (migration 018), or none. */
export function judgeProfileOf(problem: Pick<ProblemRow, 'judgeProfile'>): JudgeProfile {
  if (!problem.judgeProfile) return {};
  const parsed = judgeProfileSchema.safeParse(JSON.parse(problem.judgeProfile));
  return parsed.success ? parsed.data : {};
}

/** The judge's view of a problem: limits, modes, checker or interactor, extra files (and an ICPC profile). */
export function judgeProblemOf(problem: ProblemRow): JudgeProblem {
  const base = formProblemOf(problem);
  const profile = judgeProfileOf(problem);
  const { interactorKind, caseValidatorArgs: _cases, checker, ...rest } = profile;
  void _cases;
  return {
    ...base,
    ...rest,
    // The form's checker program stays the source; the profile says how to run it (a Kattis validator, another
    // judge's dialect) only while the form still holds the checker the profile was recorded for.
    checker: checker && formStillHolds(checker, problem) ? checker : base.checker,
    interactor:
      base.interactor && interactorKind ? { ...base.interactor, kind: interactorKind } : base.interactor,
  };
}

/**
 * Whether the form still describes the profile's checker: its program, in its language, as the special judge; or,
 * for a comparison (an ICPC validator's flags), no special judge. An admin's later edit of the special judge in
 * the form then judges as the form says, not as the package once did. An interactive problem's form holds only
 * the interactor, so its checker (a Polygon package's, beside the interactor) stays the profile's.
 */
function formStillHolds(
  checker: NonNullable<JudgeProfile['checker']>,
  problem: Pick<ProblemRow, 'judgeMode' | 'spjCode' | 'spjLanguage'>,
): boolean {
  if (problem.judgeMode === 'interactive') return true;
  if (!('source' in checker)) return problem.judgeMode === 'default';
  return (
    problem.judgeMode === 'spj' &&
    problem.spjCode === checker.source &&
    (problem.spjLanguage ?? 'C') === checker.language
  );
}

function formProblemOf(problem: ProblemRow): JudgeProblem {
  const special =
    problem.judgeMode !== 'default' && problem.spjCode
      ? { source: problem.spjCode, language: problem.spjLanguage ?? 'C' }
      : null;
  return {
    problemId: problem.problemId,
    type: problem.type === 1 ? 1 : 0,
    timeLimitMs: problem.timeLimit,
    memoryLimitMb: problem.memoryLimit,
    stackLimitMb: problem.stackLimit,
    judgeMode: problem.judgeMode as JudgeProblem['judgeMode'],
    judgeCaseMode: problem.judgeCaseMode as JudgeProblem['judgeCaseMode'],
    isRemoveEndBlank: problem.isRemoveEndBlank === 1,
    ioScore: problem.ioScore,
    difficulty: problem.difficulty,
    fileIO:
      problem.isFileIo === 1 && problem.ioReadFileName && problem.ioWriteFileName
        ? { inputName: problem.ioReadFileName, outputName: problem.ioWriteFileName }
        : undefined,
    // A checker that includes testlib.h speaks testlib's protocol (partial points on stderr);
    // otherwise it follows the reference system's `spj input user_output answer` convention.
    checker:
      problem.judgeMode === 'spj' && special
        ? {
            kind: special.source.includes('testlib.h') ? 'testlib' : 'spj',
            source: special.source,
            language: special.language,
            args: [],
          }
        : { kind: 'default' },
    interactor: problem.judgeMode === 'interactive' && special ? { ...special, kind: 'testlib' } : undefined,
    userExtraFiles: parseFiles(problem.userExtraFile),
    judgeExtraFiles: parseFiles(problem.judgeExtraFile),
  };
}

export function submissionTask(
  submission: { id: number; version: number; language: string; code: string },
  problem: ProblemRow,
  cases: StoredCase[],
): JudgeTask {
  return {
    taskId: `submission-${submission.id}-v${submission.version}`,
    submissionId: submission.id,
    language: submission.language,
    source: submission.code,
    problem: judgeProblemOf(problem),
    testCases: casesOf(problem, cases),
  };
}

/** The stored cases as the judge takes them, with an ICPC profile's validator flags per case. */
export function casesOf(problem: ProblemRow, cases: StoredCase[]): JudgeTask['testCases'] {
  const validatorArgs = judgeProfileOf(problem).caseValidatorArgs ?? {};
  return cases.map((c) => ({
    index: c.position,
    input: { hash: c.inputHash },
    output: c.outputHash ? { hash: c.outputHash } : undefined,
    score: c.score,
    groupNum: c.groupNum ?? undefined,
    validatorArgs: validatorArgs[String(c.position)],
  }));
}

/** A test run: the user's own input, compared with their expected output when given. */
export function testRunTask(
  run: { runKey: string; language: string; code: string; userInput: string; expectedOutput: string | null },
  /** Null for a run of the online IDE: the limits a new problem gets. */
  problem: ProblemRow | null,
): JudgeTask {
  const judgeProblem: JudgeProblem = problem
    ? judgeProblemOf(problem)
    : {
        ...IDE_RUN_LIMITS,
        problemId: '',
        type: 0,
        judgeMode: 'default',
        judgeCaseMode: 'default',
        isRemoveEndBlank: true,
        difficulty: 0,
        checker: { kind: 'default' },
        userExtraFiles: {},
        judgeExtraFiles: {},
      };
  return {
    taskId: `test-run-${run.runKey}`,
    language: run.language,
    source: run.code,
    // A test run shows the program's output; it has no answer to check against unless the user gave one.
    problem: {
      ...judgeProblem,
      judgeMode: judgeProblem.judgeMode === 'interactive' ? 'interactive' : 'default',
      checker: { kind: 'default' },
      judgeCaseMode: 'default',
      type: 0,
      // Examples are stored without their final newline: a test run forgives trailing blanks.
      isRemoveEndBlank: true,
    },
    testCases: [
      {
        index: 0,
        input: { content: run.userInput },
        output: { content: run.expectedOutput ?? '' },
        score: 0,
      },
    ],
    isTestRun: true,
  };
}
