import type { LiveBus } from './live-bus.ts';
import { keyedThrottle } from './throttle.ts';

/** A board or the queue changes at most this often on the stream, however fast verdicts land. */
const CHANGE_PERIOD_MS = 1_000;

/** A submission as its events need it: who submitted it and in which contest (0: none). */
export interface JudgedSubmission {
  id: number;
  uid: number;
  cid: number;
  status: number;
}

/**
 * What the contexts raise, by what happened (the ports the composition root fills with this): each picks the
 * event and its audience, so no context decides who hears what. Board and queue changes are throttled per contest
 * and for the queue (keyedThrottle), each process for what it raises.
 */
export function createLiveNotices(bus: LiveBus) {
  const boards = keyedThrottle<number>(CHANGE_PERIOD_MS, (cid) =>
    bus.raise({ kind: 'scoreboard', cid }, { to: 'contest', cid }),
  );
  const queue = keyedThrottle<'queue'>(CHANGE_PERIOD_MS, () =>
    bus.raise({ kind: 'queue' }, { to: 'back-office' }),
  );
  return {
    /** A judge reported progress (compiling, a case judged). */
    submissionProgressed(submission: JudgedSubmission) {
      bus.raise(
        {
          kind: 'submission',
          submitId: submission.id,
          cid: submission.cid,
          status: submission.status,
          final: false,
        },
        { to: 'user', uid: submission.uid },
      );
    },
    /** A submission's final verdict was written: its submitter, its contest's board and the queue hear of it. */
    submissionJudged(submission: JudgedSubmission) {
      bus.raise(
        {
          kind: 'submission',
          submitId: submission.id,
          cid: submission.cid,
          status: submission.status,
          final: true,
        },
        { to: 'user', uid: submission.uid },
      );
      if (submission.cid > 0) boards.call(submission.cid);
      queue.call('queue');
    },
    /** Work entered or left the judge queue. */
    queueChanged: () => queue.call('queue'),
    contestAnnounced: (cid: number) =>
      bus.raise({ kind: 'contest-announcement', cid }, { to: 'contest', cid }),
    clarificationAnswered: (cid: number) => bus.raise({ kind: 'clarification', cid }, { to: 'contest', cid }),
    /** Something new in these users' message centers. */
    inboxChanged(uids: readonly number[]) {
      for (const uid of new Set(uids)) bus.raise({ kind: 'unread' }, { to: 'user', uid });
    },
    stop() {
      boards.stop();
      queue.stop();
    },
  };
}
export type LiveNotices = ReturnType<typeof createLiveNotices>;
