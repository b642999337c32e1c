import { CONTEST_TYPE, RULES_BLIND_UNTIL_END, type ScoringRule } from '@judge/contract';
import type { BoardSide } from '../../api/scoreboards';

/** The contest fields that decide what a board hides (ContestInfo and the outside info both carry them). */
export interface SealFacts {
  type: number;
  endTime: string;
  sealRank: boolean;
  sealRankTime: string | null;
  autoRealRank: boolean;
  /** The contest's scoring rule (docs/contest-rules.md); absent (the outside board of an older server): the type's own. */
  scoringRule?: string;
}

/** Whether the contest's rule hides every result from contestants until its end (OI and Ledo; IOI and homework are live). */
export function blindUntilEnd(contest: Pick<SealFacts, 'type' | 'scoringRule'>): boolean {
  const rule = contest.scoringRule ?? (contest.type === CONTEST_TYPE.OI ? 'oi' : 'acm');
  return RULES_BLIND_UNTIL_END.includes(rule as ScoringRule);
}

/**
 * The banner over a board:
 * - oiHidden: an OI or Ledo contest before its end hides every result from contestants (their own too);
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
  // Only the rules blind until the end (OI, Ledo) hide everything while running; an IOI or homework board is live.
  const oiRunning = blindUntilEnd(contest) && !ended;
  if (sealed) {
    if (oiRunning) return { kind: 'oiHidden' };
    return { kind: 'sealed', since: contest.sealRankTime, ownReal: side === 'inside' && !isContestAdmin };
  }
  if (!isContestAdmin) return null;
  if (oiRunning) return { kind: 'adminReal', since: null };
  if (sealHolds) return { kind: 'adminReal', since: contest.sealRankTime };
  return null;
}
