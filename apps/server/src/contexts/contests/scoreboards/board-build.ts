import type { ScoreboardRow, ScoreboardUser } from '@judge/contract';
import type { BoardRecord, ViewRules } from './board-record.ts';
import type { ScoreboardRule, UnrankedRow } from './rules/index.ts';

/** A board as one kind of viewer sees it, before stars, ranks and awards: rows in order. */
export interface BoardView {
  rows: UnrankedRow<ScoreboardRow>[];
  /** Per display id, the earliest solve the view shows (epoch ms): a viewer's own row compares with it. */
  firstSolveMs: Map<string, number>;
}

const byUsername = (a: { username: string }, b: { username: string }) =>
  a.username < b.username ? -1 : a.username > b.username ? 1 : 0;

/** Orders rows: the rule's order, then by username so equal rows keep one stable order. */
export function sortRows(rule: ScoreboardRule, rows: UnrankedRow<ScoreboardRow>[]) {
  return rows.sort((a, b) => rule.compare(a, b) || byUsername(a, b));
}

/** What a view may add to the contestants' own records. */
export interface ViewExtras {
  /** Virtual participants' records (each on the contest's clock: submitMs = start + their offset). */
  virtualRecordsByUser?: Map<number, BoardRecord[]>;
  /** Who may be a first solver: star accounts and virtual participants are not (ICPC's first-to-solve). */
  mayBeFirst?: (user: ScoreboardUser) => boolean;
}

/**
 * Every user's row under the view's rules, first solvers marked (all who solved at the earliest
 * moment, among those who may be first), in the rule's order. Virtual participants' rows are flagged
 * `isVirtual`. Pure: the same records and rules always make the same board.
 */
export function buildView(
  rule: ScoreboardRule,
  recordsByUser: Map<number, BoardRecord[]>,
  users: Map<number, ScoreboardUser>,
  view: ViewRules,
  extras: ViewExtras = {},
): BoardView {
  const buildAll = (records: Map<number, BoardRecord[]>, isVirtual: boolean) =>
    [...records].flatMap(([uid, list]) => {
      const user = users.get(uid);
      if (!user) return [];
      const built = rule.buildRow(user, list, view);
      built.row.isVirtual = isVirtual;
      const eligible = !isVirtual && (extras.mayBeFirst?.(user) ?? true);
      return [{ row: built.row, solvedAtMs: built.solvedAtMs, eligible }];
    });
  const built = [
    ...buildAll(recordsByUser, false),
    ...buildAll(extras.virtualRecordsByUser ?? new Map(), true),
  ];
  const firstSolveMs = new Map<string, number>();
  for (const { solvedAtMs, eligible } of built)
    if (eligible)
      for (const [displayId, ms] of solvedAtMs)
        if (ms < (firstSolveMs.get(displayId) ?? Infinity)) firstSolveMs.set(displayId, ms);
  for (const { row, solvedAtMs, eligible } of built)
    if (eligible)
      for (const [displayId, ms] of solvedAtMs)
        if (ms === firstSolveMs.get(displayId)) rule.markFirstSolve(row, displayId);
  return {
    rows: sortRows(
      rule,
      built.map((b) => b.row),
    ),
    firstSolveMs,
  };
}
