import { z } from 'zod';
import { unreadCountsResponse } from './community-responses.ts';
import { contestAnnouncementResponse, contestProblemListResponse } from './contest-responses.ts';
import { submissionStatusResponse } from './submission-responses.ts';

/** A contest announcement as pushed: what get-contest-announcement answers of it. */
const liveAnnouncement = contestAnnouncementResponse;

/** The push channel (issue 21 part 2): one Server-Sent Events stream per browser tab, docs/live-updates.md. */
export const LIVE_PATH = '/api/live';

/**
 * What a pushed event says (docs/live-updates.md). Each carries the change as the call a page would make answers it
 * to that reader, so a page applies it without asking again: a submission's status as the status check answers it,
 * an announcement as the announcements call, the unread counts as GET /api/msg/unread. A board's change carries its
 * version and the rows it touched, so a page that already has that version, or shows none of them, does not refetch.
 * The server shapes each event for each stream's reader (platform/live/event-presenters.ts): nobody gets a field
 * they could not read by a request.
 */
export const liveEventSchema = z.discriminatedUnion('kind', [
  /**
   * A submission's progress or its final verdict; sent to its submitter. `shown`: its status as the status check
   * answers it; null when the contest withholds the result from the submitter (an OI contest before its end), so the
   * page asks (and gets the withheld form).
   */
  z.object({
    kind: z.literal('submission'),
    submitId: z.number().int(),
    cid: z.number().int(),
    final: z.boolean(),
    shown: submissionStatusResponse.nullable(),
  }),
  /**
   * A contest's board changed (verdicts landed in it); at most one a second per contest. `version`: the board's
   * counter after the change (a board page answers its own); `changed`: the users whose rows changed as this reader's
   * board shows them (a sealed board's hidden rows left out); null when any row may have moved (a rejudge).
   */
  z.object({
    kind: z.literal('scoreboard'),
    cid: z.number().int(),
    version: z.number().int(),
    changed: z.array(z.number().int()).nullable(),
  }),
  /** A new or changed announcement of a contest, as the contest's announcements call answers it. */
  z.object({
    kind: z.literal('contest-announcement'),
    cid: z.number().int(),
    announcement: liveAnnouncement,
  }),
  /**
   * A contest started: its problem list as get-contest-problem answers this reader at the start, so the page whose
   * clock turns running shows it without asking (at the start every contestant's page asked in the same second).
   * Each server sends it to its own streams a moment after the start; a page that does not get it asks as before.
   */
  z.object({
    kind: z.literal('contest-started'),
    cid: z.number().int(),
    problems: contestProblemListResponse,
  }),
  /** A question of a contest's Q&A was answered. */
  z.object({ kind: z.literal('clarification'), cid: z.number().int() }),
  /** Something arrived in the addressee's message center (a reply, a like, a notice): the counts now. */
  z.object({ kind: z.literal('unread'), counts: unreadCountsResponse }),
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
