import { CONTEST_TYPE } from '@judge/contract';
import { scoredRule } from './scored-rule.ts';

/**
 * OI rules (the reference's): a problem is worth the score of the latest judged submission ('Recent') or the
 * best one ('Highest'); the order and tie-break are the OI family's (scored-rule.ts).
 */
export const oiRule = scoredRule('oi', CONTEST_TYPE.OI, (view) => {
  const highest = view.oiRankScoreType === 'Highest';
  let score: number | undefined;
  return {
    add(record) {
      const next = record.score ?? 0;
      score = highest && score !== undefined ? Math.max(score, next) : next;
    },
    score: () => score ?? 0,
  };
});
