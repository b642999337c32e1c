import type { AcmProblemCell } from '@judge/contract';

/** How a problem cell of the scroll board looks: its colour, its big text, and its tries. */
export type CellState = 'frozen' | 'first' | 'accepted' | 'rejected' | 'pending' | 'empty';

export interface CellView {
  state: CellState;
  /** Minutes to the AC, '?' while frozen, '✕' for only rejected tries, '…' still being judged. */
  main: string;
  /** Tries shown under it: the accepted one counted, or every try so far (0: none shown). */
  tries: number;
}

/**
 * A cell as the board shows it now. While hidden, only how many tries were made (the seal's "tries
 * pending"); once revealed, the result as the Rank tab gives it.
 */
export function cellView(cell: AcmProblemCell | undefined, hidden: boolean): CellView {
  if (!cell) return { state: 'empty', main: '', tries: 0 };
  const pending = cell.tryNum ?? 0;
  if (hidden) return { state: 'frozen', main: '?', tries: cell.errorNum + pending };
  if (cell.isAC)
    return {
      state: cell.isFirstAC ? 'first' : 'accepted',
      main: String(Math.floor((cell.ACTime ?? 0) / 60)),
      tries: cell.errorNum + 1,
    };
  if (pending > 0) return { state: 'pending', main: '…', tries: cell.errorNum + pending };
  if (cell.errorNum > 0) return { state: 'rejected', main: '✕', tries: cell.errorNum };
  return { state: 'empty', main: '', tries: 0 };
}

/** Black or white, whichever reads better on a balloon of this colour (#rgb or #rrggbb). */
export function textOn(background: string | null): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(background ?? '')?.[1];
  if (!hex) return '#ffffff';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  // Perceived brightness (ITU-R BT.601 weights).
  return 0.299 * r + 0.587 * g + 0.114 * b > 0.6 ? '#111111' : '#ffffff';
}
