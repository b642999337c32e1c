import type {
  CaseResults,
  Page,
  SubmissionDetailResult,
  SubmissionRow,
  SubmissionStatus,
  TestRunResult,
} from '@judge/contract';
import { request } from './request';
import { NO_ANSWER_CODES, sendOnce } from './submit-once';

// The answers' shapes are the contract's (the server's routes declare them as their responses).
export type {
  CaseResults,
  SubmissionCaseResult as CaseResult,
  SubmissionDetail,
  SubmissionDetailResult,
  SubmissionStatus,
  SubtaskCaseResult,
  TestRunResult,
} from '@judge/contract';

export interface SubmissionListQuery {
  currentPage: number;
  limit: number;
  onlyMine?: boolean;
  status?: number;
  username?: string;
  problemID?: string;
  completeProblemID?: boolean;
  /** The group's submissions (its members); without it the public list. */
  gid?: number;
}

export interface TestRunInput {
  /** Absent for a run of the online IDE (no problem: the site's default limits). */
  pid?: number;
  language: string;
  code: string;
  userInput: string;
  expectedOutput?: string;
  /** The contest the problem page is in (the contract's testRunBody takes it). */
  cid?: number;
  /** The training the problem page is in. */
  tid?: number;
  /** The group whose problem page it is. */
  gid?: number;
}

const flag = (value: boolean | undefined) => (value ? 'true' : undefined);

export const submissionsApi = {
  /** `cid` submits to that contest (spec 2 §7). */
  /** A refusal for the site's interval (COOLDOWN) is the page's to show: it counts down on the button. */
  /** Sent with an Idempotency-Key and retried once with it when no answer came (submit-once.ts). */
  submit: (body: {
    pid: number;
    language: string;
    code: string;
    cid?: number;
    tid?: number;
    gid?: number;
    /** The captcha's answer, when the site asks one on submit. */
    captcha?: string;
    captchaKey?: string;
  }) =>
    sendOnce((key, quietly) =>
      request<SubmissionRow>('/api/submit-problem-judge', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
        quiet: quietly ? ['COOLDOWN', ...NO_ANSWER_CODES] : ['COOLDOWN'],
      }),
    ),
  detail: (submitId: number) =>
    request<SubmissionDetailResult>('/api/get-submission-detail', { params: { submitId } }),
  caseResults: (submitId: number) =>
    request<CaseResults>('/api/get-all-case-result', { params: { submitId } }),
  list: (query: SubmissionListQuery) =>
    request<Page<SubmissionRow>>('/api/get-submission-list', {
      params: {
        currentPage: query.currentPage,
        limit: query.limit,
        onlyMine: flag(query.onlyMine),
        status: query.status,
        username: query.username || undefined,
        problemID: query.problemID || undefined,
        completeProblemID: flag(query.completeProblemID),
        gid: query.gid,
      },
    }),
  /** Polled while rows are judged: silent on failure, the caller stops polling. */
  statuses: (submitIds: number[]) =>
    request<Record<string, SubmissionStatus>>('/api/check-submissions-status', {
      method: 'POST',
      body: { submitIds },
      quiet: 'background',
    }),
  resubmit: (submitId: number) => request<null>('/api/resubmit', { params: { submitId } }),
  share: (submitId: number, share: boolean) =>
    request<null>('/api/submission', { method: 'PUT', body: { submitId, share } }),
  /** The first failed case as a zip; fetched with the token, so not a plain link. */
  downloadWrongCase: (submitId: number) =>
    request<Blob>('/api/file/download-testcase-one', { params: { submitId }, responseType: 'blob' }),
  startTestRun: (body: TestRunInput) =>
    request<string>('/api/submit-problem-test-judge', { method: 'POST', body }),
  testRunResult: (testJudgeKey: string) =>
    request<TestRunResult>('/api/get-test-judge-result', {
      params: { testJudgeKey },
      quiet: 'background',
    }),
  rejudge: (submitId: number) => request<null>('/api/admin/judge/rejudge', { params: { submitId } }),
  cancelJudge: (submitId: number) => request<null>('/api/admin/judge/cancel-judge', { params: { submitId } }),
  deleteJudge: (submitId: number) => request<null>('/api/admin/judge/delete-judge', { params: { submitId } }),
  manualJudge: (submitId: number, status: number, score?: number) =>
    request<null>('/api/admin/judge/manual-judge', { params: { submitId, status, score } }),
};
