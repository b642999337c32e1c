import { isAdminRole } from '@judge/contract';
import { invalidField } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { accountOfTeam } from './api-teams.ts';
import type { ContestScope } from './contest-scope.ts';

/** How a write finds the account it is made as, for a team an admin (admin_submit) or a proxy names. */
export interface TeamAccounts {
  /** A team's site account, while it may sign in (a disabled one is no team to write for). */
  teamActor(uid: number): Promise<Actor | undefined>;
  /** Whether an account runs the contest (its admins are its jury, no team a proxy writes for). */
  runsContest(actor: Actor, cid: number): Promise<boolean>;
}

/**
 * The team a write names (`team_id`, a proxy's `from_team_id`) and the account it is made as: a team contest's
 * team's first member, else the account of that id, under that account's own rules. A proxy writes for the
 * contest's teams only: an account that runs the contest is none (its rules would be the jury's, which may
 * submit outside a contestant's own window), nor is an account of the site's admin roles (the switches that
 * close contest judging do not hold for them).
 */
export async function namedTeam(
  accounts: TeamAccounts,
  scope: ContestScope,
  named: { teamId: string | null | undefined; field: 'team_id' | 'from_team_id'; capability: string },
): Promise<{ actor: Actor; teamId: string }> {
  const { teamId, field, capability } = named;
  if (!teamId) throw invalidField(field, `${field} is required (${capability})`);
  const uid = accountOfTeam(scope, teamId);
  const actor = uid === undefined ? undefined : await accounts.teamActor(uid);
  if (!actor) throw invalidField(field, `no team ${teamId}`);
  const jury =
    scope.reader === 'proxy' &&
    (isAdminRole(actor.role) || (await accounts.runsContest(actor, scope.settings.cid)));
  if (jury) throw invalidField(field, `${teamId} is no team of this contest: a proxy writes for its teams`);
  return { actor, teamId };
}
