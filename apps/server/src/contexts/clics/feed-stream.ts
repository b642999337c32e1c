import { AppError } from '../../errors.ts';
import type { ContestView, Notification } from './contest-view.ts';
import { comparePlaces, placeOf, placeOfEvent, type EventPlace } from './event-tokens.ts';

/** The clock of a streaming feed (injectable: tests drive it without waiting). */
export interface FeedTiming {
  /** How often a streaming feed looks for new events. */
  pollMs: number;
  /** A newline when nothing was sent for this long (the spec's 120 s). */
  keepAliveMs: number;
  sleep(ms: number): Promise<void>;
  now(): number;
}

export const REAL_FEED_TIMING: FeedTiming = {
  pollMs: 1000,
  keepAliveMs: 120_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: Date.now,
};

const objectKey = (notification: Pick<Notification, 'type' | 'id'>) =>
  `${notification.type}/${notification.id ?? ''}`;

/**
 * Where a reconnecting client's `since_token` places it: the token must be one of this feed's, else the spec's
 * 400 (Contest_API.md "Event feed"), so the client reads the feed again from the start. A token of an event that
 * is gone since (an award rewritten) is refused too: the feed cannot tell what the client holds of it.
 */
export function placeInFeed(view: ContestView, token: string | null): EventPlace | null {
  if (token === null) return null;
  const place = view.feed.some((notification) => notification.token === token) ? placeOf(token) : null;
  if (!place)
    throw new AppError(
      'BAD_REQUEST',
      `since_token ${JSON.stringify(token)} is no token of this feed: read it again without since_token`,
    );
  return place;
}

/** The notifications a (re)connecting client is sent first: the configuration always, live ones after `since`. */
export function notificationsSince(view: ContestView, since: EventPlace | null): Notification[] {
  const configCount = view.feed.length - view.live.length;
  const live = view.feed
    .slice(configCount)
    .filter((_, i) => since === null || comparePlaces(placeOfEvent(view.live[i]), since) > 0);
  return [...view.feed.slice(0, configCount), ...live];
}

/**
 * The event feed: what is there since the token, then (while streaming) every poll the events placed after the
 * last one sent, and the latest notification of any object that changed without a new place (an edited
 * contest, a new team); a newline after keepAliveMs of silence. Ends after the end of updates, when the
 * client goes, or at once when not streaming. A client reconnecting with a token holds the objects placed up
 * to it already, so they count as sent: a poll sends them again only when they change.
 */
export async function streamFeed(options: {
  view: ContestView;
  since: EventPlace | null;
  stream: boolean;
  nextView: () => Promise<ContestView>;
  write: (text: string) => void;
  isOpen: () => boolean;
  timing: FeedTiming;
}): Promise<void> {
  const { timing, write } = options;
  const sent = knownAtConnect(options.view, options.since);
  let lastPlace = options.since;
  let lastWriteMs = timing.now();
  let ended = false;
  const send = (notifications: Notification[]) => {
    for (const notification of notifications) {
      sent.set(objectKey(notification), JSON.stringify(notification.data));
      write(`${JSON.stringify(notification)}\n`);
      ended ||=
        notification.type === 'state' &&
        Boolean((notification.data as { end_of_updates?: string }).end_of_updates);
    }
    if (notifications.length > 0) lastWriteMs = timing.now();
  };
  const advance = (view: ContestView) => {
    if (view.live.length > 0) {
      const last = placeOfEvent(view.live.at(-1)!);
      if (lastPlace === null || comparePlaces(last, lastPlace) > 0) lastPlace = last;
    }
  };
  send(notificationsSince(options.view, lastPlace));
  advance(options.view);
  if (!options.stream) return;
  while (!ended && options.isOpen()) {
    await timing.sleep(timing.pollMs);
    if (!options.isOpen()) return;
    const view = await options.nextView();
    const fresh =
      view.live.length === 0
        ? []
        : notificationsSince(view, lastPlace).slice(view.feed.length - view.live.length);
    const changed = latestOfEach(view).filter(
      (notification) =>
        !fresh.includes(notification) &&
        sent.get(objectKey(notification)) !== JSON.stringify(notification.data),
    );
    send([...changed, ...fresh]);
    advance(view);
    if (timing.now() - lastWriteMs >= timing.keepAliveMs) {
      write('\n');
      lastWriteMs = timing.now();
    }
  }
}

/** What a client connecting after `since` holds already: each object as the notifications up to it leave it. */
function knownAtConnect(view: ContestView, since: EventPlace | null): Map<string, string> {
  const known = new Map<string, string>();
  if (since === null) return known;
  const configCount = view.feed.length - view.live.length;
  view.live.forEach((event, i) => {
    if (comparePlaces(placeOfEvent(event), since) <= 0)
      known.set(objectKey(event), JSON.stringify(view.feed[configCount + i].data));
  });
  return known;
}

/** The latest notification of each object, in feed order. */
function latestOfEach(view: ContestView): Notification[] {
  const latest = new Map<string, Notification>();
  for (const notification of view.feed) latest.set(objectKey(notification), notification);
  return [...latest.values()];
}
