// Judging one submission: compile, run every case the judge mode asks for, check, score.
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  JUDGE_SOURCE_LIMIT_BYTES,
  JudgeStatus,
  judgeTaskSchema,
  type CaseResult,
  type IcpcGroup,
  type JudgeProgress,
  type JudgeResult,
  type JudgeStatusCode,
  type JudgeTask,
  type ParsedJudgeTask,
} from '@judge/contract';
import type { Helpers, JudgeContext, PreparedCase } from './case-run.ts';
import { isProgramChecker } from './checker-run.ts';
import { judgeCase } from './judge-case.ts';
import { runCustomGrader } from './custom-grader.ts';
import { judgeIcpcGroup, type GroupGrader } from './icpc-grading.ts';
import { executeCases, judgeCaseModes, summarizeSubmission, type SubmissionSummary } from './modes.ts';
import { compileProgram, type CompiledProgram } from './programs.ts';
import { decidedStatus } from './decided-verdict.ts';
import { languageForConventions } from '../languages/index.ts';

export type { JudgeContext } from './case-run.ts';
export { outcomeStatus } from './case-run.ts';

const kib = (bytes: number) => Math.ceil(bytes / 1024);

function failedResult(
  task: ParsedJudgeTask,
  judger: string,
  status: JudgeStatusCode,
  message: string,
  unsafe: boolean,
): JudgeResult {
  return {
    type: 'result',
    taskId: task.taskId,
    status,
    score: 0,
    oiRankScore: 0,
    timeMs: 0,
    memoryKb: 0,
    errorMessage: message,
    judgeCaseMode: task.problem.judgeCaseMode,
    cases: [],
    subtasks: [],
    unsafe,
    judger,
  };
}

export async function judgeTask(
  context: JudgeContext,
  rawTask: JudgeTask,
  onProgress: (progress: JudgeProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<JudgeResult> {
  const task = judgeTaskSchema.parse(rawTask);
  const { sandbox, judger } = context;
  const unsafe = sandbox.unsafe;
  const { problem } = task;
  onProgress({
    type: 'progress',
    taskId: task.taskId,
    phase: 'compiling',
    done: 0,
    total: task.testCases.length,
  });

  const sourceLimit = problem.sourceLimitBytes ?? JUDGE_SOURCE_LIMIT_BYTES;
  const sourceBytes = [task.source, ...Object.values(task.sourceFiles)].reduce(
    (total, text) => total + Buffer.byteLength(text),
    0,
  );
  if (sourceBytes > sourceLimit)
    return failedResult(
      task,
      judger,
      JudgeStatus.COMPILE_ERROR,
      `The source is ${kib(sourceBytes)} KiB, over the limit of ${kib(sourceLimit)} KiB: it was not compiled.`,
      unsafe,
    );

  let language;
  try {
    language = languageForConventions(
      context.languages,
      context.languages.get(task.language),
      problem.programConventions,
    );
  } catch (error) {
    // The server only offers enabled languages; a stray one is the submitter's choice, not a judge failure.
    return failedResult(task, judger, JudgeStatus.COMPILE_ERROR, (error as Error).message, unsafe);
  }

  const helpers: Helpers = {};
  const disposables: CompiledProgram[] = [];
  const scratch = join(sandbox.workDir(), `task-${randomBytes(6).toString('hex')}`);
  try {
    const compiled = await compileProgram(
      sandbox,
      language,
      task.source,
      problem.userExtraFiles,
      task.sourceFiles,
      1,
      problem.programConventions ?? 'site',
      task.entryFileName,
    );
    if (!compiled.ok)
      return failedResult(
        task,
        judger,
        compiled.systemError ? JudgeStatus.SYSTEM_ERROR : JudgeStatus.COMPILE_ERROR,
        compiled.message,
        unsafe,
      );
    disposables.push(compiled.program);

    const checkerSpec = problem.checker;
    if (isProgramChecker(checkerSpec)) {
      const result = await compileHelper(
        context,
        checkerSpec.language,
        checkerSpec.source,
        problem.judgeExtraFiles,
      );
      if ('error' in result)
        return failedResult(task, judger, JudgeStatus.SYSTEM_ERROR, `checker: ${result.error}`, unsafe);
      helpers.checker = result.program;
      disposables.push(result.program);
    }
    if (problem.judgeMode === 'interactive') {
      if (!problem.interactor)
        return failedResult(
          task,
          judger,
          JudgeStatus.SYSTEM_ERROR,
          'interactive problem without an interactor',
          unsafe,
        );
      const result = await compileHelper(
        context,
        problem.interactor.language,
        problem.interactor.source,
        problem.judgeExtraFiles,
      );
      if ('error' in result)
        return failedResult(task, judger, JudgeStatus.SYSTEM_ERROR, `interactor: ${result.error}`, unsafe);
      helpers.interactor = result.program;
      disposables.push(result.program);
    }
    let customGrader: GroupGrader | undefined;
    const grader = problem.icpcGrading?.grader;
    if (grader) {
      const result = await compileHelper(context, grader.language, grader.source, grader.extraFiles);
      if ('error' in result)
        return failedResult(task, judger, JudgeStatus.SYSTEM_ERROR, `grader: ${result.error}`, unsafe);
      disposables.push(result.program);
      customGrader = (group, grades) => runCustomGrader(context, result.program, group, grades);
    }

    await mkdir(scratch, { recursive: true });
    const cases: PreparedCase[] = [];
    for (const testCase of task.testCases) {
      cases.push({
        index: testCase.index,
        score: testCase.score,
        groupNum: testCase.groupNum,
        inputPath: await context.testData.resolve(testCase.input),
        answerPath: testCase.output ? await context.testData.resolve(testCase.output) : undefined,
        validatorArgs: testCase.validatorArgs,
      });
    }

    let done = 0;
    const runOne = async (testCase: PreparedCase): Promise<CaseResult> => {
      if (signal?.aborted) return cancelled(testCase, 'judging was cancelled');
      return judgeCase(context, task, compiled.program, helpers, testCase, scratch);
    };
    const report = (result: CaseResult) => {
      done++;
      onProgress({
        type: 'progress',
        taskId: task.taskId,
        phase: 'judging',
        case: result,
        done,
        total: cases.length,
      });
    };
    const outcome = problem.icpcGrading
      ? await judgeIcpcCases(
          problem.icpcGrading,
          problem.icpcScoring === true,
          cases,
          runOne,
          report,
          customGrader,
        )
      : await judgeByMode(task, cases, runOne, report);
    const systemErrors = outcome.results.filter((result) => result.status === JudgeStatus.SYSTEM_ERROR);
    return {
      type: 'result',
      taskId: task.taskId,
      ...outcome.summary,
      errorMessage: systemErrors.length > 0 ? systemErrors[0].message : undefined,
      judgeCaseMode: problem.judgeCaseMode,
      cases: outcome.results,
      unsafe,
      judger,
    };
  } finally {
    await Promise.all(disposables.map((program) => program.dispose()));
    await rm(scratch, { recursive: true, force: true });
  }
}

async function compileHelper(
  context: JudgeContext,
  languageName: string,
  source: string,
  judgeExtraFiles: Record<string, string>,
): Promise<{ program: CompiledProgram } | { error: string }> {
  let language;
  try {
    language = context.languages.get(languageName);
  } catch (error) {
    return { error: (error as Error).message };
  }
  const compiled = await compileProgram(context.sandbox, language, source, judgeExtraFiles);
  return compiled.ok ? { program: compiled.program } : { error: `compilation failed: ${compiled.message}` };
}

function cancelled(testCase: PreparedCase, message: string): CaseResult {
  return {
    index: testCase.index,
    status: JudgeStatus.CANCELLED,
    timeMs: 0,
    memoryKb: 0,
    score: 0,
    groupNum: testCase.groupNum,
    message,
  };
}

interface CasesOutcome {
  results: CaseResult[];
  summary: SubmissionSummary;
}

/** Our problems: the judge case mode decides which cases run and how they score (modes.ts). */
async function judgeByMode(
  task: ParsedJudgeTask,
  cases: PreparedCase[],
  runOne: (testCase: PreparedCase) => Promise<CaseResult>,
  report: (result: CaseResult) => void,
): Promise<CasesOutcome> {
  const { problem } = task;
  const mode = judgeCaseModes[problem.judgeCaseMode];
  const results = await executeCases(mode, cases, runOne, report);
  const summary = summarizeSubmission({
    mode,
    problemType: problem.type,
    cases,
    results,
    ioScore: problem.ioScore,
    difficulty: problem.difficulty,
  });
  return { results, summary: { ...summary, status: decidedStatus(problem.type, results, summary.status) } };
}

/** ICPC packages: the test data groups decide (icpc-grading.ts); a scoring problem's score is the root's. */
async function judgeIcpcCases(
  tree: IcpcGroup,
  scoring: boolean,
  cases: PreparedCase[],
  runOne: (testCase: PreparedCase) => Promise<CaseResult>,
  report: (result: CaseResult) => void,
  customGrader?: GroupGrader,
): Promise<CasesOutcome> {
  const byIndex = new Map(cases.map((testCase) => [testCase.index, testCase]));
  const results: CaseResult[] = [];
  const groups: NonNullable<JudgeResult['groups']> = [];
  const grade = await judgeIcpcGroup(
    tree,
    async (index) => {
      const result = await runOne(byIndex.get(index)!);
      results.push(result);
      report(result);
      return { result, scoreRatio: result.scoreRatio ?? (result.status === JudgeStatus.ACCEPTED ? 1 : 0) };
    },
    {
      onSkipped: (index, why) => {
        const result = cancelled(byIndex.get(index)!, `not run: ${why}`);
        results.push(result);
        report(result);
      },
      customGrader,
      onGroup: (group, graded) =>
        groups.push({ name: group.name, status: graded.status, score: Math.round(graded.score * 1e6) / 1e6 }),
    },
  );
  // A custom grader may give a negative score; the site's scores start at 0.
  const score = scoring ? Math.max(0, Math.round(grade.score * 1e6) / 1e6) : 0;
  // Scoring problems: below the maximum (or rejected somewhere) with points is Partially Accepted.
  const partial =
    scoring &&
    ((grade.status === JudgeStatus.ACCEPTED && tree.maxScore !== undefined && score < tree.maxScore) ||
      (grade.status !== JudgeStatus.ACCEPTED && score > 0));
  results.sort((a, b) => a.index - b.index);
  return {
    results,
    summary: {
      status: partial ? JudgeStatus.PARTIAL_ACCEPTED : grade.status,
      gradedStatus: grade.status,
      groups,
      score,
      oiRankScore: 0,
      timeMs: Math.max(0, ...results.map((result) => result.timeMs)),
      memoryKb: Math.max(0, ...results.map((result) => result.memoryKb)),
      subtasks: [],
    },
  };
}
