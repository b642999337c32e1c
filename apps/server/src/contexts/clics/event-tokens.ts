import type { LiveEvent } from './live-event.ts';

/**
 * Tokens of the event feed. A live event's token is its place in time: the moment this reader got it, the
 * type's order at that moment, its phase and its id, so the same event has the same token in every request
 * and a reconnecting client (`since_token`) is sent everything placed after it. Configuration events carry
 * a token at moment 0 and are always sent again (the spec allows more than was asked).
 */
export interface EventPlace {
  atMs: number;
  order: number;
  phase: number;
  id: string;
}

const TOKEN = /^(\d+)\.(\d+)\.(\d+)\.(.*)$/;

export const tokenOf = (place: EventPlace): string =>
  `${place.atMs}.${place.order}.${place.phase}.${place.id}`;

/** The place a token names; null for a token this server did not make. */
export function placeOf(token: string): EventPlace | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  return { atMs: Number(match[1]), order: Number(match[2]), phase: Number(match[3]), id: match[4] };
}

const ids = new Intl.Collator('en', { numeric: true });

export function comparePlaces(a: EventPlace, b: EventPlace): number {
  return a.atMs - b.atMs || a.order - b.order || ids.compare(a.id, b.id) || a.phase - b.phase;
}

export const placeOfEvent = (event: LiveEvent): EventPlace => ({
  atMs: event.atMs,
  order: event.order,
  phase: event.phase,
  id: event.id ?? '',
});
