import { CONTEST_TYPE, type OiRankRow, type ScoreboardUser } from '@judge/contract';
import { countsWhileHidden, isHidden, verdictKind, type BoardRecord } from '../board-record.ts';
import type { ScoreboardRule, UnrankedRow } from './rule.ts';

/**
 * OI rules (the reference's): a problem is worth the score of the latest judged submission ('Recent')
 * or the best one ('Highest'); rows order by total score, then by the sum over problems of the
 * shortest accepted run time; equal on both is a tie. Compile errors, system errors and cancelled
 * submissions count for nothing.
 */
export const oiRule: ScoreboardRule<OiRankRow> = {
  type: CONTEST_TYPE.OI,

  buildRow(user: ScoreboardUser, records: BoardRecord[], view) {
    const row: UnrankedRow<OiRankRow> = {
      ...user,
      isVirtual: false,
      totalScore: 0,
      totalTime: 0,
      submissionInfo: {},
      timeInfo: {},
      pendingInfo: {},
    };
    const highest = view.oiRankScoreType === 'Highest';
    const solvedAtMs = new Map<string, number>();
    for (const record of records) {
      const kind = verdictKind(record.status);
      const hidden = isHidden(record, view);
      if (hidden ? !countsWhileHidden(record) : kind === 'notCounted') continue;
      const id = record.displayId;
      if (hidden || kind === 'pending') {
        row.pendingInfo[id] = (row.pendingInfo[id] ?? 0) + 1;
        continue;
      }
      const score = record.score ?? 0;
      const known = row.submissionInfo[id];
      row.submissionInfo[id] = highest && known !== undefined ? Math.max(known, score) : score;
      if (kind === 'accepted') {
        if (!solvedAtMs.has(id)) solvedAtMs.set(id, record.submitMs);
        const runTime = record.runTime ?? 0;
        const best = row.timeInfo[id];
        row.timeInfo[id] = best === undefined ? runTime : Math.min(best, runTime);
      }
    }
    row.totalScore = Object.values(row.submissionInfo).reduce((sum, score) => sum + score, 0);
    row.totalTime = Object.values(row.timeInfo).reduce((sum, time) => sum + time, 0);
    return { row, solvedAtMs };
  },

  // OI boards mark no first solver.
  markFirstSolve: () => undefined,

  compare: (a, b) => b.totalScore - a.totalScore || a.totalTime - b.totalTime,

  mayWinAward: (row) => row.totalScore > 0,

  problemStats(row, displayId) {
    const solved = row.timeInfo[displayId] !== undefined ? 1 : 0;
    const tried = row.submissionInfo[displayId] !== undefined || (row.pendingInfo[displayId] ?? 0) > 0;
    return { ac: solved, total: tried ? 1 : 0 };
  },
};
