import type { ContestAnnouncement, SubmissionStatus, UnreadCounts } from '@judge/contract';
import type { LiveBus } from './live-bus.ts';
import { keyedThrottle } from './throttle.ts';

/** A board or the queue changes at most this often on the stream, however fast verdicts land. */
const CHANGE_PERIOD_MS = 1_000;

/** A submission as its events need it: who submitted it, when, in which contest (0: none), its status now. */
export interface JudgedSubmission {
  id: number;
  uid: number;
  cid: number;
  /** When it was made (ms): a sealed board hides the rows its verdict changed from those after the seal. */
  submittedMs: number;
  /** The team it was made for in a team contest (its board row is the team's), else null. */
  teamId: number | null;
  /** Its status as the status check answers it (the stream withholds it where a contest does). */
  shown: SubmissionStatus;
}

/** What the notices read to fill the events (ports the composition root fills). */
export interface LiveNoticeReads {
  /** A contest board's counter now (the version a board page answers); null when the contest is gone. */
  boardVersion(cid: number): Promise<number | null>;
  /** The key of the board row a submission changes: its submitter's uid, or its team's row in a team contest. */
  boardRowKey(submission: { uid: number; teamId: number | null }): number;
  /** A user's unread message counts, as GET /api/msg/unread answers them. */
  unreadCounts(uid: number): Promise<UnreadCounts>;
  onError(error: unknown): void;
}

/** The rows a contest's board change touched since its last event: user -> their latest judged submission's time. */
type ChangedRows = Map<number, number> | 'all';

/**
 * What the contexts raise, by what happened (the ports the composition root fills with this): each picks the
 * event and its audience, so no context decides who hears what. Board and queue changes are throttled per contest
 * and for the queue (keyedThrottle), each process for what it raises; a board's event gathers the rows every
 * verdict of its period changed.
 */
export function createLiveNotices(bus: LiveBus, reads: LiveNoticeReads) {
  const pendingRows = new Map<number, ChangedRows>();
  const boards = keyedThrottle<number>(CHANGE_PERIOD_MS, (cid) => {
    const rows = pendingRows.get(cid) ?? new Map<number, number>();
    pendingRows.delete(cid);
    raiseBoard(cid, rows).catch(reads.onError);
  });
  const queue = keyedThrottle<'queue'>(CHANGE_PERIOD_MS, () =>
    bus.raise({ kind: 'queue' }, { to: 'back-office' }),
  );

  async function raiseBoard(cid: number, rows: ChangedRows) {
    const version = await reads.boardVersion(cid);
    if (version === null) return;
    const changed = rows === 'all' ? null : [...rows.keys()];
    const rowTimes = rows === 'all' ? undefined : Object.fromEntries(rows);
    bus.raise({ kind: 'scoreboard', cid, version, changed }, { to: 'contest', cid }, { rowTimes });
  }

  function boardChanged(cid: number, submission?: JudgedSubmission) {
    const rows = pendingRows.get(cid) ?? new Map<number, number>();
    if (rows !== 'all') {
      if (submission) {
        const key = reads.boardRowKey(submission);
        rows.set(key, Math.max(rows.get(key) ?? 0, submission.submittedMs));
      }
      pendingRows.set(cid, submission ? rows : 'all');
    }
    boards.call(cid);
  }

  const submissionEvent = (submission: JudgedSubmission, final: boolean) =>
    bus.raise(
      { kind: 'submission', submitId: submission.id, cid: submission.cid, final, shown: submission.shown },
      { to: 'user', uid: submission.uid },
    );

  return {
    /** A judge reported progress (compiling, a case judged). */
    submissionProgressed: (submission: JudgedSubmission) => submissionEvent(submission, false),
    /**
     * A submission's final verdict was written (by a judge or by hand): its submitter, its contest's board and the
     * queue hear of it.
     */
    submissionJudged(submission: JudgedSubmission) {
      submissionEvent(submission, true);
      if (submission.cid > 0) boardChanged(submission.cid, submission);
      queue.call('queue');
    },
    /** Submissions went back to the queue (a rejudge): their pages and the boards of their contests hear of it. */
    submissionsRequeued(submissions: readonly JudgedSubmission[]) {
      for (const submission of submissions) submissionEvent(submission, false);
      for (const cid of new Set(submissions.map((submission) => submission.cid)))
        if (cid > 0) boardChanged(cid);
      queue.call('queue');
    },
    /** Work entered or left the judge queue. */
    queueChanged: () => queue.call('queue'),
    contestAnnounced: (announcement: ContestAnnouncement) =>
      bus.raise(
        { kind: 'contest-announcement', cid: announcement.cid, announcement },
        { to: 'contest', cid: announcement.cid },
      ),
    clarificationAnswered: (cid: number) => bus.raise({ kind: 'clarification', cid }, { to: 'contest', cid }),
    /** Something new in these users' message centers: each hears their counts now. */
    inboxChanged(uids: readonly number[]) {
      for (const uid of new Set(uids))
        reads
          .unreadCounts(uid)
          .then((counts) => bus.raise({ kind: 'unread', counts }, { to: 'user', uid }))
          .catch(reads.onError);
    },
    stop() {
      boards.stop();
      queue.stop();
    },
  };
}
export type LiveNotices = ReturnType<typeof createLiveNotices>;
