import { JudgeStatus, type CaseResult, type JudgeStatusCode } from '@judge/contract';
import { describe, expect, it } from 'vitest';
import { executeCases, judgeCaseModes, summarizeSubmission, type ScoredCase } from './modes.ts';

const {
  ACCEPTED: AC,
  WRONG_ANSWER: WA,
  TIME_LIMIT_EXCEEDED: TLE,
  CANCELLED,
  PARTIAL_ACCEPTED: PA,
  SYSTEM_ERROR: SE,
} = JudgeStatus;

function cases(groups: number[], score = 10): ScoredCase[] {
  return groups.map((groupNum, index) => ({ index, score, groupNum }));
}

/** Runs the mode over fake case outcomes (by index) and summarises: the pure part of judging. */
async function judge(
  mode: keyof typeof judgeCaseModes,
  testCases: ScoredCase[],
  outcomes: JudgeStatusCode[],
  problemType: 0 | 1 = 1,
  extra = {},
) {
  const ran: number[] = [];
  const results = await executeCases(
    judgeCaseModes[mode],
    testCases,
    async (testCase): Promise<CaseResult> => {
      ran.push(testCase.index);
      const status = outcomes[testCase.index];
      return {
        index: testCase.index,
        status,
        timeMs: 10 + testCase.index,
        memoryKb: 100 * (testCase.index + 1),
        score: status === AC ? testCase.score : 0,
        groupNum: testCase.groupNum,
      };
    },
  );
  return {
    ran,
    results,
    summary: summarizeSubmission({
      mode: judgeCaseModes[mode],
      problemType,
      cases: testCases,
      results,
      difficulty: 0,
      ...extra,
    }),
  };
}

describe('default mode', () => {
  it('runs every case; ACM verdict is the first failure; time and memory are maxima', async () => {
    const { ran, summary } = await judge('default', cases([0, 0, 0, 0]), [AC, WA, TLE, AC], 0);
    expect(ran).toEqual([0, 1, 2, 3]);
    expect(summary).toMatchObject({ status: WA, score: 0, timeMs: 13, memoryKb: 400, oiRankScore: 0 });
  });
  it('OI: partial score is PA, all cases wrong keeps the first failure', async () => {
    expect((await judge('default', cases([0, 0, 0, 0], 25), [AC, WA, AC, AC])).summary).toMatchObject({
      status: PA,
      score: 75,
    });
    expect((await judge('default', cases([0, 0], 50), [TLE, WA])).summary).toMatchObject({
      status: TLE,
      score: 0,
    });
    expect((await judge('default', cases([0, 0], 50), [AC, AC])).summary).toMatchObject({
      status: AC,
      score: 100,
    });
  });
  it('scales to ioScore and computes oiRankScore = round(0.1 x score + 2 x difficulty x pass rate)', async () => {
    const { summary } = await judge('default', cases([0, 0, 0, 0], 1), [AC, AC, AC, WA], 1, {
      ioScore: 100,
      difficulty: 5,
    });
    expect(summary.score).toBe(75);
    expect(summary.oiRankScore).toBe(Math.round(0.1 * 75 + 2 * 5 * 0.75));
  });
  it('a System Error in any case makes the submission a System Error', async () => {
    expect((await judge('default', cases([0, 0]), [AC, SE])).summary.status).toBe(SE);
  });
});

describe('ergodic_without_error', () => {
  it('stops at the first failure and cancels the rest', async () => {
    const { ran, results, summary } = await judge(
      'ergodic_without_error',
      cases([0, 0, 0, 0]),
      [AC, WA, AC, AC],
      0,
    );
    expect(ran).toEqual([0, 1]);
    expect(results.map((result) => result.status)).toEqual([AC, WA, CANCELLED, CANCELLED]);
    expect(summary.status).toBe(WA);
  });
});

describe('subtask_lowest', () => {
  it('a group is worth its lowest case; after a failure the rest of that group is cancelled, other groups run', async () => {
    const testCases = cases([1, 1, 1, 2, 2]);
    const { ran, results, summary } = await judge('subtask_lowest', testCases, [AC, WA, AC, AC, AC]);
    expect(ran).toEqual([0, 1, 3, 4]);
    expect(results[2].status).toBe(CANCELLED);
    expect(
      summary.subtasks.map((subtask) => [
        subtask.groupNum,
        subtask.status,
        subtask.score,
        subtask.ac,
        subtask.total,
      ]),
    ).toEqual([
      [1, WA, 0, 1, 3],
      [2, AC, 10, 2, 2],
    ]);
    expect(summary).toMatchObject({ status: PA, score: 10 });
  });
  it('groups in groupNum order, whatever the case order', async () => {
    const testCases: ScoredCase[] = [
      { index: 0, score: 30, groupNum: 2 },
      { index: 1, score: 30, groupNum: 1 },
    ];
    const { ran, summary } = await judge('subtask_lowest', testCases, [AC, AC], 1, { ioScore: 100 });
    expect(ran).toEqual([1, 0]);
    expect(summary).toMatchObject({ status: AC, score: 100 });
  });
});

describe('subtask_average', () => {
  it('a group is worth the average of its cases; every case runs', async () => {
    const { ran, summary } = await judge('subtask_average', cases([1, 1, 2, 2], 20), [AC, WA, AC, AC]);
    expect(ran).toEqual([0, 1, 2, 3]);
    expect(summary.subtasks.map((subtask) => subtask.score)).toEqual([10, 20]);
    expect(summary).toMatchObject({ status: PA, score: 30 });
  });
});
