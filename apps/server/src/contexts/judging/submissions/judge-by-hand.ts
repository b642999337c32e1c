import { isAdminRole, JudgeStatus, type ContestRejudgeResult } from '@judge/contract';
import { AppError, invalidField, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { QUEUE_PRIORITY } from '../judging/queue.repo.ts';
import { IN_PROGRESS } from './submissions.repo.ts';
import { noticedSubmissions } from './submission-notices.ts';
import { requireSubmission, sendBackToJudge, type SubmissionsDeps } from './submissions.deps.ts';

// What the owner and the super admin do to a stored submission: share it, send it back to the judge, judge,
// cancel or delete it by hand.

/** Statuses a super admin may set by hand (spec 1-core §4.3: not Judging, Compiling or Compile Error). */
const MANUAL_STATUSES: number[] = [
  JudgeStatus.ACCEPTED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.PARTIAL_ACCEPTED,
  JudgeStatus.OUTPUT_LIMIT_EXCEEDED,
];

export async function share(deps: SubmissionsDeps, actor: Actor, id: number, shared: boolean) {
  const submission = await requireSubmission(deps, id);
  if (submission.uid !== actor.uid)
    throw new AppError('FORBIDDEN', say('Only the author may share this code'));
  const problem = await deps.problems.findById(submission.pid);
  if (shared && problem?.codeShare !== 1)
    throw new AppError('FORBIDDEN', say('This problem does not allow sharing code'));
  await deps.repo.setShare(id, shared);
}

/** A submission the judge failed on (System Error) goes back to the queue at its owner's request. */
export async function resubmit(deps: SubmissionsDeps, actor: Actor, id: number) {
  const submission = await requireSubmission(deps, id);
  if (submission.uid !== actor.uid && !isAdminRole(actor.role)) throw new AppError('FORBIDDEN');
  if (submission.status !== JudgeStatus.SYSTEM_ERROR && submission.status !== JudgeStatus.SUBMITTED_FAILED) {
    throw new AppError('BAD_REQUEST', say('Only a submission that failed to be judged can be resubmitted'));
  }
  await deps.repo.requeue(id, QUEUE_PRIORITY.normal);
  deps.onQueued();
  if (deps.notices) deps.notices.submissionsRequeued(await noticedSubmissions(deps.repo, [id]));
}

export async function rejudge(deps: SubmissionsDeps, id: number) {
  await requireSubmission(deps, id);
  await sendBackToJudge(deps, [id]);
}

/**
 * Spec 2 §2.9: every submission of one problem in one contest back to the queue (root only, by the
 * route). The board follows by itself: each requeued row bumps the contest's board counter.
 */
export async function rejudgeContestProblem(
  deps: SubmissionsDeps,
  actor: Actor,
  cid: number,
  pid: number,
): Promise<ContestRejudgeResult> {
  await deps.contestGate.forContestAdmin(actor, cid);
  if (!(await deps.contestGate.problemList(cid)).some((link) => link.pid === pid))
    throw new AppError('NOT_FOUND', 'The problem is not in this contest');
  const ids = await deps.repo.contestProblemSubmissionIds(cid, pid);
  await sendBackToJudge(deps, ids);
  return { count: ids.length };
}

export async function manualJudge(
  deps: SubmissionsDeps,
  id: number,
  status: number,
  score: number | undefined,
) {
  const submission = await requireSubmission(deps, id);
  if (
    [JudgeStatus.JUDGING, JudgeStatus.COMPILING, JudgeStatus.COMPILE_ERROR].includes(
      submission.status as never,
    )
  ) {
    throw invalidField(
      'submitId',
      'a submission that is judging, compiling or failed to compile cannot be judged by hand',
    );
  }
  if (!MANUAL_STATUSES.includes(status))
    throw invalidField('status', 'choose a final verdict (not cancelled, judging or compile error)');
  await deps.repo.setManual(id, status, score ?? submission.score ?? null);
  await noticeVerdict(deps, id);
}

/** A verdict given by hand (or a cancel) reaches the submitter's pages and the contest's board as a judge's does. */
async function noticeVerdict(deps: SubmissionsDeps, id: number) {
  if (!deps.notices) return;
  const [judged] = await noticedSubmissions(deps.repo, [id]);
  if (judged) deps.notices.submissionJudged(judged);
}

export async function cancel(deps: SubmissionsDeps, id: number) {
  const submission = await requireSubmission(deps, id);
  if (!IN_PROGRESS.includes(submission.status) && submission.status !== JudgeStatus.SYSTEM_ERROR) {
    throw invalidField('submitId', 'only a waiting or judging submission can be cancelled');
  }
  await deps.repo.setManual(id, JudgeStatus.CANCELLED, 0);
  await noticeVerdict(deps, id);
}

export async function remove(deps: SubmissionsDeps, id: number) {
  await requireSubmission(deps, id);
  await deps.repo.remove(id);
}
