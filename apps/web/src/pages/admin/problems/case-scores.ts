/** The full score an OI problem's cases share when they are spread automatically (spec 3 §9). */
export const OI_TOTAL_SCORE = 100;

/**
 * Spreads the total evenly over the cases, the remainder one point each to the later ones
 * (spec 3 §4 "Type OI"); the server's spreadScores follows the same rule for cases sent without
 * scores, so what the form shows is what gets stored.
 */
export function spreadScores(caseCount: number, total = OI_TOTAL_SCORE): number[] {
  if (caseCount <= 0) return [];
  const base = Math.floor(total / caseCount);
  const remainder = total - base * caseCount;
  return Array.from({ length: caseCount }, (_, i) => base + (i >= caseCount - remainder ? 1 : 0));
}

/**
 * Subtask modes score a group by its lowest (or average) case, so every case of a group carries
 * the group's score: the total is spread over the groups, in the order they first appear.
 */
export function spreadScoresByGroup(
  groupNums: readonly (number | null | undefined)[],
  total = OI_TOTAL_SCORE,
): number[] {
  const groups = [...new Set(groupNums.map((group) => group ?? 0))];
  const shares = new Map(spreadScores(groups.length, total).map((score, i) => [groups[i], score]));
  return groupNums.map((group) => shares.get(group ?? 0) ?? 0);
}

export type ScoreProblem = 'required' | 'integer' | 'negative';

/** OI scores: present, an integer and not negative ('Score must be an integer', spec 3 §8). */
export function checkScore(value: unknown): ScoreProblem | null {
  if (value === undefined || value === null || value === '') return 'required';
  const score = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(score)) return 'integer';
  if (score < 0) return 'negative';
  return null;
}
