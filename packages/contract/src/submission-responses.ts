import { z } from 'zod';
import { pageOf } from './envelope.ts';
import { judgeCaseModeSchema, judgeModeSchema } from './judge/index.ts';
import type { SubmissionRow } from './submissions.ts';

/**
 * What the submission calls answer (issue 26 step 3): the server's routes declare these as their `response`, the
 * web reads the types. Nullable numbers are results a judge has not given yet, or that a contest hides.
 */
const nullableNumber = z.number().nullable();
/** A judge mode the database keeps as text: any text goes in, only a known mode passes. */
const storedJudgeCaseMode = z.string().pipe(judgeCaseModeSchema);
const storedJudgeMode = z.string().pipe(judgeModeSchema);

/** A row of the submission lists and the answer to a submit. */
export const submissionRowResponse = z.object({
  submitId: z.number().int(),
  pid: z.number().int(),
  displayPid: z.string(),
  title: z.string(),
  problemType: z.number().int(),
  status: z.number().int(),
  score: nullableNumber,
  oiRankScore: nullableNumber,
  time: nullableNumber,
  memory: nullableNumber,
  length: z.number().int(),
  language: z.string(),
  username: z.string(),
  uid: z.number().int(),
  submitTime: z.string(),
  isManual: z.boolean(),
  judger: z.string().nullable(),
  cid: z.number().int(),
  gid: z.number().int().nullable(),
  share: z.boolean(),
}) satisfies z.ZodType<SubmissionRow>;

/** GET /api/get-submission-list. */
export const submissionPageResponse = pageOf(submissionRowResponse);

/** A text of a failing case, cut to what the detail shows. */
const shownTextResponse = z.object({ text: z.string(), truncated: z.boolean() });

export const wrongCaseDataResponse = z.object({
  caseId: z.number().int(),
  status: z.number().int(),
  input: shownTextResponse,
  expectedOutput: shownTextResponse,
  /** null when the judge kept no output (a crash, a time limit). */
  userOutput: shownTextResponse.nullable(),
});
export type WrongCaseData = z.infer<typeof wrongCaseDataResponse>;

/** GET /api/get-submission-detail: the submission as its viewer may see it. */
export const submissionDetailResponse = z.object({
  submission: submissionRowResponse.extend({
    /** null when the viewer may not see the code (spec 1-core §6). */
    code: z.string().nullable(),
    errorMessage: z.string().nullable(),
    progressDone: z.number().int(),
    progressTotal: z.number().int(),
    unsafe: z.boolean(),
  }),
  /** Whether the problem allows sharing code. */
  codeShare: z.boolean(),
  /** Waiting, and no connected judge can run its language yet. */
  noJudgeForLanguage: z.boolean(),
  canDownloadWrongCase: z.boolean(),
  /** The first failing case, for its author outside contests when the problem opens case results (spec 1-core). */
  waCaseData: wrongCaseDataResponse.nullable(),
});
export type SubmissionDetailResult = z.infer<typeof submissionDetailResponse>;
export type SubmissionDetail = SubmissionDetailResult['submission'];

export const caseResultResponse = z.object({
  caseId: z.number().int(),
  status: z.number().int(),
  time: nullableNumber,
  memory: nullableNumber,
  score: nullableNumber,
  groupNum: z.number().int().nullable(),
  /** The case's file names; null for a case typed in without one. */
  inputData: z.string().nullable(),
  outputData: z.string().nullable(),
  /** Staff only. */
  userOutput: z.string().nullable(),
  message: z.string().nullable(),
});
export type SubmissionCaseResult = z.infer<typeof caseResultResponse>;

export const subtaskCaseResultResponse = z.object({
  groupNum: z.number().int(),
  status: z.number().int(),
  score: z.number(),
  ac: z.number().int(),
  total: z.number().int(),
  time: z.number(),
  memory: z.number(),
  subtaskDetailList: z.array(caseResultResponse),
});
export type SubtaskCaseResult = z.infer<typeof subtaskCaseResultResponse>;

/** GET /api/get-all-case-result. */
export const caseResultsResponse = z.object({
  judgeCaseMode: storedJudgeCaseMode,
  /** true when the problem hides its case results from this viewer. */
  hidden: z.boolean(),
  judgeCaseList: z.array(caseResultResponse),
  subTaskJudgeCaseVoList: z.array(subtaskCaseResultResponse),
});
export type CaseResults = z.infer<typeof caseResultsResponse>;

export const submissionStatusResponse = z.object({
  submitId: z.number().int(),
  status: z.number().int(),
  score: nullableNumber,
  time: nullableNumber,
  memory: nullableNumber,
  oiRankScore: nullableNumber,
  progressDone: z.number().int(),
  progressTotal: z.number().int(),
});
export type SubmissionStatus = z.infer<typeof submissionStatusResponse>;

/** POST /api/check-submissions-status: each asked submission the viewer may see, by its id. */
export const submissionStatusesResponse = z.record(z.string(), submissionStatusResponse);

/** POST /api/get-user-problem-status: each asked pid's status for the caller (-10: never submitted). */
export const userProblemStatusResponse = z.record(
  z.string(),
  z.object({ status: z.number().int(), score: nullableNumber }),
);

/** GET /api/get-last-ac-code: the caller's latest accepted code of a problem, `code: ''` when none. */
export const lastAcceptedCodeResponse = z.object({
  submitId: z.number().int().nullable(),
  language: z.string().nullable(),
  code: z.string(),
});

/** POST /api/submit-problem-test-judge: the key the run's result is asked with. */
export const testRunKeyResponse = z.string();

/** GET /api/get-test-judge-result. */
export const testRunResultResponse = z.object({
  status: z.number().int(),
  time: nullableNumber,
  memory: nullableNumber,
  stderr: z.string().nullable(),
  userInput: z.string(),
  expectedOutput: z.string().nullable(),
  userOutput: z.string().nullable(),
  problemJudgeMode: storedJudgeMode,
});
export type TestRunResult = z.infer<typeof testRunResultResponse>;
