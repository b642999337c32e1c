import { sql } from 'kysely';
import { LOCAL_OJ } from '@judge/contract';
import { type Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';

/** A problem's tags: by name or id, the bank's or a group's. */
export function createProblemTags(db: Db) {
  return {
    /**
     * The tag of that name, made if missing: a group problem's new tag is its group's (never listed by the public
     * bank); a public tag of the name serves groups too.
     */
    async tagIdByName(name: string, trx: Db, gid: number | null = null): Promise<number> {
      const existing = await trx
        .selectFrom('tags')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
        .where('oj', '=', LOCAL_OJ)
        .where((eb) =>
          gid === null ? eb('gid', 'is', null) : eb.or([eb('gid', 'is', null), eb('gid', '=', gid)]),
        )
        // The bank's tag of the name first (the same on both databases, which sort nulls differently).
        .orderBy(sql`case when gid is null then 0 else 1 end`)
        .executeTakeFirst();
      if (existing) return existing.id;
      const row = await trx
        .insertInto('tags')
        .values({ name, color: null, oj: LOCAL_OJ, classificationId: null, gid, createdAt: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async replaceTags(pid: number, tagIds: number[], trx: Db) {
      await trx.deleteFrom('problemTags').where('pid', '=', pid).execute();
      const unique = [...new Set(tagIds)];
      if (unique.length > 0)
        await trx
          .insertInto('problemTags')
          .values(unique.map((tid) => ({ pid, tid })))
          .execute();
    },
    /** One problem's tags as whole rows (the reference's get-problem-tags answers its Tag entities). */
    async tagRowsOf(pid: number) {
      return db
        .selectFrom('problemTags')
        .innerJoin('tags', 'tags.id', 'problemTags.tid')
        .select(['tags.id', 'tags.name', 'tags.color', 'tags.oj', 'tags.gid', 'tags.classificationId'])
        .where('problemTags.pid', '=', pid)
        .orderBy('tags.id')
        .execute();
    },

    async tagsOf(pids: number[]) {
      if (pids.length === 0) return new Map<number, { id: number; name: string; color: string | null }[]>();
      const rows = await db
        .selectFrom('problemTags')
        .innerJoin('tags', 'tags.id', 'problemTags.tid')
        .select(['problemTags.pid', 'tags.id', 'tags.name', 'tags.color'])
        .where('problemTags.pid', 'in', pids)
        .orderBy('tags.id')
        .execute();
      const byProblem = new Map<number, { id: number; name: string; color: string | null }[]>();
      for (const row of rows) {
        const list = byProblem.get(row.pid) ?? [];
        list.push({ id: row.id, name: row.name, color: row.color });
        byProblem.set(row.pid, list);
      }
      return byProblem;
    },
    /** The ids among these a problem of the bank (gid null) or of that group may carry. */
    existingTagIds: async (ids: number[], gid: number | null = null) =>
      ids.length === 0
        ? []
        : (
            await db
              .selectFrom('tags')
              .select('id')
              .where('id', 'in', ids)
              .where((eb) =>
                gid === null ? eb('gid', 'is', null) : eb.or([eb('gid', 'is', null), eb('gid', '=', gid)]),
              )
              .execute()
          ).map((r) => r.id),
  };
}
