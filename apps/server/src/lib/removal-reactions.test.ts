import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { createRemovalReactions } from './removal-reactions.ts';

describe('removal reactions', () => {
  const trx = {} as Db;

  it("runs an event's handlers in the order they were registered, with the caller's transaction", async () => {
    const reactions = createRemovalReactions();
    const seen: string[] = [];
    reactions.on('group/dissolve', async (given, { gid }) => {
      expect(given).toBe(trx);
      seen.push(`discussions of ${gid}`);
    });
    reactions.on('group/dissolve', async (_trx, { gid }) => {
      seen.push(`contests of ${gid}`);
    });
    reactions.on('contest/remove', async (_trx, { cids }) => {
      seen.push(`comments of ${cids.join(',')}`);
    });
    await reactions.emit(trx, 'group/dissolve', { gid: 7 });
    expect(seen).toEqual(['discussions of 7', 'contests of 7']);
    await reactions.emit(trx, 'contest/remove', { cids: [1, 2] });
    expect(seen.at(-1)).toBe('comments of 1,2');
  });

  it('stops at a failing handler and passes its error on, so the transaction rolls back', async () => {
    const reactions = createRemovalReactions();
    const after: number[] = [];
    reactions.on('contest/remove', async () => {
      throw new Error('refused');
    });
    reactions.on('contest/remove', async () => {
      after.push(1);
    });
    await expect(reactions.emit(trx, 'contest/remove', { cids: [3] })).rejects.toThrow('refused');
    expect(after).toEqual([]);
  });
});
