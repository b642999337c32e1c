import { describe, expect, it } from 'vitest';
import type { AcmProblemCell, AcmRankRow } from '@judge/contract';
import {
  cellPenaltySeconds,
  compareRows,
  finalFrom,
  hiddenCount,
  ranksOf,
  revealAll,
  startBoard,
  type RevealBoard,
} from './reveal';

const MIN = 60;
const solved = (minutes: number, errorNum = 0, isFirstAC = false): AcmProblemCell => ({
  isAC: true,
  isFirstAC,
  ACTime: minutes * MIN,
  errorNum,
  tryNum: null,
});
const failed = (errorNum: number): AcmProblemCell => ({
  isAC: false,
  isFirstAC: false,
  ACTime: null,
  errorNum,
  tryNum: null,
});
const frozen = (tryNum: number, errorNum = 0): AcmProblemCell => ({ ...failed(errorNum), tryNum });

function row(
  username: string,
  rank: number,
  ac: number,
  minutes: number,
  submissionInfo: Record<string, AcmProblemCell>,
): AcmRankRow {
  return {
    uid: username.charCodeAt(0),
    username,
    nickname: null,
    realname: null,
    school: null,
    gender: null,
    avatar: null,
    rank,
    isWinAward: false,
    awardName: null,
    awardBackground: null,
    awardColor: null,
    isVirtual: false,
    ac,
    total: 0,
    totalTime: minutes * MIN,
    submissionInfo,
  };
}

const byUid = (rows: AcmRankRow[]) => new Map(rows.map((r) => [r.uid, r]));
const names = (board: RevealBoard) => board.rows.map((r) => r.username);
const totals = (board: RevealBoard) => board.rows.map((r) => [r.username, r.solved, r.penalty / MIN]);

/**
 * The board of the server's test (scroll-board.test.ts): sealed at minute 210; ben, cat, ann and the star
 * submitted after it.
 */
const SEALED = [
  row('cat', 1, 2, 100, { A: solved(40), B: solved(60, 0, true), C: frozen(1) }),
  row('ann', 2, 2, 150, { A: solved(30, 1), B: solved(100), C: frozen(1) }),
  row('star', -1, 1, 1, { A: solved(1), B: frozen(1) }),
  row('ben', 3, 1, 20, { A: solved(20, 0, true), B: frozen(2), C: frozen(1) }),
  row('dan', 4, 0, 0, { A: failed(1) }),
];
const REAL = [
  row('cat', 1, 3, 320, { A: solved(40), B: solved(60, 0, true), C: solved(220, 0, true) }),
  row('ben', 2, 3, 505, { A: solved(20, 0, true), B: solved(230, 1), C: solved(235) }),
  row('ann', 3, 2, 150, { A: solved(30, 1), B: solved(100), C: failed(1) }),
  row('star', -1, 2, 241, { A: solved(1), B: solved(240) }),
  row('dan', 4, 0, 0, { A: failed(1) }),
];
const IDS = ['A', 'B', 'C'];

describe('the reveal of a sealed board', () => {
  it('starts as the seal shows it, the lowest row hiding something focused', () => {
    const board = startBoard(SEALED, IDS);
    expect(names(board)).toEqual(['cat', 'ann', 'star', 'ben', 'dan']);
    expect(board.rows.map((r) => r.hidden)).toEqual([['C'], ['C'], ['B'], ['B', 'C'], []]);
    expect(board.focus).toBe(3);
    expect(finalFrom(board)).toBe(4);
    expect(hiddenCount(board)).toBe(5);
    expect(ranksOf(board.rows)).toEqual([1, 2, null, 3, 4]);
  });

  it('reveals the focused row’s leftmost hidden cell at each step, bottom up, moving rows up', () => {
    const steps = revealAll(startBoard(SEALED, IDS), byUid(REAL));
    expect(steps.map(({ step }) => [step.uid, step.displayId, step.accepted, step.from, step.to])).toEqual([
      // ben's B (a wrong try, then AC at 230): 2 solved, 270 minutes: past the star only.
      ['b'.charCodeAt(0), 'B', true, 3, 2],
      // The star, now lowest with a hidden cell: B at 240, 241 minutes: past ben.
      ['s'.charCodeAt(0), 'B', true, 3, 2],
      // ben's C: 3 solved, to the top.
      ['b'.charCodeAt(0), 'C', true, 3, 0],
      // ann's C was wrong: she stays; then cat's C puts her back above ben.
      ['a'.charCodeAt(0), 'C', false, 2, 2],
      ['c'.charCodeAt(0), 'C', true, 1, 0],
    ]);
    expect(totals(steps[0].board)).toEqual([
      ['cat', 2, 100],
      ['ann', 2, 150],
      ['ben', 2, 270],
      ['star', 1, 1],
      ['dan', 0, 0],
    ]);
    expect(steps[0].board.rows[2].cells.B).toEqual(solved(230, 1));
    expect(steps.map(({ board }) => board.focus)).toEqual([3, 3, 2, 1, null]);
  });

  it('ends on the real board: its order, solved counts, penalties, ranks and cells', () => {
    const steps = revealAll(startBoard(SEALED, IDS), byUid(REAL));
    const last = steps.at(-1)!.board;
    expect(totals(last)).toEqual(REAL.map((r) => [r.username, r.ac, r.totalTime / MIN]));
    expect(ranksOf(last.rows)).toEqual(REAL.map((r) => (r.rank === -1 ? null : r.rank)));
    expect(last.rows.map((r) => r.cells)).toEqual(REAL.map((r) => r.submissionInfo));
    expect(finalFrom(last)).toBe(0);
    expect(hiddenCount(last)).toBe(0);
  });

  it('keeps the objects of the rows a step does not touch', () => {
    const board = startBoard(SEALED, IDS);
    const [{ board: next }] = revealAll(board, byUid(REAL));
    expect(next.rows[0]).toBe(board.rows[0]);
    expect(next.rows[4]).toBe(board.rows[4]);
    expect(next.rows[2]).not.toBe(board.rows[3]);
  });

  it('starts final when nothing is hidden (a contest without a seal)', () => {
    const board = startBoard(REAL, IDS);
    expect(board.focus).toBeNull();
    expect(finalFrom(board)).toBe(0);
    expect(revealAll(board, byUid(REAL))).toEqual([]);
  });

  it('lets tied rows share a rank, in the username order the board uses', () => {
    const sealed = [
      row('yan', 1, 2, 100, { A: solved(40), B: solved(60) }),
      row('xia', 2, 1, 50, { A: solved(50), B: frozen(1) }),
    ];
    const real = [
      row('xia', 1, 2, 100, { A: solved(50), B: solved(50) }),
      row('yan', 1, 2, 100, { A: solved(40), B: solved(60) }),
    ];
    const [{ board, step }] = revealAll(startBoard(sealed, ['A', 'B']), byUid(real));
    expect([step.from, step.to]).toEqual([1, 0]);
    expect(names(board)).toEqual(['xia', 'yan']);
    expect(ranksOf(board.rows)).toEqual([1, 1]);
  });
});

describe('the penalty of a revealed cell', () => {
  it('counts whole minutes to the AC and 20 minutes per rejected try', () => {
    expect(cellPenaltySeconds({ ...solved(0, 2), ACTime: 20 * MIN + 45 })).toBe(60 * MIN);
    expect(cellPenaltySeconds(failed(3))).toBe(0);
  });
});

/** A seeded generator, so a failing board can be replayed. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

/** A random board and its frozen view: some cells of some rows are hidden as tries pending. */
function randomBoards(seed: number) {
  const pick = random(seed);
  const ids = ['A', 'B', 'C', 'D'].slice(0, 1 + pick(4));
  const real: AcmRankRow[] = [];
  const sealed: AcmRankRow[] = [];
  const users = 1 + pick(12);
  for (let u = 0; u < users; u++) {
    const realCells: Record<string, AcmProblemCell> = {};
    const sealedCells: Record<string, AcmProblemCell> = {};
    for (const id of ids) {
      const kind = pick(4);
      if (kind === 0) continue;
      // Few distinct minutes, so ties happen.
      const cell = kind === 1 ? failed(1 + pick(3)) : solved(10 * pick(4), pick(2));
      realCells[id] = cell;
      sealedCells[id] = pick(3) === 0 ? frozen(1 + pick(2), pick(2)) : cell;
    }
    const totalsOf = (cells: Record<string, AcmProblemCell>) => {
      const done = Object.values(cells).filter((c) => c.isAC);
      return { ac: done.length, minutes: done.reduce((s, c) => s + cellPenaltySeconds(c), 0) / MIN };
    };
    const username = `u${String(u).padStart(2, '0')}`;
    const star = pick(6) === 0;
    const r = totalsOf(realCells);
    const s = totalsOf(sealedCells);
    real.push({ ...row(username, star ? -1 : 0, r.ac, r.minutes, realCells), uid: u + 1 });
    sealed.push({ ...row(username, star ? -1 : 0, s.ac, s.minutes, sealedCells), uid: u + 1 });
  }
  const ranked = (rows: AcmRankRow[]) => {
    const board = startBoard(rows, []);
    const byUser = new Map(rows.map((r) => [r.uid, r]));
    const ranks = ranksOf(board.rows);
    return board.rows.map((r, i) => ({ ...byUser.get(r.uid)!, rank: ranks[i] ?? -1 }));
  };
  return { ids, sealed: ranked(sealed), real: ranked(real) };
}

describe('the reveal of random boards', () => {
  it('reveals every hidden cell once, bottom up, never moves a final row, and ends on the real board', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const { ids, sealed, real } = randomBoards(seed);
      const start = startBoard(sealed, ids);
      const steps = revealAll(start, byUid(real));
      expect(steps, `seed ${seed}`).toHaveLength(hiddenCount(start));
      let previous = start;
      for (const { board, step } of steps) {
        expect(step.from, `seed ${seed}`).toBe(previous.focus);
        expect(step.to).toBeLessThanOrEqual(step.from);
        if (board.focus !== null) expect(board.focus).toBeLessThanOrEqual(previous.focus!);
        // Rows below the focus before the step stand where they stood.
        const final = finalFrom(previous);
        expect(board.rows.slice(final)).toEqual(previous.rows.slice(final));
        expect(board.rows.toSorted(compareRows)).toEqual(board.rows);
        previous = board;
      }
      const last = steps.at(-1)?.board ?? start;
      expect(
        last.rows.map((r) => [r.uid, r.solved, r.penalty]),
        `seed ${seed}`,
      ).toEqual(real.map((r) => [r.uid, r.ac, r.totalTime]));
      expect(ranksOf(last.rows)).toEqual(real.map((r) => (r.rank === -1 ? null : r.rank)));
    }
  });
});
