import { isAdminRole, Role, PROBLEM_AUTH, type RoleId } from '@judge/contract';

interface Viewer {
  uid: number;
  role: RoleId;
}

/** Staff who see every submission's code and every case detail. */
export const isJudgeStaff = (viewer: Viewer | null) =>
  Boolean(viewer && (isAdminRole(viewer.role) || viewer.role === Role.TEACHER));

/**
 * Spec 1-core §6: code is visible when shared (and sharing is on), to its owner, to admins and
 * teachers, or when it belongs to a contest (the contest module narrows that further).
 */
export function canSeeCode(
  viewer: Viewer | null,
  submission: { uid: number; share: number; cid: number },
  sharing: { problemCodeShare: boolean; hideNonContestCode: boolean },
) {
  if (viewer && (viewer.uid === submission.uid || isJudgeStaff(viewer))) return true;
  if (submission.cid !== 0) return true;
  return submission.share === 1 && sharing.problemCodeShare && !sharing.hideNonContestCode;
}

/** Case tables: staff always; others when the problem opens its case results. */
export const canSeeCases = (viewer: Viewer | null, problem: { openCaseResult: number }) =>
  isJudgeStaff(viewer) || problem.openCaseResult === 1;

/** Who may submit to a problem outside contests: public problems for all, private ones for admins. */
export const canSubmitTo = (viewer: Viewer, problem: { auth: number }) =>
  problem.auth === PROBLEM_AUTH.PUBLIC || (problem.auth === PROBLEM_AUTH.PRIVATE && isAdminRole(viewer.role));
