import {
  CONTEST_STATUS,
  type ContestTeamWithCode,
  type MyContestTeam,
  type TeamCreateBody,
  type TeamJoinBody,
} from '@judge/contract';
import { AppError, invalidField, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import {
  presentTeams,
  requireSettings,
  requireTeamContest,
  type ContestTeamsDeps,
} from './contest-teams.deps.ts';
import { normalizedInviteCode } from './team-rules.ts';
import { TeamRefused, writeTeam } from './team-writes.ts';

/**
 * Contestants forming their teams (docs/contest-teams.md): before the start, one creates a team (and gets its
 * invite code), the others join with the code. Contest admins make teams in the back office instead.
 */

async function formingView(deps: ContestTeamsDeps, actor: Actor, cid: number) {
  const view = await deps.gate.view(actor, cid);
  if (view.admin) throw new AppError('FORBIDDEN', say('Contest admins do not take part in their contest'));
  const settings = await requireTeamContest(deps, cid);
  if (view.info.status !== CONTEST_STATUS.SCHEDULED)
    throw new AppError('FORBIDDEN', say('Teams are formed before the contest starts'));
  return { view, settings };
}

async function teamOfCaller(
  deps: ContestTeamsDeps,
  cid: number,
  uid: number,
): Promise<ContestTeamWithCode | null> {
  const team = await deps.repo.teamOf(cid, uid);
  return team ? (await presentTeams(deps.repo, [team]))[0] : null;
}

/** GET /api/contest/team: the caller's team with its code (null: none), and whether teams may still form. */
export async function myTeam(deps: ContestTeamsDeps, actor: Actor, cid: number): Promise<MyContestTeam> {
  const view = await deps.gate.view(actor, cid);
  const settings = await requireSettings(deps, cid);
  return {
    settings,
    team: await teamOfCaller(deps, cid, actor.uid),
    formingOpen: settings.teamContest && !view.admin && view.info.status === CONTEST_STATUS.SCHEDULED,
  };
}

/** POST /api/contest/team/create: a team of the caller alone, for the others to join with its code. */
export async function createOwnTeam(deps: ContestTeamsDeps, actor: Actor, body: TeamCreateBody) {
  const cid = body.cid;
  const { view, settings } = await formingView(deps, actor, cid);
  if (!view.info.access) throw new AppError('FORBIDDEN', say('Register for the contest first'));
  if (await deps.repo.teamOf(cid, actor.uid))
    throw new AppError('BAD_REQUEST', say('You are already in a team of this contest'));
  const line = {
    name: body.name,
    members: [actor.username],
    school: body.school,
    shortName: body.shortName,
    seat: '',
    room: '',
  };
  try {
    await deps.repo.transaction((trx) =>
      writeTeam(deps.repo, trx, { cid, maxTeamSize: settings.maxTeamSize, teamId: null }, line),
    );
  } catch (error) {
    if (error instanceof TeamRefused) throw invalidField(error.problem.field, error.problem.message);
    throw error;
  }
  return (await teamOfCaller(deps, cid, actor.uid))!;
}

/**
 * POST /api/contest/team/join: the code's team, when it is of this contest, not full, and the caller is in
 * no team of it. Joining counts as registering: the member who shared the code vouches for the caller.
 */
export async function joinTeam(deps: ContestTeamsDeps, actor: Actor, body: TeamJoinBody) {
  const cid = body.cid;
  const { settings } = await formingView(deps, actor, cid);
  await deps.repo.transaction(async (trx) => {
    const team = await deps.repo.byInviteCode(normalizedInviteCode(body.inviteCode), trx);
    if (!team || team.cid !== cid)
      throw invalidField('inviteCode', say('No team of this contest has this invite code'));
    // Touching the team's row first holds it for this transaction: two joining at once are counted in turn.
    await deps.repo.touchTeam(team.id, trx);
    if (await deps.repo.teamOf(cid, actor.uid, trx))
      throw new AppError('BAD_REQUEST', say('You are already in a team of this contest'));
    if ((await deps.repo.memberCount(team.id, trx)) >= settings.maxTeamSize)
      throw new AppError(
        'BAD_REQUEST',
        say('The team is full: at most {{count}} {{count|member|members}}', { count: settings.maxTeamSize }),
      );
    await deps.repo.addMembers(cid, team.id, [actor.uid], trx);
  });
  return (await teamOfCaller(deps, cid, actor.uid))!;
}
