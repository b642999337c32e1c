import { JudgeStatus } from '@judge/contract';

// What a submission's reads and writes share: which statuses are final, a list's filter and row columns.

export const IN_PROGRESS: number[] = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING];
export const isFinal = (status: number) => !IN_PROGRESS.includes(status) && status !== JudgeStatus.SUBMITTING;

export interface ListFilter {
  uid?: number;
  username?: string;
  status?: number;
  problemId?: string;
  exactProblemId: boolean;
  cid: number;
  gid?: number;
}

/**
 * The columns of a submission list row (the public list and a contest's list), joined with `problems`;
 * each list adds the title it shows.
 */
export const SUBMISSION_ROW_COLUMNS = [
  'submissions.id',
  'submissions.pid',
  'submissions.displayPid',
  'problems.type as problemType',
  'submissions.status',
  'submissions.score',
  'submissions.oiRankScore',
  'submissions.time',
  'submissions.memory',
  'submissions.length',
  'submissions.language',
  'submissions.username',
  'submissions.uid',
  'submissions.createdAt',
  'submissions.isManual',
  'submissions.judger',
  'submissions.cid',
  'submissions.gid',
  'submissions.share',
] as const;
