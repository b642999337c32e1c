import type { LiveEvent, LiveEventKind } from '@judge/contract';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { contestViews, inAudience, type LiveContestRules } from './audience.ts';
import type { AddressedEvent } from './live-bus.ts';

type EventOf<Kind extends LiveEventKind> = Extract<LiveEvent, { kind: Kind }>;

/** What one reader is: who they are, how a contest looks to them (kept per connection), what its list shows them. */
interface Reader {
  actor: Actor;
  views: ReturnType<typeof contestViews>;
  problemList(cid: number): ReturnType<LiveContestRules['problemList']>;
}

/**
 * How an event of one kind is shown to one reader of its audience: as the call it saves answers that reader, or
 * null when nothing of it is theirs to see. Every kind not listed is the same for all its audience.
 */
type Presenter<Kind extends LiveEventKind> = (
  event: EventOf<Kind>,
  reader: Reader,
  addressed: AddressedEvent,
) => Promise<EventOf<Kind> | null>;

/**
 * A submission's result is the submitter's to see unless their contest withholds it (an OI contest before its end:
 * the status check answers 'Submitted'); then the event says only that something changed, and the page asks.
 */
const submission: Presenter<'submission'> = async (event, reader) => {
  if (event.cid <= 0 || event.shown === null) return event;
  const { hiddenFromMs } = await reader.views(event.cid);
  return hiddenFromMs === Number.NEGATIVE_INFINITY ? { ...event, shown: null } : event;
};

/**
 * A board change names only the rows this reader's board shows changed: under a seal, a row changed by a
 * submission made after the seal is hidden (the sealed board shows it as it was), unless it is the reader's own.
 * A change with none of its rows left is not sent.
 */
const scoreboard: Presenter<'scoreboard'> = async (event, reader, { rowTimes }) => {
  if (event.changed === null) return event;
  const { hiddenFromMs, ownSealsMs, ownRowKey = reader.actor.uid } = await reader.views(event.cid);
  if (hiddenFromMs === null) return event;
  const changed = event.changed.filter(
    (key) =>
      key === ownRowKey || (rowTimes?.[String(key)] ?? Infinity) < (ownSealsMs?.get(key) ?? hiddenFromMs),
  );
  return changed.length === 0 ? null : { ...event, changed };
};

/**
 * One event per list: readers whose list is the same object (all who have not submitted, lib/shared-answers.ts) get
 * the same event, which the stream serialises once (live-stream.ts).
 */
const startedEvents = new WeakMap<object, EventOf<'contest-started'>>();

/**
 * A contest's start carries the reader's problem list as get-contest-problem answers them; a reader it refuses (not
 * registered, a hall's address rule) is not sent the event, and their page asks as it would without it.
 */
const contestStarted: Presenter<'contest-started'> = async (event, reader) => {
  const problems = await reader.problemList(event.cid).catch(() => null);
  if (problems === null) return null;
  let shown = startedEvents.get(problems);
  if (!shown) {
    shown = { ...event, problems };
    startedEvents.set(problems, shown);
  }
  return shown;
};

const PRESENTERS: { [Kind in LiveEventKind]?: Presenter<Kind> } = {
  submission,
  scoreboard,
  'contest-started': contestStarted,
};

/**
 * Kinds whose presenter alone answers who sees them. The start's list is refused to everyone its audience leaves out
 * (get-contest-problem asks the contest gate, which lets in the contest's admins and those with access, as the
 * audience does): asking the audience first made each reader's view of the contest twice, in the second every
 * contestant of the contest is told at once.
 */
const AUDIENCE_BY_PRESENTER: ReadonlySet<LiveEventKind> = new Set(['contest-started']);

/** One connection's filter: each event as its caller may see it, or null when it is not for them. */
export function readerFilter(actor: Actor, contests: LiveContestRules, now?: () => number) {
  const reader: Reader = {
    actor,
    views: contestViews(actor, contests, now),
    problemList: (cid) => contests.problemList(actor, cid),
  };
  return async (addressed: AddressedEvent): Promise<LiveEvent | null> => {
    const { kind } = addressed.event;
    if (!AUDIENCE_BY_PRESENTER.has(kind) && !(await inAudience(actor, reader.views, addressed.audience)))
      return null;
    const present = PRESENTERS[kind] as Presenter<LiveEventKind> | undefined;
    return present ? present(addressed.event, reader, addressed) : addressed.event;
  };
}
