// The ICPC / Kattis default output validator, with the exact semantics of problemtools' default_validator.cc
// (the package format's reference): bytes split on C whitespace; tokens equal ignoring ASCII case unless
// `case_sensitive`; with a float tolerance, an answer token that parses as a finite double (sscanf %lf: not
// nan/inf) needs a finite number within the absolute OR relative tolerance, other tokens compare as strings
// (so "nan" and "NaN" match as words); `space_change_sensitive` makes every whitespace byte count; trailing
// output is wrong. Inputs are latin1 strings (one character per byte).
import { JudgeStatus } from '@judge/contract';
import type { CheckVerdict, TextChecker } from './text-checkers.ts';

const WHITESPACE = /[ \t\n\v\f\r]+/;
const PIECES = /[ \t\n\v\f\r]+|[^ \t\n\v\f\r]+/g;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** The value of a token as sscanf("%lf") reads a whole token, when finite; undefined otherwise. */
export function finiteFloat(token: string): number | undefined {
  if (!DECIMAL.test(token)) return undefined;
  const value = Number(token);
  return Number.isFinite(value) ? value : undefined;
}

const lowerAscii = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
const wrong = (message: string): CheckVerdict => ({ status: JudgeStatus.WRONG_ANSWER, message });
const shown = (token: string) => JSON.stringify(token.length > 40 ? `${token.slice(0, 40)}...` : token);

interface Tolerance {
  absolute?: number;
  relative?: number;
}

function compareToken(
  judge: string,
  team: string,
  caseSensitive: boolean,
  tolerance: Tolerance,
): string | null {
  const useFloats = tolerance.absolute !== undefined || tolerance.relative !== undefined;
  const judgeValue = useFloats ? finiteFloat(judge) : undefined;
  if (judgeValue !== undefined) {
    const teamValue = finiteFloat(team);
    if (teamValue === undefined) return `expected a float, got ${shown(team)}`;
    const difference = Math.abs(judgeValue - teamValue);
    const withinAbsolute = tolerance.absolute !== undefined && difference <= tolerance.absolute;
    const withinRelative =
      tolerance.relative !== undefined && difference <= tolerance.relative * Math.abs(judgeValue);
    return withinAbsolute || withinRelative ? null : `too large difference: judge ${judge}, user ${team}`;
  }
  const same = caseSensitive ? judge === team : lowerAscii(judge) === lowerAscii(team);
  return same ? null : `string tokens differ: judge ${shown(judge)}, user ${shown(team)}`;
}

export const icpcDefaultChecker: TextChecker = {
  name: 'icpc',
  check(userOutput, answer, options) {
    const caseSensitive = options.caseSensitive === true;
    const tolerance = { absolute: options.absoluteTolerance, relative: options.relativeTolerance };
    if (options.spaceChangeSensitive) {
      const judge = answer.match(PIECES) ?? [];
      const team = userOutput.match(PIECES) ?? [];
      for (let index = 0; index < Math.max(judge.length, team.length); index++) {
        const [want, got] = [judge[index], team[index]];
        if (want === undefined) return wrong(`trailing output: ${shown(got)}`);
        if (got === undefined) return wrong(`user output ended early (next judge piece ${shown(want)})`);
        const space = WHITESPACE.test(want[0]);
        if (space !== WHITESPACE.test(got[0]) || (space && want !== got))
          return wrong(`space change error at piece ${index + 1}`);
        const difference = space ? null : compareToken(want, got, caseSensitive, tolerance);
        if (difference) return wrong(`token ${Math.ceil((index + 1) / 2)}: ${difference}`);
      }
      return { status: JudgeStatus.ACCEPTED };
    }
    const judge = answer.split(WHITESPACE).filter(Boolean);
    const team = userOutput.split(WHITESPACE).filter(Boolean);
    for (let index = 0; index < judge.length; index++) {
      if (index >= team.length)
        return wrong(`user output ended while the judge had more (next ${shown(judge[index])})`);
      const difference = compareToken(judge[index], team[index], caseSensitive, tolerance);
      if (difference) return wrong(`token ${index + 1}: ${difference}`);
    }
    if (team.length > judge.length) return wrong(`trailing output: ${shown(team[judge.length])}`);
    return { status: JudgeStatus.ACCEPTED };
  },
};
