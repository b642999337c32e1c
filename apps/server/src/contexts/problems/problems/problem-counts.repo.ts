import { VERDICT_COUNT_KEY } from '@judge/contract';
import type { Db } from '../../../db/database.ts';

/** Which problem_counts column a final verdict adds to (every final verdict adds to total). */
export const COUNT_COLUMN = VERDICT_COUNT_KEY;

/**
 * The bank's counters of a problem when one of its submissions gains (+1) or loses (-1) a final verdict, in the
 * judging's transaction ('submission/verdict'). Contest submissions count in their contest (counted from its
 * rows), not in the bank.
 */
export async function countVerdict(
  trx: Db,
  { pid, cid, status, delta }: { pid: number; cid: number; status: number; delta: 1 | -1 },
) {
  if (cid !== 0) return;
  const column = COUNT_COLUMN[status];
  await trx
    .updateTable('problemCounts')
    .set((eb) => ({
      total: eb('total', '+', delta),
      ...(column ? { [column]: eb(column, '+', delta) } : {}),
    }))
    .where('pid', '=', pid)
    .execute();
}
