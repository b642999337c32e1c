// Types of profile.mjs for the TypeScript tests that import it.
type Random = () => number;
export type VerdictKind = 'AC' | 'WA' | 'CE' | 'TLE';
export function exponential(meanMs: number, capMs: number, random?: Random): number;
export function reaction(floorMs: number, meanMs: number, capMs: number, random?: Random): number;
export function thinkTimes(options: { solveMeanMs: number }): {
  page: (random: Random) => number;
  start: (random: Random) => number;
  pick: (random: Random) => number;
  solve: (random: Random) => number;
};
export const VERDICT_WEIGHTS: Record<VerdictKind, number>;
export function drawVerdict(random?: Random, weights?: Record<string, number>): VerdictKind;
export const PROBLEM_COUNT: number;
export const CASES: number;
export const TIME_LIMIT_MS: number;
export function problemCases(k: number): { input: string; output: string }[];
export const LANGUAGES: string[];
export function sourceFor(language: string, kind: VerdictKind, k: number): string;
