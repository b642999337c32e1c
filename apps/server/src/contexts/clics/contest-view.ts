import { awardEvents } from './award-events.ts';
import { clarificationEvents } from './clarification-events.ts';
import type { ClicsObject } from './clics-object.ts';
import { CONFIG_MAPPERS } from './config-mappers.ts';
import { contestObject } from './contest-object.ts';
import type { ContestScope } from './contest-scope.ts';
import { comparePlaces, placeOfEvent, tokenOf } from './event-tokens.ts';
import type { LiveEvent } from './live-event.ts';
import { finalStateEvent, stateEvents } from './state-events.ts';
import { submissionEvents } from './submission-events.ts';

/** A notification of the event feed (JSON_Format.md "Notification"). */
export interface Notification {
  type: string;
  id: string | null;
  data: unknown;
  token: string;
}

/**
 * A contest as one reader sees it: every notification, in the feed's order (the contest, the configuration
 * types in the spec's order, then the live events in time order, the end of updates last), and each
 * collection as the latest notification of each object leaves it, so the feed replays into the collections.
 */
export interface ContestView {
  scope: ContestScope;
  feed: Notification[];
  /** The live part's events, in order (the feed's tail), with their places for since_token. */
  live: LiveEvent[];
  collections: Map<string, ClicsObject[]>;
  state: Record<string, string | null>;
}

export function contestView(scope: ContestScope): ContestView {
  const config = configNotifications(scope);
  const live = liveEvents(scope);
  const feed = [
    ...config,
    ...live.map((event) => ({
      type: event.type,
      id: event.id,
      data: event.data,
      token: tokenOf(placeOfEvent(event)),
    })),
  ];
  const collections = collectionsOf(feed);
  const state = live.filter((event) => event.type === 'state').at(-1)!.data as Record<string, string | null>;
  return { scope, feed, live, collections, state };
}

/** The contest as this view shows it: with its thaw when one was set through the API. */
export const viewedContest = (scope: ContestScope) =>
  contestObject(scope.settings, scope.thaw?.thawAt ?? null);

function configNotifications(scope: ContestScope): Notification[] {
  const contest = viewedContest(scope);
  const notifications: Notification[] = [
    {
      type: 'contest',
      id: contest.id,
      data: contest,
      token: tokenOf({ atMs: 0, order: 0, phase: 0, id: contest.id }),
    },
  ];
  CONFIG_MAPPERS.forEach((mapper, index) => {
    for (const object of mapper.objects(scope))
      notifications.push({
        type: mapper.type,
        id: object.id,
        data: object,
        token: tokenOf({ atMs: 0, order: index + 1, phase: 0, id: object.id }),
      });
  });
  return notifications;
}

function liveEvents(scope: ContestScope): LiveEvent[] {
  const events = [
    ...stateEvents(scope),
    ...submissionEvents(scope),
    ...clarificationEvents(scope),
    ...awardEvents(scope),
  ].sort((a, b) => comparePlaces(placeOfEvent(a), placeOfEvent(b)));
  const final = finalStateEvent(scope, events);
  return final ? [...events, final] : events;
}

/** Each collection type's objects as the feed leaves them: the latest notification of each id, null deleting. */
function collectionsOf(feed: Notification[]): Map<string, ClicsObject[]> {
  const byType = new Map<string, Map<string, ClicsObject | null>>();
  for (const notification of feed) {
    if (notification.id === null || notification.type === 'contest') continue;
    const objects = byType.get(notification.type) ?? new Map<string, ClicsObject | null>();
    byType.set(notification.type, objects);
    objects.set(notification.id, notification.data as ClicsObject | null);
  }
  return new Map(
    [...byType].map(([type, objects]) => [
      type,
      [...objects.values()].filter((o): o is ClicsObject => o !== null),
    ]),
  );
}
