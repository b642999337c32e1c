import { describe, expect, it } from 'vitest';
import {
  AWARD_TYPE,
  DEFAULT_AWARD_CONFIG,
  JudgeStatus,
  type AcmRankRow,
  type ScoreboardRow,
} from '@judge/contract';
import { buildView, sortRows } from './board-build.ts';
import { byUser, record, START, user, usersOf } from './board-fixtures.test-kit.ts';
import { rankBoard, withOwnRowRanked } from './board-own-row.ts';
import { problemStats, rankRows, type RankSettings } from './board-rank.ts';
import type { BoardRecord } from './board-record.ts';
import { acmRule } from './rules/acm-rule.ts';
import { oiRule } from './rules/oi-rule.ts';
import type { ScoreboardRule } from './rules/index.ts';

const real = { hiddenFromMs: null, oiRankScoreType: 'Recent', penaltyUnit: 'minute' };
const settings = (overrides: Partial<RankSettings> = {}): RankSettings => ({
  stars: new Set(),
  removeStar: false,
  awardType: AWARD_TYPE.PROPORTION,
  awardConfig: DEFAULT_AWARD_CONFIG,
  ...overrides,
});

/** What a full re-ranking gives: the others' sealed rows and the viewer's real row, ranked from scratch. */
function oracle(
  rule: ScoreboardRule,
  records: BoardRecord[],
  uids: number[],
  sealAt: number,
  viewer: number,
  rankSettings: RankSettings,
  displayIds: string[],
) {
  const mayBeFirst = (u: { username: string }) => !rankSettings.stars.has(u.username);
  const sealed = buildView(
    rule,
    byUser(records),
    usersOf(...uids),
    { hiddenFromMs: sealAt, oiRankScoreType: 'Recent', penaltyUnit: 'minute' },
    { mayBeFirst },
  );
  const own = rule.buildRow(user(viewer), byUser(records).get(viewer) ?? [], real);
  if (mayBeFirst(user(viewer)))
    for (const [id, ms] of own.solvedAtMs)
      if (ms <= (sealed.firstSolveMs.get(id) ?? Infinity)) rule.markFirstSolve(own.row, id);
  const rows = sortRows(rule, [...sealed.rows.filter((r) => r.uid !== viewer), own.row]);
  return { rows: rankRows(rule, rows, rankSettings), problemStats: problemStats(rule, rows, displayIds) };
}

function fast(
  rule: ScoreboardRule,
  records: BoardRecord[],
  uids: number[],
  sealAt: number,
  viewer: number,
  rankSettings: RankSettings,
  displayIds: string[],
) {
  const view = buildView(
    rule,
    byUser(records),
    usersOf(...uids),
    { hiddenFromMs: sealAt, oiRankScoreType: 'Recent', penaltyUnit: 'minute' },
    { mayBeFirst: (u) => !rankSettings.stars.has(u.username) },
  );
  const board = rankBoard(rule, view, rankSettings, displayIds);
  const own = { user: user(viewer), records: byUser(records).get(viewer) ?? [], rules: real };
  return withOwnRowRanked(rule, board, view, rankSettings, own, displayIds);
}

/** A repeatable sequence in [0, 1). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const comparable = (rows: ScoreboardRow[]) => rows.map((r) => JSON.stringify(r));

describe('own row through the seal', () => {
  it('ranks a contestant by their own results among the sealed rows of the others', () => {
    const sealAt = START + 60 * 60_000;
    const records = [
      record(1, 'A', 30 * 60),
      record(2, 'A', 40 * 60),
      record(3, 'A', 61 * 60), // after the seal
      record(3, 'B', 62 * 60),
    ];
    const { rows } = fast(acmRule, records, [1, 2, 3], sealAt, 3, settings({ awardType: 0 }), ['A', 'B']);
    expect((rows as AcmRankRow[]).map((r) => [r.uid, r.ac, r.rank])).toEqual([
      [3, 2, 1],
      [1, 1, 2],
      [2, 1, 3],
    ]);
    // B was solved by nobody else the viewer can see: their own solve is the first.
    expect((rows[0] as AcmRankRow).submissionInfo.B.isFirstAC).toBe(true);
    expect((rows[0] as AcmRankRow).submissionInfo.A.isFirstAC).toBe(false);
  });

  for (const [name, rule] of [
    ['ACM', acmRule],
    ['OI', oiRule],
  ] as const) {
    it(`gives exactly what a full re-ranking gives (${name}, 300 random boards with stars, ties and awards)`, () => {
      const next = random(7);
      const statuses = [
        JudgeStatus.ACCEPTED,
        JudgeStatus.WRONG_ANSWER,
        JudgeStatus.COMPILE_ERROR,
        JudgeStatus.PENDING,
      ];
      for (let round = 0; round < 300; round += 1) {
        const users = 2 + Math.floor(next() * 12);
        const uids = Array.from({ length: users }, (_, k) => k + 1);
        const ids = ['A', 'B', 'C'];
        const records: BoardRecord[] = [];
        for (let k = 0; k < users * 3; k += 1) {
          const status = statuses[Math.floor(next() * statuses.length)];
          // Minutes on a coarse grid so ties happen often.
          records.push(
            record(
              1 + Math.floor(next() * users),
              ids[Math.floor(next() * 3)],
              Math.floor(next() * 6) * 1200,
              status,
              {
                score: Math.floor(next() * 3) * 50,
              },
            ),
          );
        }
        const sealAt = START + Math.floor(next() * 6) * 1200 * 1000;
        const viewer = 1 + Math.floor(next() * users);
        const stars = new Set(next() < 0.4 ? [`user${1 + Math.floor(next() * users)}`] : []);
        const rankSettings = settings({ stars, removeStar: next() < 0.2 });
        const expected = oracle(rule, records, uids, sealAt, viewer, rankSettings, ids);
        const got = fast(rule, records, uids, sealAt, viewer, rankSettings, ids);
        // A viewer with no submission, or a removed star, is not on the board: nothing to replace.
        if (!records.some((r) => r.uid === viewer)) continue;
        if (rankSettings.removeStar && stars.has(`user${viewer}`)) continue;
        expect(comparable(got.rows), `round ${round}`).toEqual(comparable(expected.rows));
        expect(got.problemStats, `round ${round}`).toEqual(expected.problemStats);
      }
    });
  }
});
