// Built-in comparators: pure functions from (user output, answer) to a verdict, collected in one registry.
import { JudgeStatus } from '@judge/contract';
import { icpcDefaultChecker } from './icpc-default-validator.ts';

export interface CheckVerdict {
  status:
    typeof JudgeStatus.ACCEPTED | typeof JudgeStatus.WRONG_ANSWER | typeof JudgeStatus.PRESENTATION_ERROR;
  message?: string;
}

export interface TextCheckerOptions {
  /** The problem's isRemoveEndBlank: trailing spaces on each line and trailing blank lines are ignored. */
  removeEndBlank?: boolean;
  caseSensitive?: boolean;
  /** ICPC: whitespace between tokens must match the answer's exactly. */
  spaceChangeSensitive?: boolean;
  absoluteTolerance?: number;
  relativeTolerance?: number;
}

export interface TextChecker {
  name: string;
  check(userOutput: string, answer: string, options: TextCheckerOptions): CheckVerdict;
}

const accepted: CheckVerdict = { status: JudgeStatus.ACCEPTED };

function withoutEndBlanks(text: string): string {
  const lines = text.split('\n').map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

function tokens(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Where two token lists first differ, for the message shown to the problem setter. */
function firstDifference(user: string[], answer: string[]): string {
  for (let index = 0; index < Math.max(user.length, answer.length); index++) {
    if (user[index] !== answer[index]) {
      const shown = (token: string | undefined) =>
        token === undefined ? 'end of output' : JSON.stringify(token.slice(0, 40));
      return `token ${index + 1}: expected ${shown(answer[index])}, got ${shown(user[index])}`;
    }
  }
  return 'outputs differ';
}

/** The spec's comparison: exact (CRLF read as LF) -> AC; equal once all whitespace is removed -> PE; else WA.
 * With removeEndBlank, trailing whitespace of lines and trailing blank lines are ignored first. */
export const defaultChecker: TextChecker = {
  name: 'default',
  check(userOutput, answer, options) {
    let user = userOutput.replaceAll('\r\n', '\n');
    let expected = answer.replaceAll('\r\n', '\n');
    if (options.removeEndBlank) {
      user = withoutEndBlanks(user);
      expected = withoutEndBlanks(expected);
    }
    if (user === expected) return accepted;
    if (user.replace(/\s+/g, '') === expected.replace(/\s+/g, ''))
      return { status: JudgeStatus.PRESENTATION_ERROR, message: 'only whitespace differs' };
    return { status: JudgeStatus.WRONG_ANSWER, message: firstDifference(tokens(user), tokens(expected)) };
  },
};

/** Byte for byte; any difference, even a trailing newline, is a Wrong Answer. */
export const strictChecker: TextChecker = {
  name: 'strict',
  check(userOutput, answer) {
    return userOutput === answer
      ? accepted
      : { status: JudgeStatus.WRONG_ANSWER, message: 'output differs from the answer byte for byte' };
  },
};

/** Whitespace-insensitive token comparison (the Kattis default validator without tolerance). */
export const tokenChecker: TextChecker = {
  name: 'token',
  check(userOutput, answer, options) {
    const fold = (token: string) => (options.caseSensitive === false ? token.toLowerCase() : token);
    const user = tokens(userOutput).map(fold);
    const expected = tokens(answer).map(fold);
    if (user.length === expected.length && user.every((token, index) => token === expected[index]))
      return accepted;
    return { status: JudgeStatus.WRONG_ANSWER, message: firstDifference(user, expected) };
  },
};

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Tokens compared as numbers within an absolute OR relative tolerance; other tokens must match exactly. */
export const floatChecker: TextChecker = {
  name: 'float',
  check(userOutput, answer, options) {
    const absolute = options.absoluteTolerance ?? 1e-6;
    const relative = options.relativeTolerance ?? 1e-6;
    const user = tokens(userOutput);
    const expected = tokens(answer);
    if (user.length !== expected.length)
      return {
        status: JudgeStatus.WRONG_ANSWER,
        message: `expected ${expected.length} tokens, got ${user.length}`,
      };
    for (let index = 0; index < expected.length; index++) {
      const want = expected[index];
      const got = user[index];
      if (NUMBER.test(want)) {
        if (!NUMBER.test(got))
          return {
            status: JudgeStatus.WRONG_ANSWER,
            message: `token ${index + 1}: expected a number, got ${JSON.stringify(got.slice(0, 40))}`,
          };
        const difference = Math.abs(Number(got) - Number(want));
        if (!(difference <= absolute || difference <= relative * Math.abs(Number(want))))
          return {
            status: JudgeStatus.WRONG_ANSWER,
            message: `token ${index + 1}: expected ${want}, got ${got}`,
          };
      } else if (got !== want) {
        return { status: JudgeStatus.WRONG_ANSWER, message: firstDifference([got], [want]) };
      }
    }
    return accepted;
  },
};

export const textCheckers: Record<string, TextChecker> = Object.fromEntries(
  [defaultChecker, strictChecker, tokenChecker, floatChecker, icpcDefaultChecker].map((checker) => [
    checker.name,
    checker,
  ]),
);

export function compareOutputs(
  kind: string,
  userOutput: string,
  answer: string,
  options: TextCheckerOptions,
): CheckVerdict {
  const checker = textCheckers[kind];
  if (!checker) throw new Error(`unknown checker "${kind}"`);
  return checker.check(userOutput, answer, options);
}
