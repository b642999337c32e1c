import { CONTEST_TYPE } from '@judge/contract';
import { verdictKind } from '../board-record.ts';
import { scoredRule, twoDecimals } from './scored-rule.ts';

/**
 * Ledo (Hydro's rule, our formula: docs/contest-rules.md): a submission made after k rejected tries of the
 * problem scores score x max(floor, 100 - k x cost) / 100, with the contest's cost per try and floor (percents,
 * 5 and 70 by default); the problem is worth the best such score. Compile errors and other uncounted
 * submissions are no tries.
 */
export const ledoRule = scoredRule('ledo', CONTEST_TYPE.OI, (view) => {
  const { ledoTryPenaltyPercent: cost, ledoFloorPercent: floor } = view.scoring;
  let rejected = 0;
  let best = 0;
  return {
    add(record) {
      const percent = Math.max(floor, 100 - rejected * cost);
      best = Math.max(best, twoDecimals(((record.score ?? 0) * percent) / 100));
      if (verdictKind(record.status) === 'rejected') rejected += 1;
    },
    score: () => best,
  };
});
