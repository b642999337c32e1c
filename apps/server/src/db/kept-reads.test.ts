import { describe, expect, it } from 'vitest';
import { keptEach, keptReads } from './kept-reads.ts';

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

describe('kept reads forgotten by key', () => {
  it('reads a forgotten key again, keeps the others, and does not keep a read under way when forgotten', async () => {
    let reads = 0;
    const kept = keptReads<number>(() => 'a', 10);
    const read = async () => ++reads;
    await kept('x', read);
    await kept('y', read);
    kept.forget('x');
    expect(await kept('x', read)).toBe(3);
    expect(await kept('y', read)).toBe(2);
    let finish!: () => void;
    kept.forget('x');
    const underWay = kept('x', () => new Promise<number>((resolve) => (finish = () => resolve(++reads))));
    kept.forget('x'); // the row changed while it was being read: that answer may be the old one
    finish();
    expect(await underWay).toBe(4);
    expect(await kept('x', read)).toBe(5);
    expect(await kept('x', read)).toBe(5);
  });
});

describe('kept reads under concurrent calls', () => {
  it('shares one read among the calls that miss the same key under the same stamp, not across stamps', async () => {
    let stamp: string | null = 'a';
    let reads = 0;
    const kept = keptReads<number>(() => stamp, 10);
    const slowRead = () => new Promise<number>((resolve) => setTimeout(() => resolve(++reads), 5));
    expect(await Promise.all([kept('x', slowRead), kept('x', slowRead), kept('x', slowRead)])).toEqual([
      1, 1, 1,
    ]);
    expect(reads).toBe(1);
    const first = kept('y', slowRead);
    stamp = 'b'; // a write: a call under the new stamp does not take the read begun before it
    const second = kept('y', slowRead);
    expect(await Promise.all([first, second])).toEqual([2, 3]);
    stamp = null; // changes cannot be known: every call reads
    expect(await Promise.all([kept('z', slowRead), kept('z', slowRead)])).toEqual([4, 5]);
  });

  it('a failed read fails its sharers and is not kept', async () => {
    const kept = keptReads<number>(() => 'a', 10);
    const failing = () => new Promise<number>((_, reject) => setTimeout(() => reject(new Error('down')), 5));
    const calls = [kept('x', failing), kept('x', failing)];
    for (const call of calls) await expect(call).rejects.toThrow('down');
    expect(await kept('x', async () => 7)).toBe(7);
  });
});

describe('values kept one by one', () => {
  it('reads only the keys not kept, in one batch, again when the stamp moves, always when it is null', async () => {
    let stamp: string | null = 'a';
    const batches: number[][] = [];
    const kept = keptEach<string>(() => stamp, 10, 'none');
    const read = async (keys: number[]) => {
      batches.push(keys);
      return new Map(keys.filter((key) => key !== 3).map((key) => [key, `v${key}`]));
    };
    expect([...(await kept([1, 2, 3], read))]).toEqual([
      [1, 'v1'],
      [2, 'v2'],
      [3, 'none'],
    ]);
    expect([...(await kept([2, 3, 4], read))]).toEqual([
      [2, 'v2'],
      [3, 'none'],
      [4, 'v4'],
    ]);
    expect(batches).toEqual([[1, 2, 3], [4]]);
    stamp = 'b';
    await kept([1, 4], read);
    stamp = null;
    await kept([1], read);
    await kept([1], read);
    expect(batches.slice(2)).toEqual([[1, 4], [1], [1]]);
  });

  it('does not keep what was read while the stamp moved, and keeps at most max keys', async () => {
    let stamp = 'a';
    const batches: number[][] = [];
    const kept = keptEach<number>(() => stamp, 2, 0);
    const read = async (keys: number[]) => {
      batches.push(keys);
      return new Map(keys.map((key) => [key, key]));
    };
    await kept([1], async (keys) => {
      stamp = 'b'; // a write landed during the read
      return read(keys);
    });
    await kept([1], read);
    await kept([1], read);
    await kept([2, 3], read); // 1 goes first
    await kept([1, 2, 3], read);
    expect(batches).toEqual([[1], [1], [2, 3], [1]]);
  });
});

describe('values kept one by one, read ahead', () => {
  it('reads the keys ahead not kept with the missing ones, and keeps them (absent ones too)', async () => {
    const batches: number[][] = [];
    const kept = keptEach<string>(() => 'a', 10, 'none');
    const read = async (keys: number[]) => {
      batches.push(keys);
      return new Map(keys.filter((key) => key !== 4).map((key) => [key, `v${key}`]));
    };
    expect([...(await kept([1, 2], read, [1, 2, 3, 4]))]).toEqual([
      [1, 'v1'],
      [2, 'v2'],
    ]);
    expect([...(await kept([3, 4], read, [1, 2, 3, 4]))]).toEqual([
      [3, 'v3'],
      [4, 'none'],
    ]);
    await kept([5], read, [1, 5, 6]);
    expect(batches).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
  });
});
