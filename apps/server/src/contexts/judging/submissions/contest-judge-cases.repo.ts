import type { Db } from '../../../db/database.ts';

/** A test case's result of a contest submission's current judging, for the Contest API's runs. */
export interface ContestJudgeCase {
  submissionId: number;
  position: number;
  status: number;
  /** Run time in ms. */
  time: number;
}

/**
 * Every test case result of a contest's submissions, of each submission's current judging (its version: a
 * rejudge's old cases are left out), in submission and case order. Read by the clics context.
 */
export function createContestJudgeCases(db: Db) {
  return async function contestJudgeCases(cid: number): Promise<ContestJudgeCase[]> {
    return db
      .selectFrom('judgeCases as jc')
      .innerJoin('submissions as s', (join) =>
        join.onRef('s.id', '=', 'jc.submissionId').onRef('s.version', '=', 'jc.version'),
      )
      .select(['jc.submissionId', 'jc.position', 'jc.status', 'jc.time'])
      .where('s.cid', '=', cid)
      .orderBy('jc.submissionId')
      .orderBy('jc.position')
      .execute();
  };
}
