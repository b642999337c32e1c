// The verdict of one interactive run from how both sides ended: the rule of the ICPC package format's tools
// (Kattis problemtools, BAPCtools), as a pure function. Pinned by interactive-verdict.test.ts and, with real
// programs in the sandbox, by interactive.test.ts.
import { JudgeStatus, type JudgeStatusCode } from '@judge/contract';
import type { ProgramCheckerVerdict } from '../checkers/index.ts';
import type { RunResult } from '../sandbox/index.ts';
import { outcomeStatus } from './case-run.ts';

const SIGPIPE = 13;

export interface InteractionEnd {
  program: Pick<RunResult, 'outcome' | 'detail' | 'signal' | 'endedAtUs' | 'aborted'>;
  interactor: Pick<RunResult, 'outcome' | 'detail' | 'signal' | 'endedAtUs'>;
  /** The interactor's judgement from its exit code, or null when it gave none (killed, crashed, over a limit). */
  judgement: ProgramCheckerVerdict | null;
  /** Whether the program's process still ran when the interactor's ended (the kernel's word; unknown if absent). */
  programAliveAtInteractorEnd?: boolean;
}

export interface InteractionVerdict {
  status: JudgeStatusCode;
  detail: string;
  scoreRatio: number;
}

const verdict = (status: JudgeStatusCode, detail: string, scoreRatio = 0): InteractionVerdict => ({
  status,
  detail,
  scoreRatio,
});

/**
 * Which side ended first. An interactor killed by SIGPIPE wrote to a program that was gone. Otherwise the
 * interactor's helper looked, when the interactor ended, whether the program still held its stdout (the kernel's
 * state, not which helper got the CPU first; the judge keeps the program's pipes open until then, so the program
 * cannot have been ended by the interactor's exit: interactive.ts). Without that (the unsafe development mode, or an interactor that
 * ended before the program started), a program killed by SIGPIPE or stopped by the judge outlived the interactor,
 * and else the two ends on the monotonic clock decide.
 */
function endedFirst({ program, interactor, programAliveAtInteractorEnd }: InteractionEnd): boolean {
  if (interactor.signal === SIGPIPE) return true;
  if (programAliveAtInteractorEnd !== undefined) return !programAliveAtInteractorEnd;
  if (program.aborted || program.signal === SIGPIPE) return false;
  return program.endedAtUs <= interactor.endedAtUs;
}

/**
 * Which side ran out, in words: the interactor's own failure (over its limits, killed, crashed), and whether the
 * program was still running then or how it had ended, so a System Error never reads as the program's doing.
 */
function interactorFailure(
  program: InteractionEnd['program'],
  interactor: InteractionEnd['interactor'],
  programFirst: boolean,
): string {
  const ran =
    interactor.outcome === 'time-limit'
      ? `the interactor ran out of time (${interactor.detail})`
      : `the interactor failed (${interactor.outcome}: ${interactor.detail})`;
  const programState = programFirst
    ? `after the program had ended (${program.outcome === 'ok' ? 'normally' : program.detail})`
    : 'while the program was still running within its own limits';
  return `${ran} ${programState}`;
}

/**
 * - The program's sandbox failing is a System Error; so is an interactor that gave no judgement, unless the
 *   program had already ended (then its broken pipe is the program's doing, see below).
 * - A program over its time limit is TLE, whoever ended first.
 * - Interactor first: its rejection stands (WA; the judge stops the program at once, so the program's SIGPIPE or
 *   kill never reads as RE); if it accepted, the program's own failure (RE, MLE, OLE) follows, else AC.
 * - Program first: its own failure (RE, MLE, OLE) stands; else the interactor's judgement; an interactor that
 *   died of SIGPIPE writing to a program that had exited cleanly is WA (the program quit mid-interaction).
 */
export function interactionVerdict({
  program,
  interactor,
  judgement,
  programAliveAtInteractorEnd,
}: InteractionEnd): InteractionVerdict {
  if (program.outcome === 'sandbox-error') return verdict(JudgeStatus.SYSTEM_ERROR, program.detail);
  const programFirst = endedFirst({ program, interactor, judgement, programAliveAtInteractorEnd });
  // A program the judge stopped (it still talked when the interactor had finished) did not fail by itself.
  const programFailed = program.outcome !== 'ok' && !program.aborted;
  const programVerdict = () => verdict(outcomeStatus[program.outcome], program.detail);
  if (!judgement || judgement.status === JudgeStatus.SYSTEM_ERROR) {
    if (programFirst && programFailed) return programVerdict();
    if (programFirst && interactor.signal === SIGPIPE)
      return verdict(JudgeStatus.WRONG_ANSWER, 'the program ended before the interaction was complete');
    return verdict(
      JudgeStatus.SYSTEM_ERROR,
      judgement?.message || interactorFailure(program, interactor, programFirst),
    );
  }
  if (program.outcome === 'time-limit') return programVerdict();
  const accepted =
    judgement.status === JudgeStatus.ACCEPTED || judgement.status === JudgeStatus.PARTIAL_ACCEPTED;
  if (programFirst && programFailed) return programVerdict();
  if (!programFirst && !accepted) return verdict(judgement.status, judgement.message);
  if (programFailed) return programVerdict();
  return verdict(judgement.status, judgement.message, accepted ? judgement.scoreRatio : 0);
}
