import { CONTEST_TYPE } from '@judge/contract';
import type { BoardSide } from '../../api/scoreboards';

/** The contest fields that decide what a board hides (ContestInfo and the outside info both carry them). */
export interface SealFacts {
  type: number;
  endTime: string;
  sealRank: boolean;
  sealRankTime: string | null;
  autoRealRank: boolean;
}

/**
 * The banner over a board:
 * - oiHidden: an OI contest before its end hides every result from contestants (their own too);
 * - sealed: the seal holds; results of submissions made from `since` on show as pending, except the
 *   viewer's own inside the contest (`ownReal`);
 * - adminReal: a contest admin looks at the real board while the contestants see it sealed or
 *   hidden (`since` null for a hidden OI contest).
 */
export type BoardNotice =
  | { kind: 'oiHidden' }
  | { kind: 'sealed'; since: string | null; ownReal: boolean }
  | { kind: 'adminReal'; since: string | null };

/** Whether the seal holds at `nowMs`: from sealRankTime on, and after the end unless autoRealRank. */
export function sealHoldsAt(contest: SealFacts, nowMs: number): boolean {
  if (!contest.sealRank || !contest.sealRankTime) return false;
  if (nowMs < Date.parse(contest.sealRankTime)) return false;
  return nowMs < Date.parse(contest.endTime) || !contest.autoRealRank;
}

/**
 * What the banner says. `sealed` is the server's word for the page (it decides what the viewer sees);
 * `ended` and `sealHolds` (the board's clock) only tell which kind of hiding it is.
 */
export function boardNotice(options: {
  contest: SealFacts;
  sealed: boolean;
  ended: boolean;
  sealHolds: boolean;
  side: BoardSide;
  isContestAdmin: boolean;
}): BoardNotice | null {
  const { contest, sealed, ended, sealHolds, side, isContestAdmin } = options;
  const oiRunning = contest.type === CONTEST_TYPE.OI && !ended;
  if (sealed) {
    if (oiRunning) return { kind: 'oiHidden' };
    return { kind: 'sealed', since: contest.sealRankTime, ownReal: side === 'inside' && !isContestAdmin };
  }
  if (!isContestAdmin) return null;
  if (oiRunning) return { kind: 'adminReal', since: null };
  if (sealHolds) return { kind: 'adminReal', since: contest.sealRankTime };
  return null;
}
