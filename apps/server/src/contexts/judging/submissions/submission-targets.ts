import { canViewProblem, GROUP_LEVEL, isAdminRole, PROBLEM_AUTH, type SubmitBody } from '@judge/contract';
import { AppError, invalidField, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { canSubmitTo } from './submissions.policy.ts';
import type { SubmissionsDeps } from './submissions.deps.ts';

// The problem a submission or a test run goes to, by the way it is reached: the bank, a training, a group or a
// contest, each deciding by its own rules.

/** A submission whose problem is known by its number (a text id has been looked up). */
export type ResolvedSubmit = SubmitBody & { pid: number };

const noSuchProblem = () => new AppError('NOT_FOUND', 'The problem does not exist');

async function assertLanguageAllowed(deps: SubmissionsDeps, pid: number, language: string) {
  if (!(await deps.problems.languages(pid)).includes(language))
    throw invalidField('language', say('{{language}} is not allowed for this problem', { language }));
}

export async function requireSubmittableProblem(
  deps: SubmissionsDeps,
  actor: Actor,
  pid: number,
  language: string,
) {
  const problem = await deps.problems.findById(pid);
  if (!problem || !canViewProblem(actor, problem)) throw noSuchProblem();
  if (!canSubmitTo(actor, problem))
    throw new AppError('FORBIDDEN', say('This problem does not accept submissions outside its contest'));
  await assertLanguageAllowed(deps, pid, language);
  return problem;
}

/**
 * A problem reached through a training (a submission or a test run with tid): the training decides
 * (access, the problem in it), not the bank's visibility, so a private problem it holds can be solved. `gid`:
 * whose submission it is: a group's training makes it the group's, a bank problem's too (as the reference
 * keeps the training's gid), so the group's rank counts it; else the problem's own.
 */
export async function requireTrainingProblem(
  deps: SubmissionsDeps,
  actor: Actor,
  body: { tid: number; pid: number; language: string },
) {
  const { view } = await deps.trainingGate.forProblem(actor, body.tid, body.pid);
  const problem = await deps.problems.findById(body.pid);
  if (!problem) throw noSuchProblem();
  await assertLanguageAllowed(deps, body.pid, body.language);
  return { problem, gid: view.training.gid ?? problem.gid };
}

/**
 * A problem reached through its group (a submission with gid): members solve the group's problems open to them
 * (auth 1), its admins any (docs/api.md "Group problems"). One the back office made public is the bank's now.
 */
export async function requireGroupProblem(
  deps: SubmissionsDeps,
  actor: Actor,
  body: { gid: number; pid: number; language: string },
) {
  const standing = await deps.groupGate.forMember(actor, body.gid);
  const problem = await deps.problems.findById(body.pid);
  if (!problem || problem.originGid !== body.gid) throw noSuchProblem();
  if (problem.gid === null) return requireSubmittableProblem(deps, actor, body.pid, body.language);
  if (problem.auth !== PROBLEM_AUTH.PUBLIC && standing.level < GROUP_LEVEL.ADMIN) throw noSuchProblem();
  await assertLanguageAllowed(deps, body.pid, body.language);
  return problem;
}

/**
 * A problem reached through a contest (a submission or a test run with cid): the contest's rules
 * decide, not the bank's visibility, so a contest-only or private problem can be worked on.
 */
export async function requireContestProblem(
  deps: SubmissionsDeps,
  actor: Actor,
  body: { cid: number; pid: number; language: string },
) {
  // The back office's contest-judge switch closes contest submissions and test runs (admin roles may
  // still try their contests), as the public-judge switch does outside contests.
  if (!(await deps.siteConfig.switches()).openContestJudge && !isAdminRole(actor.role))
    throw new AppError('NO_ACCESS', say('No Access: contest judging is closed on this site'));
  const { contestProblem, teamId } = await deps.contestGate.forSubmit(actor, body.cid, body.pid);
  const problem = await deps.problems.findById(body.pid);
  if (!problem) throw noSuchProblem();
  await assertLanguageAllowed(deps, body.pid, body.language);
  return { contestProblem, problem, teamId };
}

/**
 * The reference client names the problem by the id on its page: the contest's display id ("A") with cid,
 * the problem's problemId otherwise. An unknown one is a missing problem, as a wrong number is.
 */
export async function resolvePid(deps: SubmissionsDeps, body: SubmitBody): Promise<ResolvedSubmit> {
  if (typeof body.pid === 'number') return { ...body, pid: body.pid };
  const pid = body.cid
    ? (await deps.contestProblems.findByDisplayId(body.cid, body.pid))?.pid
    : (await deps.problems.findByProblemId(body.pid))?.id;
  if (pid === undefined) throw noSuchProblem();
  return { ...body, pid };
}
