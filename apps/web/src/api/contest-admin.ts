import type {
  AdminContestProblemLink,
  ContestProblemCreateBody,
  ContestProblemEditBody,
  ContestRejudgeResult,
  CreatedId,
} from '@judge/contract';
import type { AdminProblemDetail } from './admin-problems';
import { request, requestFile, type RequestOptions } from './request';

/** Errors the problem form shows next to its fields instead of the central toast. */
const FORM_ERRORS: RequestOptions['quiet'] = ['VALIDATION_FAILED'];

/** A contest organiser's calls (issue 9 points 7 and 8): rejudge, problems written in the contest, AC zip. */
export const contestAdminApi = {
  /** Root only: every submission of the problem in the contest goes back to the judge. */
  rejudgeProblem: (cid: number, pid: number) =>
    request<ContestRejudgeResult>('/api/admin/judge/rejudge-contest-problem', { params: { cid, pid } }),
  /** The bank's admin view of a problem, with its link in the contest. */
  getProblem: (pid: number, cid: number) =>
    request<AdminProblemDetail & AdminContestProblemLink>('/api/admin/contest/problem', {
      params: { pid, cid },
    }),
  createProblem: (body: ContestProblemCreateBody) =>
    request<CreatedId<'pid'>>('/api/admin/contest/problem', { method: 'POST', body, quiet: FORM_ERRORS }),
  updateProblem: (body: ContestProblemEditBody) =>
    request<null>('/api/admin/contest/problem', { method: 'PUT', body, quiet: FORM_ERRORS }),
  /** The contest admins' zip of the contest's accepted code, named by the server. */
  downloadAcSubmissions: (cid: number, excludeAdmin: boolean, splitType: 'user' | 'problem') =>
    requestFile(
      '/api/file/download-contest-ac-submission',
      { cid, excludeAdmin: String(excludeAdmin), splitType },
      `contest_${cid}_ac_submissions.zip`,
    ),
  /** The contest as a CLICS event feed (NDJSON) for ICPC tools such as the resolver; contest admins. */
  downloadEventFeed: (cid: number) =>
    requestFile('/api/file/download-contest-event-feed', { cid }, `contest_${cid}_event-feed.ndjson`),
};
