import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  globMatches,
  globToRegExp,
  readSubmissionRules,
  rulesFor,
  timeLimitUse,
  unmetRules,
  type CaseOutcome,
} from './submission-rules.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function packageWith(yaml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'submission-rules-'));
  made.push(dir);
  mkdirSync(join(dir, 'submissions'));
  writeFileSync(join(dir, 'submissions', 'submissions.yaml'), yaml);
  return dir;
}
const cases = (...pairs: [string, CaseOutcome['verdict']][]): CaseOutcome[] =>
  pairs.map(([name, verdict]) => ({ name, verdict, timeMs: 10 }));

describe("the format's globs", () => {
  it('matches within one path part, alternatives in braces, and a path whose parent matches', () => {
    const easy = globToRegExp('secret/*-easy', 'test');
    expect(globMatches(easy, 'secret/1-easy')).toBe(true);
    expect(globMatches(easy, 'secret/group/1-easy')).toBe(false);
    expect(globMatches(globToRegExp('secret', 'test'), 'secret/group/1')).toBe(true);
    const both = globToRegExp('{accepted,wrong_answer}/*.py', 'test');
    expect(globMatches(both, 'wrong_answer/a.py')).toBe(true);
    expect(globMatches(both, 'run_time_error/a.py')).toBe(false);
    expect(globMatches(globToRegExp('a.py', 'test'), 'aXpy')).toBe(false);
  });

  it('refuses what the format leaves out, naming the glob', () => {
    expect(() => globToRegExp('secret/**', 'test')).toThrow(/"secret\/\*\*" uses \*\* or \[\.\.\.\]/);
    expect(() => globToRegExp('secret/[12]', 'test')).toThrow(/unsupported ICPC package feature/);
    expect(() => globToRegExp('{a,b', 'test')).toThrow(/unclosed \{/);
  });
});

describe('submissions.yaml', () => {
  it('gives each submission its default directory rules, their replacement and every matching glob', () => {
    const entries = readSubmissionRules(
      packageWith(
        'time_limit_exceeded:\n  permitted: [AC, WA, TLE]\n' +
          'accepted/a.py:\n  score: 10\n  secret/hard:\n    required: [AC]\n',
      ),
    );
    const tle = rulesFor(entries, 'time_limit_exceeded/slow.c');
    expect(tle).toEqual([expect.objectContaining({ permitted: ['AC', 'WA', 'TLE'], required: ['TLE'] })]);
    const accepted = rulesFor(entries, 'accepted/a.py');
    expect(
      accepted.map((rule) => [rule.from, rule.cases, rule.permitted, rule.required, rule.score]),
    ).toEqual([
      ['accepted', undefined, ['AC'], undefined, undefined],
      ['accepted/a.py', undefined, undefined, undefined, 10],
      ['accepted/a.py', 'secret/hard', undefined, ['AC'], undefined],
    ]);
  });

  it('refuses a wrong verdict, an unknown key and a test group score, naming them', () => {
    expect(() => readSubmissionRules(packageWith('accepted:\n  permitted: [OK]\n'))).toThrow(
      /accepted: permitted must be a non-empty list of AC, WA, TLE, RTE/,
    );
    expect(() => readSubmissionRules(packageWith('a.py:\n  colour: red\n'))).toThrow(/unknown key "colour"/);
    expect(() => readSubmissionRules(packageWith('a.py:\n  secret:\n    score: 3\n'))).toThrow(
      /score of a test group/,
    );
    expect(() => readSubmissionRules(packageWith('a.py:\n  use_for_time_limit: maybe\n'))).toThrow(
      /use_for_time_limit must be false, lower or upper/,
    );
  });
});

describe('rules against case verdicts', () => {
  it('holds a verdict outside permitted, a missing required one, a missing message and a score', () => {
    const outcome = cases(['sample/1', 'AC'], ['secret/1-easy', 'WA'], ['secret/2-hard', undefined]);
    expect(unmetRules([{ from: 'x', permitted: ['AC'] }], outcome, 0)).toEqual([
      'x: secret/1-easy got WA (permitted AC)',
    ]);
    expect(unmetRules([{ from: 'x', cases: 'secret/*-hard', required: ['TLE'] }], outcome, 0)).toEqual([
      'x secret/*-hard: no case got TLE',
    ]);
    expect(
      unmetRules([{ from: 'x', cases: 'sample', permitted: ['AC'], required: ['AC'] }], outcome, 0),
    ).toEqual([]);
    expect(unmetRules([{ from: 'x', message: 'token 1' }], outcome, 0)).toEqual([
      'x: no judge message holds "token 1"',
    ]);
    expect(unmetRules([{ from: 'x', score: [10, 20] }], outcome, 25)).toEqual([
      'x: score 25 (expected [10,20])',
    ]);
  });

  it('says which rules bound the time limit, as the format infers them', () => {
    expect(timeLimitUse({ from: 'accepted', permitted: ['AC'] })).toBe('lower');
    expect(timeLimitUse({ from: 'x', permitted: ['AC', 'TLE'], required: ['TLE'] })).toBe('upper');
    expect(timeLimitUse({ from: 'x', required: ['TLE', 'RTE'] })).toBeUndefined();
    expect(timeLimitUse({ from: 'x', permitted: ['AC'], useForTimeLimit: false })).toBeUndefined();
  });
});
