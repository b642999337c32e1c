import { ACM_PENALTY_SECONDS, STAR_RANK, type AcmProblemCell, type AcmRankRow } from '@judge/contract';

/**
 * The resolver's logic, pure: a board that starts as the seal shows it and reveals the hidden cells one
 * by one, ICPC-style. The focused row is the lowest one that still hides something; each step reveals its
 * leftmost hidden cell; an accepted one can lift the row, which then moves up to its new place. Rows only
 * ever improve, so every row below the focus is in its final place.
 */

/** One row of the board during the reveal. */
export interface RevealRow {
  uid: number;
  username: string;
  /** Takes a rank; a star account does not (shown as '*'). */
  official: boolean;
  solved: number;
  /** Seconds, as the scoreboard counts them. */
  penalty: number;
  /** Per display id: what the board shows now (the frozen cell until it is revealed). */
  cells: Record<string, AcmProblemCell | undefined>;
  /** Display ids whose result the seal still hides, in the contest's problem order. */
  hidden: string[];
}

export interface RevealBoard {
  /** In standing order. */
  rows: RevealRow[];
  /** The focused row's index: the lowest row that still hides a cell; null once everything is shown. */
  focus: number | null;
}

/** What one step did: which cell it revealed, what it turned out to be, where the row went. */
export interface RevealStep {
  uid: number;
  displayId: string;
  cell: AcmProblemCell | undefined;
  accepted: boolean;
  from: number;
  to: number;
}

/** The seal shows a cell's results as tries pending: that is what is hidden. */
const isFrozen = (cell: AcmProblemCell | undefined) => (cell?.tryNum ?? 0) > 0;

/**
 * The scoreboard's order: solved, then penalty, then username, so equal rows stand as the board puts
 * them and the last step leaves exactly the real board's order.
 */
export function compareRows(a: RevealRow, b: RevealRow): number {
  return (
    b.solved - a.solved ||
    a.penalty - b.penalty ||
    (a.username < b.username ? -1 : a.username > b.username ? 1 : 0)
  );
}

/** A solved cell's penalty: its whole minutes to the AC, plus 20 minutes per rejected try before it. */
export function cellPenaltySeconds(cell: AcmProblemCell): number {
  if (!cell.isAC || cell.ACTime === null) return 0;
  return Math.floor(cell.ACTime / 60) * 60 + cell.errorNum * ACM_PENALTY_SECONDS;
}

/** The lowest row that still hides a cell, or null. */
export function focusOf(rows: RevealRow[]): number | null {
  for (let i = rows.length - 1; i >= 0; i--) if (rows[i].hidden.length > 0) return i;
  return null;
}

/** The board as the seal shows it (the sealed rows, in their order), with its hidden cells. */
export function startBoard(sealedRows: AcmRankRow[], displayIds: string[]): RevealBoard {
  const rows = sealedRows.map((row): RevealRow => ({
    uid: row.uid,
    username: row.username,
    official: row.rank !== STAR_RANK,
    solved: row.ac,
    penalty: row.totalTime,
    cells: row.submissionInfo,
    hidden: displayIds.filter((displayId) => isFrozen(row.submissionInfo[displayId])),
  }));
  rows.sort(compareRows);
  return { rows, focus: focusOf(rows) };
}

/** The row after revealing its leftmost hidden cell (its last one: the real row's totals exactly). */
function revealed(row: RevealRow, real: AcmRankRow): RevealRow {
  const [displayId, ...stillHidden] = row.hidden;
  const cell = real.submissionInfo[displayId];
  const next: RevealRow = { ...row, cells: { ...row.cells, [displayId]: cell }, hidden: stillHidden };
  if (stillHidden.length === 0) return { ...next, solved: real.ac, penalty: real.totalTime };
  if (cell?.isAC) return { ...next, solved: row.solved + 1, penalty: row.penalty + cellPenaltySeconds(cell) };
  return next;
}

/**
 * One step: the focused row's leftmost hidden cell shown as it really is; the row moved up to where it
 * now stands. The other rows keep their objects (a view redraws only what changed). Null when nothing is
 * left to reveal.
 */
export function revealNext(
  board: RevealBoard,
  realByUid: Map<number, AcmRankRow>,
): { board: RevealBoard; step: RevealStep } | null {
  if (board.focus === null) return null;
  const from = board.focus;
  const row = board.rows[from];
  const real = realByUid.get(row.uid);
  // A row the real board does not have (it cannot happen: both come from one board) just stops hiding.
  const next = real ? revealed(row, real) : { ...row, hidden: [] };
  const others = board.rows.toSpliced(from, 1);
  let to = from;
  while (to > 0 && compareRows(next, others[to - 1]) < 0) to--;
  const rows = others.toSpliced(to, 0, next);
  const displayId = row.hidden[0];
  const cell = next.cells[displayId];
  return {
    board: { rows, focus: focusOf(rows) },
    step: { uid: row.uid, displayId, cell, accepted: cell?.isAC === true, from, to },
  };
}

/** Every step to the end, and the boards after each (tests; a dry run of a ceremony). */
export function revealAll(board: RevealBoard, realByUid: Map<number, AcmRankRow>) {
  const steps: { board: RevealBoard; step: RevealStep }[] = [];
  for (let next = revealNext(board, realByUid); next; next = revealNext(next.board, realByUid))
    steps.push(next);
  return steps;
}

/** Rows whose place is final: every row below the focus (all of them once nothing is hidden). */
export const finalFrom = (board: RevealBoard) => (board.focus === null ? 0 : board.focus + 1);

/**
 * The rank each row shows now, as the scoreboard ranks: official rows by position, rows equal on solved
 * and penalty sharing the first one's rank; star rows none.
 */
export function ranksOf(rows: RevealRow[]): (number | null)[] {
  let position = 0;
  let previous: { row: RevealRow; rank: number } | null = null;
  return rows.map((row) => {
    if (!row.official) return null;
    position += 1;
    const tied = previous && previous.row.solved === row.solved && previous.row.penalty === row.penalty;
    const rank = tied && previous ? previous.rank : position;
    previous = { row, rank };
    return rank;
  });
}

/** How many cells are still hidden on the board. */
export const hiddenCount = (board: RevealBoard) =>
  board.rows.reduce((sum, row) => sum + row.hidden.length, 0);
