import { shownName, type AcmRankRow, type OiRankRow } from '@judge/contract';
import { wholeMinutes } from './cell-format';

/**
 * The names the chart shows, one per row: the board's shown name, with the username added where two
 * rows would show the same name (a chart's legend and tooltip tell series apart by name).
 */
export function chartNames(rows: (AcmRankRow | OiRankRow)[], rankShowName: string): string[] {
  const names = rows.map((row) => shownName(row, rankShowName));
  return names.map((name, index) =>
    names.indexOf(name) !== names.lastIndexOf(name) && name !== rows[index].username
      ? `${name} (${rows[index].username})`
      : name,
  );
}

/** One line of the ACM chart: a user's solved count, stepping up at each first AC (minutes from start). */
export interface SolveLine {
  name: string;
  /** [minute, solved] from [0, 0] to the last solve. */
  points: [number, number][];
}

/**
 * The ACM top-10 chart (the reference's "solved count over time"): per row, the minutes of its solves
 * in order. Minutes count from the row's own start (the contest's, or the user's in a time-limited
 * contest), as the board's times do.
 */
export function solveLines(rows: AcmRankRow[], rankShowName: string, untilMinute = 0): SolveLine[] {
  const names = chartNames(rows, rankShowName);
  return rows.map((row, index) => {
    const minutes = Object.values(row.submissionInfo)
      .filter((cell) => cell.isAC && cell.ACTime !== null)
      .map((cell) => wholeMinutes(cell.ACTime!))
      .sort((a, b) => a - b);
    const points: [number, number][] = [
      [0, 0],
      ...minutes.map((minute, at): [number, number] => [minute, at + 1]),
    ];
    // The line runs on at its last count up to `untilMinute` (now, or the end), not stopping at the last solve.
    const last = points[points.length - 1];
    if (untilMinute > last[0]) points.push([untilMinute, last[1]]);
    return { name: names[index], points };
  });
}

/** The OI top-10 chart: total score per row, in board order. */
export function scoreBars(rows: OiRankRow[], rankShowName: string) {
  const names = chartNames(rows, rankShowName);
  return rows.map((row, index) => ({ name: names[index], score: row.totalScore }));
}
