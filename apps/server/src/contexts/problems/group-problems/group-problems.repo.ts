import {
  LOCAL_OJ,
  PROBLEM_AUTH,
  type ApplyPublicProgress,
  type GroupProblemRow,
  type PageQuery,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { containsIgnoringCase } from '../../../lib/sql.ts';

/**
 * The queries of group problems (docs/api.md "Group problems"): a group's problems are those it made
 * (`origin_gid`), including the ones the back office made public; the rest of a problem is the bank's.
 */
export function createGroupProblemsRepo(db: Db) {
  const rows = () =>
    db
      .selectFrom('problems')
      .leftJoin('problemCounts', 'problemCounts.pid', 'problems.id')
      .where('problems.originGid', 'is not', null);

  const columns = [
    'problems.id',
    'problems.problemId',
    'problems.title',
    'problems.author',
    'problems.modifiedUser',
    'problems.type',
    'problems.difficulty',
    'problems.auth',
    'problems.judgeMode',
    'problems.gid',
    'problems.originGid',
    'problems.applyPublicProgress',
    'problems.createdAt',
    'problems.updatedAt',
    'problemCounts.total',
    'problemCounts.ac',
  ] as const;

  async function paged(query: ReturnType<typeof rows>, page: PageQuery, order: 'id' | 'progress') {
    let listed = query.select(columns);
    listed =
      order === 'id'
        ? listed.orderBy('problems.id', 'desc')
        : listed.orderBy('problems.applyPublicProgress').orderBy('problems.originGid').orderBy('problems.id');
    const [records, total] = await Promise.all([
      listed
        .limit(page.limit)
        .offset((page.currentPage - 1) * page.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { records: records.map(present), total: Number(total.count) };
  }

  return {
    /** A group's problems: all of them for its admins, the ones open to members (auth 1) for the others. */
    page(gid: number, openOnly: boolean, page: PageQuery) {
      let query = rows().where('problems.originGid', '=', gid);
      if (openOnly) query = query.where('problems.auth', '=', PROBLEM_AUTH.PUBLIC);
      return paged(query, page, 'id');
    },

    /** The back office's examination: every problem with an application, those applying first. */
    applications(filter: { keyword?: string; gid?: number }, page: PageQuery) {
      let query = rows().where('problems.applyPublicProgress', 'is not', null);
      if (filter.gid) query = query.where('problems.originGid', '=', filter.gid);
      const keyword = filter.keyword;
      if (keyword)
        query = query.where((eb) =>
          eb.or([
            containsIgnoringCase('problems.title', keyword),
            containsIgnoringCase('problems.author', keyword),
            containsIgnoringCase('problems.problemId', keyword),
          ]),
        );
      return paged(query, page, 'progress');
    },

    /** The tags a group's problem may carry: the bank's and the group's own. */
    tags: (gid: number) =>
      db
        .selectFrom('tags')
        .select(['id', 'name', 'color', 'oj', 'gid', 'classificationId'])
        .where('oj', '=', LOCAL_OJ)
        .where((eb) => eb.or([eb('gid', 'is', null), eb('gid', '=', gid)]))
        .orderBy('id')
        .execute(),
  };
}
export type GroupProblemsRepo = ReturnType<typeof createGroupProblemsRepo>;

function present(row: {
  id: number;
  problemId: string;
  title: string;
  author: string | null;
  modifiedUser: string | null;
  type: number;
  difficulty: number;
  auth: number;
  judgeMode: string;
  gid: number | null;
  originGid: number | null;
  applyPublicProgress: number | null;
  createdAt: string;
  updatedAt: string;
  total: number | null;
  ac: number | null;
}): GroupProblemRow {
  return {
    id: row.id,
    pid: row.id,
    problemId: row.problemId,
    title: row.title,
    author: row.author,
    modifiedUser: row.modifiedUser,
    type: row.type,
    difficulty: row.difficulty,
    auth: row.auth,
    judgeMode: row.judgeMode,
    gid: row.originGid!,
    isGroup: row.gid !== null,
    applyPublicProgress: row.applyPublicProgress as ApplyPublicProgress | null,
    total: row.total ?? 0,
    ac: row.ac ?? 0,
    gmtCreate: row.createdAt,
    gmtModified: row.updatedAt,
  };
}
