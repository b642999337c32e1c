import type { AcmRankRow, OiRankRow } from '@judge/contract';
import { sealMomentOf } from '../contests/facts.ts';
import { absoluteTime, relativeTime } from './clics-format.ts';
import type { ContestView } from './contest-view.ts';
import { verdictCountsAsJudged } from './judgement-types.ts';
import { contestRecords } from './submission-events.ts';

/**
 * The scoreboard as this reader sees it (JSON_Format.md "Scoreboard"): the board's ranked rows (the star
 * accounts are unranked observers, left out), frozen for the public while the seal holds.
 */
export function scoreboardOf(view: ContestView) {
  const { scope } = view;
  const ranked = scope.rows.filter((row) => row.rank > 0);
  const rowOf = 'ac' in (ranked[0] ?? {}) ? acmRow : oiRow(view);
  return {
    time: absoluteTime(scope.nowMs),
    contest_time: relativeTime(scope.nowMs - scope.startMs),
    state: view.state,
    rows: ranked.map((row) => rowOf(row as AcmRankRow & OiRankRow, view)),
  };
}

const reltimeOfSeconds = (seconds: number) => relativeTime(seconds * 1000);

function acmRow(row: AcmRankRow, view: ContestView) {
  const cells = view.scope.record.board.problems.map((problem) => {
    const cell = row.submissionInfo[problem.displayId];
    const solved = Boolean(cell?.isAC);
    return {
      problem_id: view.scope.problemIds.get(problem.displayId)!,
      num_judged: (cell?.errorNum ?? 0) + (solved ? 1 : 0),
      num_pending: cell?.tryNum ?? 0,
      solved,
      ...(solved && cell?.ACTime !== null ? { time: reltimeOfSeconds(cell!.ACTime!) } : {}),
    };
  });
  const solveTimes = Object.values(row.submissionInfo).flatMap((cell) =>
    cell.isAC && cell.ACTime !== null ? [cell.ACTime] : [],
  );
  return {
    rank: row.rank,
    team_id: view.scope.teamIdOf(row.uid),
    score: {
      num_solved: row.ac,
      total_time: reltimeOfSeconds(row.totalTime),
      time: solveTimes.length > 0 ? reltimeOfSeconds(Math.max(...solveTimes)) : null,
    },
    problems: cells,
  };
}

/** An OI row: each problem's score, judged when the last result this reader sees came. */
const oiRow = (view: ContestView) => {
  const { scope } = view;
  const records = contestRecords(scope).filter(
    (record) =>
      verdictCountsAsJudged(record.status) &&
      // A row with an own window is sealed on its own clock (docs/contest-rules.md "Own time windows").
      (scope.hiddenFromMs === null || sealMomentOf(record) < scope.hiddenFromMs),
  );
  return (row: OiRankRow) => ({
    rank: row.rank,
    team_id: scope.teamIdOf(row.uid),
    score: { score: row.totalScore, time: null },
    problems: scope.record.board.problems.map((problem) => {
      const judged = records.filter(
        (record) => record.uid === row.uid && record.displayId === problem.displayId,
      );
      const score = Math.max(0, row.submissionInfo[problem.displayId] ?? 0);
      const last = judged.at(-1);
      return {
        problem_id: scope.problemIds.get(problem.displayId)!,
        num_judged: judged.length,
        num_pending: row.pendingInfo[problem.displayId] ?? 0,
        score,
        ...(score > 0 && last ? { time: relativeTime(last.submitMs - scope.startMs) } : {}),
      };
    }),
  });
};
