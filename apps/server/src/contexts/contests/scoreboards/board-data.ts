import type { AwardConfigItem, RuleSettings, ScoreboardUser, ScoringRule } from '@judge/contract';
import type { BoardRecord } from './board-record.ts';
import type { SubmissionFact } from './scoreboards.repo.ts';

/** The contest settings a board reads (kept with the board: an edit of the contest bumps its version). */
export interface BoardSettings {
  cid: number;
  title: string;
  /** The author, a contest admin. */
  uid: number;
  author: string | null;
  gid: number | null;
  visible: boolean;
  auth: number;
  type: number;
  startTime: string;
  endTime: string;
  duration: number;
  timeLimit: number;
  sealRank: boolean;
  sealRankTime: string | null;
  autoRealRank: boolean;
  openRank: boolean;
  rankShowName: string;
  oiRankScoreType: string;
  penaltyUnit: string;
  /** How the contest scores (rules/index.ts) and the rule's parameters (docs/contest-rules.md). */
  scoringRule: ScoringRule;
  ruleSettings: RuleSettings;
  starAccount: string[];
  awardType: number;
  awardConfig: AwardConfigItem[];
  /** The own windows' ends by row key (docs/contest-rules.md "Own time windows"): they move the seal and the end. */
  ownWindowEnds?: ReadonlyMap<number, number>;
}

export interface BoardProblem {
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
}

/** Everything a board is computed from, as of one version of the contest's counter. */
/** A virtual participant's window (epoch ms). */
export interface VirtualRun {
  startMs: number;
  endMs: number;
}

export interface BoardData {
  version: number;
  builtMs: number;
  settings: BoardSettings;
  problems: BoardProblem[];
  users: Map<number, ScoreboardUser>;
  recordsByUser: Map<number, BoardRecord[]>;
  /** Virtual participants' records, each on the contest's clock (submitMs = start + their offset). */
  virtualRecordsByUser: Map<number, BoardRecord[]>;
  virtualRuns: Map<number, VirtualRun>;
  /**
   * A team contest's rows are its teams' (docs/contest-teams.md): each member's uid -> their team's row key
   * (contest-teams/team-membership.ts teamRowKey), so a member finds the team's row as their own. Empty otherwise.
   */
  rowOfUser?: Map<number, number>;
  /** Views, rankings and stats computed from this data, by the rules that made them. */
  memo: Map<string, unknown>;
  /** Pages every viewer of a kind gets alike (the outside board's), the most recently used last. */
  sharedPages: Map<string, unknown>;
  /** Pages of one viewer (their own row on top), the most recently used last. */
  ownPages: Map<string, unknown>;
}

/** The row a viewer owns: their own, or their team's in a team contest. */
export const ownRowKey = (data: Pick<BoardData, 'rowOfUser'>, uid: number) => data.rowOfUser?.get(uid) ?? uid;

/** Shared pages a board keeps: page and size combinations are unbounded, memory is not. */
const MAX_SHARED_PAGES = 64;
/**
 * Viewers' own pages a board keeps (a page, and its body once sent, is a few KB): a contestant asking again before
 * the board changes (a refresh, a second tab, the page's polls) is served the page made for them, not a new one.
 */
const MAX_OWN_PAGES = 1_000;

/** Memoises a value computed from the board's data (the data never changes once built). */
export function memoized<T>(data: BoardData, key: string, compute: () => T): T {
  if (!data.memo.has(key)) data.memo.set(key, compute());
  return data.memo.get(key) as T;
}

/** A page kept in one of the board's maps of pages, the least recently used going beyond `max`. */
function keptPage<T>(pages: Map<string, unknown>, max: number, key: string, compute: () => T): T {
  const known = pages.get(key);
  if (known !== undefined) {
    pages.delete(key);
    pages.set(key, known);
    return known as T;
  }
  const page = compute();
  pages.set(key, page);
  if (pages.size > max) pages.delete(pages.keys().next().value!);
  return page;
}

/** A page every viewer of a kind gets alike, memoised with the board. */
export const sharedPage = <T>(data: BoardData, key: string, compute: () => T): T =>
  keptPage(data.sharedPages, MAX_SHARED_PAGES, key, compute);

/**
 * A viewer's own page, memoised with the board: the board is the same data until its version moves (a verdict,
 * an edit: a new board), so the page made for this viewer, key and all, is what they would be served again.
 */
export const ownPage = <T>(data: BoardData, key: string, compute: () => T): T =>
  keptPage(data.ownPages, MAX_OWN_PAGES, key, compute);

/**
 * Virtual participants' records: those made inside each one's window, timed from its start and set on
 * the contest's clock, so the seal and the first minutes compare as in the real contest.
 */
export function virtualRecordsByUser(
  facts: SubmissionFact[],
  problems: BoardProblem[],
  settings: Pick<BoardSettings, 'startTime'>,
  runs: Map<number, VirtualRun>,
): Map<number, BoardRecord[]> {
  const displayIds = new Map(problems.map((problem) => [problem.pid, problem.displayId]));
  const startMs = Date.parse(settings.startTime);
  const byUser = new Map<number, BoardRecord[]>();
  for (const fact of facts) {
    const run = runs.get(fact.uid);
    const displayId = displayIds.get(fact.pid);
    const madeMs = Date.parse(fact.createdAt);
    if (!run || displayId === undefined || madeMs < run.startMs || madeMs >= run.endMs) continue;
    const offsetMs = madeMs - run.startMs;
    const record: BoardRecord = {
      submissionId: fact.id,
      uid: fact.uid,
      displayId,
      status: fact.status,
      score: fact.score,
      runTime: fact.time,
      submitMs: startMs + offsetMs,
      offsetSeconds: Math.floor(offsetMs / 1000),
    };
    const list = byUser.get(fact.uid);
    if (list) list.push(record);
    else byUser.set(fact.uid, [record]);
  }
  return byUser;
}

/** A row's key for a submission: its user's uid, or in a team contest its team's key (null: off the board). */
export type RowKeyOf = (fact: SubmissionFact) => number | null;
const byUid: RowKeyOf = (fact) => fact.uid;

/**
 * The board's records by row (by user, or by team in a team contest), in the order they were made. A
 * submission on a problem that left the contest is dropped. Its offset counts from the row's own start: its own
 * window's (docs/contest-rules.md "Own time windows"), or the user's own start in a time-limited contest. A row
 * with a window counts the submissions inside it only, the others those before the contest's end; its records
 * carry the moment its own seal compares (sealMs: the seal moves with the window's end).
 */
export function recordsByUser(
  facts: SubmissionFact[],
  problems: BoardProblem[],
  settings: Pick<BoardSettings, 'startTime' | 'endTime' | 'timeLimit'>,
  rowKeyOf: RowKeyOf = byUid,
  windows: ReadonlyMap<number, { startMs: number; endMs: number }> = new Map(),
): Map<number, BoardRecord[]> {
  const displayIds = new Map(problems.map((problem) => [problem.pid, problem.displayId]));
  const startMs = Date.parse(settings.startTime);
  const endMs = Date.parse(settings.endTime);
  const byUser = new Map<number, BoardRecord[]>();
  for (const fact of facts) {
    const displayId = displayIds.get(fact.pid);
    const key = rowKeyOf(fact);
    if (displayId === undefined || key === null) continue;
    const submitMs = Date.parse(fact.createdAt);
    const window = windows.get(key);
    if (window ? submitMs < window.startMs || submitMs >= window.endMs : submitMs >= endMs) continue;
    const ownStartMs =
      window?.startMs ?? (settings.timeLimit > 0 && fact.beginTime ? Date.parse(fact.beginTime) : startMs);
    const record: BoardRecord = {
      submissionId: fact.id,
      uid: key,
      displayId,
      status: fact.status,
      score: fact.score,
      runTime: fact.time,
      submitMs,
      ...(window ? { sealMs: submitMs - (window.endMs - endMs) } : {}),
      offsetSeconds: Math.max(0, Math.floor((submitMs - ownStartMs) / 1000)),
    };
    const list = byUser.get(key);
    if (list) list.push(record);
    else byUser.set(key, [record]);
  }
  return byUser;
}
