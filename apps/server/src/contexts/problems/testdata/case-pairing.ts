/**
 * Pairs the files of a test-case zip: `x.in` with `x.out` or `x.ans` (spec: "x.in with x.out or
 * x.ans"). Cases are ordered by name with numbers compared as numbers, so 2.in comes before 10.in.
 * An input without an answer is kept (special judges and interactive problems need none).
 */
export interface PairedCase {
  inputName: string;
  outputName: string | null;
}

const naturalCompare = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

export function pairCaseFiles(names: string[]): PairedCase[] {
  const byName = new Set(names);
  const inputs = names.filter((name) => name.endsWith('.in')).sort(naturalCompare);
  return inputs.map((inputName) => {
    const stem = inputName.slice(0, -'.in'.length);
    const outputName = [`${stem}.out`, `${stem}.ans`].find((candidate) => byName.has(candidate)) ?? null;
    return { inputName, outputName };
  });
}

/** OI: 100 points spread evenly over the cases, the remainder going to the later ones (spec 3 §4). */
export function spreadScores(caseCount: number, total = 100): number[] {
  if (caseCount === 0) return [];
  const base = Math.floor(total / caseCount);
  const remainder = total - base * caseCount;
  return Array.from({ length: caseCount }, (_, i) => base + (i >= caseCount - remainder ? 1 : 0));
}
