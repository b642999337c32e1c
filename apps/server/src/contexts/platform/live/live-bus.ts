import { randomBytes } from 'node:crypto';
import type { LiveEvent } from '@judge/contract';
import type { Audience } from './audience.ts';
import { createEventRing } from './event-ring.ts';

/** An event and who it is for, as raised and as relayed between server processes. */
export interface AddressedEvent {
  event: LiveEvent;
  audience: Audience;
  /**
   * A board change's rows by the time of the submission that changed each (ms): a reader whose board is sealed from
   * before that time is not told of the row (event-presenters.ts). Never sent to a client.
   */
  rowTimes?: Record<string, number>;
}

/** An event as this process delivers it: numbered in the order it arrived here. */
export interface LiveEntry extends AddressedEvent {
  id: string;
  seq: number;
}

/** One open stream, told of each event and of a loss it must answer with a refetch. */
export interface LiveSubscriber {
  deliver(entry: LiveEntry): void;
  resync(latestId: string): void;
}

/** A part of this server that keeps something an event may make stale (the board cache): told of every event. */
export interface LiveHearer {
  heard(event: LiveEvent): void;
  /** Events may have been missed: whatever was kept may be stale. */
  lost(): void;
}

/**
 * How events reach every server process. PostgreSQL's: pg_notify on a channel every process LISTENs on, its own
 * included (pg-relay.ts). Without one (SQLite: one process) the bus delivers what is raised itself.
 */
export interface LiveRelay {
  send(addressed: AddressedEvent): Promise<void>;
  /** `lost`: the listening connection was down a while, so events may have been missed. */
  start(on: { deliver(addressed: AddressedEvent): void; lost(): void }): void;
  /** Resolves once this process receives what is sent (its LISTEN is up). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Events kept for reconnecting clients: at a contest's pace (a verdict a second) about a quarter hour's worth. */
const RING_CAPACITY = 1_000;

/**
 * The live bus (issue 21 part 2). Ids are per process: `<epoch>-<seq>`, seq counting up from 1 in the order events
 * arrived at this process and the epoch a random word drawn at start and again after the relay lost events. A
 * Last-Event-ID of another epoch (the client reached the other server, or this one restarted) cannot be replayed
 * and gets a resync, as does one older than the ring.
 */
export function createLiveBus({
  relay,
  onError,
  capacity = RING_CAPACITY,
}: {
  relay?: LiveRelay;
  onError: (error: unknown) => void;
  capacity?: number;
}) {
  // Hex: an epoch never holds the '-' that separates it from the sequence number.
  const newEpoch = () => randomBytes(6).toString('hex');
  let epoch = newEpoch();
  let seq = 0;
  let ring = createEventRing<LiveEntry>(capacity);
  const subscribers = new Set<LiveSubscriber>();
  const hearers = new Set<LiveHearer>();
  const latestId = () => `${epoch}-${seq}`;

  function deliver(addressed: AddressedEvent) {
    seq += 1;
    const entry: LiveEntry = { ...addressed, id: latestId(), seq };
    ring.push(entry);
    for (const hearer of hearers) hearer.heard(addressed.event);
    for (const subscriber of subscribers) subscriber.deliver(entry);
  }

  function lost() {
    epoch = newEpoch();
    seq = 0;
    ring = createEventRing<LiveEntry>(capacity);
    for (const hearer of hearers) hearer.lost();
    for (const subscriber of subscribers) subscriber.resync(latestId());
  }

  relay?.start({ deliver, lost });

  return {
    /** Raises an event for its audience on every server process; never throws (a push is a hint, not a write). */
    raise(event: LiveEvent, audience: Audience, detail: Pick<AddressedEvent, 'rowTimes'> = {}): void {
      const addressed: AddressedEvent = { event, audience, ...detail };
      if (!relay) return deliver(addressed);
      relay.send(addressed).catch((error: unknown) => {
        // The database refused the notify: this process's own clients still hear of it.
        onError(error);
        deliver(addressed);
      });
    },
    /**
     * Delivers an event to this process's streams alone: for one every server raises by itself for its own readers
     * (a contest's start, contest-starts.ts), which relayed would reach each reader once per server.
     */
    raiseHere(event: LiveEvent, audience: Audience): void {
      deliver({ event, audience });
    },
    subscribe(subscriber: LiveSubscriber): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    /**
     * Tells this server's own caches of every event, from whichever process raised it, before the streams hear
     * of it: a board event reaching another server makes that server's board fresh for the refetch it causes.
     */
    hear(hearer: LiveHearer): () => void {
      hearers.add(hearer);
      return () => hearers.delete(hearer);
    },
    latestId,
    /** What a client that saw `lastId` missed, oldest first; null when it cannot be told (a resync instead). */
    missedSince(lastId: string): LiveEntry[] | null {
      const match = /^([A-Za-z0-9_-]+)-(\d{1,15})$/.exec(lastId);
      if (!match || match[1] !== epoch) return null;
      return ring.after(Number(match[2]), seq);
    },
    ready: relay?.ready ?? Promise.resolve(),
    subscriberCount: () => subscribers.size,
    close: () => relay?.close() ?? Promise.resolve(),
  };
}
export type LiveBus = ReturnType<typeof createLiveBus>;
