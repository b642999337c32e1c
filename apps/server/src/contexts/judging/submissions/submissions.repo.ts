import type { Db } from '../../../db/database.ts';
import type { ChangeReactions } from '../../../lib/change-reactions.ts';
import { createSubmissionReads } from './submission-reads.repo.ts';
import { createSubmissionWrites } from './submission-writes.repo.ts';

export { IN_PROGRESS, isFinal, SUBMISSION_ROW_COLUMNS, type ListFilter } from './submission-rows.ts';
export { renameContestSubmissions } from './submission-writes.repo.ts';

export type SubmissionRecord = Awaited<ReturnType<ReturnType<typeof createSubmissionsRepo>['findById']>> &
  object;

/**
 * Every query of the submissions: their reads and their writes (submission-reads.repo.ts,
 * submission-writes.repo.ts). `changes`: a final verdict gained or lost is emitted as 'submission/verdict' in the
 * same transaction, so the problems move the bank's counters (they own problem_counts).
 */
export function createSubmissionsRepo(db: Db, changes: Pick<ChangeReactions, 'emit'>) {
  return { ...createSubmissionReads(db), ...createSubmissionWrites(db, changes) };
}
export type SubmissionsRepo = ReturnType<typeof createSubmissionsRepo>;
