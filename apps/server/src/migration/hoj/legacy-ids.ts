import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Where earlier runs put each HOJ row (table `legacy_ids`): what makes a second run update, not duplicate. */
export interface LegacyIds {
  lookup(source: string, legacyIds: string[]): Promise<Map<string, string>>;
  record(db: Kysely<Database>, source: string, legacyId: string, id: string): Promise<void>;
  /** Many at once (a batch of submissions): [legacy id, our id] pairs. */
  recordMany(db: Kysely<Database>, source: string, pairs: [string, string][]): Promise<void>;
}

export function createLegacyIds(db: Kysely<Database>): LegacyIds {
  return {
    async lookup(source, legacyIds) {
      const found = new Map<string, string>();
      for (let at = 0; at < legacyIds.length; at += 500) {
        const rows = await db
          .selectFrom('legacyIds')
          .select(['legacyId', 'id'])
          .where('source', '=', source)
          .where('legacyId', 'in', legacyIds.slice(at, at + 500))
          .execute();
        for (const row of rows) found.set(row.legacyId, row.id);
      }
      return found;
    },
    async record(trx, source, legacyId, id) {
      await trx
        .insertInto('legacyIds')
        .values({ source, legacyId, id })
        .onConflict((c) => c.columns(['source', 'legacyId']).doUpdateSet({ id }))
        .execute();
    },
    async recordMany(trx, source, pairs) {
      for (let at = 0; at < pairs.length; at += 1000)
        await trx
          .insertInto('legacyIds')
          .values(pairs.slice(at, at + 1000).map(([legacyId, id]) => ({ source, legacyId, id })))
          .onConflict((c) =>
            c.columns(['source', 'legacyId']).doUpdateSet((eb) => ({ id: eb.ref('excluded.id') })),
          )
          .execute();
    },
  };
}
