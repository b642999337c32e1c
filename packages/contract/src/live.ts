import { z } from 'zod';

/** The push channel (issue 21 part 2): one Server-Sent Events stream per browser tab, docs/live-updates.md. */
export const LIVE_PATH = '/api/live';

/**
 * What a pushed event says. Each names only what changed, never the data itself: the client refetches it with its
 * own rights, so an event never carries more than the call it triggers would answer.
 */
export const liveEventSchema = z.discriminatedUnion('kind', [
  /** A submission's progress (a case judged, compiling) or its final verdict; sent to its submitter. */
  z.object({
    kind: z.literal('submission'),
    submitId: z.number().int(),
    cid: z.number().int(),
    status: z.number().int(),
    final: z.boolean(),
  }),
  /** A contest's board changed (a verdict landed in it); at most one a second per contest. */
  z.object({ kind: z.literal('scoreboard'), cid: z.number().int() }),
  /** A new announcement of a contest. */
  z.object({ kind: z.literal('contest-announcement'), cid: z.number().int() }),
  /** A question of a contest's Q&A was answered. */
  z.object({ kind: z.literal('clarification'), cid: z.number().int() }),
  /** Something arrived in the addressee's message center (a reply, a like, a notice): recount the unread. */
  z.object({ kind: z.literal('unread') }),
  /** The judge queue changed (the back office's view); at most one a second. */
  z.object({ kind: z.literal('queue') }),
  /** The stream could not replay what was missed (buffer passed, server restarted): refetch everything shown. */
  z.object({ kind: z.literal('resync') }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventKind = LiveEvent['kind'];

/** The stream's query: the last event seen, for a client that cannot send the Last-Event-ID header. */
export const liveQuery = z.object({ lastEventId: z.string().max(100).optional() });

/** One message of the stream: `id` alone (no data) only moves the reader's last id. */
export interface SseMessage {
  id?: string;
  data?: string;
}

/**
 * Reads the text/event-stream format (the parts our stream sends: id, data, comments, retry) from chunks as they
 * arrive, split anywhere; calls `onMessage` at each blank line that ends a message with an id or data.
 */
export function createSseReader(onMessage: (message: SseMessage) => void) {
  let pending = '';
  let message: SseMessage = {};
  function line(text: string) {
    if (text === '') {
      if (message.id !== undefined || message.data !== undefined) onMessage(message);
      message = {};
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') message.id = value;
    else if (field === 'data')
      message.data = message.data === undefined ? value : `${message.data}\n${value}`;
  }
  return (chunk: string) => {
    pending += chunk;
    const lines = pending.split(/\r\n|\r|\n/);
    pending = lines.pop() ?? '';
    lines.forEach(line);
  };
}
