import type { ScoreboardRow, ScoreboardUser, ScoringRule } from '@judge/contract';
import type { BoardRecord, ViewRules } from '../board-record.ts';

/** A row before ranking: rank and award are set by the ranking step (board-rank.ts). */
export type UnrankedRow<Row extends ScoreboardRow> = Omit<
  Row,
  'rank' | 'isWinAward' | 'awardName' | 'awardBackground' | 'awardColor'
>;

/** One user's row, and when (epoch ms) each problem was first solved: the board marks first solvers. */
export interface BuiltRow<Row extends ScoreboardRow> {
  row: UnrankedRow<Row>;
  solvedAtMs: Map<string, number>;
}

/**
 * A contest rule (Hydro's habit: rules are data plus pure functions, collected in one registry): how a
 * user's submissions make a row, how rows order, when two rows tie, and which rows may win an award.
 * Seal, stars, ranks and awards are steps on top (board-rank.ts), the same for every rule.
 */
export interface ScoreboardRule<Row extends ScoreboardRow = ScoreboardRow> {
  /** The scoring rule it is (the contest's scoringRule). */
  name: ScoringRule;
  /** The contest type it serves (0 ACM, 1 OI). */
  type: number;
  /** A user's row from their records, in the order they were made. */
  buildRow(user: ScoreboardUser, records: BoardRecord[], view: ViewRules): BuiltRow<Row>;
  /** Marks a problem of the row as the first solved on the board. */
  markFirstSolve(row: UnrankedRow<Row>, displayId: string): void;
  /** Better rows first; equal rows compare 0. */
  compare(a: UnrankedRow<Row>, b: UnrankedRow<Row>): number;
  /** Whether the row may win an award (it solved or scored something). */
  mayWinAward(row: UnrankedRow<Row>): boolean;
  /** The problem's column totals this row adds: solved (0/1) and tries. */
  problemStats(row: UnrankedRow<Row>, displayId: string): { ac: number; total: number };
}
