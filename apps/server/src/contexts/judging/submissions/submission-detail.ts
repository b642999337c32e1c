import { JudgeStatus, type SubtaskResult } from '@judge/contract';
import { AppError, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { canSeeCases, canSeeCode, isJudgeStaff } from './submissions.policy.ts';
import { hideResult, presentRow } from './submissions.presenter.ts';
import { mayShowWrongCase, wrongCaseData } from './wrong-case-data.ts';
import {
  assertGroupSubmissionVisible,
  noSuchSubmission,
  requireSubmission,
  type SubmissionsDeps,
} from './submissions.deps.ts';

/** GET /api/get-submission-detail: the submission as its viewer may see it (a polled call). */
export async function detail(deps: SubmissionsDeps, viewer: Actor | null, id: number) {
  // One read for the submission and its problem's title, type and sharing (a polled call), kept.
  const found = await deps.keptDetailRows(String(id), () => deps.repo.findWithProblem(id));
  if (!found) throw noSuchSubmission();
  const { problemTitle, problemType, problemCodeShare, ...submission } = found;
  await assertGroupSubmissionVisible(deps, viewer, submission);
  // A contest submission: the contest's rules decide who sees it and whether its result shows.
  const contest = submission.cid !== 0 ? await deps.contestGate.forSubmission(viewer, submission) : null;
  const codeShare = problemCodeShare === 1;
  const codeVisible = canSeeCode(viewer, submission, {
    problemCodeShare: codeShare,
    hideNonContestCode: (await deps.siteConfig.switches()).hideNonContestSubmissionCode,
  });
  const row = presentRow({
    ...submission,
    title: contest?.title ?? problemTitle ?? '',
    problemType: problemType ?? 0,
  });
  return {
    submission: {
      ...(contest?.hide ? hideResult(row) : row),
      code: codeVisible ? submission.code : null,
      errorMessage: contest?.hide ? null : submission.errorMessage,
      progressDone: submission.progressDone,
      progressTotal: submission.progressTotal,
      unsafe: submission.unsafe === 1,
    },
    codeShare,
    /** Waiting with no connected judge able to run its language: it is judged once one connects. */
    noJudgeForLanguage:
      submission.status === JudgeStatus.PENDING && !(await deps.canJudge(submission.language)),
    /** The owner may download the first failed case of a finished submission outside contests. */
    canDownloadWrongCase: mayShowWrongCase(viewer, submission),
    /** The first failing case shown in the detail, when the problem opens its case results. */
    waCaseData: contest?.hide ? null : await wrongCaseData(deps, viewer, submission),
  };
}

/** GET /api/get-all-case-result: each case and subtask, hidden where the viewer may not see them. */
export async function caseResults(deps: SubmissionsDeps, viewer: Actor | null, id: number) {
  const submission = await requireSubmission(deps, id);
  await assertGroupSubmissionVisible(deps, viewer, submission);
  const problem = await deps.problems.findById(submission.pid);
  const judgeCaseMode = problem?.judgeCaseMode ?? 'default';
  const contest = submission.cid !== 0 ? await deps.contestGate.forSubmission(viewer, submission) : null;
  if (!problem || contest?.hide || !canSeeCases(viewer, problem))
    return { judgeCaseMode, judgeCaseList: [], subTaskJudgeCaseVoList: [], hidden: true };
  const staff = isJudgeStaff(viewer);
  const cases = (await deps.repo.cases(id, submission.version)).map((c) => ({
    caseId: c.position + 1,
    status: c.status,
    time: c.time,
    memory: c.memory,
    score: c.score,
    groupNum: c.groupNum,
    inputData: c.inputName,
    outputData: c.outputName,
    userOutput: staff ? c.userOutput : null,
    message: staff ? c.message : null,
  }));
  const stored: SubtaskResult[] = submission.subtaskResults
    ? (JSON.parse(submission.subtaskResults) as SubtaskResult[])
    : [];
  const subtasks = stored.map((subtask) => ({
    groupNum: subtask.groupNum,
    status: subtask.status,
    score: Math.round(subtask.score),
    ac: subtask.ac,
    total: subtask.total,
    time: subtask.timeMs,
    memory: subtask.memoryKb,
    subtaskDetailList: cases.filter((c) => c.groupNum === subtask.groupNum),
  }));
  return { judgeCaseMode, judgeCaseList: cases, subTaskJudgeCaseVoList: subtasks, hidden: false };
}

/** The first failed case's input and answer, for the owner outside contests. */
export async function wrongCase(deps: SubmissionsDeps, actor: Actor, id: number) {
  const submission = await requireSubmission(deps, id);
  if (!(await detail(deps, actor, id)).canDownloadWrongCase)
    throw new AppError(
      'FORBIDDEN',
      say('Only the author may download the failed case of a finished submission outside contests'),
    );
  const failed = (await deps.repo.cases(id, submission.version)).find(
    (c) => c.status !== JudgeStatus.ACCEPTED,
  );
  const stored =
    failed && (await deps.problems.cases(submission.pid)).find((c) => c.position === failed.position);
  if (!stored) throw new AppError('NOT_FOUND', 'No failed case was recorded for this submission');
  const empty = Buffer.alloc(0);
  return {
    caseId: failed.position + 1,
    inputName: stored.inputName,
    outputName: stored.outputName,
    input: (await deps.testdata.get(stored.inputHash)) ?? empty,
    output: stored.outputHash ? ((await deps.testdata.get(stored.outputHash)) ?? empty) : empty,
  };
}
