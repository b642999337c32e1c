import { GROUP_LEVEL, isRoot, type GroupLevel, type ServerMessageText } from '@judge/contract';
import type { Db } from '../../db/database.ts';
import { AppError, say } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { createAdministeredGroupsRepo } from './administered-groups.repo.ts';
import { createGroupsRepo, type GroupRecord } from './groups.repo.ts';

/**
 * Where the caller stands in one group, computed once per call (spec 3 §6): `level` is their effective level,
 * 5 for the owner and the site's root whatever their row says, else their row's (0 without one).
 */
export interface GroupStanding {
  group: GroupRecord;
  level: GroupLevel;
  /** The group's owner (whose level nobody changes and who leaves only by disbanding). */
  owner: boolean;
  /** The site's root: passes every group check (spec 3 §6 "Super admin"). */
  siteRoot: boolean;
}

/** The level a call needs: a member (3), a group admin (4) or a group root (5). */
export type GroupRequirement = 'member' | 'admin' | 'root';

const NEEDED: Record<GroupRequirement, GroupLevel> = {
  member: GROUP_LEVEL.MEMBER,
  admin: GROUP_LEVEL.ADMIN,
  root: GROUP_LEVEL.ROOT,
};
const REFUSAL: Record<GroupRequirement, ServerMessageText> = {
  member: 'Only the members of the group may do this',
  admin: "Only the group's admins may do this",
  root: "Only the group's roots may do this",
};

const missing = () => new AppError('NOT_FOUND', say('The group does not exist'));

/** Whether a standing reaches a requirement (a pure check; the gate's `require` throws on it). */
export const reaches = (standing: Pick<GroupStanding, 'level'>, requirement: GroupRequirement) =>
  standing.level >= NEEDED[requirement];

/**
 * The group rules every group call asks, and the ones the group content (problems, trainings, contests,
 * submissions with a gid) asks: who sees a group, at which level the caller is. A hidden group (visible 0)
 * does not exist for those below member level (404), so its name is not even confirmed to them.
 */
export function createGroupGate(db: Db) {
  const repo = createGroupsRepo(db);
  const administered = createAdministeredGroupsRepo(db);

  async function levelOf(actor: Actor, group: GroupRecord): Promise<GroupLevel> {
    if (isRoot(actor.role) || group.uid === actor.uid) return GROUP_LEVEL.ROOT;
    const row = await repo.memberRow(group.id, actor.uid);
    return (row?.auth ?? GROUP_LEVEL.NONE) as GroupLevel;
  }

  /** The group as the caller may see it, with their level; guests get level 0 (visible groups only). */
  async function standing(actor: Actor | null, gid: number): Promise<GroupStanding> {
    const group = await repo.find(gid);
    if (!group) throw missing();
    const level = actor ? await levelOf(actor, group) : GROUP_LEVEL.NONE;
    if (group.visible !== 1 && level < GROUP_LEVEL.MEMBER) throw missing();
    return {
      group,
      level,
      owner: actor !== null && group.uid === actor.uid,
      siteRoot: actor !== null && isRoot(actor.role),
    };
  }

  /** The standing of a signed-in caller who reaches the requirement: 401 for guests, 403 below it. */
  async function require(actor: Actor | null, gid: number, requirement: GroupRequirement) {
    if (!actor) throw new AppError('UNAUTHENTICATED');
    const found = await standing(actor, gid);
    if (!reaches(found, requirement)) throw new AppError('FORBIDDEN', say(REFUSAL[requirement]));
    return found;
  }

  return {
    standing,
    require,
    /** Members (3), group admins (4), group roots (5); the owner and the site's root are roots. */
    forMember: (actor: Actor | null, gid: number) => require(actor, gid, 'member'),
    forAdmin: (actor: Actor | null, gid: number) => require(actor, gid, 'admin'),
    forRoot: (actor: Actor | null, gid: number) => require(actor, gid, 'root'),
    /** The uids of the group's members (levels 3 to 5), for views narrowed to one group. */
    memberUids: (gid: number) => repo.uidsAt(gid, [GROUP_LEVEL.MEMBER, GROUP_LEVEL.ADMIN, GROUP_LEVEL.ROOT]),
    /** The groups the user owns or administers (a teacher's groups: their homework and their students). */
    administeredBy: (uid: number) => administered.administeredBy(uid),
    /** The members of every group the user owns or administers (a teacher's students, with their classes'). */
    async membersOfGroupsAdministeredBy(uid: number) {
      return administered.memberUidsOf((await administered.administeredBy(uid)).map((group) => group.id));
    },
    /** The owner or the site's root (spec 3 §6: disband). */
    async forOwner(actor: Actor | null, gid: number) {
      if (!actor) throw new AppError('UNAUTHENTICATED');
      const found = await standing(actor, gid);
      if (!found.owner && !found.siteRoot)
        throw new AppError('FORBIDDEN', say("Only the group's owner may do this"));
      return found;
    },
  };
}
export type GroupGate = ReturnType<typeof createGroupGate>;
