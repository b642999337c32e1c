import { describe, expect, it } from 'vitest';
import { JudgeStatus, type AcmRankRow } from '@judge/contract';
import { buildView } from '../board-build.ts';
import { byUser, record, START, user, usersOf } from '../board-fixtures.test-kit.ts';
import { acmRule } from './acm-rule.ts';

const {
  WRONG_ANSWER: WA,
  COMPILE_ERROR: CE,
  SYSTEM_ERROR: SE,
  CANCELLED,
  PENDING,
  TIME_LIMIT_EXCEEDED: TLE,
} = JudgeStatus;
const real = { hiddenFromMs: null, oiRankScoreType: 'Recent', penaltyUnit: 'minute' };

describe('ACM rule', () => {
  it('counts whole minutes to the first AC plus 20 minutes per rejected try before it', () => {
    const { row } = acmRule.buildRow(
      user(1),
      [
        record(1, 'A', 10 * 60 + 59, WA),
        record(1, 'A', 12 * 60 + 30, TLE),
        record(1, 'A', 25 * 60 + 59), // AC at 25:59 -> 25 minutes + 2 x 20
        record(1, 'A', 30 * 60, WA), // after the AC: nothing
        record(1, 'B', 61), // AC at 1:01 -> 1 minute
      ],
      real,
    );
    expect(row.ac).toBe(2);
    expect(row.totalTime).toBe((25 + 40 + 1) * 60);
    expect(row.submissionInfo.A).toEqual({
      isAC: true,
      isFirstAC: false,
      ACTime: 25 * 60 + 59,
      errorNum: 2,
      tryNum: null,
    });
    expect(row.total).toBe(4);
  });

  it("counts seconds instead, HOJ's rule, in a contest whose penalty unit is the second", () => {
    const records = [record(1, 'A', 10 * 60 + 59, WA), record(1, 'A', 25 * 60 + 59), record(1, 'B', 61)];
    const { row } = acmRule.buildRow(user(1), records, { ...real, penaltyUnit: 'second' });
    // 25:59 plus one 20-minute try, then 1:01, each to the second.
    expect(row.totalTime).toBe(25 * 60 + 59 + 20 * 60 + 61);
    expect(acmRule.buildRow(user(1), records, real).row.totalTime).toBe((25 + 20 + 1) * 60);
  });

  it('does not count compile errors, system errors and cancelled submissions as tries', () => {
    const { row } = acmRule.buildRow(
      user(1),
      [record(1, 'A', 60, CE), record(1, 'A', 120, SE), record(1, 'A', 180, CANCELLED), record(1, 'A', 600)],
      real,
    );
    expect(row.submissionInfo.A.errorNum).toBe(0);
    expect(row.totalTime).toBe(10 * 60);
    expect(row.total).toBe(1);
  });

  it('keeps unsolved problems out of the penalty and shows rejected and pending tries', () => {
    const { row } = acmRule.buildRow(
      user(1),
      [record(1, 'A', 60, WA), record(1, 'A', 120, WA), record(1, 'A', 180, PENDING)],
      real,
    );
    expect(row.ac).toBe(0);
    expect(row.totalTime).toBe(0);
    expect(row.submissionInfo.A).toMatchObject({ isAC: false, errorNum: 2, tryNum: 1 });
  });

  it('after the seal shows others results as tries pending', () => {
    const seal = { hiddenFromMs: START + 60 * 60_000, oiRankScoreType: 'Recent', penaltyUnit: 'minute' };
    const { row } = acmRule.buildRow(
      user(1),
      [
        record(1, 'A', 30 * 60, WA),
        record(1, 'A', 61 * 60, WA),
        record(1, 'A', 70 * 60),
        record(1, 'B', 90 * 60, CE),
      ],
      seal,
    );
    expect(row.ac).toBe(0);
    expect(row.submissionInfo.A).toMatchObject({ isAC: false, errorNum: 1, tryNum: 2 });
    // A compile error after the seal is a pending try too: telling it apart would tell its result.
    expect(row.submissionInfo.B).toMatchObject({ errorNum: 0, tryNum: 1 });
  });

  it('orders by solved, then penalty; marks every first solver of a problem', () => {
    const view = buildView(
      acmRule,
      byUser([
        record(1, 'A', 600), // 10 min
        record(2, 'A', 600), // 10 min: both first
        record(2, 'B', 1200), // 20 min
        record(3, 'A', 300, WA),
        record(3, 'A', 900), // 15 + 20 = 35 min
        record(3, 'B', 1100), // 18 min: first on B
      ]),
      usersOf(1, 2, 3),
      real,
    );
    const rows = view.rows as AcmRankRow[];
    expect(rows.map((r) => [r.uid, r.ac, r.totalTime / 60])).toEqual([
      [2, 2, 30],
      [3, 2, 53],
      [1, 1, 10],
    ]);
    expect(rows[0].submissionInfo.A.isFirstAC).toBe(true);
    expect(rows[2].submissionInfo.A.isFirstAC).toBe(true);
    expect(rows[1].submissionInfo.A.isFirstAC).toBe(false);
    expect(rows[1].submissionInfo.B.isFirstAC).toBe(true);
    expect(rows[0].submissionInfo.B.isFirstAC).toBe(false);
  });
});
