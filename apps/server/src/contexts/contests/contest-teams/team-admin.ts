import type { ContestTeamsAdminView, TeamSaveBody, TeamSettingsBody, TeamUpdateBody } from '@judge/contract';
import { AppError, invalidField, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { forTeamAdmin, presentTeams, type ContestTeamsDeps } from './contest-teams.deps.ts';
import { TeamRefused, writeTeam } from './team-writes.ts';

/** The back office's teams page: the contest's settings, teams (with invite codes) and schools. */
export async function adminView(
  deps: ContestTeamsDeps,
  actor: Actor,
  cid: number,
): Promise<ContestTeamsAdminView> {
  const { settings } = await forTeamAdmin(deps, actor, cid);
  const [teams, affiliations] = await Promise.all([deps.repo.teams(cid), deps.repo.affiliations(cid)]);
  return { settings, teams: await presentTeams(deps.repo, teams), affiliations };
}

/** Turns the contest into a team contest (or back), and sets a team's most members. */
export async function saveSettings(deps: ContestTeamsDeps, actor: Actor, body: TeamSettingsBody) {
  await forTeamAdmin(deps, actor, body.cid);
  await deps.repo.saveSettings(body.cid, {
    teamContest: body.teamContest,
    maxTeamSize: body.maxTeamSize,
  });
  return null;
}

async function save(deps: ContestTeamsDeps, actor: Actor, body: TeamSaveBody, teamId: number | null) {
  const { settings } = await forTeamAdmin(deps, actor, body.cid);
  if (teamId !== null && !(await deps.repo.team(body.cid, teamId)))
    throw new AppError('NOT_FOUND', say('The team does not exist'));
  try {
    return await deps.repo.transaction((trx) =>
      writeTeam(deps.repo, trx, { cid: body.cid, maxTeamSize: settings.maxTeamSize, teamId }, body),
    );
  } catch (error) {
    if (error instanceof TeamRefused) throw invalidField(error.problem.field, error.problem.message);
    throw error;
  }
}

export async function createTeam(deps: ContestTeamsDeps, actor: Actor, body: TeamSaveBody) {
  return { id: await save(deps, actor, body, null) };
}

export async function updateTeam(deps: ContestTeamsDeps, actor: Actor, body: TeamUpdateBody) {
  await save(deps, actor, body, body.id);
  return null;
}

export async function deleteTeam(deps: ContestTeamsDeps, actor: Actor, ref: { cid: number; id: number }) {
  await forTeamAdmin(deps, actor, ref.cid);
  if (!(await deps.repo.team(ref.cid, ref.id)))
    throw new AppError('NOT_FOUND', say('The team does not exist'));
  await deps.repo.transaction((trx) => deps.repo.deleteTeam(ref.cid, ref.id, trx));
  return null;
}
