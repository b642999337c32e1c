// A contestant's push stream (docs/live-updates.md), as our web client holds it with `--push on`: GET /api/live read
// as Server-Sent Events, reconnected with the last id after it ends. The calls the pages make when told are the
// contestant's (contestant.mjs); this only says what arrived. Opening the stream is recorded as a call.
import http from 'node:http';
import { sleep } from '../chaos/lib.mjs';

const RECONNECT_MS = 3_000;
/** Events kept for a page that starts listening after the write it watches (the web's listenLive replayRecent). */
const RECENT_KEPT = 200;
/**
 * The kinds a watch with `replayRecent` takes (a submission's own verdict, contestant.mjs) and the resync every watch
 * takes: only these are kept for a replay. The web keeps its last 200 events of every kind, one browser's; the
 * generator holds 2,000 contestants' streams, where every board change kept parsed made 400,000 objects, and its
 * memory was 641-673 MB with push on against 137 MB with push off (docs/load.md, session 41).
 */
const REPLAYED_KINDS = new Set(['submission', 'resync']);

/** `recent` with `event` added when a replay could want it, the oldest dropped past RECENT_KEPT. */
export function keepForReplay(recent, event) {
  if (!REPLAYED_KINDS.has(event.kind)) return recent;
  recent.push(event);
  if (recent.length > RECENT_KEPT) recent.shift();
  return recent;
}

/**
 * What a board page does with a pushed change, as the web's (apps/web/src/pages/scoreboard/board-push.ts and its
 * caller useScoreboard.ts): skip a version it shows, refetch at once for the viewer's own row, soon for a row on it
 * or any row (null) or when the page holds the board's end, slowly for rows off a full page.
 */
export function boardChangeAnswer(event, shown, viewerUid) {
  // A resync (the stream came back after a drop, to this server or another, and events may have been missed)
  // refetches, as the web's useScoreboard does: it carries no version or rows to compare.
  if (event.kind !== 'scoreboard' || !shown) return 'refetch';
  if (event.version <= shown.version) return 'skip';
  if (event.changed === null) return 'refetch';
  if (viewerUid !== undefined && event.changed.includes(viewerUid)) return 'refetch-own';
  if (shown.current >= shown.pages) return 'refetch';
  const onPage = new Set(shown.records.map((row) => row.uid));
  return event.changed.some((uid) => onPage.has(uid)) ? 'refetch' : 'refetch-slowly';
}

/** The messages of a text/event-stream, from chunks split anywhere (the contract's createSseReader, in plain JS). */
function sseReader(onMessage) {
  let pending = '';
  let message = {};
  return (chunk) => {
    pending += chunk;
    const lines = pending.split(/\r\n|\r|\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (message.id !== undefined || message.data !== undefined) onMessage(message);
        message = {};
      } else if (line.startsWith('id:')) message.id = line.slice(3).trim();
      else if (line.startsWith('data:')) message.data = (message.data ?? '') + line.slice(5).trim();
    }
  };
}

/**
 * Holds the stream until `close`. `watch(matches)` is what a page listening for some events holds: the events (and
 * `resync`) matching from then on (with `replayRecent`, those the stream delivered lately first), queued until taken
 * with `next(timeoutMs)` (null at the timeout), `drain()` forgets those queued (one refetch answers them all),
 * `stop()` ends it.
 */
export function openPush({ baseUrl, ip, token, recorder }) {
  const abort = new AbortController();
  const watches = new Set();
  let recent = [];
  let lastId;

  const deliver = (event) => {
    recent = keepForReplay(recent, event);
    for (const watch of watches)
      if (event.kind === 'resync' || watch.matches(event)) {
        const waiter = watch.waiters.shift();
        if (waiter) waiter(event);
        else watch.queue.push(event);
      }
  };

  const readOnce = async () => {
    const headers = { Authorization: token(), 'X-Forwarded-For': ip };
    if (lastId !== undefined) headers['Last-Event-ID'] = lastId;
    const started = performance.now();
    let response;
    try {
      // node:http, as the generator's other calls (chaos/lib.mjs says why): fetch's stream reading cost it more.
      response = await new Promise((resolve, reject) => {
        const request = http.get(new URL('/api/live', baseUrl), { headers, signal: abort.signal }, resolve);
        request.on('error', reject);
      });
    } catch (error) {
      if (!abort.signal.aborted)
        recorder.call('GET /api/live', performance.now() - started, false, error?.code ?? error?.name);
      return;
    }
    const ok = response.statusCode === 200;
    recorder.call('GET /api/live', performance.now() - started, ok, `HTTP ${response.statusCode}`);
    if (!ok) {
      response.resume();
      return;
    }
    const read = sseReader((message) => {
      if (message.id !== undefined) lastId = message.id;
      if (message.data !== undefined) deliver(JSON.parse(message.data));
    });
    response.setEncoding('utf8');
    try {
      for await (const chunk of response) read(chunk);
    } catch {
      // closed, or the server went away: reconnected below
    }
  };

  const holding = (async () => {
    while (!abort.signal.aborted) {
      await readOnce();
      if (!abort.signal.aborted) await sleep(RECONNECT_MS);
    }
  })();

  return {
    watch(matches, { replayRecent = false } = {}) {
      const watch = {
        matches,
        queue: replayRecent ? recent.filter((event) => event.kind === 'resync' || matches(event)) : [],
        waiters: [],
      };
      watches.add(watch);
      return {
        next(timeoutMs) {
          if (watch.queue.length > 0) return Promise.resolve(watch.queue.shift());
          return new Promise((resolve) => {
            const waiter = (event) => {
              clearTimeout(timer);
              resolve(event);
            };
            const timer = setTimeout(
              () => {
                watch.waiters = watch.waiters.filter((other) => other !== waiter);
                resolve(null);
              },
              Math.max(0, timeoutMs),
            );
            timer.unref();
            watch.waiters.push(waiter);
          });
        },
        drain() {
          watch.queue = [];
        },
        stop() {
          watches.delete(watch);
          for (const waiter of watch.waiters) waiter(null);
        },
      };
    },
    async close() {
      abort.abort();
      for (const watch of watches) for (const waiter of watch.waiters) waiter(null);
      watches.clear();
      await holding;
    },
  };
}
