import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';

export function createSiteConfigRepo(db: Db) {
  return {
    async read(name: string): Promise<unknown> {
      const row = await db
        .selectFrom('siteSettings')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirst();
      return row ? JSON.parse(row.value) : undefined;
    },
    async write(name: string, value: unknown) {
      const json = JSON.stringify(value);
      await db
        .insertInto('siteSettings')
        .values({ name, value: json, updatedAt: nowIso() })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value: json, updatedAt: nowIso() }))
        .execute();
    },
  };
}
