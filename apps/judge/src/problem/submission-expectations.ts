// What one judged submission breaks of its package's expectations: its folder's (or header's) verdict and score,
// or, in 2023-07 packages, the rules of submissions.yaml case by case, with the extra runs those rules need.
import {
  JudgeStatus,
  joinAlternatives,
  packageMessage,
  type IcpcGroup,
  type JudgeResult,
} from '@judge/contract';
import {
  casesOf,
  scoreMatches,
  timeLimitUse,
  unmetRules,
  type SubmissionRule,
} from './icpc/submission-rules.ts';
import type { LoadedProblem } from './load-problem.ts';
import {
  abbreviation,
  caseOutcomes,
  gradedVerdict,
  verdictMeets,
  type PackageRules,
} from './package-judging.ts';

/** A package being checked: its rules and the time limit its submissions are judged under. */
export interface CheckedPackage {
  loaded: LoadedProblem;
  dir: string;
  rules: PackageRules;
  timeLimitMs: number;
}

/** Judges the submission again under other terms: a longer limit, or with every case run. */
export type Rejudge = (options: { timeLimitMs: number; everyCase: boolean }) => Promise<JudgeResult>;

/**
 * What one judged submission breaks of the package's expectations, one line each: 2023-07 rules case by case
 * when it has any, else its folder's verdict (and a submissions.yaml score). `rejudge` runs it again when the
 * rules need more than the first result (the CLI judges the package; the site its stored problem).
 */
export async function submissionUnmet(
  pkg: CheckedPackage,
  submission: { path: string; expected: string[]; expectedScore?: number; manual?: boolean },
  result: JudgeResult,
  rejudge: Rejudge,
): Promise<{ unmet: string[]; expectedScore?: number | [number, number] }> {
  const own = pkg.rules.of(submission.path);
  const expectedScore = own.find((rule) => rule.score !== undefined)?.score ?? submission.expectedScore;
  if (submission.manual) return { unmet: [], expectedScore };
  const verdict = gradedVerdict(result);
  const caseRules = own.filter((rule) => rule.permitted || rule.required || rule.message !== undefined);
  // problemtools holds a legacy partially_accepted submission to a graded AC; PA is the 2023-07 reading.
  const expected =
    pkg.loaded.icpc?.version === 'legacy'
      ? submission.expected.filter((v) => v !== 'PA')
      : submission.expected;
  if (!pkg.rules.caseByCase || caseRules.length === 0)
    return {
      unmet: [
        ...(expected.length === 0 || verdictMeets(expected, result)
          ? []
          : [packageMessage('verdictNotExpected', { verdict, expected: joinAlternatives(expected) })]),
        ...unmetRules(own, [], result.score),
        ...(submission.expectedScore !== undefined && !scoreMatches(result.score, submission.expectedScore)
          ? [
              packageMessage('scoreNotExpected', {
                score: String(result.score),
                expected: String(submission.expectedScore),
              }),
            ]
          : []),
        ...(pkg.loaded.icpc?.scoring ? outOfRange(pkg.loaded.problem.icpcGrading, result) : []),
      ],
      expectedScore,
    };
  return { unmet: await caseByCaseUnmet(pkg, submission, result, own, rejudge), expectedScore };
}

/**
 * A 2023-07 submission against its rules: its cases' verdicts (judging again with every case run when a rule
 * fails on cases that judging skipped), and for each rule that needs a time-out, a run under the limit times
 * time_limit_to_tle that must still time out (the format's upper bound on the time limit).
 */
async function caseByCaseUnmet(
  { loaded, dir, timeLimitMs }: CheckedPackage,
  submission: { path: string; expected: string[] },
  result: JudgeResult,
  rules: SubmissionRule[],
  rejudge: Rejudge,
): Promise<string[]> {
  const verdict = abbreviation(result.status);
  if (result.status === JudgeStatus.COMPILE_ERROR || result.status === JudgeStatus.SYSTEM_ERROR)
    return submission.expected.includes(verdict) ? [] : [`${verdict}: ${result.errorMessage ?? ''}`.trim()];
  let cases = caseOutcomes(loaded, dir, result);
  let unmet = unmetRules(rules, cases, result.score);
  if (unmet.length > 0 && cases.some((c) => !c.verdict)) {
    cases = caseOutcomes(loaded, dir, await rejudge({ timeLimitMs, everyCase: true }));
    unmet = unmetRules(rules, cases, result.score);
  }
  const upper = rules.filter((rule) => timeLimitUse(rule) === 'upper');
  if (upper.length > 0 && loaded.icpc) {
    const margin = loaded.icpc.limits.timeLimitToTle;
    const stretchedMs = Math.round(timeLimitMs * margin);
    const stretched = caseOutcomes(loaded, dir, await rejudge({ timeLimitMs: stretchedMs, everyCase: true }));
    for (const rule of upper)
      if (!casesOf(rule, stretched).some((c) => c.verdict === 'TLE'))
        unmet.push(
          packageMessage('ruleNoTimeout', {
            rule: `${rule.from}${rule.cases ? ` ${rule.cases}` : ''}`,
            ms: String(stretchedMs),
            margin: String(margin),
          }),
        );
  }
  return unmet;
}

/** problemtools' check: a group's score outside its `range` is an error of the package. */
export function outOfRange(tree: IcpcGroup | undefined, result: JudgeResult): string[] {
  const ranges = new Map<string, [number, number]>();
  const collect = (group: IcpcGroup) => {
    if (group.range) ranges.set(group.name, group.range);
    for (const item of group.items) if ('group' in item) collect(item.group);
  };
  if (tree) collect(tree);
  return (result.groups ?? []).flatMap((group) => {
    const range = ranges.get(group.name);
    if (!range || (group.score >= range[0] - 1e-6 && group.score <= range[1] + 1e-6)) return [];
    return [
      packageMessage('scoreOutsideRange', {
        group: group.name,
        score: String(group.score),
        low: String(range[0]),
        high: String(range[1]),
      }),
    ];
  });
}
