import { CONTEST_TYPE, type LatePeriod } from '@judge/contract';
import { scoredRule, twoDecimals } from './scored-rule.ts';

const HOUR_MS = 3600_000;

/**
 * The percent a submission made `lateMs` after the due time keeps: the first period it falls in (periods are
 * counted from the due time, shortest first), or the last period's past them all; no periods, no penalty.
 */
export function latePercent(periods: LatePeriod[], lateMs: number): number {
  if (lateMs <= 0 || periods.length === 0) return 100;
  const period = periods.find((p) => lateMs <= p.hours * HOUR_MS) ?? periods[periods.length - 1];
  return period.percent;
}

/**
 * Homework (docs/contest-rules.md): a start, a due time and a hard end (the contest's end, after which nothing
 * is taken). A submission by the due time scores its score; a later one its score times the percent of the
 * late period it falls in. The problem is worth the best such score, and the board says whether it came late.
 */
export const homeworkRule = scoredRule('homework', CONTEST_TYPE.OI, (view) => {
  const { homeworkDueTime, homeworkLatePeriods } = view.scoring;
  const dueMs = homeworkDueTime === null ? Number.POSITIVE_INFINITY : Date.parse(homeworkDueTime);
  let best = 0;
  let bestLate = false;
  return {
    add(record) {
      const lateMs = record.submitMs - dueMs;
      const score = twoDecimals(((record.score ?? 0) * latePercent(homeworkLatePeriods, lateMs)) / 100);
      // An equal score made later is no better: the earlier (on-time) one stays.
      if (score > best) [best, bestLate] = [score, lateMs > 0];
    },
    score: () => best,
    late: () => bestLate,
  };
});
