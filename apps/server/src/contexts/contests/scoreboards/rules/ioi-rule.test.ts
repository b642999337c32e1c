import { describe, expect, it } from 'vitest';
import { JudgeStatus, type OiRankRow } from '@judge/contract';
import { buildView } from '../board-build.ts';
import { byUser, record, user, usersOf } from '../board-fixtures.test-kit.ts';
import { ioiRule } from './ioi-rule.ts';
import { strictIoiRule } from './strict-ioi-rule.ts';

const { PARTIAL_ACCEPTED: PA, ACCEPTED: AC, COMPILE_ERROR: CE, PENDING } = JudgeStatus;
const live = { hiddenFromMs: null, oiRankScoreType: 'Recent', penaltyUnit: 'minute' };
/** A judged submission with its subtask scores (groups 1, 2, 3 worth 20, 30, 50). */
const judged = (uid: number, id: string, seconds: number, subtasks: number[], status: number = PA) =>
  record(uid, id, seconds, status, {
    score: subtasks.reduce((a, b) => a + b, 0),
    subtasks: subtasks.map((score, i) => ({ groupNum: i + 1, score })),
  });

describe('IOI rule', () => {
  const records = [
    judged(1, 'A', 60, [20, 0, 0]), // 20
    judged(1, 'A', 120, [0, 30, 0]), // 30
    judged(1, 'A', 180, [20, 0, 25]), // 45: best single submission
    record(1, 'A', 200, CE, { score: 0 }), // no try
    judged(1, 'B', 300, [20, 30, 50], AC),
  ];

  it('sums each subtask best across all of a problem’s submissions', () => {
    const { row } = ioiRule.buildRow(user(1), records, live);
    // A: 20 (subtask 1) + 30 (subtask 2) + 25 (subtask 3) = 75, more than any one submission's 45.
    expect(row.submissionInfo).toEqual({ A: 75, B: 100 });
    expect(row.totalScore).toBe(175);
  });

  it('counts a submission without subtask results as one whole, never below the best single score', () => {
    const { row } = ioiRule.buildRow(
      user(1),
      [judged(1, 'A', 60, [20, 0, 0]), record(1, 'A', 120, PA, { score: 60, subtasks: null })],
      live,
    );
    expect(row.submissionInfo.A).toBe(60);
  });

  it('shows pending and sealed tries as pending, their subtasks unread', () => {
    const sealed = { ...live, hiddenFromMs: records[2].submitMs };
    const { row } = ioiRule.buildRow(user(1), [...records, record(1, 'C', 400, PENDING)], sealed);
    expect(row.submissionInfo).toEqual({ A: 50 });
    // A compile error after the seal is a pending try too: telling it apart would tell its result.
    expect(row.pendingInfo).toEqual({ A: 2, B: 1, C: 1 });
  });

  it('strict IOI takes the best single submission instead', () => {
    const { row } = strictIoiRule.buildRow(user(1), records, live);
    expect(row.submissionInfo).toEqual({ A: 45, B: 100 });
    expect(row.totalScore).toBe(145);
  });

  it('orders by total, then by the summed shortest accepted run times', () => {
    const view = buildView(
      ioiRule,
      byUser([
        judged(1, 'A', 60, [20, 30, 0]),
        judged(1, 'A', 90, [0, 0, 50]), // 100 summed, no accepted run
        judged(2, 'A', 60, [20, 30, 50], AC), // 100, run 10 ms
        judged(3, 'A', 60, [20, 30, 0]),
      ]),
      usersOf(1, 2, 3),
      live,
    );
    expect((view.rows as OiRankRow[]).map((r) => [r.uid, r.totalScore, r.totalTime])).toEqual([
      [1, 100, 0],
      [2, 100, 10],
      [3, 50, 0],
    ]);
  });
});
