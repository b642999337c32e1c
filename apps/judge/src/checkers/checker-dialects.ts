// The special judges of the other judges problems come from, beside testlib, HOJ's spj and Kattis' validators
// (program-checkers.ts): each is how that judge calls its checker and reads its answer, read from its source.
// Hydro names the same dialects in a problem's config (checker_type: hustoj, qduoj, lemon, syzoj, testlib, kattis).
import { JudgeStatus } from '@judge/contract';
import {
  checkerFailure,
  kattisConvention,
  spjConvention,
  testlibConvention,
  type ProgramCheckerConvention,
  type ProgramCheckerKind,
  type ProgramCheckerVerdict,
} from './program-checkers.ts';

/** The full score Lemon checkers are told a case is worth: their score over it is the case's fraction. */
export const LEMON_FULL_SCORE = 100;

const accepted = (message: string): ProgramCheckerVerdict => ({
  status: JudgeStatus.ACCEPTED,
  scoreRatio: 1,
  message,
});
const wrong = (message: string): ProgramCheckerVerdict => ({
  status: JudgeStatus.WRONG_ANSWER,
  scoreRatio: 0,
  message,
});

/** A score out of `full` as a verdict: all of it AC, none WA, some PA (Lemon's and SYZOJ's reading). */
function scored(score: number, full: number, message: string): ProgramCheckerVerdict {
  if (score >= full) return accepted(message);
  if (score <= 0) return wrong(message);
  return { status: JudgeStatus.PARTIAL_ACCEPTED, scoreRatio: score / full, message };
}

/** HUSTOJ: `spj input answer user_output` (the answer before the output); exit 0 AC, anything else WA. */
export const hustojConvention: ProgramCheckerConvention = {
  kind: 'hustoj',
  args: ({ input, answer, userOutput }) => [input, answer, userOutput],
  userOutputOnStdin: false,
  interpret: (exitCode, message) => (exitCode === 0 ? accepted(message) : wrong(message)),
};

/** QDUOJ: `spj input user_output` with the input on stdin too, no answer; exit 0 AC, 1 WA, -1 (255) its own error. */
export const qduojConvention: ProgramCheckerConvention = {
  kind: 'qduoj',
  args: ({ input, userOutput }) => [input, userOutput],
  userOutputOnStdin: false,
  inputOnStdin: true,
  interpret(exitCode, message) {
    if (exitCode === 0) return accepted(message);
    if (exitCode === 1) return wrong(message);
    return checkerFailure(exitCode, message);
  },
};

/** Lemon (and LemonLime): `spj input user_output answer full_score score_file message_file`; the integer in the
 * score file against the full score decides, the message file explains; a missing or negative score is its error. */
export const lemonConvention: ProgramCheckerConvention = {
  kind: 'lemon',
  args: ({ input, userOutput, answer, fullScore, scoreFile, messageFile }) => [
    input,
    userOutput,
    answer,
    fullScore,
    scoreFile,
    messageFile,
  ],
  userOutputOnStdin: false,
  writesScoreFiles: true,
  interpret(exitCode, message, written = {}) {
    const text = (written.scoreFile ?? '').trim();
    const score = /^-?\d+/.exec(text) ? Number.parseInt(text, 10) : Number.NaN;
    const explained = [written.messageFile?.trim(), message].filter(Boolean).join('\n');
    if (!Number.isFinite(score) || score < 0)
      return checkerFailure(
        exitCode,
        `no score in its score file ("${text.slice(0, 40)}")${explained ? `: ${explained}` : ''}`,
      );
    return scored(score, LEMON_FULL_SCORE, explained);
  },
};

/** SYZOJ: reads `input`, `user_out`, `answer` and `code` in its working directory, prints a score from 0 to 100 on
 * stdout and its message on stderr; a score it cannot print, or one outside 0..100, is its error. */
export const syzojConvention: ProgramCheckerConvention = {
  kind: 'syzoj',
  args: () => [],
  userOutputOnStdin: false,
  namedFiles: true,
  interpret(exitCode, message, written = {}) {
    const text = (written.stdout ?? '').trim();
    const score = Number.parseFloat(text);
    if (exitCode !== 0) return checkerFailure(exitCode, message);
    if (!Number.isFinite(score) || score < 0 || score > 100)
      return checkerFailure(
        exitCode,
        `an illegal score "${text.slice(0, 40)}"${message ? `: ${message}` : ''}`,
      );
    return scored(score, 100, message);
  },
};

export const programCheckerConventions: Record<ProgramCheckerKind, ProgramCheckerConvention> = {
  testlib: testlibConvention,
  spj: spjConvention,
  kattis: kattisConvention,
  hustoj: hustojConvention,
  qduoj: qduojConvention,
  lemon: lemonConvention,
  syzoj: syzojConvention,
};
