import { GROUP_LEVEL, isAdminRole } from '@judge/contract';
import { AppError, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { GroupGate } from '../../groups/policy.ts';
import type { SiteConfigService } from '../../site/facts.ts';

/** What decides where a discussion lives: the public area (gid null) or a group's. */
export interface DiscussionRef {
  id: number;
  uid: number;
  gid: number | null;
  status: number;
}

export interface AreaDeps {
  siteConfig: SiteConfigService;
  groupGate: GroupGate;
}

export const discussionMissing = () => new AppError('NOT_FOUND', say('The discussion does not exist'));

/** Where a reminder about the discussion links to. */
export const discussionUrl = (discussion: { id: number; gid: number | null }) =>
  discussion.gid === null
    ? `/discussion-detail/${discussion.id}`
    : `/group/${discussion.gid}/discussion-detail/${discussion.id}`;

/** 403 NO_ACCESS while the site's openGroupDiscussion switch is off (spec 3 §6 "Route guards"). */
export async function requireGroupDiscussionOpen(siteConfig: SiteConfigService) {
  if (!(await siteConfig.switches()).openGroupDiscussion)
    throw new AppError('NO_ACCESS', say('No Access: the group discussion area is closed'));
}

/**
 * Whether the caller may reach a discussion, and whether they moderate it (see disabled ones, delete others'
 * posts and comments). The public area: open while openPublicDiscussion is on, moderated by the admin roles.
 * A group's: open while openGroupDiscussion is on, to the group's members (login needed), moderated by the
 * group's admins (the site's root among them); its existence is not confirmed to others. A disabled discussion
 * is missing for everyone but its moderators.
 */
export async function reachDiscussion(
  deps: AreaDeps,
  actor: Actor | null,
  discussion: DiscussionRef | undefined,
): Promise<{ moderator: boolean }> {
  if (!discussion) throw discussionMissing();
  let moderator: boolean;
  if (discussion.gid === null) {
    if (!(await deps.siteConfig.switches()).openPublicDiscussion)
      throw new AppError('NO_ACCESS', say('No Access: the public discussion area is closed'));
    moderator = actor !== null && isAdminRole(actor.role);
  } else {
    await requireGroupDiscussionOpen(deps.siteConfig);
    const standing = await deps.groupGate.forMember(actor, discussion.gid);
    moderator = standing.level >= GROUP_LEVEL.ADMIN;
  }
  if (discussion.status !== 0 && !moderator) throw discussionMissing();
  return { moderator };
}
