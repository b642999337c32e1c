import { RULES_BLIND_UNTIL_END, type ScoringRule } from '@judge/contract';

/** The contest fields that decide what a viewer sees. */
export interface SealSettings {
  type: number;
  /** The scoring rule: OI and Ledo hide every result until the end (RULES_BLIND_UNTIL_END). */
  scoringRule: ScoringRule;
  endTime: string;
  sealRank: boolean;
  sealRankTime: string | null;
  autoRealRank: boolean;
}

export interface ViewerView {
  /** Results of submissions made at or after this moment are hidden (null: none, -Infinity: all). */
  hiddenFromMs: number | null;
  /** The viewer's own row shows their real results (a contestant still sees their own through the seal). */
  ownRowReal: boolean;
  /**
   * A virtual participant during their run: the board as it stood at this moment of the real contest
   * (only submissions made before it), with their own row put in.
   */
  asOfMs?: number;
}

/** Whether the contest's rule hides every result from non-admins until its end (OI and Ledo; IOI is live). */
export const blindUntilEnd = (contest: Pick<SealSettings, 'scoringRule'>) =>
  RULES_BLIND_UNTIL_END.includes(contest.scoringRule);

/**
 * Whether the seal holds now: from sealRankTime to the end, and after the end too unless the contest
 * lifts it then (autoRealRank).
 */
export function sealHolds(contest: SealSettings, nowMs: number): boolean {
  if (!contest.sealRank || !contest.sealRankTime) return false;
  const sealMs = Date.parse(contest.sealRankTime);
  const endMs = Date.parse(contest.endTime);
  if (nowMs >= sealMs && nowMs < endMs) return true;
  return nowMs >= endMs && !contest.autoRealRank;
}

/**
 * What a viewer sees (spec 2 §2.5, §6). Inside the contest, contest admins see the real board; on the
 * outside board (which gets projected) they see it sealed like everyone else unless they ask with
 * forceRefresh, as the reference does. Before an OI contest ends nobody but its admins has realtime
 * permission (and likewise in a Ledo contest), so every result is hidden, their own included. Otherwise the seal hides others' results
 * after sealRankTime while each contestant still sees their own inside the contest.
 */
export function viewFor(options: {
  contest: SealSettings;
  nowMs: number;
  viewerIsAdmin: boolean;
  board: 'inside' | 'outside';
  forceRefresh: boolean;
}): ViewerView {
  const { contest, nowMs, viewerIsAdmin, board, forceRefresh } = options;
  const real: ViewerView = { hiddenFromMs: null, ownRowReal: false };
  if (viewerIsAdmin && (board === 'inside' || forceRefresh)) return real;
  if (blindUntilEnd(contest) && nowMs < Date.parse(contest.endTime))
    return { hiddenFromMs: Number.NEGATIVE_INFINITY, ownRowReal: false };
  if (sealHolds(contest, nowMs))
    return { hiddenFromMs: Date.parse(contest.sealRankTime!), ownRowReal: board === 'inside' };
  return real;
}

/**
 * What a virtual participant sees during their run: the real contest as it stood at the same whole
 * minute of its clock, with the seal or the OI blindness that held then, and their own row as it is.
 * Null outside their run (before it they see the ended board; after it, the ended board with their row).
 */
export function virtualViewFor(
  contest: SealSettings & { startTime: string },
  run: { startMs: number; endMs: number },
  nowMs: number,
): ViewerView | null {
  if (nowMs < run.startMs || nowMs >= run.endMs) return null;
  const minute = Math.floor((nowMs - run.startMs) / 60_000);
  const asOfMs = Date.parse(contest.startTime) + minute * 60_000;
  let hiddenFromMs: number | null = null;
  if (blindUntilEnd(contest)) hiddenFromMs = Number.NEGATIVE_INFINITY;
  else if (contest.sealRank && contest.sealRankTime && asOfMs >= Date.parse(contest.sealRankTime))
    hiddenFromMs = Date.parse(contest.sealRankTime);
  return { hiddenFromMs, ownRowReal: true, asOfMs };
}
