// The live updates' wiring (docs/live-updates.md), split from the composition root: one bus per process relayed
// through PostgreSQL, the notices the contexts raise through, and what the stream asks of the contests.
import { createMessagesService } from '../contexts/community/index.ts';
import { boardRowKeyOf, boardVersionReader, type ContestsRepo } from '../contexts/contests/facts.ts';
import type { ContestProblemsService } from '../contexts/contests/index.ts';
import type { ContestGate } from '../contexts/contests/policy.ts';
import {
  createLiveBus,
  createLiveNotices,
  postgresRelay,
  scheduleContestStarts,
} from '../contexts/platform/index.ts';
import type { LiveContestRules } from '../contexts/platform/facts.ts';
import type { CompositionInput } from '../composition.ts';

/** The bus and the notices: a board's event reads the board's counter, an unread event the addressee's counts. */
export function buildLive({ db, connectionString, log }: CompositionInput) {
  const onError = (error: unknown) => log.warn({ err: error }, 'live event not relayed');
  const relay = connectionString ? postgresRelay(db, connectionString, onError) : undefined;
  const bus = createLiveBus({ relay, onError });
  const messages = createMessagesService({ db });
  const notices = createLiveNotices(bus, {
    boardVersion: boardVersionReader(db),
    boardRowKey: boardRowKeyOf,
    unreadCounts: (uid) => messages.unread({ uid }),
    onError,
  });
  return { bus, notices };
}
export type Live = ReturnType<typeof buildLive>;

/**
 * A contest as a stream's reader sees it: its admins and those who may enter it hear of it; the seal the board
 * inside the contest applies to them (the contest gate's view) says what of its results they are told.
 */
function liveContestRules(
  contestGate: ContestGate,
  contestProblems: Pick<ContestProblemsService, 'list'>,
): LiveContestRules {
  return {
    problemList: (actor, cid) => contestProblems.list(actor, cid),
    view: async (actor, cid) => {
      const view = await contestGate.view(actor, cid);
      const team = view.admin ? null : view.info.team;
      return {
        sees: view.admin || view.info.access,
        hiddenFromMs: view.seal.hiddenFromMs,
        ...(view.seal.ownSealsMs ? { ownSealsMs: view.seal.ownSealsMs } : {}),
        ownRowKey: boardRowKeyOf({ uid: actor.uid, teamId: team?.id ?? null }),
      };
    },
  };
}

/** The live parts once the contests are built: what the stream asks of them, and the start events. */
export function liveWithContests(
  live: Live,
  parts: {
    contestGate: ContestGate;
    contestProblems: Pick<ContestProblemsService, 'list'>;
    contests: Pick<ContestsRepo, 'startingBetween'>;
    log: CompositionInput['log'];
  },
) {
  const onError = (error: unknown) => parts.log.warn({ err: error }, 'contest start event');
  return {
    ...live,
    contests: liveContestRules(parts.contestGate, parts.contestProblems),
    starts: liveContestStarts(live, parts.contests, onError),
  };
}

/** The start events: the contests whose start is near, from the contests' table (every scope). */
function liveContestStarts(
  live: Live,
  contests: Pick<ContestsRepo, 'startingBetween'>,
  onError: (error: unknown) => void,
) {
  return scheduleContestStarts(
    live.bus,
    {
      startingBetween: async (fromMs, toMs) =>
        (await contests.startingBetween(new Date(fromMs).toISOString(), new Date(toMs).toISOString())).map(
          (row) => ({ cid: row.id, startMs: Date.parse(row.startTime) }),
        ),
    },
    { onError },
  );
}
