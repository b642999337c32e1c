import { describe, expect, it } from 'vitest';
import { DEFAULT_RULE_SETTINGS, JudgeStatus } from '@judge/contract';
import { record, user } from '../board-fixtures.test-kit.ts';
import { ledoRule } from './ledo-rule.ts';

const { WRONG_ANSWER: WA, PARTIAL_ACCEPTED: PA, ACCEPTED: AC, COMPILE_ERROR: CE } = JudgeStatus;
const scored = (id: string, seconds: number, status: number, score: number) =>
  record(1, id, seconds, status, { score });
const view = (cost = 5, floor = 70) => ({
  hiddenFromMs: null,
  oiRankScoreType: 'Recent',
  penaltyUnit: 'minute',
  scoring: { ...DEFAULT_RULE_SETTINGS, ledoTryPenaltyPercent: cost, ledoFloorPercent: floor },
});

describe('Ledo rule', () => {
  it('takes the set percent off a submission per rejected try before it, and keeps the best', () => {
    const records = [
      scored('A', 60, WA, 0),
      scored('A', 120, CE, 0), // no try
      scored('A', 180, PA, 60), // one try before: 60 x 95% = 57
      scored('A', 240, AC, 100), // two tries before: 100 x 90% = 90
      scored('B', 300, AC, 100), // first try: 100
    ];
    const { row } = ledoRule.buildRow(user(1), records, view());
    expect(row.submissionInfo).toEqual({ A: 90, B: 100 });
    expect(row.totalScore).toBe(190);
  });

  it('never takes more than down to the floor', () => {
    const tries = Array.from({ length: 10 }, (_, i) => scored('A', 60 + i, WA, 0));
    const { row } = ledoRule.buildRow(user(1), [...tries, scored('A', 600, AC, 100)], view(5, 70));
    // Ten tries would cost 50%: the floor keeps 70%.
    expect(row.submissionInfo.A).toBe(70);
    expect(
      ledoRule.buildRow(user(1), [...tries, scored('A', 600, AC, 100)], view(3, 0)).row.submissionInfo.A,
    ).toBe(70);
  });

  it('keeps an earlier better score over a later penalised one, to two decimals', () => {
    const { row } = ledoRule.buildRow(
      user(1),
      [scored('A', 60, PA, 77), scored('A', 120, PA, 33), scored('A', 180, PA, 80)],
      view(7),
    );
    // 77 first; 80 after two rejected tries (PA counts as one): 80 x 86% = 68.8 < 77.
    expect(row.submissionInfo.A).toBe(77);
    const { row: second } = ledoRule.buildRow(
      user(1),
      [scored('A', 60, PA, 33), scored('A', 120, PA, 81)],
      view(7),
    );
    expect(second.submissionInfo.A).toBe(75.33);
  });
});
