import { PROBLEM_AUTH, type PageQuery } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { containsIgnoringCase } from '../../../lib/sql.ts';

/**
 * The bank problems a contest may take (the reference's "add from public problems" list, its
 * AdminContestProblemManager with problemType): site problems of the contest's type that are not private
 * and not in the contest yet; a group's contest leaves out contest-only problems too.
 */
export async function addableProblems(
  db: Db,
  contest: { cid: number; gid: number | null },
  filter: { problemType: number; keyword?: string },
  page: PageQuery,
) {
  const hiddenAuths =
    contest.gid === null ? [PROBLEM_AUTH.PRIVATE] : [PROBLEM_AUTH.PRIVATE, PROBLEM_AUTH.CONTEST];
  let query = db
    .selectFrom('problems')
    .where('problems.gid', 'is', null)
    .where('problems.type', '=', filter.problemType)
    .where('problems.auth', 'not in', hiddenAuths)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('contestProblems')
            .select('contestProblems.id')
            .where('contestProblems.cid', '=', contest.cid)
            .whereRef('contestProblems.pid', '=', 'problems.id'),
        ),
      ),
    );
  const { keyword } = filter;
  if (keyword)
    query = query.where((eb) =>
      eb.or([
        containsIgnoringCase('problems.problem_id', keyword),
        containsIgnoringCase('problems.title', keyword),
        containsIgnoringCase('problems.author', keyword),
      ]),
    );
  const [records, total] = await Promise.all([
    query
      .select(['problems.id', 'problems.problemId', 'problems.title', 'problems.auth', 'problems.type'])
      .orderBy('problems.id', 'desc')
      .limit(page.limit)
      .offset((page.currentPage - 1) * page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { records, total: Number(total.count) };
}

export async function contestProblemPage(db: Db, cid: number, keyword: string | undefined, page: PageQuery) {
  let query = db
    .selectFrom('contestProblems')
    .innerJoin('problems', 'problems.id', 'contestProblems.pid')
    .where('contestProblems.cid', '=', cid);
  if (keyword)
    query = query.where((eb) =>
      eb.or([
        containsIgnoringCase('contest_problems.display_id', keyword),
        containsIgnoringCase('contest_problems.display_title', keyword),
        containsIgnoringCase('problems.problem_id', keyword),
        containsIgnoringCase('problems.title', keyword),
      ]),
    );
  const [records, total] = await Promise.all([
    query
      .select([
        'contestProblems.id',
        'contestProblems.cid',
        'contestProblems.pid',
        'contestProblems.displayId',
        'contestProblems.displayTitle',
        'contestProblems.color',
        'contestProblems.gmtCreate',
        'contestProblems.gmtModified',
        'problems.problemId',
        'problems.title',
        'problems.auth',
        'problems.type',
        'problems.gid',
      ])
      .orderBy('contestProblems.displayId')
      .orderBy('contestProblems.id')
      .limit(page.limit)
      .offset((page.currentPage - 1) * page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { records, total: Number(total.count) };
}
