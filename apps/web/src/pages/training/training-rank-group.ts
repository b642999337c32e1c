import { isAdminRole, Role, type RoleId } from '@judge/contract';

/** A group the signed-in user belongs to, as the rank's filter lists it. */
export interface RankGroup {
  id: number;
  name: string;
}

/**
 * Spec 2 §2.11: teachers and admins may narrow a training rank to one of their groups; the filter shows
 * only when they have a group to choose.
 */
export const showsGroupFilter = (role: RoleId | undefined, groups: RankGroup[]) =>
  mayFilterByGroup(role) && groups.length > 0;

/** The roles offered the filter (their groups are fetched only for them). */
export const mayFilterByGroup = (role: RoleId | undefined) =>
  role !== undefined && (role === Role.TEACHER || isAdminRole(role));

const keyOf = (uid: number) => `trainingRankGroup:${uid}`;

/** The chosen group is remembered in this browser per user (spec 2 §2.11: "remembered locally"). */
export function storeRankGroup(uid: number, gid: number | null) {
  try {
    if (gid === null) globalThis.localStorage?.removeItem(keyOf(uid));
    else globalThis.localStorage?.setItem(keyOf(uid), String(gid));
  } catch {
    // Storage full or refused: the choice lasts until the page is left.
  }
}

/** The remembered group, when it is still one of the user's groups. */
export function readRankGroup(uid: number, groups: RankGroup[]): number | null {
  try {
    const gid = Number(globalThis.localStorage?.getItem(keyOf(uid)) ?? NaN);
    return groups.some((group) => group.id === gid) ? gid : null;
  } catch {
    return null;
  }
}
