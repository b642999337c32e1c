import { Role, type SimilarityScope } from '@judge/contract';
import { AppError, say } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import type { ContestGate } from '../contests/policy.ts';
import type { GroupGate } from '../groups/policy.ts';
import type { TrainingGate } from '../trainings/policy.ts';

/** The other contexts' gates a check asks who administers its scope (their rules, never their tables). */
export interface ScopeGates {
  contests: Pick<ContestGate, 'forContestAdmin'>;
  trainings: Pick<TrainingGate, 'forAdmin'>;
  groups: Pick<GroupGate, 'forAdmin'>;
}

/** Root and the site's admins may check any scope. */
const isSiteAdmin = (actor: Actor) => actor.role === Role.ROOT || actor.role === Role.ADMIN;

/** Everyone else: the scope's own admins, as its context says (a problem of the bank has none but the site's). */
const SCOPE_ADMINS: Record<
  SimilarityScope,
  (gates: ScopeGates, actor: Actor, id: number) => Promise<unknown>
> = {
  contest: (gates, actor, id) => gates.contests.forContestAdmin(actor, id),
  training: (gates, actor, id) => gates.trainings.forAdmin(actor, id),
  group: (gates, actor, id) => gates.groups.forAdmin(actor, id),
  problem: async () => {
    throw new AppError('FORBIDDEN', say("Only the site's admins may check a problem across the site"));
  },
};

/** Throws unless the actor may start, read and mark the checks of this scope. */
export async function requireScopeAdmin(gates: ScopeGates, actor: Actor, scope: SimilarityScope, id: number) {
  if (isSiteAdmin(actor)) return;
  await SCOPE_ADMINS[scope](gates, actor, id);
}
