import { JudgeStatus, type JudgeResult } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';

export interface TestRunOutcome {
  status: number;
  time: number;
  memory: number;
  stderr: string;
  userOutput: string;
}

export function createTestRunsRepo(db: Db) {
  return {
    find: (runKey: string) =>
      db.selectFrom('testRuns').selectAll().where('runKey', '=', runKey).executeTakeFirst(),
    async insert(run: {
      runKey: string;
      uid: number;
      /** Null for a run of the online IDE. */
      pid: number | null;
      language: string;
      code: string;
      userInput: string;
      expectedOutput: string | null;
    }) {
      await db
        .deleteFrom('testRuns')
        .where('createdAt', '<', new Date(Date.now() - 24 * 3600 * 1000).toISOString())
        .execute();
      await db
        .insertInto('testRuns')
        .values({
          ...run,
          status: JudgeStatus.PENDING,
          result: null,
          priority: 0,
          claimedBy: null,
          leaseExpiresAt: null,
          createdAt: nowIso(),
        })
        .execute();
    },
    /** The run's outcome; without an expected output, a program that ran cleanly counts as accepted. */
    async complete(
      runKey: string,
      judger: string,
      expectedOutput: string | null,
      result: JudgeResult | null,
    ): Promise<boolean> {
      const caseResult = result?.cases[0];
      let status = result ? result.status : JudgeStatus.SYSTEM_ERROR;
      if (
        !expectedOutput &&
        (status === JudgeStatus.WRONG_ANSWER || status === JudgeStatus.PRESENTATION_ERROR)
      )
        status = JudgeStatus.ACCEPTED;
      const outcome: TestRunOutcome = {
        status,
        time: result?.timeMs ?? 0,
        memory: result?.memoryKb ?? 0,
        // The compiler's message, or what went wrong at run time; a checker's note on a run that
        // had no expected output is not the program's, so it is left out.
        stderr: result?.errorMessage ?? (status === JudgeStatus.ACCEPTED ? '' : (caseResult?.message ?? '')),
        userOutput: caseResult?.userOutput ?? '',
      };
      // Only the judge holding the claim writes: false when another judge or nobody holds it now.
      const written = await db
        .updateTable('testRuns')
        .set({ status, result: JSON.stringify(outcome), claimedBy: null, leaseExpiresAt: null })
        .where('runKey', '=', runKey)
        .where('claimedBy', '=', judger)
        .executeTakeFirst();
      return Number(written.numUpdatedRows) === 1;
    },
  };
}
export type TestRunsRepo = ReturnType<typeof createTestRunsRepo>;
