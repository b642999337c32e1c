import {
  ACM_PENALTY_SECONDS,
  CONTEST_TYPE,
  type AcmProblemCell,
  type AcmRankRow,
  type ScoreboardUser,
} from '@judge/contract';
import { countsWhileHidden, isHidden, verdictKind, type BoardRecord } from '../board-record.ts';
import { withFields } from '../with-fields.ts';
import type { ScoreboardRule, UnrankedRow } from './rule.ts';

const emptyCell = (): AcmProblemCell => ({
  isAC: false,
  isFirstAC: false,
  ACTime: null,
  errorNum: 0,
  tryNum: null,
});

/**
 * A solve's time in the board's unit, as seconds: whole minutes as ICPC counts them (a solve at 59 s costs 0
 * minutes, at 61 s one minute), or the seconds themselves as HOJ counts them (its carried contests).
 */
const solveTime = (seconds: number, unit: string) =>
  unit === 'second' ? seconds : Math.floor(seconds / 60) * 60;

/**
 * ICPC rules: the row solves a problem at its first accepted submission; each rejected try before it
 * adds 20 minutes; submissions after the first AC change nothing. Rows order by solved count, then
 * penalty (seconds, counted in whole minutes, or in seconds where the contest says so); equal on both is a tie.
 */
export const acmRule: ScoreboardRule<AcmRankRow> = {
  name: 'acm',
  type: CONTEST_TYPE.ACM,

  buildRow(user: ScoreboardUser, records: BoardRecord[], view) {
    const row: UnrankedRow<AcmRankRow> = withFields(user, {
      isVirtual: false,
      ac: 0,
      total: 0,
      totalTime: 0,
      submissionInfo: {},
    });
    const solvedAtMs = new Map<string, number>();
    for (const record of records) {
      const kind = verdictKind(record.status);
      const hidden = isHidden(record, view);
      if (hidden ? !countsWhileHidden(record) : kind === 'notCounted') continue;
      const cell = (row.submissionInfo[record.displayId] ??= emptyCell());
      if (cell.isAC) continue;
      row.total += 1;
      if (hidden || kind === 'pending') {
        cell.tryNum = (cell.tryNum ?? 0) + 1;
      } else if (kind === 'accepted') {
        cell.isAC = true;
        cell.ACTime = record.offsetSeconds;
        row.ac += 1;
        row.totalTime +=
          solveTime(record.offsetSeconds, view.penaltyUnit) + cell.errorNum * ACM_PENALTY_SECONDS;
        solvedAtMs.set(record.displayId, record.submitMs);
      } else {
        cell.errorNum += 1;
      }
    }
    return { row, solvedAtMs };
  },

  markFirstSolve(row, displayId) {
    const cell = row.submissionInfo[displayId];
    if (cell) cell.isFirstAC = true;
  },

  compare: (a, b) => b.ac - a.ac || a.totalTime - b.totalTime,

  mayWinAward: (row) => row.ac > 0,

  problemStats(row, displayId) {
    const cell = row.submissionInfo[displayId];
    if (!cell) return { ac: 0, total: 0 };
    return { ac: cell.isAC ? 1 : 0, total: cell.errorNum + (cell.tryNum ?? 0) + (cell.isAC ? 1 : 0) };
  },
};
