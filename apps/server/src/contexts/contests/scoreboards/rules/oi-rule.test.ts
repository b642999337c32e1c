import { describe, expect, it } from 'vitest';
import { JudgeStatus, type OiRankRow } from '@judge/contract';
import { buildView } from '../board-build.ts';
import { byUser, record, START, user, usersOf } from '../board-fixtures.test-kit.ts';
import { oiRule } from './oi-rule.ts';

const { WRONG_ANSWER: WA, PARTIAL_ACCEPTED: PA, COMPILE_ERROR: CE, ACCEPTED: AC, PENDING } = JudgeStatus;
const scored = (uid: number, id: string, seconds: number, status: number, score: number, runTime = 10) =>
  record(uid, id, seconds, status, { score, runTime });

describe('OI rule', () => {
  const records = [
    scored(1, 'A', 60, PA, 40),
    scored(1, 'A', 120, AC, 100, 30),
    scored(1, 'A', 180, PA, 70), // Recent: 70; Highest: 100
    scored(1, 'B', 200, WA, 0),
    scored(1, 'B', 300, CE, 0), // not counted: B stays 0 from the WA
  ];

  it("'Recent' takes the latest judged submission of each problem", () => {
    const { row } = oiRule.buildRow(user(1), records, {
      hiddenFromMs: null,
      oiRankScoreType: 'Recent',
      penaltyUnit: 'minute',
    });
    expect(row.submissionInfo).toEqual({ A: 70, B: 0 });
    expect(row.totalScore).toBe(70);
    expect(row.timeInfo).toEqual({ A: 30 });
    expect(row.totalTime).toBe(30);
  });

  it("'Highest' takes the best", () => {
    const { row } = oiRule.buildRow(user(1), records, {
      hiddenFromMs: null,
      oiRankScoreType: 'Highest',
      penaltyUnit: 'minute',
    });
    expect(row.submissionInfo).toEqual({ A: 100, B: 0 });
    expect(row.totalScore).toBe(100);
  });

  it('hides every result from those without realtime permission', () => {
    const { row } = oiRule.buildRow(user(1), [...records, scored(1, 'C', 400, PENDING, 0)], {
      hiddenFromMs: Number.NEGATIVE_INFINITY,
      oiRankScoreType: 'Recent',
      penaltyUnit: 'minute',
    });
    expect(row.totalScore).toBe(0);
    expect(row.submissionInfo).toEqual({});
    expect(row.pendingInfo).toEqual({ A: 3, B: 2, C: 1 });
  });

  it('orders by score, then by the summed shortest accepted run times', () => {
    const view = buildView(
      oiRule,
      byUser([
        scored(1, 'A', 60, AC, 100, 50),
        scored(2, 'A', 60, AC, 100, 20),
        scored(2, 'A', 90, AC, 100, 40),
        scored(3, 'A', 60, PA, 60),
        scored(3, 'B', 60, AC, 100, 5),
      ]),
      usersOf(1, 2, 3),
      { hiddenFromMs: START + 1000 * 1000, oiRankScoreType: 'Recent', penaltyUnit: 'minute' },
    );
    expect((view.rows as OiRankRow[]).map((r) => [r.uid, r.totalScore, r.totalTime])).toEqual([
      [3, 160, 5],
      [2, 100, 20],
      [1, 100, 50],
    ]);
  });
});
