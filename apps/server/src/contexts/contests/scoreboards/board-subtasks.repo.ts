import type { Db } from '../../../db/database.ts';
import type { BoardRecord, SubtaskScore } from './board-record.ts';

/** The judge's subtask results as stored with a submission (JSON of SubtaskResult[]), their scores only. */
export function readSubtaskScores(stored: string | null): SubtaskScore[] | null {
  if (!stored) return null;
  const parsed: unknown = JSON.parse(stored);
  if (!Array.isArray(parsed)) return null;
  return parsed.flatMap((item: { groupNum?: unknown; score?: unknown }) =>
    typeof item.groupNum === 'number' && typeof item.score === 'number'
      ? [{ groupNum: item.groupNum, score: item.score }]
      : [],
  );
}

/**
 * The subtask scores of a contest's submissions, read only for the rules that use them (IOI): a board of
 * another rule does not pay for the JSON.
 */
export function createBoardSubtasksRepo(db: Db) {
  return {
    async ofContest(cid: number): Promise<Map<number, SubtaskScore[] | null>> {
      const rows = await db
        .selectFrom('submissions')
        .select(['id', 'subtaskResults'])
        .where('cid', '=', cid)
        .where('subtaskResults', 'is not', null)
        .execute();
      return new Map(rows.map((row) => [row.id, readSubtaskScores(row.subtaskResults)]));
    },
  };
}

/** Puts each record's subtask scores on it. */
export function withSubtasks(
  recordsByUser: Map<number, BoardRecord[]>,
  scores: Map<number, SubtaskScore[] | null>,
) {
  for (const records of recordsByUser.values())
    for (const record of records) record.subtasks = scores.get(record.submissionId) ?? null;
}
