// Checking one output: a built-in comparator, or a checker program run in its own box.
import { chmod, cp, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { JudgeStatus, type ParsedJudgeTask } from '@judge/contract';
import {
  compareOutputs,
  parseDefaultValidatorFlags,
  LEMON_FULL_SCORE,
  programCheckerConventions,
  type ProgramCheckerConvention,
  type ProgramCheckerKind,
  type ProgramCheckerVerdict,
  type TextCheckerOptions,
} from '../checkers/index.ts';
import { CHECKER_LIMITS, type JudgeContext, type PreparedCase } from './case-run.ts';
import type { Box } from '../sandbox/index.ts';
import { readHead, runCompiledProgram, type CompiledProgram } from './programs.ts';

export interface CheckOutcome extends ProgramCheckerVerdict {
  /** ICPC validators: a `score.txt` they wrote (an absolute score for the case). */
  validatorScore?: number;
  /** ICPC multi-pass: host path of the `nextpass.in` the validator wrote (the next pass's input). */
  nextPassInput?: string;
}

type CheckerSpec = ParsedJudgeTask['problem']['checker'];

export const isProgramChecker = (
  checker: CheckerSpec,
): checker is Extract<CheckerSpec, { kind: ProgramCheckerKind }> => checker.kind in programCheckerConventions;

/** The built-in comparators: options come from the checker spec (and the problem's remove-end-blank). */
export async function checkWithText(
  task: ParsedJudgeTask,
  userOutputPath: string,
  answer: Buffer,
  validatorArgs: string[] = [],
): Promise<CheckOutcome> {
  const { checker } = task.problem;
  const fullOutput = await readFile(userOutputPath).catch(() => Buffer.alloc(0));
  const options: TextCheckerOptions = { removeEndBlank: task.problem.isRemoveEndBlank };
  if (checker.kind === 'token') options.caseSensitive = checker.caseSensitive;
  if (checker.kind === 'float' || checker.kind === 'icpc') {
    options.absoluteTolerance = checker.absoluteTolerance;
    options.relativeTolerance = checker.relativeTolerance;
  }
  if (checker.kind === 'icpc') {
    // A group's output validator flags add to the problem's (problemtools reads them all as one command line).
    const flags = parseDefaultValidatorFlags(validatorArgs, {
      caseSensitive: checker.caseSensitive,
      spaceChangeSensitive: checker.spaceChangeSensitive,
      absoluteTolerance: checker.absoluteTolerance,
      relativeTolerance: checker.relativeTolerance,
    });
    Object.assign(options, flags);
  }
  // The ICPC default validator reads bytes (C's isspace, strcasecmp); the others compare text.
  const encoding = checker.kind === 'icpc' ? 'latin1' : 'utf8';
  const checked = compareOutputs(
    isProgramChecker(checker) ? 'default' : checker.kind,
    fullOutput.toString(encoding),
    answer.toString(encoding),
    options,
  );
  return {
    status: checked.status,
    scoreRatio: checked.status === JudgeStatus.ACCEPTED ? 1 : 0,
    message: checked.message ?? '',
  };
}

/** A number written by a validator (score.txt), or undefined when it wrote none. */
async function readScoreFile(path: string): Promise<number | undefined | 'invalid'> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : 'invalid';
}

/**
 * Runs a checker program on one output. `feedbackDir` is a host directory that outlives the run: the validator's
 * feedback files are copied into the box before and back out after, so that multi-pass validators find what
 * they wrote in earlier passes (the format guarantees they persist).
 */
export async function runProgramChecker(
  context: JudgeContext,
  task: ParsedJudgeTask,
  checker: CompiledProgram,
  testCase: PreparedCase,
  userOutputPath: string,
  feedbackDir: string,
): Promise<CheckOutcome> {
  const spec = task.problem.checker;
  if (!isProgramChecker(spec)) throw new Error('runProgramChecker needs a checker program');
  const convention = programCheckerConventions[spec.kind];
  // The user's output was created by the helper for root only; the checker runs as another box uid.
  await chmod(userOutputPath, 0o644).catch(() => undefined);
  return context.sandbox.withBox(async (box) => {
    for (const [name, content] of Object.entries(task.problem.judgeExtraFiles)) {
      if (!checker.artifacts.includes(name)) await box.writeFile(name, content);
    }
    await box.linkFile(testCase.inputPath, 'input');
    if (testCase.answerPath) await box.linkFile(testCase.answerPath, 'answer');
    else await box.writeFile('answer', '');
    await box.linkFile(userOutputPath, 'user_output');
    await placeDialectFiles(box, convention, userOutputPath, task.source);
    const boxFeedback = join(box.dir, 'feedback');
    await mkdir(feedbackDir, { recursive: true });
    await cp(feedbackDir, boxFeedback, { recursive: true });
    await rm(join(boxFeedback, 'nextpass.in'), { force: true });
    await chmod(boxFeedback, 0o777);
    for (const name of await readdir(boxFeedback)) await chmod(join(boxFeedback, name), 0o666);
    const run = await runCompiledProgram(box, checker, {
      ...CHECKER_LIMITS,
      stdinPath: convention.userOutputOnStdin
        ? join(box.dir, 'user_output')
        : convention.inputOnStdin
          ? join(box.dir, 'input')
          : undefined,
      args: [
        ...convention.args({
          input: '/box/input',
          userOutput: '/box/user_output',
          answer: '/box/answer',
          feedbackDir: '/box/feedback/',
          scoreFile: '/box/score',
          messageFile: '/box/message',
          fullScore: String(LEMON_FULL_SCORE),
        }),
        ...spec.args,
        ...(testCase.validatorArgs ?? []),
      ],
    });
    await rm(feedbackDir, { recursive: true, force: true });
    await cp(boxFeedback, feedbackDir, { recursive: true });
    const message = [
      await readHead(run.stderrPath, 1000),
      await readHead(join(feedbackDir, 'judgemessage.txt'), 1000),
    ]
      .map((part) => part.trim())
      .filter(Boolean)
      .join('\n');
    if (run.outcome !== 'ok' && run.outcome !== 'runtime-error')
      return {
        status: JudgeStatus.SYSTEM_ERROR,
        scoreRatio: 0,
        message: `checker ${run.outcome}: ${run.detail}`,
      };
    if (run.signal !== null)
      return { status: JudgeStatus.SYSTEM_ERROR, scoreRatio: 0, message: `checker crashed: ${run.detail}` };
    const verdict: CheckOutcome = convention.interpret(run.exitCode, message, {
      stdout: await readHead(run.stdoutPath, 1000),
      ...(convention.writesScoreFiles && {
        scoreFile: await readHead(join(box.dir, 'score'), 1000),
        messageFile: await readHead(join(box.dir, 'message'), 1000),
      }),
    });
    if (spec.kind !== 'kattis') return verdict;
    return readValidatorFeedback(verdict, feedbackDir, task.problem.icpcGrading?.scoresOnReject === true);
  });
}

/** The files a dialect reads or writes by fixed names: SYZOJ's `user_out` and `code`, Lemon's score and message. */
async function placeDialectFiles(
  box: Box,
  convention: ProgramCheckerConvention,
  userOutputPath: string,
  source: string,
): Promise<void> {
  if (convention.namedFiles) {
    await box.linkFile(userOutputPath, 'user_out');
    await box.writeFile('code', source);
  }
  if (convention.writesScoreFiles) {
    await box.writableFile('score');
    await box.writableFile('message');
  }
}

/** score.txt, score_multiplier.txt and nextpass.in, with the format's judge errors when they contradict. */
async function readValidatorFeedback(
  verdict: CheckOutcome,
  feedbackDir: string,
  scoresOnReject: boolean,
): Promise<CheckOutcome> {
  const judgeError = (message: string): CheckOutcome => ({
    status: JudgeStatus.SYSTEM_ERROR,
    scoreRatio: 0,
    message: `output validator: ${message}`,
  });
  const score = await readScoreFile(join(feedbackDir, 'score.txt'));
  const multiplier = await readScoreFile(join(feedbackDir, 'score_multiplier.txt'));
  const nextPass = join(feedbackDir, 'nextpass.in');
  const hasNextPass = await readFile(nextPass).then(
    () => true,
    () => false,
  );
  const accepted = verdict.status === JudgeStatus.ACCEPTED;
  if (score === 'invalid' || multiplier === 'invalid')
    return judgeError('score file is not a non-negative number');
  // DOMjudge keeps a wrong answer's score.txt (its knapsack validator writes 0 with every rejection).
  if (!accepted && scoresOnReject && score !== undefined && multiplier === undefined && !hasNextPass)
    return { ...verdict, validatorScore: score };
  if (!accepted && (score !== undefined || multiplier !== undefined))
    return judgeError('wrote a score for a rejected output');
  if (!accepted && hasNextPass) return judgeError('wrote nextpass.in but did not accept the pass');
  if (score !== undefined && multiplier !== undefined)
    return judgeError('wrote both score.txt and score_multiplier.txt');
  if (multiplier !== undefined && multiplier > 1) return judgeError('score_multiplier.txt is above 1');
  return {
    ...verdict,
    scoreRatio: multiplier ?? verdict.scoreRatio,
    validatorScore: score,
    nextPassInput: hasNextPass ? nextPass : undefined,
  };
}
