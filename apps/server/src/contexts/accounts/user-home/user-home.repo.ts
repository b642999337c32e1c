import { sql } from 'kysely';
import { JudgeStatus, PROBLEM_AUTH } from '@judge/contract';
import type { Db } from '../../../db/database.ts';

/** Verdicts not yet given: such submissions are not counted as judged. */
const WAITING = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING];

/** A problem of the public bank (not private, not a contest's or a group's own). */
const publicBankProblem = sql<boolean>`problems.auth = ${sql.lit(PROBLEM_AUTH.PUBLIC)} and problems.gid is null`;

/** The UTC day of a stored ISO-8601 timestamp: its first ten characters (the same on SQLite and PostgreSQL). */
const submissionDay = sql<string>`substr(submissions.created_at, 1, 10)`;

/** Every query of the user home. */
export function createUserHomeRepo(db: Db) {
  return {
    /** The user by uid and/or username (ignoring case, as usernames are unique ignoring case). */
    findUser(who: { uid?: number; username?: string }) {
      let query = db
        .selectFrom('users')
        .select([
          'uid',
          'username',
          'nickname',
          'gender',
          'avatar',
          'school',
          'course',
          'signature',
          'phone',
          'blog',
          'titleName',
          'titleColor',
          'recentLoginTime',
        ]);
      if (who.uid !== undefined) query = query.where('uid', '=', who.uid);
      const username = who.username?.toLowerCase();
      if (username !== undefined)
        query = query.where((eb) => eb(eb.fn('lower', ['username']), '=', username));
      return query.executeTakeFirst();
    },

    /** The user's judged submissions, everywhere (problem bank, contests, groups). */
    async judgedTotal(uid: number) {
      const row = await db
        .selectFrom('submissions')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('uid', '=', uid)
        .where('status', 'not in', WAITING)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Distinct public bank problems the user got Accepted on outside contests and groups. */
    solvedProblems(uid: number) {
      return db
        .selectFrom('submissions')
        .innerJoin('problems', 'problems.id', 'submissions.pid')
        .select(['problems.id', 'problems.problemId', 'problems.difficulty'])
        .where('submissions.uid', '=', uid)
        .where('submissions.status', '=', JudgeStatus.ACCEPTED)
        .where('submissions.cid', '=', 0)
        .where('submissions.gid', 'is', null)
        .where(publicBankProblem)
        .groupBy(['problems.id', 'problems.problemId', 'problems.difficulty'])
        .orderBy('problems.difficulty')
        .orderBy('problems.id')
        .execute();
    },

    /**
     * The best OI rank score per OI problem of the public bank the user tried outside contests and groups
     * (the judge stores it with each judged submission).
     */
    async bestOiScores(uid: number) {
      const rows = await db
        .selectFrom('submissions')
        .innerJoin('problems', 'problems.id', 'submissions.pid')
        .select(['problems.id', (eb) => eb.fn.max('submissions.oiRankScore').as('best')])
        .where('submissions.uid', '=', uid)
        .where('submissions.cid', '=', 0)
        .where('submissions.gid', 'is', null)
        .where('submissions.status', 'not in', WAITING)
        .where('submissions.oiRankScore', 'is not', null)
        .where('problems.type', '=', 1)
        .where(publicBankProblem)
        .groupBy('problems.id')
        .orderBy('problems.id')
        .execute();
      return rows.map((row) => Number(row.best));
    },

    /** Submissions per UTC day from `fromIso` on (every submission the user made, whatever its verdict). */
    async submissionsPerDay(uid: number, fromIso: string) {
      const rows = await db
        .selectFrom('submissions')
        .select([submissionDay.as('date'), (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('uid', '=', uid)
        .where('createdAt', '>=', fromIso)
        .groupBy(submissionDay)
        .orderBy(submissionDay)
        .execute();
      return rows.map((row) => ({ date: String(row.date), count: Number(row.count) }));
    },
  };
}
