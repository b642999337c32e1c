import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';
import type { DiscussionValues } from './discussions.repo.ts';

/** The discussions' writes: the category list, a discussion's rows and views. */
export function createDiscussionWrites(db: Db) {
  return {
    /**
     * Replaces the category list in one transaction: rows with an id are renamed, rows without one
     * added, stored ones missing from the list deleted. Returns the ids of missing categories that
     * discussions still use (then nothing is written).
     */
    async saveCategories(list: { id?: number; name: string }[]) {
      return db.transaction().execute(async (trx) => {
        const stored = await trx.selectFrom('discussionCategories').select('id').execute();
        const kept = new Set(list.flatMap((row) => (row.id ? [row.id] : [])));
        const unknown = [...kept].filter((id) => !stored.some((row) => row.id === id));
        if (unknown.length) return { unknown, inUse: [] as number[] };
        const removed = stored.map((row) => row.id).filter((id) => !kept.has(id));
        if (removed.length) {
          const used = await trx
            .selectFrom('discussions')
            .select('categoryId')
            .distinct()
            .where('categoryId', 'in', removed)
            .execute();
          if (used.length) return { unknown: [], inUse: used.map((row) => row.categoryId) };
          await trx.deleteFrom('discussionCategories').where('id', 'in', removed).execute();
        }
        for (const row of list) {
          if (row.id)
            await trx
              .updateTable('discussionCategories')
              .set({ name: row.name })
              .where('id', '=', row.id)
              .execute();
          else
            await trx
              .insertInto('discussionCategories')
              .values({ name: row.name, gmtCreate: nowIso() })
              .execute();
        }
        return { unknown: [], inUse: [] as number[] };
      });
    },

    async insert(values: DiscussionValues & { uid: number; pid: number | null; gid?: number }) {
      const now = nowIso();
      const row = await db
        .insertInto('discussions')
        .values({
          ...values,
          gid: values.gid ?? null,
          commentNum: 0,
          likeNum: 0,
          viewNum: 0,
          status: 0,
          gmtCreate: now,
          gmtModified: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    update: (id: number, values: Partial<DiscussionValues> & { status?: number }) =>
      db
        .updateTable('discussions')
        .set({ ...values, gmtModified: nowIso() })
        .where('id', '=', id)
        .execute(),

    /**
     * Every discussion of a group with their comments, on the caller's executor (the group's dissolution runs it
     * in its transaction); likes and reports follow by foreign key.
     */
    async removeGroupDiscussions(executor: Db, gid: number) {
      await executor
        .deleteFrom('comments')
        .where('sourceType', '=', 'Discussion')
        .where('sourceId', 'in', (eb) => eb.selectFrom('discussions').select('id').where('gid', '=', gid))
        .execute();
      await executor.deleteFrom('discussions').where('gid', '=', gid).execute();
    },

    /** The discussion with its comments (their replies and likes follow by foreign key), likes and reports. */
    remove: (id: number) =>
      db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('comments')
          .where('sourceType', '=', 'Discussion')
          .where('sourceId', '=', id)
          .execute();
        await trx.deleteFrom('discussions').where('id', '=', id).execute();
      }),

    addView: (id: number) =>
      db
        .updateTable('discussions')
        .set((eb) => ({ viewNum: eb('viewNum', '+', 1) }))
        .where('id', '=', id)
        .execute(),
  };
}
