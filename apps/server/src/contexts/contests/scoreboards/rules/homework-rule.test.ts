import { describe, expect, it } from 'vitest';
import { DEFAULT_RULE_SETTINGS, JudgeStatus } from '@judge/contract';
import { record, START, user } from '../board-fixtures.test-kit.ts';
import { homeworkRule, latePercent } from './homework-rule.ts';

const { PARTIAL_ACCEPTED: PA, ACCEPTED: AC } = JudgeStatus;
const HOUR = 3600;
const DUE_SECONDS = 48 * HOUR;
const periods = [
  { hours: 24, percent: 80 },
  { hours: 72, percent: 50 },
];
const view = {
  hiddenFromMs: null,
  oiRankScoreType: 'Recent',
  penaltyUnit: 'minute',
  scoring: {
    ...DEFAULT_RULE_SETTINGS,
    homeworkDueTime: new Date(START + DUE_SECONDS * 1000).toISOString(),
    homeworkLatePeriods: periods,
  },
};
const scored = (id: string, seconds: number, status: number, score: number) =>
  record(1, id, seconds, status, { score });

describe('homework rule', () => {
  it('finds the late period a submission falls in', () => {
    expect(latePercent(periods, 0)).toBe(100);
    expect(latePercent(periods, 1)).toBe(80);
    expect(latePercent(periods, 24 * HOUR * 1000)).toBe(80);
    expect(latePercent(periods, 24 * HOUR * 1000 + 1)).toBe(50);
    expect(latePercent(periods, 500 * HOUR * 1000)).toBe(50);
    expect(latePercent([], 500 * HOUR * 1000)).toBe(100);
  });

  it('scores on-time work in full and late work times its period percent, and says which came late', () => {
    const { row } = homeworkRule.buildRow(
      user(1),
      [
        scored('A', HOUR, PA, 40), // on time: 40
        scored('A', DUE_SECONDS + 2 * HOUR, AC, 100), // 2 h late: 80 -> counted, late
        scored('B', DUE_SECONDS, PA, 70), // at the due time: on time, 70
        scored('B', DUE_SECONDS + 30 * HOUR, AC, 100), // 30 h late: 50 < 70
        scored('C', DUE_SECONDS + 100 * HOUR, AC, 100), // past every period: 50
      ],
      view,
    );
    expect(row.submissionInfo).toEqual({ A: 80, B: 70, C: 50 });
    expect(row.lateInfo).toEqual({ A: true, B: false, C: true });
    expect(row.totalScore).toBe(200);
  });

  it('keeps the on-time score when a late one only equals it', () => {
    const { row } = homeworkRule.buildRow(
      user(1),
      [scored('A', HOUR, PA, 40), scored('A', DUE_SECONDS + HOUR, PA, 50)],
      view,
    );
    expect([row.submissionInfo.A, row.lateInfo?.A]).toEqual([40, false]);
  });
});
