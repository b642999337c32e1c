import { type Insertable } from 'kysely';
import { JudgeStatus } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import type { JudgeCasesTable, SubmissionsTable } from '../../../db/schema.ts';
import type { ChangeReactions } from '../../../lib/change-reactions.ts';
import { nowIso } from '../../../lib/time.ts';
import { isFinal } from './submission-rows.ts';

/** Ids per statement: far below SQLite's and PostgreSQL's limits on bound parameters. */
const ID_CHUNK = 500;

/**
 * The submissions' writes: a new submission, the judge's progress and verdict, the queue's and the super admin's
 * changes. `changes`: a final verdict gained or lost is emitted as 'submission/verdict' in the same transaction,
 * so the problems move the bank's counters (they own problem_counts).
 */
export function createSubmissionWrites(db: Db, changes: Pick<ChangeReactions, 'emit'>) {
  /** Tells the other contexts that a submission gained or lost a final verdict. */
  async function adjustCounts(
    trx: Db,
    { pid, status, cid }: { pid: number; status: number; cid: number },
    delta: 1 | -1,
  ) {
    if (isFinal(status)) await changes.emit(trx, 'submission/verdict', { pid, cid, status, delta });
  }

  const repo = {
    /** `executor`: a transaction the write joins (a keyed submit claims its key in the same one). */
    async insert(
      submission: Omit<Insertable<SubmissionsTable>, 'createdAt' | 'updatedAt'>,
      executor: Db = db,
    ) {
      const now = nowIso();
      const row = await executor
        .insertInto('submissions')
        .values({ ...submission, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async recordProgress(
      id: number,
      judger: string,
      version: number,
      progress: {
        status: number;
        done: number;
        total: number;
        case?: Omit<Insertable<JudgeCasesTable>, 'submissionId' | 'version'>;
      },
    ): Promise<boolean> {
      // True when written: false tells the judge the claim is gone (cancelled, rejudged, lease lapsed).
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('submissions')
          .set({
            status: progress.status,
            progressDone: progress.done,
            progressTotal: progress.total,
            updatedAt: nowIso(),
          })
          .where('id', '=', id)
          .where('claimedBy', '=', judger)
          .where('version', '=', version)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 1 && progress.case) {
          await trx
            .insertInto('judgeCases')
            .values({ ...progress.case, submissionId: id, version })
            .execute();
        }
        return Number(updated.numUpdatedRows) === 1;
      });
    },

    /**
     * Writes the one final result of a judging. Only the judge holding the claim for this version
     * may write it, so a judge that lost its lease (and whose task went to another) changes nothing.
     */
    async complete(
      id: number,
      claim: { judger: string; version: number },
      result: Pick<
        SubmissionsTable,
        | 'status'
        | 'score'
        | 'oiRankScore'
        | 'time'
        | 'memory'
        | 'errorMessage'
        | 'judger'
        | 'unsafe'
        | 'subtaskResults'
      >,
      cases: Omit<Insertable<JudgeCasesTable>, 'submissionId' | 'version'>[],
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('submissions')
          .select(['pid', 'status', 'cid', 'language'])
          .where('id', '=', id)
          .where('claimedBy', '=', claim.judger)
          .where('version', '=', claim.version)
          .executeTakeFirst();
        if (!current) return false;
        await trx
          .updateTable('submissions')
          .set({ ...result, claimedBy: null, leaseExpiresAt: null, updatedAt: nowIso() })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('judgeCases').where('submissionId', '=', id).execute();
        for (let i = 0; i < cases.length; i += 100) {
          await trx
            .insertInto('judgeCases')
            .values(cases.slice(i, i + 100).map((c) => ({ ...c, submissionId: id, version: claim.version })))
            .execute();
        }
        await adjustCounts(trx, { ...current, status: result.status }, 1);
        await changes.emit(trx, 'submission/judged', { language: current.language, status: result.status });
        return true;
      });
    },

    /** Back to the queue (rejudge, resubmit): the old verdict leaves the counters. */
    requeue: (id: number, priority: number): Promise<void> => repo.requeueAll([id], priority),

    /**
     * Several submissions back to the queue in one transaction (a contest problem's rejudge): all of
     * them or none. Each loses its verdict, its case results and any claim; the version moves on, so a
     * judge still working on an old claim has its result dropped.
     */
    async requeueAll(ids: number[], priority: number) {
      if (ids.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < ids.length; i += ID_CHUNK) {
          const chunk = ids.slice(i, i + ID_CHUNK);
          const current = await trx
            .selectFrom('submissions')
            .select(['pid', 'status', 'cid'])
            .where('id', 'in', chunk)
            .execute();
          for (const row of current) await adjustCounts(trx, row, -1);
          await trx
            .updateTable('submissions')
            .set((eb) => ({
              status: JudgeStatus.PENDING,
              score: null,
              oiRankScore: null,
              time: null,
              memory: null,
              errorMessage: null,
              subtaskResults: null,
              isManual: 0,
              claimedBy: null,
              leaseExpiresAt: null,
              priority,
              progressDone: 0,
              progressTotal: 0,
              version: eb('version', '+', 1),
              updatedAt: nowIso(),
            }))
            .where('id', 'in', chunk)
            .execute();
          await trx.deleteFrom('judgeCases').where('submissionId', 'in', chunk).execute();
        }
      });
    },

    /** A super admin's verdict: replaces whatever was there (and stops a judging in progress). */
    async setManual(id: number, status: number, score: number | null) {
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('submissions')
          .select(['pid', 'status', 'cid'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await adjustCounts(trx, current, -1);
        await trx
          .updateTable('submissions')
          .set({
            status,
            score,
            isManual: 1,
            // Clearing the claim is enough to stop a judging in progress (its writes need the
            // claim); the version stays, so the case results already recorded remain visible.
            claimedBy: null,
            leaseExpiresAt: null,
            updatedAt: nowIso(),
          })
          .where('id', '=', id)
          .execute();
        await adjustCounts(trx, { ...current, status }, 1);
      });
    },

    async remove(id: number) {
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('submissions')
          .select(['pid', 'status', 'cid'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current) return;
        await adjustCounts(trx, current, -1);
        await trx.deleteFrom('submissions').where('id', '=', id).execute();
      });
    },

    setShare: (id: number, share: boolean) =>
      db
        .updateTable('submissions')
        .set({ share: share ? 1 : 0 })
        .where('id', '=', id)
        .execute(),
  };
  return repo;
}

/** A contest problem's new display id in the contest's submissions of it ('contest-problem/rename'). */
export async function renameContestSubmissions(
  trx: Db,
  { cid, pid, displayId }: { cid: number; pid: number; displayId: string },
) {
  await trx
    .updateTable('submissions')
    .set({ displayPid: displayId })
    .where('cid', '=', cid)
    .where('pid', '=', pid)
    .execute();
}
