import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

/** An award a contest's admins wrote (migration 056): its id, citation and teams, or its removal. */
export interface WrittenAward {
  id: string;
  citation: string;
  teamIds: string[];
  deleted: boolean;
  updatedAt: string;
}

/** Awards written through the Contest API (migration 056): only this context writes or reads them. */
export function createAwardsRepo(db: Db) {
  return {
    listOf: async (cid: number): Promise<WrittenAward[]> =>
      (
        await db
          .selectFrom('clicsAwards')
          .select(['awardId', 'citation', 'teamIds', 'deleted', 'updatedAt'])
          .where('cid', '=', cid)
          .orderBy('awardId')
          .execute()
      ).map((row) => ({
        id: row.awardId,
        citation: row.citation,
        teamIds: JSON.parse(row.teamIds) as string[],
        deleted: row.deleted === 1,
        updatedAt: row.updatedAt,
      })),

    /** Writes the award of this id (a new one, a replacement, or its removal). */
    async save(cid: number, award: Omit<WrittenAward, 'updatedAt'>) {
      const values = {
        citation: award.citation,
        teamIds: JSON.stringify(award.teamIds),
        deleted: award.deleted ? 1 : 0,
        updatedAt: nowIso(),
      };
      await db
        .insertInto('clicsAwards')
        .values({ cid, awardId: award.id, ...values })
        .onConflict((conflict) => conflict.columns(['cid', 'awardId']).doUpdateSet(values))
        .execute();
    },
  };
}
export type AwardsRepo = ReturnType<typeof createAwardsRepo>;
