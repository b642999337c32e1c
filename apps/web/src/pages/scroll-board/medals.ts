import type { AcmRankRow, MedalCounts } from '@judge/contract';

export type Medal = 'gold' | 'silver' | 'bronze';
export const MEDALS: Medal[] = ['gold', 'silver', 'bronze'];

/**
 * A row's medal by its final rank, ICPC's way: gold for ranks 1..g, silver up to g+s, bronze up to
 * g+s+b; tied rows share a rank and so a medal. Only ranked rows that solved something win one.
 */
export function medalOf(row: Pick<AcmRankRow, 'rank' | 'ac'>, counts: MedalCounts): Medal | null {
  if (row.rank <= 0 || row.ac === 0) return null;
  if (row.rank <= counts.gold) return 'gold';
  if (row.rank <= counts.gold + counts.silver) return 'silver';
  if (row.rank <= counts.gold + counts.silver + counts.bronze) return 'bronze';
  return null;
}
