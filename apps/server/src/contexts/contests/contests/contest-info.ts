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
import { type ContestsDeps, requireVisibleContest, accessFor, parseJson } from './contests.deps.ts';

export async function info(deps: ContestsDeps, actor: Actor, cid: number): Promise<ContestInfo> {
  const { repo } = deps;
  const contest = await requireVisibleContest(deps, actor, cid);
  const teamContest = contest.teamContest === 1;
  const [registration, virtual, count, team] = await Promise.all([
    repo.registration(cid, actor.uid),
    repo.virtualParticipation(cid, actor.uid),
    participantCount(deps, { ...contest, teamContest }),
    teamContest ? deps.teams.teamOf(cid, actor.uid) : null,
  ]);
  const admin = contest.admin;
  const hall = presentHall(contest);
  // A seat of the contest hall is its account's registration: the admin placed it there (docs/contest-hall.md).
  // A team's member is registered through the team (docs/contest-teams.md): its admins or a member placed them.
  const registered = Boolean(registration) || isSeat(hall, actor.username) || team !== null;
  const access = accessFor(actor, contest, registered);
  const now = nowIso();
  const beginTime = registration?.beginTime ?? null;
  // An own window (docs/contest-rules.md "Own time windows") is the team's in a team contest, as its board row.
  const window = await deps.windows.windowOf(cid, team ? -team.id : actor.uid);
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
