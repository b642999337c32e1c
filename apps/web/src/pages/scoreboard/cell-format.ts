import type { AcmProblemCell, OiRankRow } from '@judge/contract';

/**
 * What a scoreboard cell shows, from the server's row (spec 2 §2.5, §3 "Scoreboard row"). Pure, so
 * every case is unit-tested; the components only pick colours and words for the kinds.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds as `hh:mm:ss` (hours keep counting past 24: a contest's clock, not a time of day). */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/** Spec 2 §9: ACM times are shown in whole minutes (the penalty counts whole minutes too). */
export const wholeMinutes = (seconds: number) => Math.floor(Math.max(0, seconds) / 60);

/**
 * firstAc: the board's first solver of the problem; ac: solved; pending: tries whose result the
 * viewer may not see yet (after the seal) or that are still judged; rejected: only rejected tries.
 */
export type AcmCellKind = 'firstAc' | 'ac' | 'pending' | 'rejected';

export interface AcmCellView {
  kind: AcmCellKind;
  /** Minutes to the first AC (the number in the cell); null when not solved. */
  acMinutes: number | null;
  /** The same moment to the second, for the tooltip. */
  acClock: string | null;
  /** Tries whose result is shown: the rejected ones, plus the accepted one. */
  knownTries: number;
  /** Tries shown as '?' (spec 2 §2.5: pending tries after the seal). */
  pendingTries: number;
}

/** The view of an ACM cell; null when the user made no counted try on the problem. */
export function acmCellView(cell: AcmProblemCell | undefined): AcmCellView | null {
  if (!cell) return null;
  const pendingTries = cell.tryNum ?? 0;
  const knownTries = cell.errorNum + (cell.isAC ? 1 : 0);
  if (knownTries === 0 && pendingTries === 0) return null;
  const solved = cell.isAC && cell.ACTime !== null;
  const kind: AcmCellKind = cell.isFirstAC
    ? 'firstAc'
    : cell.isAC
      ? 'ac'
      : pendingTries > 0
        ? 'pending'
        : 'rejected';
  return {
    kind,
    acMinutes: solved ? wholeMinutes(cell.ACTime!) : null,
    acClock: solved ? clockOf(cell.ACTime!) : null,
    knownTries,
    pendingTries,
  };
}

/**
 * full: accepted (it has a run time, i.e. full marks); partial: some points; zero: no points;
 * pending: only tries the viewer may not see yet (an OI contest before its end, or after the seal).
 */
export type OiCellKind = 'full' | 'partial' | 'zero' | 'pending';

export interface OiCellView {
  kind: OiCellKind;
  /** The counted score (most recent or highest, as the contest says); null while only pending. */
  score: number | null;
  /** Shortest accepted run time in ms (the tie-break), when accepted. */
  runTimeMs: number | null;
  pendingTries: number;
  /** Homework: the counted score came after the due time (penalised). */
  late: boolean;
}

/** The view of an OI cell; null when the user made no counted try on the problem. */
export function oiCellView(
  row: Pick<OiRankRow, 'submissionInfo' | 'timeInfo' | 'pendingInfo' | 'lateInfo'>,
  displayId: string,
): OiCellView | null {
  const score = row.submissionInfo[displayId];
  const runTime = row.timeInfo[displayId];
  const pendingTries = row.pendingInfo[displayId] ?? 0;
  if (score === undefined && pendingTries === 0) return null;
  const kind: OiCellKind =
    score === undefined ? 'pending' : runTime !== undefined ? 'full' : score > 0 ? 'partial' : 'zero';
  return {
    kind,
    score: score ?? null,
    runTimeMs: runTime ?? null,
    pendingTries,
    late: row.lateInfo?.[displayId] === true,
  };
}
