import { JudgeStatus } from '@judge/contract';

/**
 * HOJ's ACM board computed from HOJ's own rows, as its ContestCalculateRankManager computes it (read from its
 * source): a test oracle for the migration. Records in time order; the contest's creator and super admins are
 * left off; submissions before the start or after the end do not count; each record adds to the user's total;
 * the first accepted submission solves the problem, costing its time since the start in seconds plus 20 minutes
 * (1200 s) per earlier try of a penalised status (wrong answer, presentation error, time and memory limit,
 * runtime error); later records of a solved problem change nothing. Rows order by solved count, then time.
 */
export interface HojJudgeRow {
  username: string;
  displayId: string;
  status: number;
  /** Seconds since the contest's start. */
  time: number;
}

const PENALISED = new Set<number>([
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
]);

export function hojAcmBoard(rows: HojJudgeRow[], excluded: string[], durationSeconds: number) {
  const board = new Map<
    string,
    { username: string; ac: number; totalTime: number; errors: Map<string, number>; solved: Set<string> }
  >();
  for (const row of [...rows].sort((a, b) => a.time - b.time)) {
    if (excluded.includes(row.username) || row.time < 0 || row.time >= durationSeconds) continue;
    const entry = board.get(row.username) ?? {
      username: row.username,
      ac: 0,
      totalTime: 0,
      errors: new Map(),
      solved: new Set(),
    };
    board.set(row.username, entry);
    if (entry.solved.has(row.displayId)) continue;
    const errors = entry.errors.get(row.displayId) ?? 0;
    if (row.status === JudgeStatus.ACCEPTED) {
      entry.solved.add(row.displayId);
      entry.ac += 1;
      entry.totalTime += errors * 1200 + row.time;
    } else if (PENALISED.has(row.status)) entry.errors.set(row.displayId, errors + 1);
  }
  return [...board.values()]
    .sort((a, b) => b.ac - a.ac || a.totalTime - b.totalTime)
    .map(({ username, ac, totalTime }) => ({ username, ac, totalTime }));
}
