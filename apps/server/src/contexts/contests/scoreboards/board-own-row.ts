import { STAR_RANK, type ScoreboardPage, type ScoreboardRow, type ScoreboardUser } from '@judge/contract';
import type { BoardView } from './board-build.ts';
import type { BoardRecord, ViewRules } from './board-record.ts';
import { awardRanges, isOfficial, problemStats, rankRows, type RankSettings } from './board-rank.ts';
import type { ScoreboardRule, UnrankedRow } from './rules/index.ts';
import { withFields } from './with-fields.ts';

type Stats = ScoreboardPage['problemStats'];

/** A ranked board kept with its data, with what re-ranking one row of it needs. */
export interface RankedBoard {
  rows: ScoreboardRow[];
  stats: Stats;
  /** Where each user's row is. */
  indexOf: Map<number, number>;
  /** officialBefore[j]: how many official (ranked) rows are among rows[0..j). */
  officialBefore: Int32Array;
  rankedCount: number;
  /**
   * Rows of this board shown one rank lower (+1) or higher (-1) because a viewer's own row passed them, made once
   * per row (with the settings the board was ranked with): every contestant whose row passes the same rows is
   * served the same objects, so their JSON and a page's compressed run of them are made once
   * (page-of-shared-rows.ts), not once per request.
   */
  moved: Map<number, Map<ScoreboardRow, ScoreboardRow>>;
}

export function rankBoard(
  rule: ScoreboardRule,
  view: BoardView,
  settings: RankSettings,
  displayIds: string[],
): RankedBoard {
  const rows = rankRows(rule, view.rows, settings);
  const officialBefore = new Int32Array(rows.length + 1);
  rows.forEach((row, j) => {
    officialBefore[j + 1] = officialBefore[j] + (isOfficial(settings, row) ? 1 : 0);
  });
  return {
    rows,
    stats: problemStats(rule, view.rows, displayIds),
    indexOf: new Map(rows.map((row, j) => [row.uid, j])),
    officialBefore,
    rankedCount: officialBefore[rows.length],
    moved: new Map([
      [1, new Map()],
      [-1, new Map()],
    ]),
  };
}

const byUsername = (a: { username: string }, b: { username: string }) =>
  a.username < b.username ? -1 : a.username > b.username ? 1 : 0;

/** The first index in [0, n) where `worse(j)` holds (it holds from some index on), or n. */
function firstIndex(n: number, worse: (j: number) => boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (worse(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Rows read by position (a board's own array, or a board with a viewer's row put in): pages cut from it. */
export interface RowList {
  readonly length: number;
  slice(from: number, to: number): ScoreboardRow[];
  /** Every row in one array, for what looks at each (a keyword, followed users). */
  all(): ScoreboardRow[];
}

/** A board with a viewer's own row ranked in it: the rows by position, the own row, and the columns' totals. */
export interface OwnRowBoard {
  rows: RowList;
  /** The viewer's row as they see it, ranked; null when they have no row on the board. */
  own: ScoreboardRow | null;
  problemStats: Stats;
}

/** A plain array as a RowList. */
export const rowList = (rows: ScoreboardRow[]): RowList => ({
  length: rows.length,
  slice: (from, to) => rows.slice(from, to),
  all: () => rows,
});

/** A RowList of `length` rows whose k-th is rowAt(k): made when asked, a page's worth at a time. */
function rowsByPosition(length: number, rowAt: (k: number) => ScoreboardRow): RowList {
  const slice = (from: number, to: number) => {
    const rows: ScoreboardRow[] = [];
    for (let k = Math.max(0, from); k < Math.min(to, length); k += 1) rows.push(rowAt(k));
    return rows;
  };
  return { length, slice, all: () => slice(0, length) };
}

/**
 * The board with one user's row replaced by the one they may see of themselves (their results through
 * the seal), ranked among the others as a full re-ranking would rank it, without one: the others keep
 * their objects but for those the row passes on its way (their rank moves by one, board.moved). O(log n)
 * comparisons, and nothing copied: a page reads its rows by position (RowList), so a sealed board serves
 * every contestant their own view without a pass over thousands of rows per request.
 */
export function ownRowBoard(
  rule: ScoreboardRule,
  board: RankedBoard,
  view: BoardView,
  settings: RankSettings,
  own: { user: ScoreboardUser; records: BoardRecord[]; rules: ViewRules },
  displayIds: string[],
): OwnRowBoard {
  const i = board.indexOf.get(own.user.uid);
  if (i === undefined) return { rows: rowList(board.rows), own: null, problemStats: board.stats };
  const sealed = board.rows[i];
  const built = rule.buildRow(own.user, own.records, own.rules);
  built.row.isVirtual = sealed.isVirtual;
  // Only those who may be first solvers (the view's official rows) are marked.
  if (isOfficial(settings, sealed))
    for (const [displayId, ms] of built.solvedAtMs)
      if (ms <= (view.firstSolveMs.get(displayId) ?? Infinity)) rule.markFirstSolve(built.row, displayId);
  const real = built.row;

  const rows = board.rows;
  const n = rows.length - 1;
  const other = (j: number) => rows[j < i ? j : j + 1];
  const official = isOfficial(settings, sealed);
  /** Official rows among others[0..m). */
  const officialAmongFirst = (m: number) =>
    m <= i ? board.officialBefore[m] : board.officialBefore[m + 1] - (official ? 1 : 0);
  /** First other row that `row` is strictly better than. */
  const firstWorseThan = (row: UnrankedRow<ScoreboardRow>) =>
    firstIndex(n, (j) => rule.compare(row, other(j)) < 0);

  const ranges = awardRanges(settings, board.rankedCount);
  const ranked = (row: UnrankedRow<ScoreboardRow>, rank: number): ScoreboardRow => {
    const award = rule.mayWinAward(row)
      ? ranges.find((r) => rank - 1 >= r.from && rank - 1 < r.to)
      : undefined;
    return withFields(row, {
      rank,
      isWinAward: award !== undefined,
      awardName: award?.award.name ?? null,
      awardBackground: award?.award.background ?? null,
      awardColor: award?.award.color ?? null,
    }) as ScoreboardRow;
  };

  // A row X changes rank when exactly one of (real better than X) and (sealed better than X) holds: the others
  // [from, to) move by delta (official ones; a star stays -1).
  let [from, to, delta] = [0, 0, 0];
  if (official)
    [from, to, delta] =
      rule.compare(real, sealed) < 0
        ? [firstWorseThan(real), firstWorseThan(sealed), 1]
        : [firstWorseThan(sealed), firstWorseThan(real), -1];
  const moved = board.moved.get(delta);
  /** The others' j-th row as this viewer sees it. */
  const otherSeen = (j: number): ScoreboardRow => {
    const row = other(j);
    if (j < from || j >= to || moved === undefined || !isOfficial(settings, row)) return row;
    let shown = moved.get(row);
    if (shown === undefined) {
      shown = ranked(row, row.rank + delta);
      moved.set(row, shown);
    }
    return shown;
  };
  // Official and virtual rows show 1 + the official rows strictly better; a star stays -1.
  const betterThanReal = firstIndex(n, (j) => rule.compare(other(j), real) >= 0);
  const at = firstIndex(n, (j) => (rule.compare(real, other(j)) || byUsername(real, other(j))) < 0);
  const ownRank = official || sealed.isVirtual ? officialAmongFirst(betterThanReal) + 1 : STAR_RANK;
  const ownRow = official ? ranked(real, ownRank) : withoutAward(real, ownRank);
  return {
    rows: rowsByPosition(rows.length, (k) => (k < at ? otherSeen(k) : k === at ? ownRow : otherSeen(k - 1))),
    own: ownRow,
    problemStats: statsWith(rule, board.stats, displayIds, { remove: sealed, add: real }),
  };
}

const withoutAward = (row: UnrankedRow<ScoreboardRow>, rank: number) =>
  withFields(row, {
    rank,
    isWinAward: false,
    awardName: null,
    awardBackground: null,
    awardColor: null,
  }) as ScoreboardRow;

/** The problem columns' totals with one row taken out and/or one put in. */
function statsWith(
  rule: ScoreboardRule,
  stats: Stats,
  displayIds: string[],
  change: { remove?: UnrankedRow<ScoreboardRow>; add: UnrankedRow<ScoreboardRow> },
): Stats {
  const result: Stats = {};
  for (const id of displayIds) {
    const removed = change.remove ? rule.problemStats(change.remove, id) : { ac: 0, total: 0 };
    const added = rule.problemStats(change.add, id);
    result[id] = {
      ac: stats[id].ac - removed.ac + added.ac,
      total: stats[id].total - removed.total + added.total,
    };
  }
  return result;
}

/**
 * The board with a virtual participant's row put in where it belongs: it shows the rank it would have
 * had (1 + the official rows strictly better) and moves nobody else's.
 */
export function withVirtualRow(
  rule: ScoreboardRule,
  board: RankedBoard,
  row: UnrankedRow<ScoreboardRow>,
  displayIds: string[],
): OwnRowBoard {
  const rows = board.rows;
  const betterThanRow = firstIndex(rows.length, (j) => rule.compare(rows[j], row) >= 0);
  const at = firstIndex(rows.length, (j) => (rule.compare(row, rows[j]) || byUsername(row, rows[j])) < 0);
  const own = withoutAward(row, board.officialBefore[betterThanRow] + 1);
  return {
    rows: rowsByPosition(rows.length + 1, (k) => (k < at ? rows[k] : k === at ? own : rows[k - 1])),
    own,
    problemStats: statsWith(rule, board.stats, displayIds, { add: row }),
  };
}
