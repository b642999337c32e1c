import { sql } from 'kysely';
import { JudgeStatus, PROBLEM_AUTH, type PageQuery } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { containsIgnoringCase } from '../../../lib/sql.ts';
import type { DiscussionFilter } from './discussions.repo.ts';

/** The discussions' reads: categories, the problems they may be about, lists and one discussion. */
export function createDiscussionReads(db: Db) {
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
  };
}
