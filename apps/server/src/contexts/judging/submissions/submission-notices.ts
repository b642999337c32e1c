import type { JudgedSubmission } from '../../platform/facts.ts';
import type { SubmissionsRepo } from './submissions.repo.ts';

/** The port the live updates fill: a verdict given by hand and a rejudge told to the submitters and the boards. */
export interface SubmissionNotices {
  submissionJudged(submission: JudgedSubmission): void;
  submissionsRequeued(submissions: readonly JudgedSubmission[]): void;
}

/** Statuses read at once, as the status check's own reads are. */
const READ_CHUNK = 500;

/** The submissions as their events carry them, read after the write that changed them. */
export async function noticedSubmissions(repo: SubmissionsRepo, ids: readonly number[]) {
  const found: JudgedSubmission[] = [];
  for (let i = 0; i < ids.length; i += READ_CHUNK)
    for (const row of await repo.statuses(ids.slice(i, i + READ_CHUNK)))
      found.push({
        id: row.id,
        uid: row.uid,
        cid: row.cid,
        teamId: row.teamId,
        submittedMs: Date.parse(row.createdAt),
        shown: {
          submitId: row.id,
          status: row.status,
          score: row.score,
          time: row.time,
          memory: row.memory,
          oiRankScore: row.oiRankScore,
          progressDone: row.progressDone,
          progressTotal: row.progressTotal,
        },
      });
  return found;
}
