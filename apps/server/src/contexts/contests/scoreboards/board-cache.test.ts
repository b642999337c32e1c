import { describe, expect, it } from 'vitest';
import { createBoardCache } from './board-cache.ts';
import type { BoardData } from './board-data.ts';

function source() {
  const state = { version: 1 as number | null, loads: 0 };
  return {
    state,
    source: {
      version: async () => state.version,
      load: async (_cid: number, version: number) => {
        state.loads += 1;
        await Promise.resolve();
        return { version, builtMs: 0, memo: new Map() } as unknown as BoardData;
      },
    },
  };
}

describe('board cache', () => {
  it('builds once per version, shares a rebuild between concurrent requests, rebuilds when forced', async () => {
    const { state, source: s } = source();
    let now = 0;
    const cache = createBoardCache(s, () => now);
    const [a, b] = await Promise.all([cache.get(1), cache.get(1)]);
    expect(a).toBe(b);
    expect(state.loads).toBe(1);
    await cache.get(1);
    expect(state.loads).toBe(1);
    state.version = 2;
    expect((await cache.get(1))?.version).toBe(2);
    expect(state.loads).toBe(2);
    await cache.get(1, { force: true });
    expect(state.loads).toBe(3);
    now = 61_000;
    await cache.get(1);
    expect(state.loads).toBe(4);
  });

  it('answers null for a contest that does not exist', async () => {
    const { state, source: s } = source();
    state.version = null;
    expect(await createBoardCache(s).get(1)).toBeNull();
  });
});

describe('board cache with a write epoch', () => {
  function counted() {
    const { state, source: s } = source();
    const counter = { reads: 0, epoch: 0 };
    return {
      state,
      counter,
      source: {
        ...s,
        version: async () => {
          counter.reads += 1;
          return state.version;
        },
        writeEpoch: () => counter.epoch,
      },
    };
  }

  it('trusts a counter read less than a second ago while this server has written nothing', async () => {
    const { counter, source: s } = counted();
    let now = 0;
    const cache = createBoardCache(s, () => now);
    await cache.get(1);
    await cache.get(1);
    now = 999;
    await cache.get(1);
    expect(counter.reads).toBe(1);
    now = 1_000;
    await cache.get(1);
    expect(counter.reads).toBe(2);
  });

  it('reads the counter again after a write of its own, and when a contest admin forces the board', async () => {
    const { state, counter, source: s } = counted();
    const cache = createBoardCache(s, () => 0);
    await cache.get(1);
    state.version = 2;
    counter.epoch += 1;
    expect((await cache.get(1))?.version).toBe(2);
    expect(counter.reads).toBe(2);
    await cache.get(1, { force: true });
    expect(counter.reads).toBe(3);
  });

  it('reads again when a write lands while the counter is being read', async () => {
    const { state, counter, source: s } = counted();
    const cache = createBoardCache(
      {
        ...s,
        version: async () => {
          const seen = state.version;
          counter.reads += 1;
          counter.epoch += 1; // a submission committed while this read was on its way
          state.version = 2;
          return seen;
        },
      },
      () => 0,
    );
    expect((await cache.get(1))?.version).toBe(1);
    expect((await cache.get(1))?.version).toBe(2);
    expect(counter.reads).toBe(2);
  });

  it('drops a trusted counter when another server tells of a different one, and all of them after a loss', async () => {
    const { state, counter, source: s } = counted();
    const cache = createBoardCache(s, () => 0);
    await cache.get(1);
    state.version = 2; // another server's verdict: this server wrote nothing
    expect((await cache.get(1))?.version).toBe(1);
    cache.heardVersion(1, 1);
    expect((await cache.get(1))?.version).toBe(1);
    cache.heardVersion(1, 2);
    expect((await cache.get(1))?.version).toBe(2);
    state.version = 3;
    cache.forgetVersions();
    expect((await cache.get(1))?.version).toBe(3);
    expect(counter.reads).toBe(3);
  });
});
