import { LIMITS, type UserHome } from '@judge/contract';

/**
 * The nickname tag's colour (spec 1-core §2.9): one of five, by the nickname's length (in characters, so a
 * Chinese nickname counts each character once) mod 5.
 */
export const NICKNAME_COLORS = ['blue', 'green', 'default', 'red', 'orange'] as const;
export const nicknameColor = (nickname: string) => NICKNAME_COLORS[Array.from(nickname).length % 5];

/** The score shown: the sum of the best OI rank score of each OI problem (spec 1-core §9). */
export const totalScore = (home: Pick<UserHome, 'scoreList'>) =>
  home.scoreList.reduce((sum, score) => sum + score, 0);

export const solvedCount = (home: Pick<UserHome, 'solvedGroups'>) =>
  home.solvedGroups.reduce((sum, group) => sum + group.problemIds.length, 0);

/** A blog address is a link only when it is http(s); anything else is shown as text. */
export const safeLink = (address: string): string | null => {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * The page's target from the address: uid (a positive integer) and/or username, as the links give them. A uid
 * that is no id at all names nobody (`invalid`): the page shows its not-found state.
 */
export function targetFromSearch(search: URLSearchParams): {
  target: { uid?: number; username?: string };
  invalid: boolean;
} {
  const rawUid = search.get('uid')?.trim();
  const uid = Number(rawUid);
  const validUid = Boolean(rawUid) && Number.isInteger(uid) && uid > 0 && uid <= LIMITS.idMax;
  const username = search.get('username')?.trim();
  return {
    target: { ...(validUid ? { uid } : {}), ...(username ? { username } : {}) },
    invalid: Boolean(rawUid) && !validUid,
  };
}
