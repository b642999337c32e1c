import { makePage, JudgeStatus, type PageQuery } from '@judge/contract';
import { changeStampOf } from '../../../db/change-watch.ts';
import type { Db } from '../../../db/database.ts';
import { keptReads } from '../../../db/kept-reads.ts';
import { IN_PROGRESS, type SubmissionsRepo } from './submissions.repo.ts';
import { presentRow } from './submissions.presenter.ts';

/** One user's submissions of one problem in one place (outside contests, or one contest). */
export interface SolveRecord {
  uid: number;
  pid: number;
  /** Judged submissions (not waiting, cancelled or failed by the system). */
  submissions: number;
  accepted: number;
  lastSubmitTime: string | null;
}

/** Beyond this many values an `in` list is split (SQLite's and PostgreSQL's bind limits stay far away). */
const CHUNK = 500;

/**
 * What other modules (classes: docs/classes.md) ask of the submissions about a set of users: per user and
 * problem, how many submissions, how many accepted, the last one's time; and one user's list page. Outside a
 * contest (cid 0) every submission of the problem counts, through a training or not (the trainings' progress
 * rule); in a contest only that contest's.
 */
export function createSolveRecords(db: Db, submissions: SubmissionsRepo) {
  // Not counted: still waiting for a verdict, cancelled, or failed by the system (not the student's doing).
  const uncounted = [...IN_PROGRESS, JudgeStatus.SUBMITTING, JudgeStatus.CANCELLED, JudgeStatus.SYSTEM_ERROR];
  // Every contestant's page load asks a public contest's participant count: kept until a submission is written
  // (by this server; another server's within 5 s), so a 2,000-contestant contest does not count its submissions
  // at each load.
  const keptCounts = keptReads<number>(
    changeStampOf(db, ['submissions'], { inserts: true, trustMs: 5_000 }),
    256,
  );

  return {
    async of(uids: number[], pids: number[], cid: number): Promise<SolveRecord[]> {
      if (uids.length === 0 || pids.length === 0) return [];
      const found: SolveRecord[] = [];
      for (let start = 0; start < uids.length; start += CHUNK) {
        const rows = await db
          .selectFrom('submissions')
          .where('uid', 'in', uids.slice(start, start + CHUNK))
          .where('pid', 'in', pids)
          .where('cid', '=', cid)
          .where('status', 'not in', uncounted)
          .select([
            'uid',
            'pid',
            (eb) => eb.fn.countAll<number>().as('submissions'),
            (eb) =>
              eb.fn
                .sum<number>(eb.case().when('status', '=', JudgeStatus.ACCEPTED).then(1).else(0).end())
                .as('accepted'),
            (eb) => eb.fn.max('createdAt').as('lastSubmitTime'),
          ])
          .groupBy(['uid', 'pid'])
          .execute();
        for (const row of rows)
          found.push({
            uid: row.uid,
            pid: row.pid,
            submissions: Number(row.submissions),
            accepted: Number(row.accepted),
            lastSubmitTime: row.lastSubmitTime ?? null,
          });
      }
      return found;
    },

    /**
     * How many users other than `exceptUid` (the contest's author) submitted to a contest: who took part in a
     * public contest, where nobody registers (the header's participant count).
     */
    contestSubmitterCount: (cid: number, exceptUid: number): Promise<number> =>
      keptCounts(`${cid}:${exceptUid}`, async () => {
        const row = await db
          .selectFrom('submissions')
          .where('cid', '=', cid)
          .where('uid', '<>', exceptUid)
          .select((eb) => eb.fn.count<number>('uid').distinct().as('n'))
          .executeTakeFirst();
        return Number(row?.n ?? 0);
      }),

    /** One user's submissions outside contests and groups, newest first (the status list's rows). */
    async pageOf(uid: number, page: PageQuery) {
      const { records, total } = await submissions.page({ uid, exactProblemId: false, cid: 0 }, page);
      return makePage(records.map(presentRow), total, page);
    },
  };
}
export type SolveRecords = ReturnType<typeof createSolveRecords>;
