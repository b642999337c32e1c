import { sql, type ExpressionBuilder } from 'kysely';
import {
  GROUP_LEVEL,
  JudgeStatus,
  PROBLEM_AUTH,
  RANK_TYPE,
  USER_STATUS,
  type RankType,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { containsIgnoringCase } from '../../../lib/sql.ts';

/** Verdicts not yet given: such submissions are not counted as judged. */
const WAITING = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING];

/** A problem of the public bank (not private, not a contest's or a group's own). */
const publicBankProblem = sql<boolean>`problems.auth = ${sql.lit(PROBLEM_AUTH.PUBLIC)} and problems.gid is null`;

/**
 * What a rank counts: the public lists count the public bank's problems, submitted outside groups; a group's
 * rank counts the group's own problems (problems.gid) and the submissions made in the group (submissions.gid; a
 * problem made public keeps those, not the bank's later ones), and with `withBank` the public bank's as the public lists do. Always outside
 * contests.
 */
export type RankScope = { gid: null } | { gid: number; withBank: boolean };
const PUBLIC_SCOPE: RankScope = { gid: null };

/** The public profile columns of a rank row (the grouping of the public list repeats them). */
const PROFILE_COLUMNS = [
  'users.uid',
  'users.username',
  'users.avatar',
  'users.titleName',
  'users.titleColor',
  'users.nickname',
  'users.signature',
] as const;

type Counted = {
  ranked: number | string;
  ac: number | string | null;
  total: number | string | null;
  score: unknown;
};

/** A page's rows with their numbers as numbers, and the count of ranked users the window gave each row. */
function toPage<R extends Counted>(rows: R[]) {
  return {
    ranked: rows.length > 0 ? Number(rows[0].ranked) : null,
    records: rows.map(({ ranked: _ranked, ...row }) => ({
      ...row,
      ac: Number(row.ac),
      total: Number(row.total),
      score: Number(row.score),
    })),
  };
}

/** The search: the username or the nickname contains the text, ignoring case. */
const matchesUser = (search: string) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.or([containsIgnoringCase('users.username', search), containsIgnoringCase('users.nickname', search)]);

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
  function perProblem(fromIso: string | undefined, scope: RankScope = PUBLIC_SCOPE) {
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
      .where((eb) => {
        const bank = eb.and([eb('submissions.gid', 'is', null), publicBankProblem]);
        if (scope.gid === null) return bank;
        // The group's own: its problems and what was submitted in the group (a bank problem through the group's
        // training carries its gid). A problem it made public is the bank's from then on: what was submitted in the
        // group still counts, later submissions from the bank do not (the reference's rank reads judge.gid only).
        const own = eb.or([eb('problems.gid', '=', scope.gid), eb('submissions.gid', '=', scope.gid)]);
        return scope.withBank ? eb.or([own, bank]) : own;
      });
    if (fromIso !== undefined) query = query.where('submissions.createdAt', '>=', fromIso);
    return query.groupBy(['submissions.uid', 'submissions.pid']);
  }

  /** A group's members (levels 3 to 5) of enabled accounts, matching the search. */
  function members(gid: number, search: string | undefined) {
    let query = db
      .selectFrom('groupMembers as m')
      .innerJoin('users', 'users.uid', 'm.uid')
      .where('m.gid', '=', gid)
      .where('m.auth', '>=', GROUP_LEVEL.MEMBER)
      .where('users.status', '=', USER_STATUS.NORMAL);
    if (search) query = query.where(matchesUser(search));
    return query;
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
          ...PROFILE_COLUMNS,
          eb.fn.sum<number | string>('pp.solved').as('ac'),
          eb.fn.sum<number | string>('pp.tries').as('total'),
          eb.fn.coalesce(eb.fn.sum<number | string | null>('pp.best'), sql.lit(0)).as('score'),
          sql<number | string>`count(*) over ()`.as('ranked'),
        ])
        .where('users.status', '=', USER_STATUS.NORMAL);
      const search = filter.searchUser;
      if (search) query = query.where(matchesUser(search));
      query = query.groupBy([...PROFILE_COLUMNS]);
      query =
        filter.type === RANK_TYPE.OI
          ? query.orderBy('score', 'desc').orderBy('ac', 'desc').orderBy('users.uid')
          : query.orderBy('ac', 'desc').orderBy('total', 'asc').orderBy('users.uid');
      return toPage(await query.limit(filter.limit).offset(filter.offset).execute());
    },

    /**
     * One page of a group's rank and the number of its ranked members (spec 3 "Group rank screen"): every member
     * (levels 3 to 5) of an enabled account, those who counted nothing with zeros, ordered as the public lists.
     */
    async groupPage(filter: RankListFilter & { gid: number; withBank: boolean }) {
      const perUser = db
        .selectFrom(perProblem(filter.fromIso, filter).as('pp'))
        .select((eb) => [
          'pp.uid',
          eb.fn.sum<number | string>('pp.solved').as('ac'),
          eb.fn.sum<number | string>('pp.tries').as('total'),
          eb.fn.sum<number | string | null>('pp.best').as('score'),
        ])
        .groupBy('pp.uid');
      let query = members(filter.gid, filter.searchUser)
        .leftJoin(perUser.as('s'), 's.uid', 'users.uid')
        .select((eb) => [
          ...PROFILE_COLUMNS,
          eb.fn.coalesce('s.ac', sql.lit(0)).as('ac'),
          eb.fn.coalesce('s.total', sql.lit(0)).as('total'),
          eb.fn.coalesce('s.score', sql.lit(0)).as('score'),
          sql<number | string>`count(*) over ()`.as('ranked'),
        ]);
      query =
        filter.type === RANK_TYPE.OI
          ? query.orderBy('score', 'desc').orderBy('ac', 'desc').orderBy('users.uid')
          : query.orderBy('ac', 'desc').orderBy('total', 'asc').orderBy('users.uid');
      return toPage(await query.limit(filter.limit).offset(filter.offset).execute());
    },

    /** A group's ranked members alone: asked only when the page is past the end of the list. */
    async groupCount(gid: number, searchUser: string | undefined) {
      const row = await members(gid, searchUser)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The number of ranked users alone: asked only when the page is past the end of the list. */
    async count(filter: Omit<RankListFilter, 'offset' | 'limit'>) {
      let query = db
        .selectFrom(perProblem(filter.fromIso).as('pp'))
        .innerJoin('users', 'users.uid', 'pp.uid')
        .select((eb) => eb.fn.count<number | string>('users.uid').distinct().as('count'))
        .where('users.status', '=', USER_STATUS.NORMAL);
      const search = filter.searchUser;
      if (search) query = query.where(matchesUser(search));
      return Number((await query.executeTakeFirstOrThrow()).count);
    },
  };
}
