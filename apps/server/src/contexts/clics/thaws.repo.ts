import type { Db } from '../../db/database.ts';

/** A contest's thaw through the Contest API (migration 056): when, and whether the seal was lifted then. */
export interface ContestThaw {
  thawAt: string;
  applied: boolean;
}

/** Thaws set through the Contest API (migration 056): only this context writes or reads them. */
export function createThawsRepo(db: Db) {
  const save = async (cid: number, thawAt: string, applied: boolean, by: number) => {
    const values = { thawAt, applied: applied ? 1 : 0, scheduledBy: by };
    await db
      .insertInto('clicsThaws')
      .values({ cid, ...values })
      .onConflict((conflict) => conflict.column('cid').doUpdateSet(values))
      .execute();
  };
  return {
    /** A thaw at a later time, to be carried out then (thaw-worker.ts). */
    schedule: (cid: number, thawAt: string, by: number) => save(cid, thawAt, false, by),
    /** A thaw carried out now. */
    record: (cid: number, thawAt: string, by: number) => save(cid, thawAt, true, by),
    async of(cid: number): Promise<ContestThaw | null> {
      const row = await db
        .selectFrom('clicsThaws')
        .select(['thawAt', 'applied'])
        .where('cid', '=', cid)
        .executeTakeFirst();
      return row ? { thawAt: row.thawAt, applied: row.applied === 1 } : null;
    },
    /** The contests whose thaw is due and not yet carried out. */
    async due(nowIso: string): Promise<number[]> {
      const rows = await db
        .selectFrom('clicsThaws')
        .select('cid')
        .where('applied', '=', 0)
        .where('thawAt', '<=', nowIso)
        .execute();
      return rows.map((row) => row.cid);
    },
    async markApplied(cid: number) {
      await db.updateTable('clicsThaws').set({ applied: 1 }).where('cid', '=', cid).execute();
    },
  };
}
export type ThawsRepo = ReturnType<typeof createThawsRepo>;
