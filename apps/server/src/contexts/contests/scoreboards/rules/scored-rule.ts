import {
  DEFAULT_RULE_SETTINGS,
  type OiRankRow,
  type ScoreboardUser,
  type ScoringRule,
} from '@judge/contract';
import {
  countsWhileHidden,
  isHidden,
  verdictKind,
  type BoardRecord,
  type ViewRules,
} from '../board-record.ts';
import { withFields } from '../with-fields.ts';
import type { ScoreboardRule, UnrankedRow } from './rule.ts';

/**
 * How one problem of one row is scored from its judged submissions, in the order they were made: each rule
 * of the OI family is one of these (the row, the tie-break, the order and the stats are the same for all).
 */
export interface ProblemScorer {
  /** A judged submission the viewer may see (not pending, not hidden, counted). */
  add(record: BoardRecord): void;
  /** The problem's score after every submission added. */
  score(): number;
  /** Homework: whether the counted score came after the due time. */
  late?(): boolean;
}

export type ScorerFactory = (
  view: ViewRules & { scoring: NonNullable<ViewRules['scoring']> },
) => ProblemScorer;

/** Scores are shown to two decimals: a penalty percent of a score need not be whole. */
export const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * A rule of the OI family (OI, IOI, strict IOI, Ledo, homework): per problem the score its scorer gives;
 * rows order by total score, then by the sum over problems of the shortest accepted run time; equal on both
 * is a tie. Compile errors, system errors and cancelled submissions count for nothing; a pending or hidden
 * try shows as pending.
 */
export function scoredRule(
  name: ScoringRule,
  type: number,
  newScorer: ScorerFactory,
): ScoreboardRule<OiRankRow> {
  return {
    name,
    type,
    buildRow(user: ScoreboardUser, records: BoardRecord[], view) {
      const row: UnrankedRow<OiRankRow> = withFields(user, {
        isVirtual: false,
        totalScore: 0,
        totalTime: 0,
        submissionInfo: {},
        timeInfo: {},
        pendingInfo: {},
      });
      const scoring = withFields(view, { scoring: view.scoring ?? DEFAULT_RULE_SETTINGS });
      const scorers = new Map<string, ProblemScorer>();
      const solvedAtMs = new Map<string, number>();
      for (const record of records) {
        const kind = verdictKind(record.status);
        const hidden = isHidden(record, view);
        if (hidden ? !countsWhileHidden(record) : kind === 'notCounted') continue;
        const id = record.displayId;
        if (hidden || kind === 'pending') {
          row.pendingInfo[id] = (row.pendingInfo[id] ?? 0) + 1;
          continue;
        }
        let scorer = scorers.get(id);
        if (!scorer) scorers.set(id, (scorer = newScorer(scoring)));
        scorer.add(record);
        if (kind === 'accepted') {
          if (!solvedAtMs.has(id)) solvedAtMs.set(id, record.submitMs);
          const runTime = record.runTime ?? 0;
          const best = row.timeInfo[id];
          row.timeInfo[id] = best === undefined ? runTime : Math.min(best, runTime);
        }
      }
      for (const [id, scorer] of scorers) {
        row.submissionInfo[id] = scorer.score();
        if (scorer.late) (row.lateInfo ??= {})[id] = scorer.late();
      }
      row.totalScore = twoDecimals(Object.values(row.submissionInfo).reduce((sum, score) => sum + score, 0));
      row.totalTime = Object.values(row.timeInfo).reduce((sum, time) => sum + time, 0);
      return { row, solvedAtMs };
    },
    // Boards of the OI family mark no first solver.
    markFirstSolve: () => undefined,
    compare: (a, b) => b.totalScore - a.totalScore || a.totalTime - b.totalTime,
    mayWinAward: (row) => row.totalScore > 0,
    problemStats(row, displayId) {
      const solved = row.timeInfo[displayId] !== undefined ? 1 : 0;
      const tried = row.submissionInfo[displayId] !== undefined || (row.pendingInfo[displayId] ?? 0) > 0;
      return { ac: solved, total: tried ? 1 : 0 };
    },
  };
}
