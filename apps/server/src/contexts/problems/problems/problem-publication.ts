import { APPLY_PUBLIC, PROBLEM_AUTH, type ApplyPublicProgress } from '@judge/contract';
import type { ProblemsDeps } from './problems.deps.ts';

// A group problem's way to the bank (spec 3 §4 "Problem apply-public"): the group asks, the back office decides.
// The groups context checks who may; the problem's row and its tags are the problems context's to write.

/** The group applies (applying) or withdraws (none). */
export async function setApplyPublic(deps: ProblemsDeps, pid: number, isApplied: boolean) {
  await deps.repo.update(pid, { applyPublicProgress: isApplied ? APPLY_PUBLIC.APPLYING : null });
}

/**
 * The back office's decision: public puts the problem in the bank, open to everyone, with its group's tags (they
 * become the bank's, in the same transaction); any other progress gives it back to its group (`originGid`) only.
 */
export async function setPublicProgress(
  deps: ProblemsDeps,
  pid: number,
  progress: ApplyPublicProgress,
  originGid: number,
) {
  await deps.db.transaction().execute(async (trx) => {
    if (progress !== APPLY_PUBLIC.PUBLIC) {
      await deps.repo.update(pid, { applyPublicProgress: progress, gid: originGid }, trx);
      return;
    }
    await deps.repo.publishGroupTags(pid, trx);
    await deps.repo.update(pid, { applyPublicProgress: progress, gid: null, auth: PROBLEM_AUTH.PUBLIC }, trx);
  });
}
