// Judging one submission: compile, run every case the judge mode asks for, check, score.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  JUDGE_SOURCE_LIMIT_BYTES,
  JudgeStatus,
  judgeTaskSchema,
  type CaseResult,
  type JudgeProgress,
  type JudgeResult,
  type JudgeStatusCode,
  type JudgeTask,
  type ParsedJudgeTask,
} from '@judge/contract';
import { compareOutputs, programCheckerConventions, type ProgramCheckerVerdict } from '../checkers/index.ts';
import type { LanguageRegistry } from '../languages/index.ts';
import type { JudgeSandbox, RunOutcome, RunResult } from '../sandbox/index.ts';
import type { TestDataCache } from '../testdata/cache.ts';
import { executeCases, judgeCaseModes, summarizeSubmission } from './modes.ts';
import { compileProgram, runCompiledProgram, type CompiledProgram } from './programs.ts';

const execFileAsync = promisify(execFile);
const MiB = 1024 * 1024;
const USER_OUTPUT_PREVIEW = 1000;
const TEST_RUN_OUTPUT_PREVIEW = 10000;
/** Checkers and interactors are trusted more than contestants, but still sandboxed and bounded. */
const CHECKER_LIMITS = {
  timeLimitMs: 10000,
  memoryLimitMb: 1024,
  stackLimitMb: 256,
  outputLimitBytes: 16 * MiB,
};

export interface JudgeContext {
  sandbox: JudgeSandbox;
  languages: LanguageRegistry;
  testData: TestDataCache;
  judger: string;
}

export const outcomeStatus: Record<RunOutcome, JudgeStatusCode> = {
  ok: JudgeStatus.ACCEPTED,
  'time-limit': JudgeStatus.TIME_LIMIT_EXCEEDED,
  'memory-limit': JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  'output-limit': JudgeStatus.OUTPUT_LIMIT_EXCEEDED,
  'runtime-error': JudgeStatus.RUNTIME_ERROR,
  'sandbox-error': JudgeStatus.SYSTEM_ERROR,
};

async function readPrefix(path: string, bytes: number): Promise<string> {
  try {
    const handle = await open(path, 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead).toString('utf8');
    } finally {
      await handle.close();
    }
  } catch {
    return '';
  }
}

interface PreparedCase {
  index: number;
  score: number;
  groupNum?: number;
  inputPath: string;
  answerPath?: string;
}

interface Helpers {
  checker?: CompiledProgram;
  interactor?: CompiledProgram;
}

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
  const sourceBytes = Buffer.byteLength(task.source);
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
    language = context.languages.get(task.language);
  } catch (error) {
    // The server only offers enabled languages; a stray one is the submitter's choice, not a judge failure.
    return failedResult(task, judger, JudgeStatus.COMPILE_ERROR, (error as Error).message, unsafe);
  }

  const helpers: Helpers = {};
  const disposables: CompiledProgram[] = [];
  const scratch = join(sandbox.workDir(), `task-${randomBytes(6).toString('hex')}`);
  try {
    const compiled = await compileProgram(sandbox, language, task.source, problem.userExtraFiles);
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
    if (checkerSpec.kind === 'testlib' || checkerSpec.kind === 'spj' || checkerSpec.kind === 'kattis') {
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

    await mkdir(scratch, { recursive: true });
    const cases: PreparedCase[] = [];
    for (const testCase of task.testCases) {
      cases.push({
        index: testCase.index,
        score: testCase.score,
        groupNum: testCase.groupNum,
        inputPath: await context.testData.resolve(testCase.input),
        answerPath: testCase.output ? await context.testData.resolve(testCase.output) : undefined,
      });
    }

    const mode = judgeCaseModes[problem.judgeCaseMode];
    let done = 0;
    const results = await executeCases(
      mode,
      cases,
      async (testCase) => {
        if (signal?.aborted)
          return {
            index: testCase.index,
            status: JudgeStatus.CANCELLED,
            timeMs: 0,
            memoryKb: 0,
            score: 0,
            groupNum: testCase.groupNum,
            message: 'judging was cancelled',
          };
        return judgeCase(context, task, compiled.program, helpers, testCase, scratch);
      },
      (result) => {
        done++;
        onProgress({
          type: 'progress',
          taskId: task.taskId,
          phase: 'judging',
          case: result,
          done,
          total: cases.length,
        });
      },
    );
    const summary = summarizeSubmission({
      mode,
      problemType: problem.type,
      cases,
      results,
      ioScore: problem.ioScore,
      difficulty: problem.difficulty,
    });
    const systemErrors = results.filter((result) => result.status === JudgeStatus.SYSTEM_ERROR);
    return {
      type: 'result',
      taskId: task.taskId,
      ...summary,
      errorMessage: systemErrors.length > 0 ? systemErrors[0].message : undefined,
      judgeCaseMode: problem.judgeCaseMode,
      cases: results,
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

function caseResult(
  testCase: PreparedCase,
  status: JudgeStatusCode,
  run: RunResult | null,
  extra: Partial<CaseResult> = {},
): CaseResult {
  return {
    index: testCase.index,
    status,
    timeMs: run ? run.cpuMs : 0,
    memoryKb: run ? Math.round(run.memoryBytes / 1024) : 0,
    score: 0,
    groupNum: testCase.groupNum,
    ...extra,
  };
}

function outputLimitFor(task: ParsedJudgeTask, answerBytes: number): number {
  return task.problem.outputLimitBytes ?? Math.max(16 * MiB, 2 * answerBytes + MiB);
}

async function judgeCase(
  context: JudgeContext,
  task: ParsedJudgeTask,
  program: CompiledProgram,
  helpers: Helpers,
  testCase: PreparedCase,
  scratch: string,
): Promise<CaseResult> {
  if (task.problem.judgeMode === 'interactive' && helpers.interactor)
    return judgeInteractiveCase(context, task, program, helpers.interactor, testCase, scratch);
  const { problem } = task;
  const answer = testCase.answerPath ? await readFile(testCase.answerPath) : Buffer.alloc(0);
  const preview = task.isTestRun ? TEST_RUN_OUTPUT_PREVIEW : USER_OUTPUT_PREVIEW;
  return context.sandbox.withBox(async (box) => {
    for (const name of Object.keys(problem.userExtraFiles)) {
      if (!program.artifacts.includes(name)) await box.writeFile(name, problem.userExtraFiles[name]);
    }
    if (problem.fileIO) await box.linkFile(testCase.inputPath, problem.fileIO.inputName);
    const run = await runCompiledProgram(box, program, {
      stdinPath: problem.fileIO ? undefined : testCase.inputPath,
      timeLimitMs: problem.timeLimitMs,
      memoryLimitMb: problem.memoryLimitMb,
      stackLimitMb: problem.stackLimitMb,
      outputLimitBytes: outputLimitFor(task, answer.length),
    });
    const userOutputPath = problem.fileIO ? join(box.dir, problem.fileIO.outputName) : run.stdoutPath;
    const userOutput = await readPrefix(userOutputPath, preview);
    if (run.outcome !== 'ok') {
      const stderr = await readPrefix(run.stderrPath, 500);
      return caseResult(testCase, outcomeStatus[run.outcome], run, {
        userOutput,
        message: run.outcome === 'runtime-error' && stderr ? `${run.detail}\n${stderr}` : run.detail,
      });
    }
    let verdict: ProgramCheckerVerdict;
    if (
      helpers.checker &&
      (problem.checker.kind === 'testlib' ||
        problem.checker.kind === 'spj' ||
        problem.checker.kind === 'kattis')
    ) {
      verdict = await runProgramChecker(
        context,
        task,
        helpers.checker,
        problem.checker.kind,
        problem.checker.args,
        testCase,
        userOutputPath,
      );
    } else {
      const fullOutput = await readFile(userOutputPath).catch(() => Buffer.alloc(0));
      const checker = problem.checker;
      const checked = compareOutputs(
        checker.kind === 'default' ||
          checker.kind === 'strict' ||
          checker.kind === 'token' ||
          checker.kind === 'float'
          ? checker.kind
          : 'default',
        fullOutput.toString('utf8'),
        answer.toString('utf8'),
        {
          removeEndBlank: problem.isRemoveEndBlank,
          caseSensitive: checker.kind === 'token' ? checker.caseSensitive : undefined,
          absoluteTolerance: checker.kind === 'float' ? checker.absoluteTolerance : undefined,
          relativeTolerance: checker.kind === 'float' ? checker.relativeTolerance : undefined,
        },
      );
      verdict = {
        status: checked.status,
        scoreRatio: checked.status === JudgeStatus.ACCEPTED ? 1 : 0,
        message: checked.message ?? '',
      };
    }
    return caseResult(testCase, verdict.status, run, {
      score: round2(testCase.score * verdict.scoreRatio),
      userOutput,
      message: verdict.message || undefined,
    });
  });
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

async function runProgramChecker(
  context: JudgeContext,
  task: ParsedJudgeTask,
  checker: CompiledProgram,
  kind: 'testlib' | 'spj' | 'kattis',
  extraArgs: string[],
  testCase: PreparedCase,
  userOutputPath: string,
): Promise<ProgramCheckerVerdict> {
  const convention = programCheckerConventions[kind];
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
    await mkdir(join(box.dir, 'feedback'), { mode: 0o777 });
    await chmod(join(box.dir, 'feedback'), 0o777);
    const run = await runCompiledProgram(box, checker, {
      ...CHECKER_LIMITS,
      stdinPath: convention.userOutputOnStdin ? join(box.dir, 'user_output') : undefined,
      args: [
        ...convention.args({
          input: '/box/input',
          userOutput: '/box/user_output',
          answer: '/box/answer',
          feedbackDir: '/box/feedback',
        }),
        ...extraArgs,
      ],
    });
    const message = [
      await readPrefix(run.stderrPath, 1000),
      await readPrefix(join(box.dir, 'feedback', 'judgemessage.txt'), 1000),
    ]
      .map((part) => part.trim())
      .filter(Boolean)
      .join('\n');
    if (run.outcome === 'ok' || run.outcome === 'runtime-error') {
      if (run.signal !== null)
        return { status: JudgeStatus.SYSTEM_ERROR, scoreRatio: 0, message: `checker crashed: ${run.detail}` };
      return convention.interpret(run.exitCode, message);
    }
    return {
      status: JudgeStatus.SYSTEM_ERROR,
      scoreRatio: 0,
      message: `checker ${run.outcome}: ${run.detail}`,
    };
  });
}

/**
 * Interactive: the program and the interactor run at the same time in two boxes, joined by two FIFOs. The
 * interactor gets double limits. Precedence: the interactor failing is a System Error; the program's own
 * resource verdicts (TLE, MLE, OLE) come next; then the interactor's Wrong Answer (a program cut off by a
 * rejecting interactor often dies of SIGPIPE, which must not turn into a Runtime Error); then the program's
 * Runtime Error; a program and interactor both waiting on each other end as Time Limit Exceeded (idle).
 */
async function judgeInteractiveCase(
  context: JudgeContext,
  task: ParsedJudgeTask,
  program: CompiledProgram,
  interactor: CompiledProgram,
  testCase: PreparedCase,
  scratch: string,
): Promise<CaseResult> {
  const { problem } = task;
  const pipes = join(scratch, `pipes-${testCase.index}-${randomBytes(3).toString('hex')}`);
  await mkdir(pipes, { recursive: true });
  const toProgram = join(pipes, 'to-program');
  const toInteractor = join(pipes, 'to-interactor');
  await execFileAsync('mkfifo', ['-m', '600', toProgram, toInteractor]);
  try {
    return await context.sandbox.withBox(async (programBox) =>
      context.sandbox.withBox(async (interactorBox) => {
        for (const [name, content] of Object.entries(problem.judgeExtraFiles)) {
          if (!interactor.artifacts.includes(name)) await interactorBox.writeFile(name, content);
        }
        await interactorBox.linkFile(testCase.inputPath, 'input');
        if (testCase.answerPath) await interactorBox.linkFile(testCase.answerPath, 'answer');
        else await interactorBox.writeFile('answer', '');
        const limits = {
          timeLimitMs: problem.timeLimitMs,
          memoryLimitMb: problem.memoryLimitMb,
          stackLimitMb: problem.stackLimitMb,
          outputLimitBytes: outputLimitFor(task, 0),
        };
        const convention = programCheckerConventions[problem.interactor?.kind ?? 'testlib'];
        if (convention.kind === 'kattis') {
          await mkdir(join(interactorBox.dir, 'feedback'), { mode: 0o777 });
          await chmod(join(interactorBox.dir, 'feedback'), 0o777);
        }
        const [programRun, interactorRun] = await Promise.all([
          runCompiledProgram(programBox, program, {
            ...limits,
            stdinPath: toProgram,
            stdoutPath: toInteractor,
          }),
          runCompiledProgram(interactorBox, interactor, {
            timeLimitMs: limits.timeLimitMs * 2,
            memoryLimitMb: Math.max(256, limits.memoryLimitMb * 2),
            stackLimitMb: limits.stackLimitMb,
            outputLimitBytes: 64 * MiB,
            wallLimitMs: (limits.timeLimitMs * program.language.timeFactor * 2 + 1000) * 2,
            stdinPath: toInteractor,
            stdoutPath: toProgram,
            openStdoutFirst: true,
            args:
              convention.kind === 'kattis'
                ? ['/box/input', '/box/answer', '/box/feedback']
                : ['/box/input', '/box/tout', '/box/answer'],
          }),
        ]);
        const message = [
          await readPrefix(interactorRun.stderrPath, 1000),
          await readPrefix(join(interactorBox.dir, 'feedback', 'judgemessage.txt'), 1000),
        ]
          .map((part) => part.trim())
          .filter(Boolean)
          .join('\n');
        const interactorVerdict: ProgramCheckerVerdict =
          interactorRun.outcome === 'ok' ||
          (interactorRun.outcome === 'runtime-error' && interactorRun.signal === null)
            ? convention.interpret(interactorRun.exitCode, message)
            : {
                status: JudgeStatus.SYSTEM_ERROR,
                scoreRatio: 0,
                message: `interactor ${interactorRun.outcome}: ${interactorRun.detail}`,
              };
        const programStatus = outcomeStatus[programRun.outcome];
        const resourceVerdicts: JudgeStatusCode[] = [
          JudgeStatus.TIME_LIMIT_EXCEEDED,
          JudgeStatus.MEMORY_LIMIT_EXCEEDED,
          JudgeStatus.OUTPUT_LIMIT_EXCEEDED,
        ];
        const bothIdle = interactorRun.outcome === 'time-limit' && programRun.outcome === 'time-limit';
        let status: JudgeStatusCode;
        let detail: string;
        if (bothIdle) {
          status = JudgeStatus.TIME_LIMIT_EXCEEDED;
          detail = `idle: the program and the interactor waited on each other (${programRun.detail})`;
        } else if (
          programRun.outcome === 'sandbox-error' ||
          interactorVerdict.status === JudgeStatus.SYSTEM_ERROR
        ) {
          status = JudgeStatus.SYSTEM_ERROR;
          detail = programRun.outcome === 'sandbox-error' ? programRun.detail : interactorVerdict.message;
        } else if (resourceVerdicts.includes(programStatus)) {
          status = programStatus;
          detail = programRun.detail;
        } else if (interactorVerdict.status !== JudgeStatus.ACCEPTED) {
          status = interactorVerdict.status;
          detail = interactorVerdict.message;
        } else if (programRun.outcome !== 'ok') {
          status = programStatus;
          detail = programRun.detail;
        } else {
          status = interactorVerdict.status;
          detail = interactorVerdict.message;
        }
        const ratio =
          status === JudgeStatus.ACCEPTED || status === JudgeStatus.PARTIAL_ACCEPTED
            ? interactorVerdict.scoreRatio
            : 0;
        return caseResult(testCase, status, programRun, {
          score: round2(testCase.score * ratio),
          message: detail || undefined,
        });
      }),
    );
  } finally {
    await rm(pipes, { recursive: true, force: true });
  }
}
