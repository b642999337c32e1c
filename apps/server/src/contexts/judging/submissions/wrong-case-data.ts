import { JudgeStatus, LIMITS, type WrongCaseData } from '@judge/contract';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { isFinal } from './submissions.repo.ts';
import { canSeeCases } from './submissions.policy.ts';
import type { SubmissionRecord } from './submissions.repo.ts';
import type { SubmissionsDeps } from './submissions.deps.ts';

const shown = (text: string) => ({
  text: text.slice(0, LIMITS.wrongCaseShownChars),
  truncated: text.length > LIMITS.wrongCaseShownChars,
});

/**
 * Whether the viewer is shown the first failing case (spec 1-core: the detail's waCaseData): its author
 * outside contests (a contest's data stays secret while others still compete), once a finished verdict other
 * than Accepted and Compile Error is known. The same rule lets the author download that case.
 */
export function mayShowWrongCase(viewer: Actor | null, submission: SubmissionRecord): viewer is Actor {
  return Boolean(
    viewer &&
    viewer.uid === submission.uid &&
    submission.cid === 0 &&
    isFinal(submission.status) &&
    submission.status !== JudgeStatus.ACCEPTED &&
    submission.status !== JudgeStatus.COMPILE_ERROR,
  );
}

/**
 * The first failing case's input, expected output and the program's output, or null when not shown: beyond
 * `mayShowWrongCase`, only when the problem opens its case results (the case table's rule).
 */
export async function wrongCaseData(
  deps: SubmissionsDeps,
  viewer: Actor | null,
  submission: SubmissionRecord,
): Promise<WrongCaseData | null> {
  if (!mayShowWrongCase(viewer, submission)) return null;
  const problem = await deps.problems.findById(submission.pid);
  // The author sees the case table only when the problem opens it; the failing case follows the same rule.
  if (!problem || !canSeeCases(viewer, problem)) return null;
  const failed = (await deps.repo.cases(submission.id, submission.version)).find(
    (c) => c.status !== JudgeStatus.ACCEPTED,
  );
  const stored =
    failed && (await deps.problems.cases(submission.pid)).find((c) => c.position === failed.position);
  if (!failed || !stored) return null;
  const input = (await deps.testdata.get(stored.inputHash)) ?? Buffer.alloc(0);
  const expected = stored.outputHash
    ? ((await deps.testdata.get(stored.outputHash)) ?? Buffer.alloc(0))
    : null;
  return {
    caseId: failed.position + 1,
    status: failed.status,
    input: shown(input.toString('utf8')),
    expectedOutput: shown(expected?.toString('utf8') ?? ''),
    userOutput: failed.userOutput === null ? null : shown(failed.userOutput),
  };
}
