import {
  GROUP_LEVEL,
  AWARD_TYPE,
  CONTEST_AUTH,
  isRoot,
  SEAL_RANK_OPTION,
  type AccountLimitRule,
  type AdminContestRow,
  type ContestListRow,
  type ContestSaveInput,
} from '@judge/contract';
import { AppError, invalidField } from '../../../errors.ts';
import { keptJson } from '../../../lib/kept-json.ts';
import type { ContestWindowsRepo } from '../contest-windows/contest-windows.repo.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { GroupGate } from '../../groups/policy.ts';
import type { SolveRecords } from '../../judging/facts.ts';
import {
  contestStatus,
  defaultSealOption,
  durationSeconds,
  matchesAccountRule,
  sealOptionDisabled,
  sealRankTimeFor,
} from './contest-status.ts';
import type { ContestRow, ContestsRepo, ContestValues } from './contests.repo.ts';
import type { TeamMembership } from '../contest-teams/team-membership.ts';

export const parseJson = <T>(text: string | null, fallback: T): T => {
  if (!text) return fallback;
  try {
    return keptJson(text) as T;
  } catch {
    return fallback;
  }
};

import { ruleValuesFrom, type StoredRule } from './contest-rule-values.ts';
import { hallValuesFrom } from './contest-hall-values.ts';
/** An ISO time the database can sort as text: 1970 to 9999, as toISOString writes it. */
export function storedTime(field: string, value: string): string {
  const iso = new Date(value).toISOString();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(iso) || iso < '1970')
    throw invalidField(field, `${field} must be between 1970 and 9999`);
  return iso;
}

/**
 * The form's rules beyond the shapes (spec 3 §4, §5), each failing with a 400 naming its field, and
 * the row they produce. `storedPwd` is the contest's password on an edit (kept when pwd is omitted).
 */
export function contestValuesFrom(
  body: ContestSaveInput,
  options: {
    uid: number;
    gid: number | null;
    storedPwd?: string | null;
    stored?: StoredRule & { hallSettings: string | null };
  },
): ContestValues {
  const startTime = storedTime('startTime', body.startTime);
  const endTime = storedTime('endTime', body.endTime);
  if (endTime <= startTime) throw invalidField('endTime', 'endTime must be after startTime');
  const duration = durationSeconds(startTime, endTime);
  if (duration <= 0) throw invalidField('endTime', 'the contest must last at least one second');
  if (duration > 2_147_483_647) throw invalidField('endTime', 'the contest is too long');

  let pwd: string | null = null;
  if (body.auth !== CONTEST_AUTH.PUBLIC) {
    pwd = body.pwd === undefined ? (options.storedPwd ?? '') : body.pwd;
    if (!pwd) throw invalidField('pwd', 'a private or protected contest needs a password');
  }

  let sealRankTime: string | null = null;
  if (body.sealRank) {
    const option = body.sealRankOption ?? defaultSealOption(body.type, duration);
    if (sealOptionDisabled(option, duration))
      throw invalidField(
        'sealRankOption',
        option === SEAL_RANK_OPTION.HALF_HOUR
          ? 'sealing the last half hour needs a contest of at least 30 minutes'
          : 'sealing the last hour needs a contest of at least one hour',
      );
    sealRankTime = sealRankTimeFor(option, startTime, endTime);
  }

  const seen = new Set<string>();
  body.starAccount.forEach((name, i) => {
    const key = name.toLowerCase();
    if (seen.has(key)) throw invalidField(`starAccount.${i}`, `${name} is listed twice`);
    seen.add(key);
  });

  // A rule is kept while the limit is off (the form shows it again), but never an impossible one.
  const accountLimitRule: AccountLimitRule | null = body.accountLimitRule ?? null;
  if (body.openAccountLimit && !accountLimitRule)
    throw invalidField('accountLimitRule', 'accountLimitRule is required when the account limit is on');
  if (accountLimitRule) {
    if (body.openAccountLimit && !accountLimitRule.prefix && !accountLimitRule.suffix)
      throw invalidField('accountLimitRule.prefix', 'a prefix or a suffix is required');
    if (accountLimitRule.start > accountLimitRule.end)
      throw invalidField('accountLimitRule.end', 'end must not be below start');
  }

  const priorities = new Set<number>();
  body.awardConfig.forEach((item, i) => {
    if (priorities.has(item.priority))
      throw invalidField(`awardConfig.${i}.priority`, `priority ${item.priority} is used twice`);
    priorities.add(item.priority);
    if (body.awardType === AWARD_TYPE.PROPORTION && item.num > 100)
      throw invalidField(`awardConfig.${i}.num`, 'a proportion is a percent: 0 to 100');
  });
  if (body.awardType === AWARD_TYPE.PROPORTION) {
    const sum = body.awardConfig.reduce((total, item) => total + item.num, 0);
    if (sum > 100) throw invalidField('awardConfig', 'the proportions add up to more than 100 percent');
  }
  if (body.awardType !== AWARD_TYPE.NONE && body.awardConfig.length === 0)
    throw invalidField('awardConfig', 'awards need at least one row');

  if (body.timeLimit > duration)
    throw invalidField('timeLimit', 'the time limit must not be longer than the contest');

  return {
    title: body.title,
    description: body.description,
    startTime,
    endTime,
    duration,
    type: body.type,
    auth: body.auth,
    pwd,
    sealRank: body.sealRank ? 1 : 0,
    sealRankTime,
    autoRealRank: body.autoRealRank ? 1 : 0,
    openPrint: body.openPrint ? 1 : 0,
    openRank: body.openRank ? 1 : 0,
    rankShowName: body.rankShowName,
    openAccountLimit: body.openAccountLimit ? 1 : 0,
    accountLimitRule: accountLimitRule ? JSON.stringify(accountLimitRule) : null,
    starAccount: JSON.stringify(body.starAccount),
    oiRankScoreType: body.oiRankScoreType,
    // Omitted by the reference's client: a new contest counts minutes, an edit keeps what it had.
    ...(body.penaltyUnit ? { penaltyUnit: body.penaltyUnit } : {}),
    ...ruleValuesFrom(body, { startTime, endTime }, options.stored ?? null),
    ...hallValuesFrom(body, options.stored ?? null),
    awardType: body.awardType,
    awardConfig: JSON.stringify([...body.awardConfig].sort((a, b) => a.priority - b.priority)),
    visible: body.visible ? 1 : 0,
    uid: options.uid,
    gid: options.gid,
    timeLimit: body.timeLimit,
  };
}

export const listRow = (row: ContestRow, now: string): ContestListRow => ({
  id: row.id,
  title: row.title,
  type: row.type,
  auth: row.auth,
  startTime: row.startTime,
  endTime: row.endTime,
  duration: row.duration,
  status: contestStatus(now, row.startTime, row.endTime),
  count: row.count,
  timeLimit: row.timeLimit,
  openRank: row.openRank === 1,
});

export const adminRow = (row: ContestRow, now: string): AdminContestRow => ({
  ...listRow(row, now),
  visible: row.visible === 1,
  uid: row.uid,
  author: row.author,
  gid: row.gid,
  gmtCreate: row.gmtCreate,
  gmtModified: row.gmtModified,
});

/** The contest admin of spec 2 §6: the author or root. */
export const isContestAdmin = (actor: Actor, contest: { uid: number }) =>
  isRoot(actor.role) || actor.uid === contest.uid;

/** What each operation works with. */
/** `submitters`: how many users took part by submitting (the judging context's facts face). */
export type ContestsDeps = {
  groups: GroupGate;
  repo: ContestsRepo;
  submitters: Pick<SolveRecords, 'contestSubmitterCount'>;
  /** Who plays for which team in a team contest (contest-teams/team-membership.ts). */
  teams: Pick<TeamMembership, 'teamOf' | 'membersCount'>;
  /** Per-contestant time windows (contest-windows/contest-windows.repo.ts). */
  windows: Pick<ContestWindowsRepo, 'windowOf'>;
};

/**
 * Whether the caller administers the contest. A group's contest (docs/api.md "Group contests") first asks the
 * group: its members only (the group gate's 401, 404 or 403); then its admins are the group's roots and its
 * author (spec 3 §6). A site contest: root and its author.
 */
export async function adminOf(
  deps: ContestsDeps,
  actor: Actor,
  contest: Pick<ContestRow, 'gid' | 'uid'>,
): Promise<boolean> {
  const { groups } = deps;
  if (contest.gid === null) return isContestAdmin(actor, contest);
  const { level } = await groups.forMember(actor, contest.gid);
  return level >= GROUP_LEVEL.ROOT || actor.uid === contest.uid;
}

export async function requireContest(deps: ContestsDeps, cid: number) {
  const { repo } = deps;
  const contest = await repo.findById(cid);
  if (!contest) throw new AppError('NOT_FOUND', 'The contest does not exist');
  return contest;
}

/** A contest as the public side sees it: an invisible one exists only for its contest admins. */
export async function requireVisibleContest(deps: ContestsDeps, actor: Actor, cid: number) {
  const { repo } = deps;
  const contest = await repo.findById(cid);
  if (!contest) throw new AppError('NOT_FOUND', 'The contest does not exist');
  const admin = await adminOf(deps, actor, contest);
  if (contest.visible !== 1 && !admin) throw new AppError('NOT_FOUND', 'The contest does not exist');
  return Object.assign(contest, { admin });
}

/**
 * As requireVisibleContest, without its copy: the kept row itself (no author; callers must not change it) and
 * whether the caller administers the contest. For the gates asked on every call (the board's).
 */
export async function visibleContestRow(deps: ContestsDeps, actor: Actor, cid: number) {
  const contest = await deps.repo.keptById(cid);
  if (!contest) throw new AppError('NOT_FOUND', 'The contest does not exist');
  const admin = await adminOf(deps, actor, contest);
  if (contest.visible !== 1 && !admin) throw new AppError('NOT_FOUND', 'The contest does not exist');
  return { contest, admin };
}

/**
 * Access to the contest (entering its problems, submissions and rank): contest admins always;
 * otherwise the account limit must admit the user, and a public or protected contest needs nothing
 * more while a private one needs the registration its password gives. Submitting to a protected
 * contest needs that registration too (spec 2 §6; the contest gate asks for it).
 */
export function accessFor(
  actor: Actor,
  contest: Pick<ContestRow, 'openAccountLimit' | 'accountLimitRule' | 'auth'>,
  admin: boolean,
  registered: boolean,
): boolean {
  if (admin) return true;
  if (contest.openAccountLimit === 1) {
    const rule = parseJson<AccountLimitRule | null>(contest.accountLimitRule, null);
    if (rule && !matchesAccountRule(actor.username, rule)) return false;
  }
  return contest.auth !== CONTEST_AUTH.PRIVATE || registered;
}
