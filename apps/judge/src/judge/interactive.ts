// Interactive cases: the program and the interactor run at the same time in two boxes joined by two FIFOs.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, constants, openSync } from 'node:fs';
import { chmod, copyFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { JudgeStatus, type CaseResult, type ParsedJudgeTask } from '@judge/contract';
import { programCheckerConventions, type ProgramCheckerVerdict } from '../checkers/index.ts';
import type { Box, RunResult } from '../sandbox/index.ts';
import { caseResult, outputLimitFor, round2, type JudgeContext, type PreparedCase } from './case-run.ts';
import { interactionVerdict } from './interactive-verdict.ts';
import { caseTmpDir, readHead, runCompiledProgram, type CompiledProgram } from './programs.ts';
import { waitForStdio } from './stdio-opened.ts';

const execFileAsync = promisify(execFile);
const MiB = 1024 * 1024;
const SIGPIPE = 13;

/** The interactor's judgement from its exit code, or null when it gave none (killed, crashed, over a limit). */
async function readJudgement(
  box: Box,
  run: RunResult,
  kind: 'testlib' | 'kattis',
): Promise<ProgramCheckerVerdict | null> {
  if (run.outcome !== 'ok' && !(run.outcome === 'runtime-error' && run.signal === null)) return null;
  const message = [
    await readHead(run.stderrPath, 1000),
    await readHead(join(box.dir, 'feedback', 'judgemessage.txt'), 1000),
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n');
  return programCheckerConventions[kind].interpret(run.exitCode, message);
}

/**
 * The judge holds the program's ends of both FIFOs (a reader of its output, a writer of its input) until the
 * interactor's end has been looked at. Without them, the interactor's exit closes the program's pipes at once: a
 * program then dies of the broken pipe or the end of its input within moments, and whether the interactor's helper
 * still saw it alive (which decides who ended first, so WA or RE) depended on which process got the CPU first: under
 * load a wrong answer of linear.py (conformance/interactive) came out RE. Held open, the program cannot be ended by
 * the interactor's exit: when the helper looks, a program seen gone had ended by itself. The interactor's own pipes
 * are untouched (it still sees the end of the program's output, and SIGPIPE writing to a program that is gone).
 */
function holdProgramEnds(toProgram: string, toInteractor: string) {
  const reader = openSync(toInteractor, constants.O_RDONLY | constants.O_NONBLOCK);
  // A FIFO's write end cannot be opened without a reader: borrow one for the moment of the opening.
  const both = openSync(toProgram, constants.O_RDWR | constants.O_NONBLOCK);
  const writer = openSync(toProgram, constants.O_WRONLY | constants.O_NONBLOCK);
  closeSync(both);
  const interactorSide = holdInteractorEnds(toProgram, toInteractor);
  return {
    /** Lets the program see the interactor's exit (the end of its input, a broken pipe). */
    release: closeOnce(reader, writer),
    releaseInteractorSide: interactorSide.release,
  };
}

/** Closes the FIFO ends the judge holds, the first time it is called. */
function closeOnce(reader: number, writer: number): () => void {
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    closeSync(reader);
    closeSync(writer);
  };
}

/**
 * The judge also holds the interactor's ends of both FIFOs on the program's behalf (a reader of the program's input,
 * a writer of its output) until the program's run has ended. Opening a FIFO blocks until its other end is open: a
 * program that finished (printed, closed its input and output, exited) before the interactor's helper opened its
 * pipes left the interactor waiting on an open that nobody would answer, until its wall limit made the case a System
 * Error, and how soon the interactor started depended on the machine's load and on which core each side ran. Held
 * open, the interactor's opens never wait; what the program wrote stays in the pipe for it; once the program has
 * ended, letting go makes the interactor see the end of the program's output and a broken pipe when it writes, as
 * if it had been there all along.
 */
function holdInteractorEnds(toProgram: string, toInteractor: string) {
  const reader = openSync(toProgram, constants.O_RDONLY | constants.O_NONBLOCK);
  // The judge's own reader of toInteractor (holdProgramEnds) lets this write end open without waiting.
  const writer = openSync(toInteractor, constants.O_WRONLY | constants.O_NONBLOCK);
  return { release: closeOnce(reader, writer) };
}

/** What the interactor may spend beyond the program's own wall time: its start and its last words, on a machine
 * whose load may delay either side's start by seconds. */
const INTERACTOR_WALL_SLACK_MS = 10_000;

/** What the program may wait beyond its usual wall limit: an interactor slow to start on a busy machine leaves it
 * waiting for its first line through no fault of its own (a 1.6 s wall limit turned such a wait into TLE at load 6). */
const PROGRAM_WAIT_SLACK_MS = 5_000;

/**
 * The limits of one interaction, from the program's own: the program gets its CPU limit (times its language's
 * factor where the problem applies factors) and the usual wall limit of 2 x CPU + 1 s. The interactor answers the
 * program, so its time follows the program's: twice the program's CPU time (times its own language's factor, as
 * every helper program's), and a wall
 * limit that outlasts the program's whole wall time twice over plus slack, so that a program that is slow or late
 * to start on a busy machine runs out of its own time (TLE) before the interactor runs out of its (a System
 * Error). Under load a 10 s interactor wall limit (twice the program's) was reached first and turned a Python
 * program's verdict into SE.
 */
export function interactorRoom(
  timeLimitMs: number,
  languageFactors: boolean | undefined,
  program: Pick<CompiledProgram, 'language'>,
): { programWallMs: number; interactorCpuMs: number; interactorWallMs: number } {
  const programCpuMs = timeLimitMs * (languageFactors !== false ? program.language.timeFactor : 1);
  const programWallMs = programCpuMs * 2 + 1000 + PROGRAM_WAIT_SLACK_MS;
  return {
    programWallMs,
    interactorCpuMs: programCpuMs * 2,
    interactorWallMs: programWallMs * 2 + INTERACTOR_WALL_SLACK_MS,
  };
}

/**
 * The interactor gets double limits. When it ends first with anything but acceptance, the program is stopped at
 * once (as BAPCtools and problemtools do), so a program still computing or blocked never turns the interactor's
 * Wrong Answer into TLE or RE. The verdict follows interactionVerdict (the ICPC tools' rule).
 */
export async function judgeInteractiveCase(
  context: JudgeContext,
  task: ParsedJudgeTask,
  program: CompiledProgram,
  interactor: CompiledProgram,
  testCase: PreparedCase,
  scratch: string,
  /** Where to keep the interactor's `tout` when it accepts (Polygon: a checker judges it next). */
  keepToutAt?: string,
): Promise<CaseResult> {
  const { problem } = task;
  const kind = problem.interactor?.kind ?? 'testlib';
  const pipes = join(scratch, `pipes-${testCase.index}-${randomBytes(3).toString('hex')}`);
  await mkdir(pipes, { recursive: true });
  const toProgram = join(pipes, 'to-program');
  const toInteractor = join(pipes, 'to-interactor');
  await execFileAsync('mkfifo', ['-m', '600', toProgram, toInteractor]);
  const programEnds = holdProgramEnds(toProgram, toInteractor);
  try {
    return await context.sandbox.withBox(async (programBox) =>
      context.sandbox.withBox(async (interactorBox) => {
        for (const [name, content] of Object.entries(problem.judgeExtraFiles)) {
          if (!interactor.artifacts.includes(name)) await interactorBox.writeFile(name, content);
        }
        await interactorBox.linkFile(testCase.inputPath, 'input');
        if (testCase.answerPath) await interactorBox.linkFile(testCase.answerPath, 'answer');
        else await interactorBox.writeFile('answer', '');
        if (kind === 'testlib') await interactorBox.writableFile('tout');
        if (kind === 'kattis') {
          await mkdir(join(interactorBox.dir, 'feedback'), { mode: 0o777 });
          await chmod(join(interactorBox.dir, 'feedback'), 0o777);
        }
        const limits = {
          timeLimitMs: problem.timeLimitMs,
          memoryLimitMb: problem.memoryLimitMb,
          stackLimitMb: problem.stackLimitMb,
          outputLimitBytes: outputLimitFor(task, 0),
        };
        const room = interactorRoom(problem.timeLimitMs, problem.languageFactors, program);
        const interactorPidFile = join(pipes, 'interactor.pid');
        const programPidFile = join(pipes, 'program.pid');
        let interactorEnded = false;
        let programEnded = false;
        const programRun = runCompiledProgram(programBox, program, {
          ...limits,
          stdinPath: toProgram,
          stdoutPath: toInteractor,
          languageFactors: problem.languageFactors,
          wallLimitMs: room.programWallMs,
          pidFile: programPidFile,
          env: { TMPDIR: caseTmpDir(testCase.index) },
          writableBox: problem.writableWorkingDir,
        }).finally(async () => {
          programEnded = true;
          // Only once the interactor holds its own ends: let go before it opened them (a program that ended before
          // a busy machine started the interactor), and its open would wait for an end nobody holds any more. (The
          // unsafe development sandbox writes no pid file.)
          if (!context.sandbox.unsafe)
            await waitForStdio(interactorPidFile, toInteractor, toProgram, () => interactorEnded);
          programEnds.releaseInteractorSide();
        });
        const interactorSide = runCompiledProgram(interactorBox, interactor, {
          timeLimitMs: room.interactorCpuMs,
          memoryLimitMb: Math.max(256, limits.memoryLimitMb * 2),
          stackLimitMb: limits.stackLimitMb,
          outputLimitBytes: 64 * MiB,
          wallLimitMs: room.interactorWallMs,
          stdinPath: toInteractor,
          stdoutPath: toProgram,
          openStdoutFirst: true,
          pidFile: interactorPidFile,
          peerPidFile: programPidFile,
          args: [
            ...(kind === 'kattis'
              ? ['/box/input', '/box/answer', '/box/feedback/']
              : ['/box/input', '/box/tout', '/box/answer']),
            ...(testCase.validatorArgs ?? []),
          ],
        })
          .finally(() => {
            interactorEnded = true;
          })
          .then(async (run) => {
            const judgement = await readJudgement(interactorBox, run, kind);
            // Only once the program holds its own ends, as above: a program that a busy machine started after the
            // interactor had ended would otherwise wait, in its open, for a writer nobody would be any more, until
            // its wall limit made a rejection TLE; and a stop sent before its run began would never reach it.
            if (!context.sandbox.unsafe)
              await waitForStdio(programPidFile, toProgram, toInteractor, () => programEnded);
            // A rejection (or a broken interactor) ends the interaction: stop a program still talking. The helper
            // leaves alone a program that already let go of its side, so its own exit status still counts.
            const accepted =
              judgement?.status === JudgeStatus.ACCEPTED ||
              judgement?.status === JudgeStatus.PARTIAL_ACCEPTED;
            if (!accepted && run.signal !== SIGPIPE) programBox.abort();
            programEnds.release();
            return { run, judgement };
          });
        const [programEnd, interactorEnd] = await Promise.all([programRun, interactorSide]);
        const outcome = interactionVerdict({
          program: programEnd,
          interactor: interactorEnd.run,
          programAliveAtInteractorEnd: interactorEnd.run.peerAlive,
          judgement: interactorEnd.judgement,
        });
        if (keepToutAt && kind === 'testlib' && outcome.status === JudgeStatus.ACCEPTED)
          await copyFile(join(interactorBox.dir, 'tout'), keepToutAt);
        return caseResult(testCase, outcome.status, programEnd, {
          score: round2(testCase.score * outcome.scoreRatio),
          scoreRatio: outcome.scoreRatio,
          message: outcome.detail || undefined,
        });
      }),
    );
  } finally {
    programEnds.release();
    programEnds.releaseInteractorSide();
    await rm(pipes, { recursive: true, force: true });
  }
}
