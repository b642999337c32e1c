import type { ClicsCaller } from './basic-auth.ts';
import type { ContestScope } from './contest-scope.ts';

/**
 * A Contest API account's `type` (JSON_Format.md "Account" allows team, judge, admin, analyst, staff): its role,
 * but a proxy is `staff`, a machine the site's staff run for all its teams (`team` would need the one team_id).
 */
export const accountType = (role: string) => (role === 'proxy' ? 'staff' : role);

/**
 * GET /contests/{id}/account (Contest_API.md, JSON_Format.md "Account"): the caller's own account in this
 * contest: a Contest API account as its role (`api-<id>`: the site's accounts are numbers), an admin of the
 * contest as `admin`, a contestant on its board as its team (its team contest's team, else the account itself;
 * the person is the account, as the accounts collection writes them), anyone else signed in with no type.
 */
export function ownAccount(scope: ContestScope, caller: ClicsCaller) {
  const grant = caller.apiAccount;
  if (grant)
    return {
      id: `api-${grant.id}`,
      username: grant.username,
      type: accountType(grant.role),
      team_id: null,
      person_id: null,
    };
  const id = String(caller.uid);
  const team = scope.teamOfAccount(caller.uid);
  const type = scope.reader === 'admin' ? 'admin' : team !== null ? 'team' : null;
  return {
    id,
    username: caller.username,
    type,
    team_id: type === 'team' ? team : null,
    person_id: team !== null ? id : null,
  };
}
