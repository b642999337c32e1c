import { makePage, type PageQuery } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { presentRow } from './submissions.presenter.ts';
import { SUBMISSION_ROW_COLUMNS } from './submission-rows.ts';

/**
 * A user's judging record (spec 3 §7 `user/judge/log`, for their teacher): every submission of theirs, in the
 * bank, in contests and in groups, newest first, with its verdict, time, memory and when it was made. The
 * status list's filters (one place at a time) don't apply: the teacher follows the student, not a place.
 */
export function createJudgeLog(db: Db) {
  return {
    async pageOf(uid: number, page: PageQuery) {
      const query = db
        .selectFrom('submissions')
        .innerJoin('problems', 'problems.id', 'submissions.pid')
        .where('submissions.uid', '=', uid);
      const [records, total] = await Promise.all([
        query
          .select([...SUBMISSION_ROW_COLUMNS, 'problems.title'])
          .orderBy('submissions.id', 'desc')
          .limit(page.limit)
          .offset((page.currentPage - 1) * page.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return makePage(records.map(presentRow), Number(total.count), page);
    },
  };
}
export type JudgeLog = ReturnType<typeof createJudgeLog>;
