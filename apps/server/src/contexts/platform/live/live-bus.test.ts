import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSseReader, type SseMessage } from '@judge/contract';
import { createLiveBus, type LiveEntry } from './live-bus.ts';
import { keyedThrottle } from './throttle.ts';

const unread = { kind: 'unread', counts: { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 } } as const;
const toUser = { to: 'user', uid: 1 } as const;

describe('the live bus', () => {
  it('numbers events per process and replays those after a Last-Event-ID', () => {
    const bus = createLiveBus({ onError: () => undefined });
    const seen: LiveEntry[] = [];
    bus.subscribe({ deliver: (entry) => seen.push(entry), resync: () => undefined });
    const start = bus.latestId();
    bus.raise(unread, toUser);
    bus.raise({ kind: 'queue' }, { to: 'back-office' });
    expect(seen.map((entry) => entry.seq)).toEqual([1, 2]);
    expect(bus.missedSince(start)?.map((entry) => entry.event.kind)).toEqual(['unread', 'queue']);
    expect(bus.missedSince(seen[0]!.id)?.map((entry) => entry.id)).toEqual([seen[1]!.id]);
    expect(bus.missedSince(bus.latestId())).toEqual([]);
  });

  it('cannot replay an id of another epoch, from ahead, or older than its ring', () => {
    const bus = createLiveBus({ onError: () => undefined, capacity: 2 });
    const start = bus.latestId();
    const epoch = start.slice(0, start.lastIndexOf('-'));
    for (let i = 0; i < 3; i++) bus.raise(unread, toUser);
    expect(bus.missedSince(start)).toBeNull();
    expect(bus.missedSince(`${epoch}-1`)?.map((entry) => entry.seq)).toEqual([2, 3]);
    expect(bus.missedSince(`${epoch}-9`)).toBeNull();
    expect(bus.missedSince('elsewhere-1')).toBeNull();
    expect(bus.missedSince('not an id')).toBeNull();
  });

  it('tells every stream to resync, under a new epoch, when its relay lost events', () => {
    let lose = () => undefined as void;
    const bus = createLiveBus({
      onError: () => undefined,
      relay: {
        ready: Promise.resolve(),
        send: async () => undefined,
        start: (on) => (lose = on.lost),
        close: async () => undefined,
      },
    });
    const before = bus.latestId();
    const resyncs: string[] = [];
    bus.subscribe({ deliver: () => undefined, resync: (id) => resyncs.push(id) });
    lose();
    expect(resyncs).toEqual([bus.latestId()]);
    expect(bus.latestId()).not.toBe(before);
    expect(bus.missedSince(before)).toBeNull();
  });

  it("tells this server's hearers of every event another process relayed, and of a loss", () => {
    let on = { deliver: (_: unknown) => undefined as void, lost: () => undefined as void };
    const bus = createLiveBus({
      onError: () => undefined,
      relay: {
        ready: Promise.resolve(),
        send: async () => undefined,
        start: (handlers) => (on = handlers as typeof on),
        close: async () => undefined,
      },
    });
    const heard: string[] = [];
    const stop = bus.hear({ heard: (event) => heard.push(event.kind), lost: () => heard.push('lost') });
    const board = { kind: 'scoreboard', cid: 1, version: 7, changed: [2] } as const;
    on.deliver({ event: board, audience: { to: 'contest', cid: 1 } });
    on.lost();
    stop();
    on.deliver({ event: board, audience: { to: 'contest', cid: 1 } });
    expect(heard).toEqual(['scoreboard', 'lost']);
    expect(bus.subscriberCount()).toBe(0);
  });
});

describe('keyedThrottle', () => {
  afterEach(() => vi.useRealTimers());

  it('fires at once, folds what follows within the period into one call at its end, per key', () => {
    vi.useFakeTimers();
    const fired: number[] = [];
    const throttle = keyedThrottle<number>(1000, (key) => fired.push(key));
    throttle.call(1);
    throttle.call(1);
    throttle.call(1);
    throttle.call(2);
    expect(fired).toEqual([1, 2]);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual([1, 2, 1]);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual([1, 2, 1]);
    throttle.call(1);
    expect(fired).toEqual([1, 2, 1, 1]);
    throttle.stop();
  });
});

describe('createSseReader', () => {
  it('reads messages split anywhere, ids alone, multi-line data, and skips comments', () => {
    const messages: SseMessage[] = [];
    const read = createSseReader((message) => messages.push(message));
    const text = 'retry: 3000\n\nid: a-0\n\n: keep-alive\n\nid: a-1\ndata: {"kind":\ndata: "unread"}\n\n';
    for (const chunk of text.match(/.{1,5}/gs)!) read(chunk);
    expect(messages).toEqual([{ id: 'a-0' }, { id: 'a-1', data: '{"kind":\n"unread"}' }]);
  });
});
