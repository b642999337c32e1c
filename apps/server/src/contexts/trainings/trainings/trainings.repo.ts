import { sql, type Insertable, type Updateable } from 'kysely';
import type { PageQuery, TrainingAuth } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import type { TrainingsTable } from '../../../db/schema.ts';
import { containsIgnoringCase } from '../../../lib/sql.ts';
import { nowIso } from '../../../lib/time.ts';

export type TrainingRecord = NonNullable<Awaited<ReturnType<TrainingsRepo['find']>>>;
export type TrainingValues = Omit<Insertable<TrainingsTable>, 'gmtCreate' | 'gmtModified'>;

export interface PublicListFilter {
  keyword?: string;
  categoryId?: number;
  auth?: TrainingAuth;
}

const offsetOf = (page: PageQuery) => (page.currentPage - 1) * page.limit;

/**
 * Every query of the trainings themselves: the training, its category, who registered. `gid` is null on
 * the public site; every list takes the group it lists (null here) so a group's trainings stay apart.
 */
export function createTrainingsRepo(db: Db) {
  /** A training with its author's name and its category, the shape every read starts from. */
  const withAuthorAndCategory = () =>
    db
      .selectFrom('trainings')
      .leftJoin('users', 'users.uid', 'trainings.uid')
      .leftJoin('trainingCategories', 'trainingCategories.id', 'trainings.categoryId')
      .select([
        'trainings.id',
        'trainings.title',
        'trainings.description',
        'trainings.auth',
        'trainings.privatePwd',
        'trainings.rank',
        'trainings.visible',
        'trainings.rankShowName',
        'trainings.categoryId',
        'trainings.uid',
        'trainings.gid',
        'trainings.gmtCreate',
        'trainings.gmtModified',
        'users.username as author',
        'trainingCategories.name as categoryName',
        'trainingCategories.color as categoryColor',
      ]);

  /** A page of trainings in the lists' order (rank, then the oldest first) and how many there are. */
  async function pageOf(query: ReturnType<typeof withAuthorAndCategory>, page: PageQuery) {
    const [records, total] = await Promise.all([
      query
        .orderBy('trainings.rank')
        .orderBy('trainings.id')
        .limit(page.limit)
        .offset(offsetOf(page))
        .execute(),
      query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.count) };
  }

  const repo = {
    find: (tid: number) => withAuthorAndCategory().where('trainings.id', '=', tid).executeTakeFirst(),

    /** Visible trainings of one site or group (null: the public site), by rank, filtered as the list page asks. */
    async publicPage(gid: number | null, filter: PublicListFilter, page: PageQuery) {
      let query = withAuthorAndCategory()
        .where('trainings.visible', '=', 1)
        .where('trainings.gid', gid === null ? 'is' : '=', gid);
      if (filter.categoryId !== undefined)
        query = query.where('trainings.categoryId', '=', filter.categoryId);
      if (filter.auth) query = query.where('trainings.auth', '=', filter.auth);
      const keyword = filter.keyword;
      if (keyword)
        query = query.where((eb) =>
          eb.or([
            containsIgnoringCase('trainings.title', keyword),
            containsIgnoringCase('users.username', keyword),
          ]),
        );
      return pageOf(query, page);
    },

    /** The back office's list: hidden trainings too; the keyword matches the title, or the id or rank when a number. */
    async adminPage(gid: number | null, keyword: string | undefined, page: PageQuery) {
      let query = withAuthorAndCategory().where('trainings.gid', gid === null ? 'is' : '=', gid);
      if (keyword) {
        const number = /^\d{1,10}$/.test(keyword) ? Number(keyword) : null;
        query = query.where((eb) =>
          eb.or([
            containsIgnoringCase('trainings.title', keyword),
            ...(number !== null ? [eb('trainings.id', '=', number), eb('trainings.rank', '=', number)] : []),
          ]),
        );
      }
      return pageOf(query, page);
    },

    async insert(values: TrainingValues) {
      const now = nowIso();
      const row = await db
        .insertInto('trainings')
        .values({ ...values, gmtCreate: now, gmtModified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Saves an edit; a new password of a private training drops the registrations made with the old
     * one, in the same transaction (people register again with the new one).
     */
    async update(tid: number, values: Updateable<TrainingsTable>, dropRegistrations: boolean) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('trainings')
          .set({ ...values, gmtModified: nowIso() })
          .where('id', '=', tid)
          .execute();
        if (dropRegistrations) await trx.deleteFrom('trainingRegisters').where('tid', '=', tid).execute();
      });
    },

    /** A change of the training's problems counts as a change of the training (its "last update"). */
    touch: (tid: number) =>
      db.updateTable('trainings').set({ gmtModified: nowIso() }).where('id', '=', tid).execute(),

    setVisible: (tid: number, visible: boolean) =>
      db
        .updateTable('trainings')
        .set({ visible: visible ? 1 : 0 })
        .where('id', '=', tid)
        .execute(),

    /** Its problem links and registrations go with it (cascade); its submissions stay in the bank. */
    remove: async (tid: number) =>
      Number((await db.deleteFrom('trainings').where('id', '=', tid).executeTakeFirst()).numDeletedRows),

    // ---- registrations ----

    isRegistered: async (tid: number, uid: number) =>
      (await db
        .selectFrom('trainingRegisters')
        .select('id')
        .where('tid', '=', tid)
        .where('uid', '=', uid)
        .executeTakeFirst()) !== undefined,

    /** Registers once: a second registration (a race, or the same person again) changes nothing. */
    register: (tid: number, uid: number) =>
      db
        .insertInto('trainingRegisters')
        .values({ tid, uid, gmtCreate: nowIso() })
        .onConflict((oc) => oc.columns(['tid', 'uid']).doNothing())
        .execute(),

    // ---- categories ----

    categories: (gid: number | null) =>
      db
        .selectFrom('trainingCategories')
        .selectAll()
        .where('gid', gid === null ? 'is' : '=', gid)
        .orderBy('id')
        .execute(),

    findCategory: (id: number) =>
      db.selectFrom('trainingCategories').selectAll().where('id', '=', id).executeTakeFirst(),

    /** A category of the same site or group with this name, ignoring case (names are unique there). */
    categoryNamed: (gid: number | null, name: string) =>
      db
        .selectFrom('trainingCategories')
        .selectAll()
        .where('gid', gid === null ? 'is' : '=', gid)
        .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
        .executeTakeFirst(),

    async insertCategory(values: { name: string; color: string; gid: number | null }) {
      const now = nowIso();
      const row = await db
        .insertInto('trainingCategories')
        .values({ ...values, gmtCreate: now, gmtModified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    updateCategory: (id: number, values: { name: string; color: string }) =>
      db
        .updateTable('trainingCategories')
        .set({ ...values, gmtModified: nowIso() })
        .where('id', '=', id)
        .execute(),

    /** Its trainings stay, without a category (the foreign key sets theirs to null). */
    removeCategory: (id: number) => db.deleteFrom('trainingCategories').where('id', '=', id).execute(),
  };
  return repo;
}
export type TrainingsRepo = ReturnType<typeof createTrainingsRepo>;

/** A disbanded group's trainings (in its dissolution's transaction, 'group/dissolve'); links and registrations follow. */
export async function removeGroupTrainings(trx: Db, gid: number) {
  await trx.deleteFrom('trainings').where('gid', '=', gid).execute();
}
