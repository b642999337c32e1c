// A pass-fail submission's verdict is decided by its first failing case: a System Error on a later case (an
// interactor or checker that had trouble on a loaded machine) says nothing about a verdict already decided, so it
// must not replace it. Scored (OI) submissions keep the System Error: their score needs every case.
import { JudgeStatus, type CaseResult, type JudgeStatusCode } from '@judge/contract';

const undecided = (status: JudgeStatusCode) =>
  status === JudgeStatus.ACCEPTED || status === JudgeStatus.CANCELLED;

/**
 * The verdict to report: `summarized` (the judge mode's), unless it is a System Error that came after an earlier
 * case had already failed a pass-fail (ACM, problemType 0) submission; then that earlier case's verdict.
 */
export function decidedStatus(
  problemType: 0 | 1,
  results: Pick<CaseResult, 'index' | 'status'>[],
  summarized: JudgeStatusCode,
): JudgeStatusCode {
  if (summarized !== JudgeStatus.SYSTEM_ERROR || problemType !== 0) return summarized;
  const first = [...results].sort((a, b) => a.index - b.index).find((result) => !undecided(result.status));
  return first?.status ?? summarized;
}
