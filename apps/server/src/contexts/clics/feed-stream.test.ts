import { describe, expect, it } from 'vitest';
import type { ContestView, Notification } from './contest-view.ts';
import { placeOf } from './event-tokens.ts';
import { streamFeed, type FeedTiming } from './feed-stream.ts';
import type { LiveEvent } from './live-event.ts';

/**
 * The streaming feed on a clock of its own: polls, keep-alive newlines and the end, with no real waiting.
 * Views are made by hand: a configuration notification and live events at given moments.
 */
function viewWith(moments: number[], config = 'Spring Cup'): ContestView {
  const live: LiveEvent[] = moments.map((atMs, index) => ({
    type: 'submissions',
    id: String(index + 1),
    data: { id: String(index + 1) },
    atMs,
    order: 1,
    phase: 0,
  }));
  const feed: Notification[] = [
    { type: 'contest', id: '1', data: { id: '1', name: config }, token: '0.0.0.1' },
    ...live.map((event) => ({
      type: event.type,
      id: event.id,
      data: event.data,
      token: `${event.atMs}.1.0.${event.id}`,
    })),
  ];
  return { feed, live } as ContestView;
}

function fakeClock(polls: number) {
  let nowMs = 0;
  let slept = 0;
  const timing: FeedTiming = {
    pollMs: 1000,
    keepAliveMs: 120_000,
    sleep: async (ms) => {
      nowMs += ms;
      slept += 1;
    },
    now: () => nowMs,
  };
  return { timing, isOpen: () => slept <= polls };
}

const lines = (written: string[]) => written.join('').split('\n').slice(0, -1);

describe('the streaming event feed', () => {
  it('sends what is there, then new events as they come, and a newline after 120 s of silence', async () => {
    const views = [viewWith([10]), viewWith([10, 20])];
    const { timing, isOpen } = fakeClock(125);
    const written: string[] = [];
    let polls = 0;
    await streamFeed({
      view: views[0],
      since: null,
      stream: true,
      nextView: async () => views[Math.min(++polls, 1)],
      write: (text) => written.push(text),
      isOpen,
      timing,
    });
    const sent = lines(written);
    expect(sent.slice(0, 3).map((line) => JSON.parse(line).id)).toEqual(['1', '1', '2']);
    // The second submission came at the first poll; 120 polls of nothing later, one empty line.
    expect(sent.slice(3)).toEqual(['']);
  });

  it('sends an object again when it changed without a new event (an edited contest)', async () => {
    const views = [viewWith([10]), viewWith([10], 'Autumn Cup')];
    const { timing, isOpen } = fakeClock(1);
    const written: string[] = [];
    await streamFeed({
      view: views[0],
      since: null,
      stream: true,
      nextView: async () => views[1],
      write: (text) => written.push(text),
      isOpen,
      timing,
    });
    expect(lines(written).map((line) => JSON.parse(line).data.name ?? null)).toEqual([
      'Spring Cup',
      null,
      'Autumn Cup',
    ]);
  });

  it('ends after the current events when not streaming, from after the token given', async () => {
    const written: string[] = [];
    await streamFeed({
      view: viewWith([10, 20, 30]),
      since: placeOf('20.1.0.2'),
      stream: false,
      nextView: async () => {
        throw new Error('not asked again');
      },
      write: (text) => written.push(text),
      isOpen: () => true,
      timing: fakeClock(0).timing,
    });
    expect(lines(written).map((line) => JSON.parse(line).token)).toEqual(['0.0.0.1', '30.1.0.3']);
  });
});
