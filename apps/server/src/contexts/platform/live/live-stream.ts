import type { FastifyInstance } from 'fastify';
import { LIVE_PATH, liveQuery, type LiveEvent } from '@judge/contract';
import { AppError } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { LiveContestRules } from './audience.ts';
import { readerFilter } from './event-presenters.ts';
import type { LiveBus, LiveEntry } from './live-bus.ts';

/** A comment line this often keeps proxies and browsers from closing an idle stream (nginx's default is 60 s). */
const KEEP_ALIVE_MS = 15_000;
/** How soon a browser reconnects after the stream ends. */
const RETRY_MS = 3_000;

/**
 * Events serialised, by the object: an event shown the same to many readers (a board change, a start's list) is
 * serialised once, not once per stream.
 */
const serialised = new WeakMap<LiveEvent, string>();
function jsonOf(event: LiveEvent): string {
  let json = serialised.get(event);
  if (json === undefined) {
    json = JSON.stringify(event);
    serialised.set(event, json);
  }
  return json;
}

/** One message of the stream: `id` alone moves the client's Last-Event-ID without an event. */
export function sseMessage(id: string, event?: LiveEvent): string {
  return event ? `id: ${id}\ndata: ${jsonOf(event)}\n\n` : `id: ${id}\n\n`;
}

export interface LiveStreamDeps {
  bus: LiveBus;
  contests: LiveContestRules;
  /** The open streams of this process, for the push connections gauge. */
  onConnections?: (open: number) => void;
}

/**
 * GET /api/live: the caller's events as Server-Sent Events (docs/live-updates.md). Signed in as every call is (the
 * Authorization header); the stream starts with the current id, replays what a Last-Event-ID missed or sends a
 * resync, then each event the caller is in the audience of, in the order this process received them.
 *
 * Not a defineRoute: the answer is an endless stream, not the envelope (as the Contest API's feed); the events'
 * schema is the contract's liveEventSchema.
 */
export function registerLiveRoutes(app: FastifyInstance, deps: LiveStreamDeps) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(LIVE_PATH, async (request, reply) => {
    const actor = request.actor;
    if (!actor) throw new AppError('UNAUTHENTICATED');
    // An id in the query (for a client that cannot send the header) that does not parse is no id of ours: as any
    // unknown id, it gets a resync.
    const query = liveQuery.safeParse(request.query);
    const header = request.headers['last-event-id'];
    const lastId =
      (typeof header === 'string' ? header : undefined) ??
      (query.success ? query.data.lastEventId : 'unreadable');

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx passes each message on at once instead of filling its buffer first.
      'X-Accel-Buffering': 'no',
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);
    const end = openStream(actor, lastId, (text) => raw.write(text), deps);
    const close = () => {
      if (!open.delete(close)) return;
      end();
      deps.onConnections?.(open.size);
      raw.end();
    };
    open.add(close);
    deps.onConnections?.(open.size);
    request.raw.on('close', close);
  });
}

/** Subscribes one caller: replay or resync first, then live events; returns the unsubscribe. */
function openStream(
  actor: Actor,
  lastId: string | undefined,
  write: (text: string) => void,
  deps: LiveStreamDeps,
) {
  const { bus } = deps;
  const shownToReader = readerFilter(actor, deps.contests);
  // Events are written in order although shaping one for its reader may wait on the database.
  let writes = Promise.resolve();
  const send = (entry: LiveEntry) => {
    writes = writes.then(async () => {
      const shown = await shownToReader(entry).catch(() => null);
      if (shown) write(sseMessage(entry.id, shown));
    });
  };
  const resync = (latestId: string) => {
    writes = writes.then(() => write(sseMessage(latestId, { kind: 'resync' })));
  };
  const unsubscribe = bus.subscribe({ deliver: send, resync });
  if (lastId === undefined) write(sseMessage(bus.latestId()));
  else {
    const missed = bus.missedSince(lastId);
    if (missed === null) resync(bus.latestId());
    else if (missed.length === 0) write(sseMessage(bus.latestId()));
    else missed.forEach(send);
  }
  const keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  keepAlive.unref();
  return () => {
    clearInterval(keepAlive);
    unsubscribe();
  };
}
