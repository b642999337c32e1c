import { bindOperations } from '../../../lib/operations.ts';
import { detail, caseResults, wrongCase } from './submission-detail.ts';
import { lastAcceptedCode, list, statuses, userProblemStatus } from './submission-lists.ts';
import { submissionsDeps, type SubmissionsCollaborators } from './submissions.deps.ts';
import { submit } from './submit.ts';
import {
  cancel,
  manualJudge,
  rejudge,
  rejudgeContestProblem,
  remove,
  resubmit,
  share,
} from './judge-by-hand.ts';
import { startTestRun, testRunResult } from './test-runs.ts';

/** The submissions' operations, one file each (submit.ts, submission-detail.ts, ...), bound to one deps. */
export function createSubmissionsService(collaborators: SubmissionsCollaborators) {
  return bindOperations(submissionsDeps(collaborators), {
    submit,
    detail,
    caseResults,
    list,
    statuses,
    userProblemStatus,
    lastAcceptedCode,
    share,
    resubmit,
    rejudge,
    rejudgeContestProblem,
    manualJudge,
    cancel,
    remove,
    wrongCase,
    startTestRun,
    testRunResult,
  });
}
export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
