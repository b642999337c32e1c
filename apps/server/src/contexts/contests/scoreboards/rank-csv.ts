import {
  CONTEST_TYPE,
  shownName,
  type AcmRankRow,
  type OiRankRow,
  type ScoreboardRow,
} from '@judge/contract';
import { toCsv } from '../../../lib/csv.ts';
import type { BoardData } from './board-data.ts';

const clock = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
};

/** An ACM cell: "+2 01:23:45" solved after two rejected tries, "-3" three rejected tries, "?1" one pending. */
function acmCell(row: AcmRankRow, displayId: string): string {
  const cell = row.submissionInfo[displayId];
  if (!cell) return '';
  const pending = cell.tryNum ? ` ?${cell.tryNum}` : '';
  if (cell.isAC) return `+${cell.errorNum} ${clock(cell.ACTime ?? 0)}`;
  return `${cell.errorNum ? `-${cell.errorNum}` : ''}${pending}`.trim();
}

function oiCell(row: OiRankRow, displayId: string): string {
  const score = row.submissionInfo[displayId];
  const pending = row.pendingInfo[displayId] ? ` ?${row.pendingInfo[displayId]}` : '';
  return `${score ?? ''}${pending}`.trim();
}

/**
 * The board as a CSV sheet (spreadsheet programs open it: UTF-8 with a byte-order mark): rank, award,
 * names, school, the rule's totals and one column per problem.
 */
export function rankCsv(data: BoardData, rows: ScoreboardRow[]): string {
  const acm = data.settings.type === CONTEST_TYPE.ACM;
  const displayIds = data.problems.map((problem) => problem.displayId);
  const header = [
    'Rank',
    'Award',
    'Name',
    'Username',
    'Real name',
    'School',
    ...(acm ? ['Solved', 'Penalty (min)'] : ['Score', 'Time (ms)']),
    ...displayIds,
  ];
  const lines = rows.map((row) => [
    row.rank === -1 ? '*' : String(row.rank),
    row.awardName ?? '',
    row.isVirtual
      ? `${shownName(row, data.settings.rankShowName)} (virtual)`
      : shownName(row, data.settings.rankShowName),
    row.username,
    row.realname ?? '',
    row.school ?? '',
    ...(acm
      ? [String((row as AcmRankRow).ac), String(Math.floor((row as AcmRankRow).totalTime / 60))]
      : [String((row as OiRankRow).totalScore), String((row as OiRankRow).totalTime)]),
    ...displayIds.map((id) => (acm ? acmCell(row as AcmRankRow, id) : oiCell(row as OiRankRow, id))),
  ]);
  return toCsv([header, ...lines]);
}
