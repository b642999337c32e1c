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
