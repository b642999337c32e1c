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
  /**
   * The own windows' ends (docs/contest-rules.md "Own time windows"), by board row key: a window moves its row's
   * seal and may move the board's end. Left out: no windows.
   */
  ownWindowEnds?: ReadonlyMap<number, number>;
}

export interface ViewerView {
  /** Results of submissions made at or after this moment are hidden (null: none, -Infinity: all). */
  hiddenFromMs: number | null;
  /**
   * Rows with an own window, by board row key: their results are hidden from their own moment instead (their
   * window's end minus the seal's length). Only with a seal (a finite hiddenFromMs) and windows.
   */
  ownSealsMs?: ReadonlyMap<number, number>;
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
 * The board's end: the contest's, or the last own window's close when one outlasts it (docs/contest-rules.md
 * "Own time windows"): until then somebody still plays, so the seal and an OI contest's blindness hold.
 */
export function boardEndMs(contest: Pick<SealSettings, 'endTime' | 'ownWindowEnds'>): number {
  return Math.max(Date.parse(contest.endTime), ...(contest.ownWindowEnds?.values() ?? []));
}

/**
 * Each windowed row's own seal: as the others' holds from (the contest's end - the seal's length), a row with a
 * window is sealed from (its window's end - the seal's length). Null without a seal; empty without windows.
 */
export function ownSeals(contest: SealSettings): Map<number, number> | null {
  if (!contest.sealRank || !contest.sealRankTime) return null;
  const sealLengthMs = Date.parse(contest.endTime) - Date.parse(contest.sealRankTime);
  const seals = new Map<number, number>();
  for (const [rowKey, endMs] of contest.ownWindowEnds ?? []) seals.set(rowKey, endMs - sealLengthMs);
  return seals;
}

/**
 * Whether the seal holds now: from the first seal (sealRankTime, or an earlier own window's) to the board's
 * end, and after it too unless the contest lifts it then (autoRealRank).
 */
export function sealHolds(contest: SealSettings, nowMs: number): boolean {
  const seals = ownSeals(contest);
  if (!seals) return false;
  const firstSealMs = Math.min(Date.parse(contest.sealRankTime!), ...seals.values());
  const endMs = boardEndMs(contest);
  if (nowMs >= firstSealMs && nowMs < endMs) return true;
  return nowMs >= endMs && !contest.autoRealRank;
}

/** The moment a row's results are hidden from under the view (its own seal when it has a window). */
export function hiddenFromOf(view: ViewerView, rowKey: number): number | null {
  return view.ownSealsMs?.get(rowKey) ?? view.hiddenFromMs;
}

/** A sealed view: the contest's seal for every row, each windowed row's own for its own. */
function sealedView(contest: SealSettings, ownRowReal: boolean): ViewerView {
  const seals = ownSeals(contest);
  const view: ViewerView = { hiddenFromMs: Date.parse(contest.sealRankTime!), ownRowReal };
  return seals && seals.size > 0 ? { ...view, ownSealsMs: seals } : view;
}

/**
 * What a viewer sees (spec 2 §2.5, §6). Inside the contest, contest admins see the real board; on the
 * outside board (which gets projected) they see it sealed like everyone else unless they ask with
 * forceRefresh, as the reference does. Before an OI contest ends nobody but its admins has realtime
 * permission (and likewise in a Ledo contest), so every result is hidden, their own included. Otherwise the seal
 * hides others' results after sealRankTime (a windowed row's after its own seal) while each contestant still
 * sees their own inside the contest. The end is the board's: the last own window's close when one outlasts the
 * contest.
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
  if (blindUntilEnd(contest) && nowMs < boardEndMs(contest))
    return { hiddenFromMs: Number.NEGATIVE_INFINITY, ownRowReal: false };
  if (sealHolds(contest, nowMs)) return sealedView(contest, board === 'inside');
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
