import { GROUP_LEVEL, type GroupLevel, type GroupView } from '@judge/contract';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { presentGroup, type GroupsDeps } from './groups.deps.ts';

/**
 * GET /api/get-group-detail (login): any group the caller may see (a hidden one only to its members); the
 * invitation code only to the group's roots, who hand it out.
 */
export async function groupDetail(deps: GroupsDeps, actor: Actor, gid: number): Promise<GroupView> {
  const { group, level } = await deps.gate.standing(actor, gid);
  return presentGroup(group, await deps.repo.memberCount(gid), level >= GROUP_LEVEL.ROOT);
}

/** GET /api/get-group-access (login): whether the caller may enter the group's pages (a member, or root). */
export async function groupAccess(deps: GroupsDeps, actor: Actor, gid: number) {
  const { level } = await deps.gate.standing(actor, gid);
  return { access: level >= GROUP_LEVEL.MEMBER };
}

/**
 * GET /api/get-group-auth (login): the caller's level in the group, 0 to 5 (1 applying, 2 refused, 3 member, 4
 * admin, 5 root). The owner and the site's root are 5, as every group check treats them.
 */
export async function groupAuth(deps: GroupsDeps, actor: Actor, gid: number): Promise<GroupLevel> {
  return (await deps.gate.standing(actor, gid)).level;
}
