import { GROUP_LEVEL, type GroupLevel } from './groups.ts';
import type { ServerMessageText } from './server-messages.ts';

/** Who acts: their effective level and whether they are the owner or the site's root. */
export interface GroupActing {
  uid: number;
  level: GroupLevel;
  owner: boolean;
  siteRoot: boolean;
}

/** Whose row is acted on: its stored level and whether it is the owner's. */
export interface GroupTarget {
  uid: number;
  level: number;
  owner: boolean;
}

/**
 * Spec 3 §4 "Member auth": the owner and the site's root set any level on anyone but the owner; anyone else must
 * be a group admin, may only act on rows below their own level and only set levels below it. Returns why a
 * change is refused, or null when it is allowed. Pure, so each rule is tested on its own.
 */
export function levelChangeRefusal(
  acting: GroupActing,
  target: GroupTarget,
  to: number,
): ServerMessageText | null {
  if (target.owner) return "The owner's level cannot be changed";
  if (acting.owner || acting.siteRoot) return null;
  if (acting.level < GROUP_LEVEL.ADMIN) return "Only the group's admins may change members";
  if (target.level >= acting.level) return 'You may only change members below your own level';
  if (to >= acting.level) return 'You may only set levels below your own';
  return null;
}

/**
 * Removing someone's row (spec 3 §4, §6): never oneself (members exit, the owner disbands); the owner only by
 * the site's root, which disbands the group (spec 3 §4 "kicking the owner disbands the group"); otherwise the
 * owner and the site's root remove anyone, a group admin only rows below their own level.
 */
export function removalRefusal(acting: GroupActing, target: GroupTarget): ServerMessageText | null {
  if (acting.uid === target.uid) return 'You cannot remove yourself: leave the group instead';
  if (target.owner) return acting.siteRoot ? null : 'The owner cannot be removed from the group';
  if (acting.owner || acting.siteRoot) return null;
  if (acting.level < GROUP_LEVEL.ADMIN) return "Only the group's admins may remove members";
  if (target.level >= acting.level) return 'You may only remove members below your own level';
  return null;
}
