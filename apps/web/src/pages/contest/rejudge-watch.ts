import type { ContestProblemRow } from '@judge/contract';

/**
 * The problems whose rejudged submissions are still waiting for the judge, from the problems being watched
 * (pid -> the problem's total before its rejudge). A problem's total counts judged submissions only, so it
 * is done once its total is back where it was.
 */
export function stillJudging(
  waiting: Record<number, number>,
  rows: Pick<ContestProblemRow, 'pid' | 'total'>[],
): Record<number, number> {
  return Object.fromEntries(
    Object.entries(waiting).filter(([pid, before]) => {
      const row = rows.find((candidate) => candidate.pid === Number(pid));
      return row !== undefined && (row.total ?? 0) < before;
    }),
  );
}
