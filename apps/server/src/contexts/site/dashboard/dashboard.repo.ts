import { DASHBOARD_SESSIONS_MAX, JudgeStatus } from '@judge/contract';
import type { Db } from '../../../db/database.ts';

/** Verdicts still to come: a submission in one of these is not judged yet. */
const NOT_JUDGED = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING];
/** The dashboard's contest list stops here: it is a glance, the contest list pages the rest. */
const RECENT_CONTESTS_MAX = 50;

/**
 * The dashboard's reads: counts over the whole site in one statement each (they use the submissions' time
 * index and the contests' few rows), and the caller's own sessions.
 */
export function createDashboardRepo(db: Db) {
  return {
    async userCount(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Submissions made since `since`, and how many of them have their verdict. */
    async submissionsSince(since: string): Promise<{ made: number; judged: number }> {
      const row = await db
        .selectFrom('submissions')
        .select((eb) => [
          eb.fn.countAll<number>().as('made'),
          eb.fn
            .sum<number | null>(eb.case().when('status', 'not in', NOT_JUDGED).then(1).else(0).end())
            .as('judged'),
        ])
        .where('createdAt', '>=', since)
        .executeTakeFirstOrThrow();
      return { made: Number(row.made), judged: Number(row.judged ?? 0) };
    },

    /** Contests of the public site (not a group's), running now; and running or starting by `until` (visible). */
    async contestCounts(now: string, until: string): Promise<{ running: number; upcoming: number }> {
      const row = await db
        .selectFrom('contests')
        .select((eb) => [
          eb.fn
            .sum<number | null>(
              eb
                .case()
                .when(eb.and([eb('startTime', '<=', now), eb('endTime', '>', now)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('running'),
          eb.fn
            .sum<number | null>(
              eb
                .case()
                .when(eb.and([eb('visible', '=', 1), eb('endTime', '>', now), eb('startTime', '<=', until)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('upcoming'),
        ])
        .where('gid', 'is', null)
        .executeTakeFirstOrThrow();
      return { running: Number(row.running ?? 0), upcoming: Number(row.upcoming ?? 0) };
    },

    /** Public-site contests whose window touches [from, until], newest start first. */
    contestsBetween: (from: string, until: string) =>
      db
        .selectFrom('contests')
        .select(['id', 'title', 'type', 'auth', 'startTime', 'endTime', 'visible'])
        .where('gid', 'is', null)
        .where('endTime', '>=', from)
        .where('startTime', '<=', until)
        .orderBy('startTime', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT_CONTESTS_MAX)
        .execute(),

    /** The user's latest sign-ins, newest first. */
    sessionsOf: (uid: number) =>
      db
        .selectFrom('sessions')
        .select(['id', 'ip', 'userAgent', 'createdAt', 'expiresAt', 'revokedAt'])
        .where('uid', '=', uid)
        .orderBy('createdAt', 'desc')
        .limit(DASHBOARD_SESSIONS_MAX)
        .execute(),
  };
}
