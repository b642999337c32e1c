import {
  GROUP_MEMBER_LEVELS,
  levelChangeRefusal,
  removalRefusal,
  type GroupActing,
  type GroupMemberLevel,
} from '@judge/contract';

/** The viewer as the member page sees them: their uid, level and whether they own the group or are root. */
export type Viewer = GroupActing;

/**
 * The levels the viewer may give a row (the select's enabled options) and whether they may remove it: the
 * contract's rules, the very ones the server applies (spec 3 §4), so the page offers nothing it would refuse.
 */
export function memberChoices(viewer: Viewer, row: { uid: number; auth: number }, ownerUid: number) {
  const target = { uid: row.uid, level: row.auth, owner: row.uid === ownerUid };
  const levels = GROUP_MEMBER_LEVELS.filter(
    (level) => level === row.auth || levelChangeRefusal(viewer, target, level) === null,
  ) as GroupMemberLevel[];
  return {
    levels,
    canChange: levels.some((level) => level !== row.auth),
    canRemove: removalRefusal(viewer, target) === null,
  };
}
