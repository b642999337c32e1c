import { describe, expect, it } from 'vitest';
import { keptReads } from './kept-reads.ts';

describe('kept reads', () => {
  it('reads once per key while the stamp stands, again when it moves, always when it is null', async () => {
    let stamp: string | null = 'a';
    let reads = 0;
    const kept = keptReads<number>(() => stamp, 10);
    const read = async () => ++reads;
    expect(await kept('x', read)).toBe(1);
    expect(await kept('x', read)).toBe(1);
    expect(await kept('y', read)).toBe(2);
    stamp = 'b';
    expect(await kept('x', read)).toBe(3);
    stamp = null;
    expect(await kept('x', read)).toBe(4);
    expect(await kept('x', read)).toBe(5);
  });

  it('does not keep what was read while the stamp moved, and keeps at most max keys', async () => {
    let stamp = 'a';
    let reads = 0;
    const kept = keptReads<number>(() => stamp, 2);
    expect(
      await kept('x', async () => {
        stamp = 'b'; // a write landed during the read
        return ++reads;
      }),
    ).toBe(1);
    expect(await kept('x', async () => ++reads)).toBe(2);
    await kept('y', async () => ++reads);
    await kept('z', async () => ++reads);
    expect(await kept('x', async () => ++reads)).toBe(5);
  });
});
