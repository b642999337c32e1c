import { Role, type ScoreboardUser } from '@judge/contract';
import type { Db } from '../../../db/database.ts';

/** A contest submission with what the board needs of it (its user's own start included). */
export interface SubmissionFact {
  id: number;
  uid: number;
  pid: number;
  status: number;
  score: number | null;
  time: number | null;
  createdAt: string;
  beginTime: string | null;
  /** The team it was made for, in a team contest (migration 050). */
  teamId: number | null;
}

/** A submission with its language and last write (its judging's end once final), for the CLICS export. */
export interface SubmissionLanguage {
  id: number;
  language: string;
  updatedAt: string;
}

const USER_CHUNK = 900;

/**
 * The board's queries. The board is a read model over a contest's submissions, their users and
 * registrations: it reads them in one pass here rather than through three services, since a rebuild
 * must stay well under a second for 100,000 submissions (bench/scoreboard.ts).
 */
export function createScoreboardsRepo(db: Db) {
  return {
    /**
     * The contest's board counter (migration 015's triggers bump it; 0 before any change), or null when
     * the contest does not exist (any more).
     */
    async version(cid: number): Promise<number | null> {
      const row = await db
        .selectFrom('contests as c')
        .leftJoin('contestBoardVersions as v', 'v.cid', 'c.id')
        .select('v.version')
        .where('c.id', '=', cid)
        .executeTakeFirst();
      return row ? (row.version ?? 0) : null;
    },

    /**
     * The submissions that count on the board, in the order they were made: made from the start up
     * to (not including) the end, by neither the contest's author nor a super admin (spec: contest
     * admins' submissions stay off the board).
     */
    submissions: (contest: { id: number; uid: number; startTime: string; endTime: string }) =>
      db
        .selectFrom('submissions as s')
        .innerJoin('users as u', 'u.uid', 's.uid')
        .leftJoin('contestRegisters as r', (join) =>
          join.onRef('r.cid', '=', 's.cid').onRef('r.uid', '=', 's.uid'),
        )
        .select([
          's.id',
          's.uid',
          's.pid',
          's.status',
          's.score',
          's.time',
          's.createdAt',
          'r.beginTime',
          's.teamId',
        ])
        .where('s.cid', '=', contest.id)
        .where('s.uid', '<>', contest.uid)
        .where('u.role', '<>', Role.ROOT)
        .where('s.createdAt', '>=', contest.startTime)
        .where('s.createdAt', '<', contest.endTime)
        .orderBy('s.id')
        .execute() as Promise<SubmissionFact[]>,

    /**
     * Submissions made after the end by the given users (virtual participants), in the order they were
     * made; the caller keeps those inside each one's window.
     */
    async afterEnd(contest: { id: number; endTime: string }, uids: number[]): Promise<SubmissionFact[]> {
      if (uids.length === 0) return [];
      const rows: SubmissionFact[] = [];
      for (let i = 0; i < uids.length; i += USER_CHUNK)
        rows.push(
          ...((await db
            .selectFrom('submissions as s')
            .select(['s.id', 's.uid', 's.pid', 's.status', 's.score', 's.time', 's.createdAt', 's.teamId'])
            .select((eb) => eb.val(null).as('beginTime'))
            .where('s.cid', '=', contest.id)
            .where('s.createdAt', '>=', contest.endTime)
            .where('s.uid', 'in', uids.slice(i, i + USER_CHUNK))
            .orderBy('s.id')
            .execute()) as SubmissionFact[]),
        );
      return rows.sort((a, b) => a.id - b.id);
    },

    /** The languages of the board's submissions (the CLICS export; the board itself does not keep them). */
    languages: (cid: number) =>
      db
        .selectFrom('submissions')
        .select(['id', 'language', 'updatedAt'])
        .where('cid', '=', cid)
        .execute() as Promise<SubmissionLanguage[]>,

    /** What a board row shows of each user. */
    async users(uids: number[]): Promise<Map<number, ScoreboardUser>> {
      const users = new Map<number, ScoreboardUser>();
      for (let i = 0; i < uids.length; i += USER_CHUNK) {
        const rows = await db
          .selectFrom('users')
          .select(['uid', 'username', 'nickname', 'realname', 'school', 'gender', 'avatar'])
          .where('uid', 'in', uids.slice(i, i + USER_CHUNK))
          .execute();
        for (const row of rows) users.set(row.uid, row);
      }
      return users;
    },
  };
}
export type ScoreboardsRepo = ReturnType<typeof createScoreboardsRepo>;
