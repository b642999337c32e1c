// One non-interactive case: run the program (again on each `nextpass.in` for ICPC multi-pass), check its output.
import { copyFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JudgeStatus, type CaseResult, type ParsedJudgeTask } from '@judge/contract';
import {
  caseResult,
  outcomeStatus,
  outputLimitFor,
  round2,
  type Helpers,
  type JudgeContext,
  type PreparedCase,
} from './case-run.ts';
import { checkWithText, isProgramChecker, runProgramChecker, type CheckOutcome } from './checker-run.ts';
import { judgeInteractiveCase } from './interactive.ts';
import { caseTmpDir, readHead, runCompiledProgram, type CompiledProgram } from './programs.ts';
import type { RunResult } from '../sandbox/index.ts';

const USER_OUTPUT_PREVIEW = 1000;
const TEST_RUN_OUTPUT_PREVIEW = 10000;

export async function judgeCase(
  context: JudgeContext,
  task: ParsedJudgeTask,
  program: CompiledProgram,
  helpers: Helpers,
  testCase: PreparedCase,
  scratch: string,
): Promise<CaseResult> {
  if (task.problem.judgeMode === 'interactive' && helpers.interactor)
    return judgeInteraction(
      context,
      task,
      program,
      { ...helpers, interactor: helpers.interactor },
      testCase,
      scratch,
    );
  const passes = task.problem.validationPasses ?? 1;
  const feedbackDir = join(scratch, `feedback-${testCase.index}`);
  let input = testCase.inputPath;
  let timeMs = 0;
  let memoryKb = 0;
  for (let pass = 1; ; pass++) {
    const { result, check } = await runAndCheck(
      context,
      task,
      program,
      helpers,
      testCase,
      input,
      feedbackDir,
    );
    // The limits apply to each pass; the case reports the largest.
    timeMs = Math.max(timeMs, result.timeMs);
    memoryKb = Math.max(memoryKb, result.memoryKb);
    const total = { timeMs, memoryKb, passes: passes > 1 ? pass : undefined };
    const fail = (message: string) => ({
      ...caseResult(testCase, JudgeStatus.SYSTEM_ERROR, null, { message }),
      ...total,
    });
    if (check?.nextPassInput === undefined) return { ...result, ...total };
    if (passes === 1)
      return fail('the output validator wrote nextpass.in, but the problem is not multi-pass');
    if (pass >= passes)
      return fail(`the output validator asked for more than validation_passes (${passes}) passes`);
    input = join(scratch, `pass-${testCase.index}-${pass + 1}.in`);
    await copyFile(check.nextPassInput, input);
  }
}

/**
 * An interactive case. With a checker program beside a testlib interactor (a Polygon package), the checker then
 * judges what the interactor wrote (`tout`) against the answer, as Polygon and Codeforces judge it; the
 * interactor alone decides otherwise (the reference system's interactive problems have no checker).
 */
async function judgeInteraction(
  context: JudgeContext,
  task: ParsedJudgeTask,
  program: CompiledProgram,
  helpers: Helpers & { interactor: CompiledProgram },
  testCase: PreparedCase,
  scratch: string,
): Promise<CaseResult> {
  const checked = helpers.checker && task.problem.interactor?.kind !== 'kattis' ? helpers.checker : undefined;
  const tout = checked ? join(scratch, `tout-${testCase.index}`) : undefined;
  const result = await judgeInteractiveCase(
    context,
    task,
    program,
    helpers.interactor,
    testCase,
    scratch,
    tout,
  );
  if (!checked || !tout || result.status !== JudgeStatus.ACCEPTED) return result;
  const check = await runProgramChecker(
    context,
    task,
    checked,
    testCase,
    tout,
    join(scratch, `feedback-${testCase.index}`),
  );
  return {
    ...result,
    status: check.status,
    score: round2(testCase.score * check.scoreRatio),
    scoreRatio: check.scoreRatio,
    message: check.message || result.message,
  };
}

/** One run of the program on `inputPath` and the check of its output. */
async function runAndCheck(
  context: JudgeContext,
  task: ParsedJudgeTask,
  program: CompiledProgram,
  helpers: Helpers,
  testCase: PreparedCase,
  inputPath: string,
  feedbackDir: string,
): Promise<{ run: RunResult; result: CaseResult; check?: CheckOutcome }> {
  const { problem } = task;
  const answer = testCase.answerPath ? await readFile(testCase.answerPath) : Buffer.alloc(0);
  const preview = task.isTestRun ? TEST_RUN_OUTPUT_PREVIEW : USER_OUTPUT_PREVIEW;
  return context.sandbox.withBox(async (box) => {
    for (const name of Object.keys(problem.userExtraFiles)) {
      if (!program.artifacts.includes(name)) await box.writeFile(name, problem.userExtraFiles[name]);
    }
    if (problem.fileIO) {
      await box.linkFile(inputPath, problem.fileIO.inputName);
      await box.writableFile(problem.fileIO.outputName);
    }
    const run = await runCompiledProgram(box, program, {
      stdinPath: problem.fileIO ? undefined : inputPath,
      timeLimitMs: problem.timeLimitMs,
      memoryLimitMb: problem.memoryLimitMb,
      stackLimitMb: problem.stackLimitMb,
      outputLimitBytes: outputLimitFor(task, answer.length),
      languageFactors: problem.languageFactors,
      env: { TMPDIR: caseTmpDir(testCase.index) },
      // A package's submissions are judged as DOMjudge judges them: output past the limit is cut and the program
      // runs on (a flood is TLE, past the limit then ended is OLE); the site's own problems end it at the limit.
      truncateOutput: problem.programConventions === 'package',
      writableBox: problem.writableWorkingDir,
    });
    const userOutputPath = problem.fileIO ? join(box.dir, problem.fileIO.outputName) : run.stdoutPath;
    const userOutput = await readHead(userOutputPath, preview);
    if (run.outcome !== 'ok') {
      const stderr = await readHead(run.stderrPath, 500);
      const result = caseResult(testCase, outcomeStatus[run.outcome], run, {
        userOutput,
        message: run.outcome === 'runtime-error' && stderr ? `${run.detail}\n${stderr}` : run.detail,
      });
      return { run, result };
    }
    const check =
      helpers.checker && isProgramChecker(problem.checker)
        ? await runProgramChecker(
            context,
            task,
            helpers.checker,
            // A later pass is validated against its own input (the nextpass.in), as the format's tools do.
            { ...testCase, inputPath },
            userOutputPath,
            feedbackDir,
          )
        : await checkWithText(task, userOutputPath, answer, testCase.validatorArgs);
    const result = caseResult(testCase, check.status, run, {
      score: round2(testCase.score * check.scoreRatio),
      userOutput,
      message: check.message || undefined,
      scoreRatio: check.scoreRatio,
      validatorScore: check.validatorScore,
    });
    return { run, result, check };
  });
}
