import { describe, expect, it } from 'vitest';
import { keptKeywordMemory, keywordMemory, type SearchableProblem } from './keyword-memory.ts';

const problem = (id: number, title: string, more: Partial<SearchableProblem> = {}): SearchableProblem => ({
  id,
  problemId: `P${id}`,
  title,
  source: null,
  difficulty: 0,
  type: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...more,
});

/** The ids of the problems found (null stays null). */
const ids = (found: SearchableProblem[] | null) => found && found.map((p) => p.id);

describe('the keyword memory', () => {
  const memory = keywordMemory([
    problem(3, 'Knapsack of Gold', { source: 'Winter Camp 2024 100%_final', difficulty: 2 }),
    problem(7, 'İstanbul tour'), // lower-cased, İ becomes two characters: later offsets still hold
    problem(8, 'Gold mine', { difficulty: 1 }),
    problem(12, 'gold gold gold', { problemId: 'GOLD' }),
  ]);

  it('finds each problem once by part of its id, title or source, in any case, in id order', () => {
    expect(ids(memory.search('GOLD'))).toEqual([3, 8, 12]);
    expect(ids(memory.search('camp 2024'))).toEqual([3]);
    expect(ids(memory.search('p7'))).toEqual([7]);
    expect(ids(memory.search('istanbul'))).toEqual([]);
    expect(ids(memory.search('i̇stanbul TOUR'))).toEqual([7]);
    expect(ids(memory.search('mine'))).toEqual([8]);
  });

  it('matches wildcard characters literally, within one column of one problem', () => {
    expect(ids(memory.search('100%_f'))).toEqual([3]);
    expect(ids(memory.search('%'))).toEqual([3]);
    expect(ids(memory.search('1_0'))).toEqual([]);
    expect(ids(memory.search('gold winter'))).toEqual([]);
    expect(ids(memory.search('final p7'))).toEqual([]);
  });

  it('filters by difficulty, and leaves a keyword holding a separator to the database', () => {
    expect(ids(memory.search('gold', 1))).toEqual([8]);
    expect(ids(memory.search('gold', 5))).toEqual([]);
    expect(ids(memory.search('gold\u0001winter'))).toBeNull();
    expect(ids(memory.search('a\u0000b'))).toEqual([]);
    expect(keywordMemory([]).search('x')).toEqual([]);
  });
});

describe('the kept keyword memory', () => {
  it('reads the bank once while the stamp stands, again when it moves, never when it is null', async () => {
    let stamp: string | null = 'a';
    let reads = 0;
    let titles = ['Gold'];
    const kept = keptKeywordMemory(
      () => stamp,
      async () => {
        reads += 1;
        return titles.map((title, i) => problem(i + 1, title));
      },
      10,
    );
    const [first, second] = await Promise.all([kept(), kept()]); // one read for both
    expect(reads).toBe(1);
    expect(first).toBe(second);
    expect(ids((await kept())!.search('gold'))).toEqual([1]);
    // The stamp moved, the problems read are the same: the memory built stays.
    stamp = 'b';
    expect(await kept()).toBe(first);
    titles = ['Silver', 'Gold'];
    stamp = 'c';
    expect(ids((await kept())!.search('gold'))).toEqual([2]);
    expect(reads).toBe(3);
    stamp = null;
    expect(await kept()).toBeNull();
    expect(reads).toBe(3);
  });

  it('does not keep what was read while the stamp moved', async () => {
    let stamp = 'a';
    let reads = 0;
    const kept = keptKeywordMemory(
      () => stamp,
      async () => {
        reads += 1;
        if (reads === 1) stamp = 'b'; // a problem saved during the read
        return [problem(1, 'Gold')];
      },
      10,
    );
    expect(ids((await kept())!.search('gold'))).toEqual([1]);
    await kept();
    await kept();
    expect(reads).toBe(2);
  });

  it('leaves a bank larger than its bound to the database, and reads it again only later', async () => {
    let reads = 0;
    let size = 3;
    let limitAsked = 0;
    const kept = keptKeywordMemory(
      () => `s${reads}`, // moves after each read: every call would read again
      async (limit) => {
        reads += 1;
        limitAsked = limit;
        return Array.from({ length: Math.min(size, limit) }, (_, i) => problem(i + 1, 'Gold'));
      },
      2,
      60_000,
    );
    expect(await kept()).toBeNull();
    expect(limitAsked).toBe(3);
    size = 1;
    expect(await kept()).toBeNull(); // not read again within the minute
    expect(reads).toBe(1);
  });
});
