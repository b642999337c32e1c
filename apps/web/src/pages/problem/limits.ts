/** Remote problems show their own judge's limits unchanged (spec 1-core §2.7, §9). */
const REMOTE_PREFIXES = ['CF-', 'GYM-'];

export const isRemoteProblemId = (problemId: string) =>
  REMOTE_PREFIXES.some((prefix) => problemId.toUpperCase().startsWith(prefix));

export interface DisplayedLimits {
  /** C and C++ (the stored values). */
  timeMs: number;
  memoryMb: number;
  /** Every other language: twice the stored values, as the judge applies them (docs/judge.md). */
  otherTimeMs: number;
  otherMemoryMb: number;
  /** false for remote problems, whose limits are the same for every language. */
  differsByLanguage: boolean;
}

/** The limits display rule of spec 1-core §2.7. */
export function displayedLimits(problem: {
  problemId: string;
  timeLimit: number;
  memoryLimit: number;
}): DisplayedLimits {
  const remote = isRemoteProblemId(problem.problemId);
  const factor = remote ? 1 : 2;
  return {
    timeMs: problem.timeLimit,
    memoryMb: problem.memoryLimit,
    otherTimeMs: problem.timeLimit * factor,
    otherMemoryMb: problem.memoryLimit * factor,
    differsByLanguage: !remote,
  };
}
