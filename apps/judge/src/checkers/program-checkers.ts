// Checker programs (special judges): how each convention is invoked and how its exit code reads. Pure data
// and pure functions; running them in the sandbox is the judge's job.
import { JudgeStatus, type JudgeStatusCode } from '@judge/contract';

export interface ProgramCheckerVerdict {
  status: JudgeStatusCode;
  /** Fraction of the case's score, for partial points (1 for AC, 0 for failures). */
  scoreRatio: number;
  message: string;
}

/** Box paths a checker may be given: the three files, Kattis' feedback directory, Lemon's score and message files. */
export interface CheckerPaths {
  input: string;
  userOutput: string;
  answer: string;
  feedbackDir: string;
  scoreFile: string;
  messageFile: string;
  /** The full score Lemon's checkers scale to (the verdict reads their score against it). */
  fullScore: string;
}

/** What a checker wrote besides its exit code, for the conventions that read it (SYZOJ, Lemon). */
export interface CheckerWritten {
  stdout?: string;
  scoreFile?: string;
  messageFile?: string;
}

export interface ProgramCheckerConvention {
  kind: ProgramCheckerKind;
  /** Arguments after the program. */
  args(paths: CheckerPaths): string[];
  /** Whether the user's output goes to the checker's stdin (Kattis) instead of being a file argument. */
  userOutputOnStdin: boolean;
  /** QDUOJ's checkers get the test's input on stdin as well as by name. */
  inputOnStdin?: boolean;
  /** SYZOJ's checkers read `input`, `user_out`, `answer` and `code` (the submission) in their working directory. */
  namedFiles?: boolean;
  /** Lemon's checkers write their score and message into the two files they are given. */
  writesScoreFiles?: boolean;
  interpret(exitCode: number | null, message: string, written?: CheckerWritten): ProgramCheckerVerdict;
}

export type ProgramCheckerKind = 'testlib' | 'spj' | 'kattis' | 'hustoj' | 'qduoj' | 'lemon' | 'syzoj';

export function checkerFailure(exitCode: number | null, message: string): ProgramCheckerVerdict {
  return {
    status: JudgeStatus.SYSTEM_ERROR,
    scoreRatio: 0,
    message: `checker failed (exit code ${exitCode})${message ? `: ${message}` : ''}`,
  };
}

/** testlib: `chk input user answer`; 0 ok, 1 wrong answer, 2 presentation error, 3 fail, 4 dirt (extra
 * output), 7 points ("points X" on stderr: X in [0,1] is the fraction of the case score, X > 1 a percentage). */
export const testlibConvention: ProgramCheckerConvention = {
  kind: 'testlib',
  args: ({ input, userOutput, answer }) => [input, userOutput, answer],
  userOutputOnStdin: false,
  interpret(exitCode, message) {
    switch (exitCode) {
      case 0:
        return { status: JudgeStatus.ACCEPTED, scoreRatio: 1, message };
      case 1:
      case 4:
        return { status: JudgeStatus.WRONG_ANSWER, scoreRatio: 0, message };
      case 2:
        return { status: JudgeStatus.PRESENTATION_ERROR, scoreRatio: 0, message };
      case 7: {
        const match = /points\s+([0-9.eE+-]+)/.exec(message);
        const points = match ? Number(match[1]) : Number.NaN;
        if (!Number.isFinite(points) || points < 0) return checkerFailure(exitCode, message);
        const ratio = Math.min(1, points > 1 ? points / 100 : points);
        if (ratio >= 1) return { status: JudgeStatus.ACCEPTED, scoreRatio: 1, message };
        return {
          status: ratio > 0 ? JudgeStatus.PARTIAL_ACCEPTED : JudgeStatus.WRONG_ANSWER,
          scoreRatio: ratio,
          message,
        };
      }
      default:
        return checkerFailure(exitCode, message);
    }
  },
};

/** The HOJ special judge: `spj input user_output answer`; exit 100 (or 0) AC, 101 PE, 102 (or 1) WA, 103 error. */
export const spjConvention: ProgramCheckerConvention = {
  kind: 'spj',
  args: ({ input, userOutput, answer }) => [input, userOutput, answer],
  userOutputOnStdin: false,
  interpret(exitCode, message) {
    switch (exitCode) {
      case 0:
      case 100:
        return { status: JudgeStatus.ACCEPTED, scoreRatio: 1, message };
      case 101:
        return { status: JudgeStatus.PRESENTATION_ERROR, scoreRatio: 0, message };
      case 1:
      case 102:
        return { status: JudgeStatus.WRONG_ANSWER, scoreRatio: 0, message };
      default:
        return checkerFailure(exitCode, message);
    }
  },
};

/** Kattis / ICPC output validator: `validator input answer feedback_dir [flags] < user_output`; 42 AC, 43 WA. */
export const kattisConvention: ProgramCheckerConvention = {
  kind: 'kattis',
  args: ({ input, answer, feedbackDir }) => [input, answer, feedbackDir],
  userOutputOnStdin: true,
  interpret(exitCode, message) {
    if (exitCode === 42) return { status: JudgeStatus.ACCEPTED, scoreRatio: 1, message };
    if (exitCode === 43) return { status: JudgeStatus.WRONG_ANSWER, scoreRatio: 0, message };
    return checkerFailure(exitCode, message);
  },
};
