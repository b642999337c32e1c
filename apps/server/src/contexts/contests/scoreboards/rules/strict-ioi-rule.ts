import { CONTEST_TYPE } from '@judge/contract';
import { scoredRule } from './scored-rule.ts';

/** Strict IOI: a problem is worth its best single submission's score (whatever the contest's OI score type). */
export const strictIoiRule = scoredRule('strict-ioi', CONTEST_TYPE.OI, () => {
  let best = 0;
  return {
    add: (record) => void (best = Math.max(best, record.score ?? 0)),
    score: () => best,
  };
});
