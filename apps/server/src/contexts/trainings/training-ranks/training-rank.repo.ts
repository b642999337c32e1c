import { sql } from 'kysely';
import { JudgeStatus, Role } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { shownInTraining } from '../training-problems/training-problems.repo.ts';
import type { RankRecord } from './rank-rows.ts';

/**
 * Verdicts a rank counts (the reference's): a judged submission, not a system error, cancelled or waiting
 * one. A rejudge puts a submission back to pending, so it leaves the rank until it is judged again.
 */
const COUNTED_STATUSES: number[] = [
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.ACCEPTED,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.PARTIAL_ACCEPTED,
  JudgeStatus.OUTPUT_LIMIT_EXCEEDED,
];

const AC = sql.lit(JudgeStatus.ACCEPTED);

/** The one query of the training rank. */
export function createTrainingRankRepo(db: Db) {
  return {
    /**
     * Per user and shown problem of the training: solved or not, the shortest accepted run, the best
     * accepted score and the latest judged verdict, over the submissions made through the training
     * (`tid`), read with the submissions' (tid, uid, pid) index and grouped in SQL. Root accounts and
     * the author stay off (the reference's rule: the training's admins are not ranked in it).
     */
    async records(tid: number, authorUid: number): Promise<RankRecord[]> {
      // Grouped over the (tid, uid, pid, status, time, score, id) index alone; the joins after it touch
      // one row per user and problem.
      const grouped = db
        .selectFrom('submissions as s')
        .where('s.tid', '=', tid)
        .where('s.status', 'in', COUNTED_STATUSES)
        .select([
          's.uid',
          's.pid',
          (eb) => eb.fn.max('s.id').as('lastId'),
          sql<number | null>`min(case when s.status = ${AC} then coalesce(s.time, 0) end)`.as('bestTime'),
          sql<number | null>`max(case when s.status = ${AC} then s.score end)`.as('acScore'),
          sql<number>`max(case when s.status = ${AC} then 1 else 0 end)`.as('solved'),
        ])
        .groupBy(['s.uid', 's.pid']);
      const rows = await db
        .selectFrom(grouped.as('g'))
        .innerJoin('trainingProblems as tp', (join) =>
          join.onRef('tp.pid', '=', 'g.pid').on('tp.tid', '=', tid),
        )
        .innerJoin('problems', 'problems.id', 'g.pid')
        .innerJoin('submissions as last', 'last.id', 'g.lastId')
        .innerJoin('users', 'users.uid', 'g.uid')
        .where(shownInTraining)
        .where('users.role', '!=', Role.ROOT)
        .where('g.uid', '!=', authorUid)
        .select([
          'g.uid',
          'users.username',
          'users.nickname',
          'users.realname',
          'users.avatar',
          'users.gender',
          'users.school',
          'problems.problemId',
          'g.solved',
          'g.bestTime',
          'g.acScore',
          'last.status as lastStatus',
          'last.score as lastScore',
        ])
        .orderBy('g.uid')
        .execute();
      return rows.map((row) => ({
        ...row,
        solved: Number(row.solved) === 1,
        bestTime: row.bestTime === null ? null : Number(row.bestTime),
        acScore: row.acScore === null ? null : Number(row.acScore),
      }));
    },
  };
}
export type TrainingRankRepo = ReturnType<typeof createTrainingRankRepo>;
