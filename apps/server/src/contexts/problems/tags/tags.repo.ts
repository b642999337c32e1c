import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';

export interface TagValues {
  name: string;
  color: string | null;
  oj: string;
  classificationId: number | null;
}

export function createTagsRepo(db: Db) {
  return {
    classificationExists: async (id: number) =>
      Boolean(await db.selectFrom('tagClassifications').select('id').where('id', '=', id).executeTakeFirst()),
    async nameTaken(name: string, oj: string, exceptId?: number) {
      let query = db
        .selectFrom('tags')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
        .where('oj', '=', oj)
        .where('gid', 'is', null);
      if (exceptId) query = query.where('id', '!=', exceptId);
      return Boolean(await query.executeTakeFirst());
    },
    insertTag: (values: TagValues) =>
      db
        .insertInto('tags')
        .values({ ...values, gid: null, createdAt: nowIso() })
        .returningAll()
        .executeTakeFirstOrThrow(),
    updateTag: async (id: number, values: TagValues) =>
      Number(
        (await db.updateTable('tags').set(values).where('id', '=', id).executeTakeFirst()).numUpdatedRows,
      ),
    deleteTag: async (id: number) =>
      Number((await db.deleteFrom('tags').where('id', '=', id).executeTakeFirst()).numDeletedRows),
    /** The site's tags (not a group's) of one OJ, or of every OJ with null. */
    publicTags: (oj: string | null) => {
      let query = db
        .selectFrom('tags')
        .select(['id', 'name', 'color', 'oj', 'classificationId'])
        .where('gid', 'is', null);
      if (oj !== null) query = query.where('oj', '=', oj);
      return query.orderBy('id').execute();
    },
    /** One OJ's classifications, or every OJ's with null. */
    classifications: (oj: string | null) => {
      let query = db.selectFrom('tagClassifications').selectAll();
      if (oj !== null) query = query.where('oj', '=', oj);
      return query.orderBy('rank').orderBy('id').execute();
    },
    insertClassification: (values: { name: string; oj: string; rank: number }) =>
      db
        .insertInto('tagClassifications')
        .values({ ...values, createdAt: nowIso() })
        .returningAll()
        .executeTakeFirstOrThrow(),
    updateClassification: async (id: number, values: { name: string; oj: string; rank: number }) =>
      Number(
        (await db.updateTable('tagClassifications').set(values).where('id', '=', id).executeTakeFirst())
          .numUpdatedRows,
      ),
    deleteClassification: async (id: number) =>
      Number(
        (await db.deleteFrom('tagClassifications').where('id', '=', id).executeTakeFirst()).numDeletedRows,
      ),
  };
}
