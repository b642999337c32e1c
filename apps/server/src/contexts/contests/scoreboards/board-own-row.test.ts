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
import { ownRowBoard, rankBoard } from './board-own-row.ts';
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

/** The sealed board (its view and ranked rows), as the board keeps it for every viewer. */
function sealedBoard(
  rule: ScoreboardRule,
  records: BoardRecord[],
  uids: number[],
  sealAt: number,
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
  return { view, board: rankBoard(rule, view, rankSettings, displayIds) };
}

const ownOf = (records: BoardRecord[], viewer: number) => ({
  user: user(viewer),
  records: byUser(records).get(viewer) ?? [],
  rules: real,
});

function fast(
  rule: ScoreboardRule,
  records: BoardRecord[],
  uids: number[],
  sealAt: number,
  viewer: number,
  rankSettings: RankSettings,
  displayIds: string[],
) {
  const { view, board } = sealedBoard(rule, records, uids, sealAt, rankSettings, displayIds);
  const { rows, problemStats } = ownRowBoard(
    rule,
    board,
    view,
    rankSettings,
    ownOf(records, viewer),
    displayIds,
  );
  return { rows: rows.all(), problemStats };
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

describe('own row through the seal, read by position', () => {
  it('reads every page of the board as a full re-ranking orders it, the own row as it ranks there', () => {
    const next = random(11);
    for (let round = 0; round < 200; round += 1) {
      const users = 2 + Math.floor(next() * 15);
      const uids = Array.from({ length: users }, (_, k) => k + 1);
      const ids = ['A', 'B'];
      const records: BoardRecord[] = [];
      for (let k = 0; k < users * 3; k += 1)
        records.push(
          record(
            1 + Math.floor(next() * users),
            ids[Math.floor(next() * 2)],
            Math.floor(next() * 6) * 1200,
            next() < 0.6 ? JudgeStatus.ACCEPTED : JudgeStatus.WRONG_ANSWER,
          ),
        );
      const sealAt = START + Math.floor(next() * 6) * 1200 * 1000;
      const viewer = 1 + Math.floor(next() * users);
      if (!records.some((r) => r.uid === viewer)) continue;
      const rankSettings = settings();
      const expected = comparable(oracle(acmRule, records, uids, sealAt, viewer, rankSettings, ids).rows);
      const { view, board } = sealedBoard(acmRule, records, uids, sealAt, rankSettings, ids);
      const got = ownRowBoard(acmRule, board, view, rankSettings, ownOf(records, viewer), ids);
      expect(got.rows.length, `round ${round}`).toBe(expected.length);
      expect(JSON.stringify(got.own), `round ${round}`).toBe(
        expected.find((r) => JSON.parse(r).uid === viewer),
      );
      const limit = 1 + Math.floor(next() * 4);
      for (let from = 0; from < expected.length + limit; from += limit)
        expect(comparable(got.rows.slice(from, from + limit)), `round ${round}, from ${from}`).toEqual(
          expected.slice(from, from + limit),
        );
    }
  });

  it('serves the rows an own row passes as the same objects to every call and viewer (serialised once)', () => {
    const sealAt = START + 60 * 60_000;
    // Sealed: 5 solved A and B, 1 and 2 solved A before the seal; 3 and 4 solved A and B after it, so each of
    // them passes 1 and 2 (and the other's sealed row), and nobody passes 5.
    const records = [
      record(5, 'A', 10 * 60),
      record(5, 'B', 20 * 60),
      record(1, 'A', 30 * 60),
      record(2, 'A', 40 * 60),
      record(3, 'A', 61 * 60),
      record(3, 'B', 62 * 60),
      record(4, 'A', 63 * 60),
      record(4, 'B', 64 * 60),
    ];
    const rankSettings = settings({ awardType: 0 });
    const uids = [1, 2, 3, 4, 5];
    const { view, board } = sealedBoard(acmRule, records, uids, sealAt, rankSettings, ['A', 'B']);
    const pageFor = (viewer: number) =>
      ownRowBoard(acmRule, board, view, rankSettings, ownOf(records, viewer), ['A', 'B']).rows.slice(0, 5);
    const [first, again, other] = [pageFor(3), pageFor(3), pageFor(4)];
    const passed = (rows: ScoreboardRow[]) => rows.filter((row) => row.uid === 1 || row.uid === 2);
    expect(first.map((row) => [row.uid, row.rank])).toEqual([
      [5, 1],
      [3, 2],
      [1, 3],
      [2, 4],
      [4, 5],
    ]);
    passed(first).forEach((row, k) => {
      expect(passed(again)[k]).toBe(row);
      expect(passed(other)[k]).toBe(row);
    });
    // A row nobody passes is the board's own.
    expect(first[0]).toBe(board.rows[0]);
  });
});
