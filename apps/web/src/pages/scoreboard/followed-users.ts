/**
 * The users a viewer follows on a contest's board (spec 2 §2.5 "follow star", §3 "followed user ids
 * per contest"): kept in localStorage per contest, so the inside and the outside board of one contest
 * share them and a reload keeps them. The board sends them as concernedList and puts their rows on top.
 */

/** The server takes at most this many followed users (contract: concernedList). */
export const FOLLOWED_LIMIT = 200;

export const followedKey = (contestId: number) => `contestRankConcerned:${contestId}`;

const isUid = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

export function readFollowed(contestId: number): number[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(followedKey(contestId)) ?? '[]');
    return Array.isArray(parsed) ? [...new Set(parsed.filter(isUid))].slice(-FOLLOWED_LIMIT) : [];
  } catch {
    return [];
  }
}

export function writeFollowed(contestId: number, uids: number[]) {
  try {
    if (uids.length === 0) globalThis.localStorage?.removeItem(followedKey(contestId));
    else globalThis.localStorage?.setItem(followedKey(contestId), JSON.stringify(uids));
  } catch {
    // Storage refused (private browsing): following still works until the page is left.
  }
}

/**
 * The list after following or unfollowing `uid`. A new follow goes last; past the limit the oldest
 * follow is dropped, so the newest click always takes effect.
 */
export function toggledFollowed(uids: number[], uid: number): number[] {
  if (uids.includes(uid)) return uids.filter((followed) => followed !== uid);
  return [...uids, uid].slice(-FOLLOWED_LIMIT);
}
