import { sql } from 'kysely';
import { JudgeStatus, PROBLEM_AUTH, USER_STATUS } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import type { HiddenContestResults } from '../../contests/facts.ts';
import { nowIso } from '../../../lib/time.ts';

/** A problem of the public bank (not private, not a contest's or a group's own). */
const publicBankProblem = sql<boolean>`problems.auth = ${sql.lit(PROBLEM_AUTH.PUBLIC)} and problems.gid is null`;

/** Every query of the home page's cards (announcements are their own module). */
export function createHomeRepo(db: Db) {
  return {
    /** Public bank problems, most recently modified first. */
    recentUpdatedProblems: (limit: number) =>
      db
        .selectFrom('problems')
        .select(['id', 'problemId', 'title', 'difficulty', 'updatedAt as gmtModified'])
        .where(publicBankProblem)
        .orderBy('updatedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    /**
     * Users by the distinct public bank problems they got Accepted on outside contests and groups since
     * `fromIso`; ties go to the one who reached the count first (smaller last accepted submission id).
     * Disabled accounts are left out.
     */
    async acRank(fromIso: string, limit: number) {
      const rows = await db
        .selectFrom('submissions')
        .innerJoin('problems', 'problems.id', 'submissions.pid')
        .innerJoin('users', 'users.uid', 'submissions.uid')
        .select([
          'users.uid',
          'users.username',
          'users.avatar',
          'users.titleName',
          'users.titleColor',
          (eb) => eb.fn.count<number | string>('submissions.pid').distinct().as('ac'),
          (eb) => eb.fn.max('submissions.id').as('lastId'),
        ])
        .where('submissions.status', '=', JudgeStatus.ACCEPTED)
        .where('submissions.cid', '=', 0)
        .where('submissions.gid', 'is', null)
        .where('submissions.createdAt', '>=', fromIso)
        .where('users.status', '=', USER_STATUS.NORMAL)
        .where(publicBankProblem)
        .groupBy(['users.uid', 'users.username', 'users.avatar', 'users.titleName', 'users.titleColor'])
        .orderBy('ac', 'desc')
        .orderBy('lastId', 'asc')
        .limit(limit)
        .execute();
      return rows.map(({ lastId: _lastId, ...row }) => ({ ...row, ac: Number(row.ac) }));
    },

    /**
     * Submissions per UTC day (YYYY-MM-DD) since `fromIso`, all of them and the accepted ones; a sealed
     * contest's submission whose result its seal hides (`hidden`) counts in the total only.
     */
    async submissionsByDay(fromIso: string, hidden: HiddenContestResults[]) {
      const day = sql<string>`substr(${sql.ref('createdAt')}, 1, 10)`;
      const sealed = hidden.map(({ cid, fromIso: from, ownFrom = [] }) => {
        const createdAt = sql.ref('createdAt');
        if (ownFrom.length === 0) return sql`(${sql.ref('cid')} = ${cid} and ${createdAt} >= ${from})`;
        // A row with an own window is hidden from its own moment (its team's row in a team contest).
        const rowKey = sql`coalesce(-${sql.ref('teamId')}, ${sql.ref('uid')})`;
        const keys = sql.join(ownFrom.map((own) => own.rowKey));
        const rows = [
          sql`(${rowKey} not in (${keys}) and ${createdAt} >= ${from})`,
          ...ownFrom.map((own) => sql`(${rowKey} = ${own.rowKey} and ${createdAt} >= ${own.fromIso})`),
        ];
        return sql`(${sql.ref('cid')} = ${cid} and (${sql.join(rows, sql` or `)}))`;
      });
      const readable = sealed.length === 0 ? sql`1 = 1` : sql`not (${sql.join(sealed, sql` or `)})`;
      const rows = await db
        .selectFrom('submissions')
        .select([
          day.as('day'),
          (eb) => eb.fn.countAll<number | string>().as('total'),
          sql<
            number | string
          >`sum(case when ${sql.ref('status')} = ${JudgeStatus.ACCEPTED} and ${readable} then 1 else 0 end)`.as(
            'ac',
          ),
        ])
        .where('createdAt', '>=', fromIso)
        .groupBy(day)
        .execute();
      return rows.map((row) => ({ day: row.day, total: Number(row.total), ac: Number(row.ac ?? 0) }));
    },

    carouselImages: () => db.selectFrom('carouselImages').select(['id', 'fileName']).orderBy('id').execute(),
    countCarouselImages: async () =>
      Number(
        (
          await db
            .selectFrom('carouselImages')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      ),
    insertCarouselImage: (uid: number, fileName: string) =>
      db
        .insertInto('carouselImages')
        .values({ uid, fileName, gmtCreate: nowIso() })
        .returning(['id', 'fileName'])
        .executeTakeFirstOrThrow(),
    deleteCarouselImage: (id: number) =>
      db.deleteFrom('carouselImages').where('id', '=', id).returning('fileName').executeTakeFirst(),

    /** Timers whose moment is at or after `fromIso`, soonest first. */
    upcomingTimers: (fromIso: string) =>
      db
        .selectFrom('homeTimers')
        .select(['id', 'title', 'onTime', 'gmtCreate', 'gmtModified'])
        .where('onTime', '>', fromIso)
        .orderBy('onTime')
        .orderBy('id')
        .execute(),
    allTimers: () =>
      db
        .selectFrom('homeTimers')
        .select(['id', 'title', 'onTime', 'gmtCreate', 'gmtModified'])
        .orderBy('onTime', 'desc')
        .orderBy('id', 'desc')
        .execute(),
    insertTimer: (uid: number, values: { title: string; onTime: string }) => {
      const now = nowIso();
      return db
        .insertInto('homeTimers')
        .values({ ...values, uid, gmtCreate: now, gmtModified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
    updateTimer: async (id: number, values: { title: string; onTime: string }) =>
      Number(
        (
          await db
            .updateTable('homeTimers')
            .set({ ...values, gmtModified: nowIso() })
            .where('id', '=', id)
            .executeTakeFirst()
        ).numUpdatedRows,
      ),
    deleteTimer: async (id: number) =>
      Number((await db.deleteFrom('homeTimers').where('id', '=', id).executeTakeFirst()).numDeletedRows),
  };
}
