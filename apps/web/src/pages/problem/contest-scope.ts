import type { ContestProblemDetails } from '@judge/contract';
import type { ProblemDetail, ProblemDetailResult } from '../../api/problems';

/**
 * The problem page inside a contest (spec 2 §2.4, /contest/:contestID/problem/:problemID): what the
 * page needs beyond the bank's problem page. The route gives `cid` and `ended` (the shell's clock,
 * the personal end included); the details call gives the rest.
 */
export interface ContestScope {
  cid: number;
  ended: boolean;
}

export interface ContestProblemState extends ContestScope {
  /** The contest's display id (A, B, ...): the route's problemID. */
  displayId: string;
  /** The bank's id, for the 'open in the problem bank' button after the end. */
  bankProblemId: string;
  /** The bank's page opens it for this person (false: a contest-only, private or group problem). */
  inBank: boolean;
  /** Not in the bank: the group whose problem page opens it for this person (a member), else null. */
  groupId: number | null;
  /** Results and counts are shown (spec 2 §6); without it a submission reads 'Submitted successfully'. */
  realtime: boolean;
  canSubmit: boolean;
  /** A protected contest the person has not registered for: the first submission asks its password. */
  needsPassword: boolean;
}

/** The contest details in the bank detail's shape, so the statement and the editor take them as they are. */
export function contestDetailAsProblemDetail(details: ContestProblemDetails): ProblemDetailResult {
  return {
    problem: details.problem as unknown as ProblemDetail,
    problemCount: details.problemCount ?? {
      total: 0,
      ac: 0,
      wa: 0,
      ce: 0,
      pa: 0,
      tle: 0,
      mle: 0,
      re: 0,
      pe: 0,
    },
    codeTemplate: details.codeTemplate,
    languages: details.languages,
    tags: details.tags,
    myStatus: details.myStatus,
  };
}
