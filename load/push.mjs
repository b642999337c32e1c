// A contestant's push stream (docs/live-updates.md), as our web client holds it with `--push on`: GET /api/live read
// as Server-Sent Events, reconnected with the last id after it ends. The calls the pages make when told are the
// contestant's (contestant.mjs); this only says what arrived. Opening the stream is recorded as a call.
import { sleep } from '../chaos/lib.mjs';

const RECONNECT_MS = 3_000;

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
 * Holds the stream until `close`; `next(matches, timeoutMs)` answers the first event (or `resync`) matching that
 * arrives from now on, or null at the timeout (the page's fallback: it acts as if told).
 */
export function openPush({ baseUrl, ip, token, recorder }) {
  const abort = new AbortController();
  const waiters = new Set();
  let lastId;

  const deliver = (event) => {
    for (const waiter of [...waiters])
      if (event.kind === 'resync' || waiter.matches(event)) {
        waiters.delete(waiter);
        waiter.resolve(event);
      }
  };

  const readOnce = async () => {
    const headers = { Authorization: token(), 'X-Forwarded-For': ip };
    if (lastId !== undefined) headers['Last-Event-ID'] = lastId;
    const started = performance.now();
    let response;
    try {
      response = await fetch(new URL('/api/live', baseUrl), { headers, signal: abort.signal });
    } catch (error) {
      if (!abort.signal.aborted)
        recorder.call('GET /api/live', performance.now() - started, false, error?.name);
      return;
    }
    recorder.call('GET /api/live', performance.now() - started, response.ok, `HTTP ${response.status}`);
    if (!response.ok || !response.body) return;
    const read = sseReader((message) => {
      if (message.id !== undefined) lastId = message.id;
      if (message.data !== undefined) deliver(JSON.parse(message.data));
    });
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) read(decoder.decode(chunk, { stream: true }));
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
    next(matches, timeoutMs) {
      return new Promise((resolve) => {
        const waiter = { matches, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) resolve(null);
        }, timeoutMs).unref();
      });
    },
    async close() {
      abort.abort();
      for (const waiter of waiters) waiter.resolve(null);
      waiters.clear();
      await holding;
    },
  };
}
