import type { Db } from '../../../db/database.ts';
import { containsIgnoringCase } from '../../../lib/sql.ts';

export interface NoteValues {
  subject: string;
  content: string;
  cid: number | null;
  isTop: number;
  shared: number;
}

export interface NoteFilter {
  uid: number;
  keyword?: string;
  /** A category id; 0: the notes without a category. */
  cid?: number;
}

/** Every query of the personal notes: `note_categories` and `notes`, always scoped to one owner where it edits. */
export function createNotesRepo(db: Db) {
  const noteRows = () =>
    db
      .selectFrom('notes as n')
      .innerJoin('users as u', 'u.uid', 'n.uid')
      .leftJoin('noteCategories as c', 'c.id', 'n.cid')
      .select([
        'n.id',
        'n.subject',
        'n.content',
        'n.cid',
        'c.name as categoryName',
        'n.isTop',
        'n.shared',
        'n.uid',
        'u.username as author',
        'u.avatar',
        'u.role',
        'u.titleName',
        'u.titleColor',
        'n.gmtCreate',
        'n.gmtModified',
      ]);

  return {
    categories(uid: number) {
      return db
        .selectFrom('noteCategories')
        .select(['id', 'name'])
        .where('uid', '=', uid)
        .orderBy('rank')
        .orderBy('id')
        .execute();
    },

    async categoryIds(uid: number) {
      const rows = await db.selectFrom('noteCategories').select('id').where('uid', '=', uid).execute();
      return rows.map((row) => row.id);
    },

    async ownsCategory(uid: number, id: number) {
      const row = await db
        .selectFrom('noteCategories')
        .select('id')
        .where('id', '=', id)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return row !== undefined;
    },

    insertCategory(uid: number, name: string, rank: number, now: string) {
      return db.insertInto('noteCategories').values({ uid, name, rank, gmtCreate: now }).execute();
    },

    updateCategory(uid: number, id: number, name: string, rank: number) {
      return db
        .updateTable('noteCategories')
        .set({ name, rank })
        .where('id', '=', id)
        .where('uid', '=', uid)
        .execute();
    },

    /** Deletes the owner's categories; their notes are left without one first (the key would do it too). */
    async deleteCategories(uid: number, ids: number[]) {
      if (ids.length === 0) return 0;
      await db
        .updateTable('notes')
        .set({ cid: null })
        .where('uid', '=', uid)
        .where('cid', 'in', ids)
        .execute();
      const result = await db
        .deleteFrom('noteCategories')
        .where('uid', '=', uid)
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** A page of the owner's notes: pinned first, then the newest modified. */
    async page(filter: NoteFilter, offset: number, limit: number) {
      let base = db.selectFrom('notes as n').where('n.uid', '=', filter.uid);
      if (filter.cid === 0) base = base.where('n.cid', 'is', null);
      else if (filter.cid !== undefined) base = base.where('n.cid', '=', filter.cid);
      if (filter.keyword) {
        const keyword = filter.keyword;
        base = base.where((eb) =>
          eb.or([containsIgnoringCase('n.subject', keyword), containsIgnoringCase('n.content', keyword)]),
        );
      }
      const [ids, total] = await Promise.all([
        base
          .select('n.id')
          .orderBy('n.isTop', 'desc')
          .orderBy('n.gmtModified', 'desc')
          .orderBy('n.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      const records = ids.length
        ? await noteRows()
            .where(
              'n.id',
              'in',
              ids.map((row) => row.id),
            )
            .execute()
        : [];
      const position = new Map(ids.map((row, index) => [row.id, index]));
      records.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
      return { records, total: Number(total.count) };
    },

    find(id: number) {
      return noteRows().where('n.id', '=', id).executeTakeFirst();
    },

    async insert(uid: number, values: NoteValues, now: string) {
      return db
        .insertInto('notes')
        .values({ ...values, uid, gmtCreate: now, gmtModified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    async update(uid: number, id: number, values: NoteValues, now: string) {
      const result = await db
        .updateTable('notes')
        .set({ ...values, gmtModified: now })
        .where('id', '=', id)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async remove(uid: number, id: number) {
      const result = await db
        .deleteFrom('notes')
        .where('id', '=', id)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type NotesRepo = ReturnType<typeof createNotesRepo>;
