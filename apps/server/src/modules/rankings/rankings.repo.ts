import { sql } from 'kysely';
import { JudgeStatus, PROBLEM_AUTH, RANK_TYPE, USER_STATUS, type RankType } from '@judge/contract';
import type { Db } from '../../db/database.ts';
import { containsIgnoringCase } from '../../lib/sql.ts';

/** Verdicts not yet given: such submissions are not counted as judged. */
const WAITING = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING];

/** A problem of the public bank (not private, not a contest's or a group's own). */
const publicBankProblem = sql<boolean>`problems.auth = ${sql.lit(PROBLEM_AUTH.PUBLIC)} and problems.gid is null`;

export interface RankListFilter {
  type: RankType;
  /** Submissions made at or after this moment count (ISO-8601 UTC); undefined: all time. */
  fromIso?: string;
  searchUser?: string;
  offset: number;
  limit: number;
}

/** Every query of the public rankings. */
export function createRankingsRepo(db: Db) {
  /**
   * One row per (user, public bank problem) the user has judged submissions to outside contests and groups in
   * the period: whether one was accepted, how many were judged, and for OI problems the best OI rank score.
   */
  function perProblem(fromIso: string | undefined) {
    let query = db
      .selectFrom('submissions')
      .innerJoin('problems', 'problems.id', 'submissions.pid')
      .select((eb) => [
        'submissions.uid as uid',
        eb.fn
          .max(eb.case().when('submissions.status', '=', JudgeStatus.ACCEPTED).then(1).else(0).end())
          .as('solved'),
        eb.fn.countAll<number | string>().as('tries'),
        eb.fn
          .max(
            eb.case().when('problems.type', '=', RANK_TYPE.OI).then(eb.ref('submissions.oiRankScore')).end(),
          )
          .as('best'),
      ])
      .where('submissions.status', 'not in', WAITING)
      .where('submissions.cid', '=', 0)
      .where('submissions.gid', 'is', null)
      .where(publicBankProblem);
    if (fromIso !== undefined) query = query.where('submissions.createdAt', '>=', fromIso);
    return query.groupBy(['submissions.uid', 'submissions.pid']);
  }

  return {
    /**
     * One page of the rank list and the number of ranked users, in one query (the count is a window over the
     * grouped rows). ACM: ac desc, total asc, uid; OI: score desc, ac desc, uid. Disabled accounts are left out.
     */
    async page(filter: RankListFilter) {
      let query = db
        .selectFrom(perProblem(filter.fromIso).as('pp'))
        .innerJoin('users', 'users.uid', 'pp.uid')
        .select((eb) => [
          'users.uid',
          'users.username',
          'users.avatar',
          'users.titleName',
          'users.titleColor',
          'users.nickname',
          'users.signature',
          eb.fn.sum<number | string>('pp.solved').as('ac'),
          eb.fn.sum<number | string>('pp.tries').as('total'),
          eb.fn.coalesce(eb.fn.sum<number | string | null>('pp.best'), sql.lit(0)).as('score'),
          sql<number | string>`count(*) over ()`.as('ranked'),
        ])
        .where('users.status', '=', USER_STATUS.NORMAL);
      const search = filter.searchUser;
      if (search)
        query = query.where((eb) =>
          eb.or([
            containsIgnoringCase('users.username', search),
            containsIgnoringCase('users.nickname', search),
          ]),
        );
      query = query.groupBy([
        'users.uid',
        'users.username',
        'users.avatar',
        'users.titleName',
        'users.titleColor',
        'users.nickname',
        'users.signature',
      ]);
      query =
        filter.type === RANK_TYPE.OI
          ? query.orderBy('score', 'desc').orderBy('ac', 'desc').orderBy('users.uid')
          : query.orderBy('ac', 'desc').orderBy('total', 'asc').orderBy('users.uid');
      const rows = await query.limit(filter.limit).offset(filter.offset).execute();
      return {
        ranked: rows.length > 0 ? Number(rows[0].ranked) : null,
        records: rows.map(({ ranked: _ranked, ...row }) => ({
          ...row,
          ac: Number(row.ac),
          total: Number(row.total),
          score: Number(row.score),
        })),
      };
    },

    /** The number of ranked users alone: asked only when the page is past the end of the list. */
    async count(filter: Omit<RankListFilter, 'offset' | 'limit'>) {
      let query = db
        .selectFrom(perProblem(filter.fromIso).as('pp'))
        .innerJoin('users', 'users.uid', 'pp.uid')
        .select((eb) => eb.fn.count<number | string>('users.uid').distinct().as('count'))
        .where('users.status', '=', USER_STATUS.NORMAL);
      const search = filter.searchUser;
      if (search)
        query = query.where((eb) =>
          eb.or([
            containsIgnoringCase('users.username', search),
            containsIgnoringCase('users.nickname', search),
          ]),
        );
      return Number((await query.executeTakeFirstOrThrow()).count);
    },
  };
}
