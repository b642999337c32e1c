import type { Insertable } from 'kysely';
import { isAdminRole, JudgeStatus, type SubmissionRow, type SubmitBody } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import type { SubmissionsTable } from '../../../db/schema.ts';
import { AppError, invalidField, say } from '../../../errors.ts';
import { secondsSince } from '../../../lib/time.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { QUEUE_PRIORITY } from '../judging/queue.repo.ts';
import {
  requireContestProblem,
  requireGroupProblem,
  requireSubmittableProblem,
  requireTrainingProblem,
  resolvePid,
  type ResolvedSubmit,
} from './submission-targets.ts';
import { presentRow } from './submissions.presenter.ts';
import { noSuchSubmission, type SubmissionsDeps } from './submissions.deps.ts';

/** The fields every new submission starts with (waiting, no result). */
function newSubmission(actor: Actor, body: ResolvedSubmit, ip: string | null) {
  return {
    uid: actor.uid,
    username: actor.username,
    language: body.language,
    code: body.code,
    length: body.code.length,
    status: JudgeStatus.PENDING,
    score: null,
    oiRankScore: null,
    time: null,
    memory: null,
    errorMessage: null,
    subtaskResults: null,
    share: 0,
    gid: null,
    judger: null,
    isManual: 0,
    unsafe: 0,
    ip,
    version: 0,
    claimedBy: null,
    leaseExpiresAt: null,
    progressDone: 0,
    progressTotal: 0,
  };
}

/** A checked submission ready to store: its columns, and what its answer names it by. */
interface PreparedSubmission {
  fields: Omit<Insertable<SubmissionsTable>, 'createdAt' | 'updatedAt'>;
  title: string;
  problemType: number;
}

/**
 * A submission in a contest: the contest's rules (access, running, the personal window of a
 * time-limited contest, the problem in the contest) instead of the bank's; no submission
 * interval and no public-judge switch; stored with cid and the contest display id.
 */
async function prepareContestSubmission(
  deps: SubmissionsDeps,
  actor: Actor,
  body: ResolvedSubmit & { cid: number },
  ip: string | null,
): Promise<PreparedSubmission> {
  const { contestProblem, problem, teamId } = await requireContestProblem(deps, actor, body);
  return {
    fields: {
      ...newSubmission(actor, body, ip),
      pid: problem.id,
      displayPid: contestProblem.displayId,
      cid: body.cid,
      teamId,
      priority: QUEUE_PRIORITY.contest,
    },
    title: contestProblem.displayTitle,
    problemType: problem.type,
  };
}

/** The site's submission interval (spec: defaultSubmitInterval), for everyone but the admin roles. */
async function assertNotTooFast(deps: SubmissionsDeps, actor: Actor, interval: number) {
  if (isAdminRole(actor.role) || interval <= 0) return;
  const last = await deps.repo.lastSubmitTime(actor.uid);
  const wait = last ? Math.ceil(interval - secondsSince(last)) : 0;
  if (wait > 0)
    throw new AppError(
      'COOLDOWN',
      say('Submitting too fast: wait {{seconds}} {{seconds|second|seconds}}', { seconds: wait }),
      { secondsLeft: wait },
    );
}

/**
 * The site's submit captcha (the submitCaptcha switch), for everyone but the admin roles, in contests too: the
 * answer to a text captcha from GET /api/captcha. A key answers once, so the page asks a new one after each try.
 */
async function assertCaptchaAnswered(deps: SubmissionsDeps, actor: Actor, sent: SubmitBody) {
  if (isAdminRole(actor.role) || !(await deps.siteConfig.switches()).submitCaptcha) return;
  if (!sent.captcha?.trim() || !sent.captchaKey)
    throw invalidField('captcha', say('{{field}} is required', { field: 'captcha' }));
  await deps.checkCaptcha(sent.captchaKey, sent.captcha);
}

/** A contest's, a training's, a group's or the bank's problem: its rules checked, the row to store built. */
async function prepareSubmission(
  deps: SubmissionsDeps,
  actor: Actor,
  sent: SubmitBody,
  ip: string | null,
): Promise<PreparedSubmission> {
  await assertCaptchaAnswered(deps, actor, sent);
  const body = await resolvePid(deps, sent);
  if (body.gid && (body.cid || body.tid))
    throw invalidField(
      'gid',
      say("a group submission goes to the group's problem, not through a contest or training"),
    );
  if (body.cid && body.tid)
    throw invalidField('tid', 'a submission goes to a contest or a training, not both');
  if (body.cid) return prepareContestSubmission(deps, actor, { ...body, cid: body.cid }, ip);
  const switches = await deps.siteConfig.switches();
  if (!switches.openPublicJudge && !isAdminRole(actor.role))
    throw new AppError('FORBIDDEN', say('The judge is closed for submissions outside contests'));
  // Through a training (tid): the training's rules; otherwise the bank's. Both are the public site's
  // submissions (the interval, the switch and the bank's counts apply alike).
  const trained = body.tid ? await requireTrainingProblem(deps, actor, { ...body, tid: body.tid }) : null;
  const problem = trained
    ? trained.problem
    : body.gid
      ? await requireGroupProblem(deps, actor, { ...body, gid: body.gid })
      : await requireSubmittableProblem(deps, actor, body.pid, body.language);
  await assertNotTooFast(deps, actor, switches.defaultSubmitInterval);
  return {
    fields: {
      ...newSubmission(actor, body, ip),
      pid: problem.id,
      displayPid: problem.problemId,
      cid: 0,
      tid: body.tid || null,
      gid: trained ? trained.gid : problem.gid,
      priority: QUEUE_PRIORITY.normal,
    },
    title: problem.title,
    problemType: problem.type,
  };
}

/** Writes the submission and reads it back as its answer, through `executor` (the db or a transaction). */
async function store(deps: SubmissionsDeps, prepared: PreparedSubmission, executor: Db) {
  const id = await deps.repo.insert(prepared.fields, executor);
  // Read before waking the judges: a fast judge would otherwise be seen already compiling it.
  const stored = await deps.repo.findById(id, executor);
  if (!stored) throw noSuchSubmission();
  return presentRow({ ...stored, title: prepared.title, problemType: prepared.problemType });
}

/** Checks, stores once per key, and wakes the judges when something new waits. */
async function submitKeyed(
  deps: SubmissionsDeps,
  actor: Actor,
  sent: SubmitBody,
  ip: string | null,
  key: string,
): Promise<SubmissionRow> {
  const prepared = await prepareSubmission(deps, actor, sent, ip);
  const { answer, fresh } = await deps.submitKeys.insertOnce(actor.uid, key, (trx) =>
    store(deps, prepared, trx),
  );
  if (fresh) deps.onQueued();
  return answer;
}

/**
 * POST /api/submit-problem-judge. With an Idempotency-Key (docs/api.md "Submissions"), a call the user already
 * made with the key gets that call's answer and writes nothing: before the checks (a retry must not be refused
 * for the interval its own first call started), and again when the checks refuse, since the first call may
 * have committed in between (two calls at once, on two servers).
 */
export async function submit(
  deps: SubmissionsDeps,
  actor: Actor,
  sent: SubmitBody,
  ip: string | null,
  idempotencyKey?: string,
): Promise<SubmissionRow> {
  if (!idempotencyKey) {
    const answer = await store(deps, await prepareSubmission(deps, actor, sent, ip), deps.db);
    deps.onQueued();
    return answer;
  }
  const earlier = await deps.submitKeys.answerFor(actor.uid, idempotencyKey);
  if (earlier) return earlier;
  try {
    return await submitKeyed(deps, actor, sent, ip, idempotencyKey);
  } catch (error) {
    const firstAnswer = await deps.submitKeys.answerFor(actor.uid, idempotencyKey);
    if (firstAnswer) return firstAnswer;
    throw error;
  }
}
