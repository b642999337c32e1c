import { STAR_RANK, type ScoreboardRow } from '@judge/contract';

/**
 * The rows of a board page as the table shows them. The server puts the viewer's own row (inside the
 * contest) and the followed users' rows on top of the first page, then every row at its place, so
 * those rows come twice (the reference's order); the table marks the top ones as pinned.
 */
export interface BoardLine {
  /** Unique in the page (a pinned row and its place share the uid). */
  key: string;
  row: ScoreboardRow;
  pinned: boolean;
  /** The last pinned line: the table draws the separation under it. */
  lastPinned: boolean;
  own: boolean;
  followed: boolean;
  /** A star (unofficial) account: rank -1, shown, not ranked. */
  star: boolean;
  /** A virtual participant (a past contest taken later): rank -1 as well, marked apart from stars. */
  virtual: boolean;
}

export interface PinContext {
  /** The signed-in viewer; null for a guest. */
  viewerUid: number | null;
  /** Whether the server puts the viewer's own row on top (inside the contest only). */
  ownOnTop: boolean;
  followed: ReadonlySet<number>;
  currentPage: number;
}

/**
 * How many rows at the start of the page are the pinned block: on the first page, the viewer's own
 * row first (inside), then each followed user once, in board order. The block ends at the first row
 * that is neither, or at a uid seen already (the full board starts there).
 */
export function pinnedCount(records: ScoreboardRow[], context: PinContext): number {
  if (context.currentPage !== 1) return 0;
  const seen = new Set<number>();
  let count = 0;
  for (const [index, row] of records.entries()) {
    if (seen.has(row.uid)) break;
    const ownOnTop = index === 0 && context.ownOnTop && row.uid === context.viewerUid;
    const followedOnTop = row.uid !== context.viewerUid && context.followed.has(row.uid);
    if (!ownOnTop && !followedOnTop) break;
    seen.add(row.uid);
    count += 1;
  }
  return count;
}

/** The page's rows as table lines, pinned ones marked. */
export function boardLines(records: ScoreboardRow[], context: PinContext): BoardLine[] {
  const pinned = pinnedCount(records, context);
  return records.map((row, index) => ({
    key: `${index < pinned ? 'pinned' : 'row'}-${row.uid}`,
    row,
    pinned: index < pinned,
    lastPinned: index === pinned - 1,
    own: context.viewerUid !== null && row.uid === context.viewerUid,
    followed: context.followed.has(row.uid),
    star: row.rank === STAR_RANK && !row.isVirtual,
    virtual: row.isVirtual,
  }));
}

/** The board's leading rows for the top-10 chart: the rows after the pinned block. */
export function topRows(records: ScoreboardRow[], context: PinContext, size = 10): ScoreboardRow[] {
  const pinned = pinnedCount(records, context);
  return records.slice(pinned, pinned + size);
}
