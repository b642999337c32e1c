import {
  CONTEST_AUTH,
  CONTEST_STATUS,
  type AccountLimitRule,
  type VirtualParticipation,
  VIRTUAL_START_MAX_DAYS,
} from '@judge/contract';
import { AppError, invalidField, say } from '../../../errors.ts';
import { nowIso } from '../../../lib/time.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { contestStatus, matchesAccountRule } from './contest-status.ts';
import {
  type ContestsDeps,
  requireVisibleContest,
  accessFor,
  parseJson,
  storedTime,
} from './contests.deps.ts';

/**
 * Starts a virtual participation of an ended contest, now or at `startTime` (within 30 days): a
 * window of the contest's length, or of its time limit when it has one. Not for contest admins,
 * nor for those who took part for real; once per user and contest.
 */
export async function startVirtual(
  deps: ContestsDeps,
  actor: Actor,
  cid: number,
  startTime: string | undefined,
): Promise<VirtualParticipation> {
  const { repo } = deps;
  const contest = await requireVisibleContest(deps, actor, cid);
  if (contest.admin) throw new AppError('FORBIDDEN', say('Contest admins do not take part in their contest'));
  const now = Date.now();
  if (contestStatus(now, contest.startTime, contest.endTime) !== CONTEST_STATUS.ENDED)
    throw new AppError('BAD_REQUEST', say('Virtual participation opens once the contest has ended'));
  const registration = await repo.registration(cid, actor.uid);
  if (!accessFor(actor, contest, contest.admin, Boolean(registration)))
    throw new AppError('FORBIDDEN', say('Register for the contest first'));
  if (await repo.tookPart(contest, actor.uid))
    throw new AppError('BAD_REQUEST', say('You took part in this contest: its board already has your row'));
  const start = startTime === undefined ? now : Date.parse(storedTime('startTime', startTime));
  // A minute's grace for a start picked on a clock slightly behind the server's.
  if (start < now - 60_000) throw invalidField('startTime', say('The start must not be in the past'));
  if (start > now + VIRTUAL_START_MAX_DAYS * 86_400_000)
    throw invalidField(
      'startTime',
      say('The start must be within {{days}} days', { days: VIRTUAL_START_MAX_DAYS }),
    );
  const seconds = contest.timeLimit > 0 ? Math.min(contest.timeLimit, contest.duration) : contest.duration;
  const window = {
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + seconds * 1000).toISOString(),
  };
  if (!(await repo.insertVirtual(cid, actor.uid, window)))
    throw new AppError('BAD_REQUEST', say('You already have a virtual participation of this contest'));
  return window;
}

/** Every virtual participation of a contest (the scoreboard's rows of virtual participants). */
export function virtualParticipations(deps: ContestsDeps, cid: number) {
  const { repo } = deps;
  return repo.virtualParticipations(cid);
}

/**
 * Registration with the contest's password (private and protected contests); public contests
 * need none. Idempotent. A contest with an account limit refuses names outside its rule.
 */
export async function register(deps: ContestsDeps, actor: Actor, cid: number, password: string | undefined) {
  const { repo } = deps;
  const contest = await requireVisibleContest(deps, actor, cid);
  const admin = contest.admin;
  if (contest.auth !== CONTEST_AUTH.PUBLIC && !admin) {
    const given = (password ?? '').trim();
    if (!given) throw invalidField('password', say('Enter the contest password'));
    if (given !== contest.pwd) throw invalidField('password', say('The contest password is wrong'));
  }
  if (contest.openAccountLimit === 1 && !admin) {
    const rule = parseJson<AccountLimitRule | null>(contest.accountLimitRule, null);
    if (rule && !matchesAccountRule(actor.username, rule))
      throw new AppError('FORBIDDEN', say('This contest admits only the accounts its account rule names'));
  }
  await repo.register(cid, actor.uid);
}

export async function access(deps: ContestsDeps, actor: Actor, cid: number) {
  const { repo } = deps;
  const contest = await requireVisibleContest(deps, actor, cid);
  const registration = await repo.registration(cid, actor.uid);
  return { access: accessFor(actor, contest, contest.admin, Boolean(registration)) };
}

/** Starts the caller's clock in a time-limited contest, once; later calls answer the same time. */
export async function start(deps: ContestsDeps, actor: Actor, cid: number) {
  const { repo } = deps;
  const contest = await requireVisibleContest(deps, actor, cid);
  if (contest.timeLimit <= 0)
    throw new AppError('BAD_REQUEST', say('This contest has no time limit to start'));
  const registration = await repo.registration(cid, actor.uid);
  if (registration?.beginTime) return { beginTime: registration.beginTime };
  const now = nowIso();
  const status = contestStatus(now, contest.startTime, contest.endTime);
  if (status === CONTEST_STATUS.SCHEDULED)
    throw new AppError('BAD_REQUEST', say('The contest has not started yet'));
  if (status === CONTEST_STATUS.ENDED) throw new AppError('BAD_REQUEST', say('Contest has ended'));
  if (!accessFor(actor, contest, contest.admin, Boolean(registration)))
    throw new AppError('FORBIDDEN', say('Register for the contest first'));
  // Starting is starting to answer: in a protected contest that takes its password, like submitting
  // (the start's registration row is what the password gives).
  if (contest.auth === CONTEST_AUTH.PROTECTED && !registration && !contest.admin)
    throw new AppError('CONTEST_PASSWORD_REQUIRED');
  return { beginTime: await repo.start(cid, actor.uid, now) };
}
