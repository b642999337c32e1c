import { AUTH_HEADER, createSseReader, LIVE_PATH, type LiveEvent } from '@judge/contract';
import { sessionStore } from '../state/session';
import { createStore } from '../state/store';

/** A quick reconnect (the server restarted, a proxy closed the stream); the server's `retry` says the same. */
const RETRY_MS = 3_000;
/** While the stream cannot be held, it is tried again this seldom and the pages poll meanwhile. */
const DOWN_RETRY_MS = 30_000;
/** Failed attempts in a row (no answer, refused, cut before its first message) before the pages fall back. */
const FAILURES_BEFORE_FALLBACK = 2;

type Listener = (event: LiveEvent) => void;

/**
 * The app's one push connection (docs/live-updates.md): GET /api/live read as Server-Sent Events through fetch, as
 * EventSource cannot send our Authorization header. Open while a signed-in page listens; `liveUp` says whether
 * the stream is held, and the pages poll as before while it is not. A reconnect sends the last id seen, so the
 * server replays what was missed or answers `resync`, which every listener takes as "refetch what you show".
 */
export const liveUp = createStore(false);
const listeners = new Set<Listener>();
let running: { token: string; stop: () => void } | null = null;
/**
 * The last id the stream gave, kept across reconnects and token refreshes (a refreshed token opens a new stream,
 * which must replay what fell between); the server sends each caller only their own events whatever id they send.
 */
const lastId: { value?: string } = {};

/**
 * The events this session's stream delivered lately, for a page that starts listening after the write it watches
 * (a submission's page opened by its submit's answer): replayed to it, the page needs no catch-up request.
 */
const RECENT_KEPT = 200;
let recent: LiveEvent[] = [];

function dispatch(event: LiveEvent) {
  recent.push(event);
  if (recent.length > RECENT_KEPT) recent = recent.slice(-RECENT_KEPT);
  for (const listener of [...listeners]) listener(event);
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Reads one stream until it ends; true when it delivered at least its first message. */
async function readStream(token: string, lastId: { value?: string }, signal: AbortSignal): Promise<boolean> {
  const headers: Record<string, string> = { [AUTH_HEADER]: token };
  if (lastId.value !== undefined) headers['Last-Event-ID'] = lastId.value;
  const response = await fetch(LIVE_PATH, { headers, signal, cache: 'no-store' });
  if (!response.ok || !response.body) return false;
  let opened = false;
  const read = createSseReader((message) => {
    if (message.id !== undefined) lastId.value = message.id;
    if (!opened) {
      opened = true;
      liveUp.set(true);
    }
    if (message.data === undefined) return;
    try {
      dispatch(JSON.parse(message.data) as LiveEvent);
    } catch {
      // A message this client does not understand is skipped.
    }
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return opened;
    read(value);
  }
}

async function keepConnected(token: string, signal: AbortSignal) {
  let failures = 0;
  while (!signal.aborted) {
    let opened = false;
    try {
      opened = await readStream(token, lastId, signal);
    } catch {
      // A network error or the abort: counted below.
    }
    if (signal.aborted) return;
    failures = opened ? 0 : failures + 1;
    const down = failures >= FAILURES_BEFORE_FALLBACK;
    if (down) liveUp.set(false);
    await pause(down ? DOWN_RETRY_MS : RETRY_MS, signal);
  }
}

/** Opens or closes the stream as listeners come and go and the session changes. */
function reconcile() {
  const token = sessionStore.get().token;
  const wanted = listeners.size > 0 && token ? token : null;
  if (running && running.token === wanted) return;
  running?.stop();
  running = null;
  // A refreshed token reconnects at once: the pages stay on the stream meanwhile.
  if (!wanted) {
    liveUp.set(false);
    // Another user may sign in next: nothing of this one's is replayed to them.
    recent = [];
    return;
  }
  const abort = new AbortController();
  running = { token: wanted, stop: () => abort.abort() };
  void keepConnected(wanted, abort.signal);
}
sessionStore.subscribe(reconcile);

/**
 * Listens to every event (and `resync`) while subscribed; the stream is open while anyone listens. With
 * `replayRecent`, the events the stream delivered lately are handed on first (oldest first).
 */
export function listenLive(listener: Listener, options: { replayRecent?: boolean } = {}): () => void {
  if (options.replayRecent) for (const event of [...recent]) listener(event);
  listeners.add(listener);
  reconcile();
  return () => {
    listeners.delete(listener);
    reconcile();
  };
}
