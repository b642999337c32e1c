import { CONTEST_TYPE } from '@judge/contract';
import { scoredRule, twoDecimals } from './scored-rule.ts';

/**
 * IOI: a problem is worth, per subtask (the judge's test-case groups, judge_case.group_num), the best score any
 * of the contestant's submissions got on it, summed over the subtasks. A submission the judge reported no
 * subtasks for (a problem without groups) counts as one whole; the problem is never worth less than its best
 * single submission.
 */
export const ioiRule = scoredRule('ioi', CONTEST_TYPE.OI, () => {
  const bestPerSubtask = new Map<number, number>();
  let bestWhole = 0;
  return {
    add(record) {
      bestWhole = Math.max(bestWhole, record.score ?? 0);
      for (const subtask of record.subtasks ?? [])
        bestPerSubtask.set(
          subtask.groupNum,
          Math.max(bestPerSubtask.get(subtask.groupNum) ?? 0, subtask.score),
        );
    },
    score() {
      const summed = [...bestPerSubtask.values()].reduce((sum, score) => sum + score, 0);
      return twoDecimals(Math.max(summed, bestWhole));
    },
  };
});
