import { sql } from 'kysely';
import { JudgeStatus, PROBLEM_AUTH, type PageQuery } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { containsIgnoringCase } from '../../../lib/sql.ts';
import { nowIso } from '../../../lib/time.ts';

export interface DiscussionFilter {
  keyword?: string;
  categoryId?: number;
  /** The problem's display id. */
  problemId?: string;
  uid?: number;
  /** Only this status; undefined = every status. */
  status?: number;
  /** A group's discussions; undefined: the public area's. */
  gid?: number;
}

export interface DiscussionValues {
  title: string;
  description: string;
  content: string;
  categoryId: number;
  topPriority: number;
}

export function createDiscussionsRepo(db: Db) {
  /** Discussions joined with their author and category (the problem only when filtered). */
  const joined = () =>
    db
      .selectFrom('discussions as d')
      .innerJoin('users as u', 'u.uid', 'd.uid')
      .innerJoin('discussionCategories as c', 'c.id', 'd.categoryId');
  /** One area's discussions: the public area's (no gid) or one group's. */
  const base = (gid: number | undefined) =>
    gid === undefined ? joined().where('d.gid', 'is', null) : joined().where('d.gid', '=', gid);

  const viewColumns = (viewer: number | null) =>
    [
      'd.id',
      'd.gid',
      'd.title',
      'd.description',
      'd.categoryId',
      'c.name as categoryName',
      'd.topPriority',
      'd.uid',
      'u.username as author',
      'u.avatar',
      'u.role',
      'u.titleName',
      'u.titleColor',
      'd.commentNum',
      'd.likeNum',
      'd.viewNum',
      'd.status',
      'd.gmtCreate',
      'd.gmtModified',
      // The problem's display id, read beside the row (the join would change nothing else).
      sql<string | null>`(select p.problem_id from problems p where p.id = d.pid)`.as('problemId'),
      viewer === null
        ? sql<number>`0`.as('hasLike')
        : sql<number>`(case when exists (select 1 from discussion_likes l where l.did = d.id and l.uid = ${viewer}) then 1 else 0 end)`.as(
            'hasLike',
          ),
    ] as const;

  function filtered(filter: DiscussionFilter) {
    let query = base(filter.gid);
    if (filter.status !== undefined) query = query.where('d.status', '=', filter.status);
    if (filter.categoryId !== undefined) query = query.where('d.categoryId', '=', filter.categoryId);
    if (filter.uid !== undefined) query = query.where('d.uid', '=', filter.uid);
    if (filter.problemId !== undefined) {
      const problemId = filter.problemId;
      query = query.where((eb) =>
        eb(
          'd.pid',
          'in',
          eb.selectFrom('problems').select('problems.id').where('problems.problemId', '=', problemId),
        ),
      );
    }
    const keyword = filter.keyword;
    if (keyword) {
      query = query.where((eb) =>
        eb.or([
          containsIgnoringCase('d.title', keyword),
          containsIgnoringCase('d.description', keyword),
          containsIgnoringCase('u.username', keyword),
        ]),
      );
    }
    return query;
  }

  return {
    categories: () => db.selectFrom('discussionCategories').select(['id', 'name']).orderBy('id').execute(),
    categoryExists: async (id: number) =>
      Boolean(
        await db.selectFrom('discussionCategories').select('id').where('id', '=', id).executeTakeFirst(),
      ),

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

    /** A problem of the public bank by its display id (the only problems public discussions are about). */
    publicProblem: (problemId: string) =>
      db
        .selectFrom('problems')
        .select(['id', 'problemId'])
        .where('problemId', '=', problemId)
        .where('auth', '=', PROBLEM_AUTH.PUBLIC)
        .where('gid', 'is', null)
        .executeTakeFirst(),

    /** A problem a group's discussion may be about: the public bank's, or the group's own. */
    groupOrPublicProblem: (problemId: string, gid: number) =>
      db
        .selectFrom('problems')
        .select(['id', 'problemId'])
        .where('problemId', '=', problemId)
        .where((eb) =>
          eb.or([eb('gid', '=', gid), eb.and([eb('auth', '=', PROBLEM_AUTH.PUBLIC), eb('gid', 'is', null)])]),
        )
        .executeTakeFirst(),

    /** Distinct problems the user solved outside contests. */
    async acceptedCount(uid: number) {
      const row = await db
        .selectFrom('submissions')
        .select((eb) => eb.fn.count<number>('pid').distinct().as('count'))
        .where('uid', '=', uid)
        .where('status', '=', JudgeStatus.ACCEPTED)
        .where('cid', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async postsSince(uid: number, since: string) {
      const row = await db
        .selectFrom('discussions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('uid', '=', uid)
        .where('gmtCreate', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async page(filter: DiscussionFilter, page: PageQuery, viewer: number | null) {
      const query = filtered(filter);
      const [records, total] = await Promise.all([
        query
          .select(viewColumns(viewer))
          .orderBy('d.topPriority', 'desc')
          .orderBy('d.gmtCreate', 'desc')
          .orderBy('d.id', 'desc')
          .limit(page.limit)
          .offset((page.currentPage - 1) * page.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(total.count) };
    },

    /** A discussion of any area: the caller has checked that the viewer may reach it. */
    detail: (id: number, viewer: number | null) =>
      joined()
        .select([...viewColumns(viewer), 'd.content'])
        .where('d.id', '=', id)
        .executeTakeFirst(),

    /** The owner, area, status and title of a discussion (for permission checks). */
    find: (id: number) =>
      db
        .selectFrom('discussions')
        .select(['id', 'uid', 'gid', 'status', 'title', 'pid'])
        .where('id', '=', id)
        .executeTakeFirst(),

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

    /**
     * Likes or unlikes once per user: the count moves only when the like row really appears or goes,
     * so a repeated or concurrent call changes nothing. A new like of someone else's post writes a Like
     * reminder to the author. Returns the like count after the change.
     */
    async setLike(
      discussion: { id: number; uid: number; title: string; url: string },
      uid: number,
      toLike: boolean,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let delta = 0;
        if (toLike) {
          const inserted = await trx
            .insertInto('discussionLikes')
            .values({ did: discussion.id, uid, gmtCreate: nowIso() })
            .onConflict((oc) => oc.columns(['did', 'uid']).doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) delta = 1;
        } else {
          const deleted = await trx
            .deleteFrom('discussionLikes')
            .where('did', '=', discussion.id)
            .where('uid', '=', uid)
            .executeTakeFirst();
          if (Number(deleted.numDeletedRows) > 0) delta = -1;
        }
        if (delta !== 0)
          await trx
            .updateTable('discussions')
            .set((eb) => ({ likeNum: eb('likeNum', '+', delta) }))
            .where('id', '=', discussion.id)
            .execute();
        if (delta === 1 && discussion.uid !== uid)
          await trx
            .insertInto('messageReminders')
            .values({
              action: 'Like',
              sourceId: discussion.id,
              sourceType: 'Discussion',
              sourceContent: discussion.title,
              quoteId: null,
              quoteType: null,
              url: discussion.url,
              senderId: uid,
              recipientId: discussion.uid,
              state: 0,
              createdAt: nowIso(),
            })
            .execute();
        const row = await trx
          .selectFrom('discussions')
          .select('likeNum')
          .where('id', '=', discussion.id)
          .executeTakeFirstOrThrow();
        return row.likeNum;
      });
    },

    async insertReport(values: { did: number; reporterUid: number; content: string }) {
      const now = nowIso();
      const row = await db
        .insertInto('discussionReports')
        .values({ ...values, status: 0, gmtCreate: now, gmtModified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async reports(status: number | undefined, page: PageQuery) {
      let query = db
        .selectFrom('discussionReports as r')
        .innerJoin('discussions as d', 'd.id', 'r.did')
        .innerJoin('users as u', 'u.uid', 'r.reporterUid');
      if (status !== undefined) query = query.where('r.status', '=', status);
      const [records, total] = await Promise.all([
        query
          .select([
            'r.id',
            'r.did',
            'd.title as discussionTitle',
            'r.reporterUid',
            'u.username as reporter',
            'r.content',
            'r.status',
            'r.gmtCreate',
          ])
          .orderBy('r.status')
          .orderBy('r.gmtCreate', 'desc')
          .orderBy('r.id', 'desc')
          .limit(page.limit)
          .offset((page.currentPage - 1) * page.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(total.count) };
    },

    async setReportStatus(id: number, status: number) {
      const result = await db
        .updateTable('discussionReports')
        .set({ status, gmtModified: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
export type DiscussionsRepo = ReturnType<typeof createDiscussionsRepo>;
