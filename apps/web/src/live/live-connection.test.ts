import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@judge/contract';
import { sessionStore } from '../state/session';
import { listenLive, liveUp } from './live-connection';

/** A response whose body streams what the test pushes into it. */
function streamedResponse() {
  let push: (text: string) => void = () => undefined;
  let end: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
      end = () => controller.close();
    },
  });
  return {
    response: new Response(body, { status: 200 }),
    push: (text: string) => push(text),
    end: () => end(),
  };
}

const fetchMock = vi.fn<typeof fetch>();
let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.set({ token: 'token-1', user: null });
});
afterEach(() => {
  stop?.();
  sessionStore.set({ token: null, user: null });
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the push connection', () => {
  it('opens with the session token while a page listens, is up at its first message, and hands on each event', async () => {
    const stream = streamedResponse();
    fetchMock.mockResolvedValueOnce(stream.response);
    const events: LiveEvent[] = [];
    stop = listenLive((event) => events.push(event));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/live');
    expect((init!.headers as Record<string, string>).Authorization).toBe('token-1');
    expect(liveUp.get()).toBe(false);
    stream.push('retry: 3000\n\nid: e-0\n\n');
    await vi.waitFor(() => expect(liveUp.get()).toBe(true));
    stream.push('id: e-1\ndata: {"kind":"scoreboard","cid":7}\n\n');
    await vi.waitFor(() => expect(events).toEqual([{ kind: 'scoreboard', cid: 7 }]));
  });

  it('reconnects with the last id seen, and falls back (not up) after failing twice in a row', async () => {
    const first = streamedResponse();
    fetchMock.mockResolvedValueOnce(first.response);
    fetchMock.mockRejectedValue(new TypeError('network down'));
    stop = listenLive(() => undefined);
    first.push('id: e-4\n\n');
    await vi.waitFor(() => expect(liveUp.get()).toBe(true));
    first.end();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1]![1]!.headers as Record<string, string>)['Last-Event-ID']).toBe('e-4');
    // One failure is a quick reconnect, still up; the second puts the pages back on their polls.
    expect(liveUp.get()).toBe(true);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(liveUp.get()).toBe(false);
  });

  it('reconnects with a refreshed token, sending the last id so nothing in between is lost', async () => {
    const first = streamedResponse();
    fetchMock.mockResolvedValueOnce(first.response);
    fetchMock.mockResolvedValueOnce(streamedResponse().response);
    stop = listenLive(() => undefined);
    first.push('id: e-9\n\n');
    await vi.waitFor(() => expect(liveUp.get()).toBe(true));
    sessionStore.set({ token: 'token-2', user: null });
    expect(fetchMock.mock.calls[0]![1]!.signal!.aborted).toBe(true);
    const headers = fetchMock.mock.calls[1]![1]!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('token-2');
    expect(headers['Last-Event-ID']).toBe('e-9');
    expect(liveUp.get()).toBe(true);
  });

  it('replays the events delivered lately to a page that asks, so it needs no catch-up request', async () => {
    const stream = streamedResponse();
    fetchMock.mockResolvedValueOnce(stream.response);
    stop = listenLive(() => undefined);
    stream.push('id: e-1\ndata: {"kind":"queue"}\n\nid: e-2\ndata: {"kind":"resync"}\n\n');
    await vi.waitFor(() => expect(liveUp.get()).toBe(true));
    await vi.advanceTimersByTimeAsync(0);
    const replayed: LiveEvent[] = [];
    const plain: LiveEvent[] = [];
    const unlistenReplayed = listenLive((event) => replayed.push(event), { replayRecent: true });
    const unlistenPlain = listenLive((event) => plain.push(event));
    expect(replayed).toEqual([{ kind: 'queue' }, { kind: 'resync' }]);
    expect(plain).toEqual([]);
    unlistenReplayed();
    unlistenPlain();
    // Signed out: nothing of this session is replayed to the next.
    sessionStore.set({ token: null, user: null });
    const next: LiveEvent[] = [];
    listenLive((event) => next.push(event), { replayRecent: true })();
    expect(next).toEqual([]);
  });

  it('closes when the last page stops listening and when the session ends', async () => {
    const stream = streamedResponse();
    fetchMock.mockResolvedValue(stream.response);
    const unlisten = listenLive(() => undefined);
    const signal = fetchMock.mock.calls[0]![1]!.signal!;
    unlisten();
    expect(signal.aborted).toBe(true);
    stop = listenLive(() => undefined);
    const second = fetchMock.mock.calls[1]![1]!.signal!;
    sessionStore.set({ token: null, user: null });
    expect(second.aborted).toBe(true);
    expect(liveUp.get()).toBe(false);
  });
});
