import { describe, expect, it } from 'vitest';
import { AWARD_TYPE, DEFAULT_AWARD_CONFIG, JudgeStatus } from '@judge/contract';
import { buildView } from './board-build.ts';
import { byUser, record, usersOf } from './board-fixtures.test-kit.ts';
import { awardRanges, pageOfTopAndRows, rankRows, withTopRows, type RankSettings } from './board-rank.ts';
import { acmRule } from './rules/acm-rule.ts';

const real = { hiddenFromMs: null, oiRankScoreType: 'Recent', penaltyUnit: 'minute' };
const settings = (overrides: Partial<RankSettings> = {}): RankSettings => ({
  stars: new Set(),
  removeStar: false,
  awardType: AWARD_TYPE.NONE,
  awardConfig: [],
  ...overrides,
});

/** Users 1..n; user i solves n - i + 1 problems at minute 10 each, so the order is 1, 2, ..., n. */
function ladder(n: number, ties: number[] = []) {
  const records = [];
  for (let uid = 1; uid <= n; uid += 1) {
    const solved = ties.includes(uid) ? n - uid + 2 : n - uid + 1;
    for (let p = 0; p < solved; p += 1) records.push(record(uid, `P${p}`, 600));
  }
  return buildView(acmRule, byUser(records), usersOf(...Array.from({ length: n }, (_, i) => i + 1)), real)
    .rows;
}

describe('ranking step', () => {
  it('gives tied rows the same rank and the next row its position', () => {
    // Users 2 and 3 both solve 4 of 5 at the same minutes: a tie at rank 2, user 4 is 4th.
    const rows = rankRows(acmRule, ladder(5, [3]), settings());
    expect(rows.map((r) => [r.uid, r.rank])).toEqual([
      [1, 1],
      [2, 2],
      [3, 2],
      [4, 4],
      [5, 5],
    ]);
  });

  it('ranks star accounts -1 without counting them, or removes them', () => {
    const stars = new Set(['user1']);
    const ranked = rankRows(acmRule, ladder(3), settings({ stars }));
    expect(ranked.map((r) => [r.uid, r.rank])).toEqual([
      [1, -1],
      [2, 1],
      [3, 2],
    ]);
    const removed = rankRows(acmRule, ladder(3), settings({ stars, removeStar: true }));
    expect(removed.map((r) => [r.uid, r.rank])).toEqual([
      [2, 1],
      [3, 2],
    ]);
  });

  it('awards gold 10 %, silver 20 %, bronze 30 % of the ranked users, rounded down', () => {
    expect(
      awardRanges(settings({ awardType: AWARD_TYPE.PROPORTION, awardConfig: DEFAULT_AWARD_CONFIG }), 25),
    ).toEqual([
      { award: DEFAULT_AWARD_CONFIG[0], from: 0, to: 2 },
      { award: DEFAULT_AWARD_CONFIG[1], from: 2, to: 7 },
      { award: DEFAULT_AWARD_CONFIG[2], from: 7, to: 14 },
    ]);
    // 20 users, one a star: 19 ranked -> gold 1, silver 3, bronze 5; the star wins nothing.
    const rows = rankRows(
      acmRule,
      ladder(20),
      settings({
        stars: new Set(['user2']),
        awardType: AWARD_TYPE.PROPORTION,
        awardConfig: DEFAULT_AWARD_CONFIG,
      }),
    );
    const awards = rows.map((r) => r.awardName);
    expect(awards.filter((a) => a === 'Gold Medal')).toHaveLength(1);
    expect(awards.filter((a) => a === 'Silver Medal')).toHaveLength(3);
    expect(awards.filter((a) => a === 'Bronze Medal')).toHaveLength(5);
    expect(rows[1]).toMatchObject({ uid: 2, rank: -1, isWinAward: false, awardName: null });
    expect(rows[0]).toMatchObject({ isWinAward: true, awardBackground: '#e6bf25', awardColor: '#ffffff' });
  });

  it('awards by count, ties at the last position all win, and only rows that solved something', () => {
    const awardConfig = [{ priority: 1, name: 'Gold', background: '#ffd700', color: '#000000', num: 2 }];
    const tie = rankRows(acmRule, ladder(4, [3]), settings({ awardType: AWARD_TYPE.NUMBER, awardConfig }));
    expect(tie.map((r) => r.awardName)).toEqual(['Gold', 'Gold', 'Gold', null]);
    const nothingSolved = rankRows(
      acmRule,
      buildView(acmRule, byUser([record(1, 'A', 60, JudgeStatus.WRONG_ANSWER)]), usersOf(1), real).rows,
      settings({ awardType: AWARD_TYPE.NUMBER, awardConfig }),
    );
    expect(nothingSolved[0]).toMatchObject({ rank: 1, isWinAward: false });
  });

  it("puts the viewer's row, then followed rows, on top", () => {
    const rows = rankRows(acmRule, ladder(4), settings());
    const uids = ({ top, rows: all }: ReturnType<typeof withTopRows>) => [...top, ...all].map((r) => r.uid);
    expect(uids(withTopRows(rows, 3, [4, 3]))).toEqual([3, 4, 1, 2, 3, 4]);
    expect(uids(withTopRows(rows, 9, []))).toEqual([1, 2, 3, 4]);
    // A page is cut across the rows on top and the rows as if they were one list.
    const { top, rows: all } = withTopRows(rows, 3, [4]);
    expect(pageOfTopAndRows(top, all, 0, 3).map((r) => r.uid)).toEqual([3, 4, 1]);
    expect(pageOfTopAndRows(top, all, 3, 3).map((r) => r.uid)).toEqual([2, 3, 4]);
    expect(pageOfTopAndRows(top, all, 1, 2).map((r) => r.uid)).toEqual([4, 1]);
    expect(pageOfTopAndRows(top, all, 6, 3)).toEqual([]);
  });
});

describe('virtual participants', () => {
  it("show the rank they would have had, take no one else's place and win nothing", () => {
    const view = buildView(
      acmRule,
      byUser([record(1, 'A', 600), record(1, 'B', 600), record(2, 'A', 600)]),
      usersOf(1, 2, 3),
      { hiddenFromMs: null, oiRankScoreType: 'Recent', penaltyUnit: 'minute' },
      { virtualRecordsByUser: byUser([record(3, 'A', 300), record(3, 'B', 300)]) },
    );
    const awardConfig = [{ priority: 1, name: 'Gold', background: '#ffd700', color: '#000000', num: 1 }];
    const rows = rankRows(acmRule, view.rows, settings({ awardType: AWARD_TYPE.NUMBER, awardConfig }));
    expect(rows.map((r) => [r.uid, r.rank, r.isVirtual, r.awardName])).toEqual([
      [3, 1, true, null],
      [1, 1, false, 'Gold'],
      [2, 2, false, null],
    ]);
    // A virtual solve is never the first solve of the contest.
    expect(
      rows.map(
        (r) => (r as { submissionInfo: Record<string, { isFirstAC: boolean }> }).submissionInfo.A.isFirstAC,
      ),
    ).toEqual([false, true, true]);
  });
});
