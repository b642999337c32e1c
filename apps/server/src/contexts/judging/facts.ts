// The context's facts face: small read-only facts and pure helpers other contexts read. Other contexts import them from here only.
export { createSolveRecords, type SolveRecord, type SolveRecords } from './submissions/solve-records.ts';
export { IN_PROGRESS, SUBMISSION_ROW_COLUMNS, type SubmissionsRepo } from './submissions/submissions.repo.ts';
export { createJudgeLog, type JudgeLog } from './submissions/judge-log.ts';
export {
  createSubmissionCode,
  type CodedSubmission,
  type SubmissionAuthor,
  type SubmissionCode,
  type SubmissionPlace,
} from './submissions/submission-code.ts';
export { createContestJudgeCases, type ContestJudgeCase } from './submissions/contest-judge-cases.repo.ts';
export { hideResult } from './submissions/submissions.presenter.ts';
export { createForwardedMoment } from './submissions/forwarded-moment.ts';
