import { presentRule } from './contest-rule-values.ts';
import { presentHall } from './contest-hall-values.ts';
import { hallInfoFor, isSeat } from '../contest-hall/contest-hall.ts';
import {
  CONTEST_AUTH,
  type AwardConfigItem,
  type ContestInfo,
  type OiRankScoreType,
  type PenaltyUnit,
  type RankShowName,
} from '@judge/contract';
import { nowIso } from '../../../lib/time.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { contestStatus, personalEndTime } from './contest-status.ts';
import {
  type ContestsDeps,
  requireVisibleContest,
  accessFor,
  parseJson,
  visibleContestRow,
} from './contests.deps.ts';
import type { ContestRow } from './contests.repo.ts';

/**
 * The caller's place in a contest, which both the contest's page and the gates read: registration, team, own
 * window and access. Registered: a registration, a seat of the contest hall (the admin placed its account there,
 * docs/contest-hall.md) or a team's membership (its admins or a member placed them, docs/contest-teams.md).
 */
async function participation(
  deps: ContestsDeps,
  actor: Actor,
  contest: Pick<
    ContestRow,
    'id' | 'teamContest' | 'hallSettings' | 'openAccountLimit' | 'accountLimitRule' | 'auth'
  >,
  admin: boolean,
) {
  const teamContest = contest.teamContest === 1;
  const [registration, team] = await Promise.all([
    deps.repo.registration(contest.id, actor.uid),
    teamContest ? deps.teams.teamOf(contest.id, actor.uid) : null,
  ]);
  const hall = presentHall(contest);
  const registered = Boolean(registration) || isSeat(hall, actor.username) || team !== null;
  // An own window (docs/contest-rules.md "Own time windows") is the team's in a team contest, as its board row.
  const window = await deps.windows.windowOf(contest.id, team ? -team.id : actor.uid);
  return {
    teamContest,
    team,
    hall,
    registered,
    access: accessFor(actor, contest, admin, registered),
    beginTime: registration?.beginTime ?? null,
    window,
  };
}

/**
 * What a gate asks before it lets a caller read a contest's problems or board, and what the problem list needs
 * besides (the seal's settings, the caller's team): no more than these.
 */
export type ContestAccessFacts = Pick<
  ContestInfo,
  | 'status'
  | 'now'
  | 'access'
  | 'timeLimit'
  | 'beginTime'
  | 'window'
  | 'hall'
  | 'team'
  | 'type'
  | 'scoringRule'
  | 'endTime'
  | 'sealRank'
  | 'sealRankTime'
  | 'autoRealRank'
> & { isContestAdmin: boolean };

/**
 * The contest's access facts alone, without the page's counts, virtual run and presented settings: the board
 * and the problem list ask on every refresh of every contestant, and building the whole ContestInfo was the
 * largest part of it (a 2,000-contestant start's CPU profile: docs/load.md).
 */
export async function accessFacts(
  deps: ContestsDeps,
  actor: Actor,
  cid: number,
): Promise<ContestAccessFacts> {
  // The kept row as it is, not a copy with its author: the gate reads a few fields of it.
  const { contest, admin } = await visibleContestRow(deps, actor, cid);
  const { hall, access, beginTime, window, team } = await participation(deps, actor, contest, admin);
  const now = nowIso();
  return {
    status: contestStatus(now, contest.startTime, contest.endTime),
    now,
    access,
    timeLimit: contest.timeLimit,
    beginTime,
    window,
    team,
    type: contest.type,
    scoringRule: presentRule(contest).scoringRule,
    endTime: contest.endTime,
    sealRank: contest.sealRank === 1,
    sealRankTime: contest.sealRankTime,
    autoRealRank: contest.autoRealRank === 1,
    hall: hallInfoFor(
      { startTime: contest.startTime, endTime: contest.endTime, hall },
      { admin, address: actor.address ?? null },
    ),
    isContestAdmin: admin,
  };
}

export async function info(deps: ContestsDeps, actor: Actor, cid: number): Promise<ContestInfo> {
  const { repo } = deps;
  const contest = await requireVisibleContest(deps, actor, cid);
  const [{ teamContest, team, hall, registered, access, beginTime, window }, virtual, count] =
    await Promise.all([
      participation(deps, actor, contest, contest.admin),
      repo.virtualParticipation(cid, actor.uid),
      participantCount(deps, { ...contest, teamContest: contest.teamContest === 1 }),
    ]);
  const admin = contest.admin;
  const now = nowIso();
  return {
    id: contest.id,
    title: contest.title,
    description: contest.auth === CONTEST_AUTH.PRIVATE && !access ? null : contest.description,
    type: contest.type,
    auth: contest.auth,
    startTime: contest.startTime,
    endTime: contest.endTime,
    duration: contest.duration,
    status: contestStatus(now, contest.startTime, contest.endTime),
    now,
    sealRank: contest.sealRank === 1,
    sealRankTime: contest.sealRankTime,
    autoRealRank: contest.autoRealRank === 1,
    openPrint: contest.openPrint === 1,
    openRank: contest.openRank === 1,
    rankShowName: contest.rankShowName as RankShowName,
    oiRankScoreType: contest.oiRankScoreType as OiRankScoreType,
    penaltyUnit: contest.penaltyUnit as PenaltyUnit,
    ...presentRule(contest),
    awardType: contest.awardType,
    awardConfig: parseJson<AwardConfigItem[]>(contest.awardConfig, []),
    timeLimit: contest.timeLimit,
    beginTime,
    personalEndTime:
      window?.endTime ??
      personalEndTime({
        endTime: contest.endTime,
        timeLimit: contest.timeLimit,
        beginTime,
      }),
    window,
    uid: contest.uid,
    author: contest.author,
    gid: contest.gid,
    count,
    isContestAdmin: admin,
    access,
    registered,
    virtual: virtual ?? null,
    hall: hallInfoFor({ ...contest, hall }, { admin, address: actor.address ?? null }),
    teamContest,
    maxTeamSize: contest.maxTeamSize,
    team,
  };
}

/**
 * Who took part: the registered users, and in a public contest (where nobody registers) everyone but its author
 * who submitted, so the header agrees with the board's rows. In a team contest, its teams' members register
 * through their teams (docs/contest-teams.md): they count too.
 */
async function participantCount(
  deps: ContestsDeps,
  contest: { id: number; uid: number; auth: number; count: number; teamContest: boolean },
) {
  const registered = contest.teamContest
    ? Math.max(contest.count, await deps.teams.membersCount(contest.id))
    : contest.count;
  if (contest.auth !== CONTEST_AUTH.PUBLIC) return registered;
  const submitters = await deps.submitters.contestSubmitterCount(contest.id, contest.uid);
  return Math.max(registered, submitters);
}
