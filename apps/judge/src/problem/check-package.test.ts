import { JudgeStatus, type CaseResult, type IcpcGroup, type JudgeResult } from '@judge/contract';
import { describe, expect, it } from 'vitest';
import { outOfRange, submissionUnmet, verdictMeets, type CheckedPackage } from './check-package.ts';
import type { IcpcConfig } from './icpc/package-config.ts';
import type { LoadedProblem } from './load-problem.ts';

const judged = (status: number, graded: number, score: number, cases: Partial<CaseResult>[] = []) =>
  ({
    status,
    gradedStatus: graded,
    score,
    cases: cases.map((c, index) => ({ index, timeMs: 1, memoryKb: 1, score: 0, ...c })),
  }) as JudgeResult;

const packageOf = (version: IcpcConfig['version']): CheckedPackage => ({
  loaded: { icpc: { version } as IcpcConfig, submissions: [], testCases: [] } as unknown as LoadedProblem,
  dir: '/nowhere',
  rules: { caseByCase: false, of: () => [] },
  timeLimitMs: 1000,
});
const never = () => Promise.reject(new Error('not judged again'));
const partial = { path: '/nowhere/submissions/partially_accepted/a.py', expected: ['AC', 'PA'] };

describe("a submission against its package's expectation", () => {
  it('holds a legacy partially_accepted submission to a graded AC, as problemtools does', async () => {
    const rejectedWithPoints = judged(JudgeStatus.PARTIAL_ACCEPTED, JudgeStatus.WRONG_ANSWER, 30);
    expect((await submissionUnmet(packageOf('legacy'), partial, rejectedWithPoints, never)).unmet).toEqual([
      'WA (expected AC)',
    ]);
    expect((await submissionUnmet(packageOf('2023-07'), partial, rejectedWithPoints, never)).unmet).toEqual(
      [],
    );
    const acceptedBelowMaximum = judged(JudgeStatus.PARTIAL_ACCEPTED, JudgeStatus.ACCEPTED, 30);
    expect((await submissionUnmet(packageOf('legacy'), partial, acceptedBelowMaximum, never)).unmet).toEqual(
      [],
    );
  });

  it("compares DOMjudge's @EXPECTED_SCORE@ to 1e-6 and leaves a manual one alone", async () => {
    const annotated = { path: '/nowhere/submissions/partial/a.py', expected: ['TLE'], expectedScore: 75 };
    const result = judged(JudgeStatus.PARTIAL_ACCEPTED, JudgeStatus.TIME_LIMIT_EXCEEDED, 75.0000001);
    expect((await submissionUnmet(packageOf('legacy'), annotated, result, never)).unmet).toEqual([]);
    const off = judged(JudgeStatus.PARTIAL_ACCEPTED, JudgeStatus.TIME_LIMIT_EXCEEDED, 74);
    expect((await submissionUnmet(packageOf('legacy'), annotated, off, never)).unmet).toEqual([
      'score 74 (expected 75, @EXPECTED_SCORE@)',
    ]);
    const manual = { ...annotated, manual: true };
    expect((await submissionUnmet(packageOf('legacy'), manual, off, never)).unmet).toEqual([]);
  });

  it('meets NO-OUTPUT with a wrong answer whose first rejected case printed nothing', () => {
    const silent = judged(JudgeStatus.WRONG_ANSWER, JudgeStatus.WRONG_ANSWER, 0, [
      { status: JudgeStatus.ACCEPTED, userOutput: '1\n' },
      { status: JudgeStatus.WRONG_ANSWER, userOutput: '' },
    ]);
    expect(verdictMeets(['NO-OUTPUT'], silent)).toBe(true);
    const talkative = judged(JudgeStatus.WRONG_ANSWER, JudgeStatus.WRONG_ANSWER, 0, [
      { status: JudgeStatus.WRONG_ANSWER, userOutput: '2\n' },
    ]);
    expect(verdictMeets(['NO-OUTPUT'], talkative)).toBe(false);
  });
});

describe("problemtools' range check", () => {
  it('flags a group whose score falls outside its range', () => {
    const leaf = { name: 'secret/main', items: [], range: [0, 100] } as unknown as IcpcGroup;
    const tree = { name: 'data', items: [{ group: leaf }] } as unknown as IcpcGroup;
    const result = {
      groups: [
        { name: 'secret/main', status: JudgeStatus.ACCEPTED, score: 120 },
        { name: 'data', status: JudgeStatus.ACCEPTED, score: 120 },
      ],
    } as JudgeResult;
    expect(outOfRange(tree, result)).toEqual(['secret/main: score 120 outside its range 0 100']);
    expect(outOfRange(tree, { groups: [{ ...result.groups![0], score: 100 }] } as JudgeResult)).toEqual([]);
  });
});
