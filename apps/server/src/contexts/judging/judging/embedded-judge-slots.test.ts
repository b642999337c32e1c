import { describe, expect, it } from 'vitest';
import type { JudgeWorker } from '@judge/judge';
import type { Db } from '../../../db/database.ts';
import { createEmbeddedJudge } from './embedded-judge.ts';
import type { ClaimedWork, JudgingWork, RunOptions } from './judging-work.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

/** Work whose results are written only when the test says so, counting claims. */
function heldWrites(tasks: number) {
  const claims: number[] = [];
  const writes: (() => void)[] = [];
  let next = 0;
  const work = {
    async claimNext(): Promise<ClaimedWork | null> {
      if (next >= tasks) return null;
      next += 1;
      claims.push(next);
      return { ref: { kind: 'submission', id: next, version: 0 }, task: { taskId: `t${next}` } as never };
    },
    async runClaimed(_claimed: ClaimedWork, options: RunOptions) {
      options.onJudged?.(); // the worker has answered at once
      await new Promise<void>((resolve) => writes.push(resolve)); // the result's write is slow
      return 'written' as const;
    },
  } as unknown as JudgingWork;
  return { work, claims, writes };
}

describe('the embedded judge’s slots', () => {
  it('claims the next task when the worker answers, while the last result is still being written', async () => {
    const { work, claims, writes } = heldWrites(3);
    const judge = createEmbeddedJudge({
      db: {} as Db,
      dialect: 'sqlite',
      worker: { concurrency: 1 } as JudgeWorker,
      log: silent,
      work,
      pollMs: 60_000,
    });
    await expect.poll(() => claims.length).toBe(3);
    // Every task was claimed with no result written yet: a slot waits for the worker, not for the write.
    expect(writes).toHaveLength(3);
    for (const write of writes) write();
    await judge.stop();
  });
});
