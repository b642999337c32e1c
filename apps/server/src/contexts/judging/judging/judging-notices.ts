import type { JudgeResult } from '@judge/contract';
import type { JudgedSubmission } from '../../platform/facts.ts';
import type { SubmissionsRepo } from '../submissions/submissions.repo.ts';

/** The port the live updates fill: told after each write, so what an event carries is what a call would read. */
export interface JudgingNotices {
  submissionProgressed(submission: JudgedSubmission): void;
  submissionJudged(submission: JudgedSubmission): void;
  queueChanged(): void;
}

/** A submission being judged as its notices need it: its submitter, contest, time, and last progress. */
interface KeptSubmitter {
  uid: number;
  cid: number;
  teamId: number | null;
  submittedMs: number;
  progress: { done: number; total: number };
}

/** Submitters of submissions being judged kept at most: a progress notice then reads no row. */
const KEPT_SUBMITTERS = 10_000;

/** A submission's status while judged, as the status check answers it (no result yet). */
function inProgressStatus(submitId: number, status: number, progress: KeptSubmitter['progress']) {
  return {
    submitId,
    status,
    score: null,
    time: null,
    memory: null,
    oiRankScore: null,
    progressDone: progress.done,
    progressTotal: progress.total,
  };
}

/**
 * What the judging tells of the submissions it judges: each progress message and the verdict, carrying the status
 * as the status check answers it (so the submitter's page shows it without asking). Keeps who submitted what is
 * being judged, so a progress notice reads no row.
 */
export function createJudgingNoticeBook(notices: JudgingNotices | undefined, submissions: SubmissionsRepo) {
  const submitters = new Map<number, KeptSubmitter>();
  const keep = (
    id: number,
    submission: { uid: number; cid: number; teamId: number | null; createdAt: string },
  ) => {
    if (submitters.size >= KEPT_SUBMITTERS) submitters.clear();
    const kept: KeptSubmitter = {
      uid: submission.uid,
      cid: submission.cid,
      teamId: submission.teamId,
      submittedMs: Date.parse(submission.createdAt),
      progress: { done: 0, total: 0 },
    };
    submitters.set(id, kept);
    return kept;
  };
  return {
    keep,
    async progressed(id: number, status: number, progress: KeptSubmitter['progress']) {
      if (!notices) return;
      let submitter = submitters.get(id);
      if (!submitter) {
        const row = await submissions.findById(id);
        if (!row) return;
        submitter = keep(id, row);
      }
      submitter.progress = progress;
      const { uid, cid, teamId, submittedMs } = submitter;
      notices.submissionProgressed({
        id,
        uid,
        cid,
        teamId,
        submittedMs,
        shown: inProgressStatus(id, status, progress),
      });
    },
    /** The verdict as written (`written` false: a judge that lost its claim, nothing to tell). */
    judged(
      id: number,
      written: boolean,
      submission: { uid: number; cid: number; teamId: number | null; createdAt: string },
      final: JudgeResult,
    ) {
      const progress = submitters.get(id)?.progress ?? { done: 0, total: 0 };
      submitters.delete(id);
      if (!written) return;
      notices?.submissionJudged({
        id,
        uid: submission.uid,
        cid: submission.cid,
        teamId: submission.teamId,
        submittedMs: Date.parse(submission.createdAt),
        shown: {
          submitId: id,
          status: final.status,
          score: Math.round(final.score),
          time: final.timeMs,
          memory: final.memoryKb,
          oiRankScore: final.oiRankScore,
          progressDone: progress.done,
          progressTotal: progress.total,
        },
      });
    },
  };
}
