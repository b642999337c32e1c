import type { SubmissionRow } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { isoAfterSeconds, nowIso } from '../../../lib/time.ts';

/** How long a submit's Idempotency-Key is remembered: a retry later than this is a new submission. */
export const SUBMIT_KEY_LIFETIME_SECONDS = 24 * 3600;

const oldestKept = () => isoAfterSeconds(-SUBMIT_KEY_LIFETIME_SECONDS);

/** What a keyed submit wrote, or the answer of the call that had the key first. */
export interface KeyedAnswer {
  answer: SubmissionRow;
  /** False: the key was already used and nothing was written. */
  fresh: boolean;
}

/** The submits' Idempotency-Keys (table submit_keys, migration 045). */
export function createSubmitKeysRepo(db: Db) {
  async function answerFor(executor: Db, uid: number, key: string): Promise<SubmissionRow | undefined> {
    const row = await executor
      .selectFrom('submitKeys')
      .select('answer')
      .where('uid', '=', uid)
      .where('key', '=', key)
      .where('createdAt', '>=', oldestKept())
      .executeTakeFirst();
    return row?.answer ? (JSON.parse(row.answer) as SubmissionRow) : undefined;
  }

  return {
    /** The answer the user's first call with this key got, within the key's lifetime. */
    answerFor: (uid: number, key: string) => answerFor(db, uid, key),

    /**
     * Claims the key, then writes (in the same transaction) and keeps the answer. The key is inserted first:
     * a second call with it waits on the primary key until the first commits (PostgreSQL) or runs after it
     * (SQLite's one writer), finds it taken, writes nothing and reads the first answer back.
     */
    async insertOnce(
      uid: number,
      key: string,
      write: (trx: Db) => Promise<SubmissionRow>,
    ): Promise<KeyedAnswer> {
      return db.transaction().execute(async (trx) => {
        // The user's expired keys go first, this one among them, so an old key starts afresh.
        await trx
          .deleteFrom('submitKeys')
          .where('uid', '=', uid)
          .where('createdAt', '<', oldestKept())
          .execute();
        const claimed = await trx
          .insertInto('submitKeys')
          .values({ uid, key, submitId: null, answer: null, createdAt: nowIso() })
          .onConflict((conflict) => conflict.columns(['uid', 'key']).doNothing())
          .returning('uid')
          .executeTakeFirst();
        if (!claimed) {
          const earlier = await answerFor(trx, uid, key);
          if (!earlier) throw new Error('submit key taken without an answer');
          return { answer: earlier, fresh: false };
        }
        const answer = await write(trx);
        await trx
          .updateTable('submitKeys')
          .set({ submitId: answer.submitId, answer: JSON.stringify(answer) })
          .where('uid', '=', uid)
          .where('key', '=', key)
          .execute();
        return { answer, fresh: true };
      });
    },
  };
}
export type SubmitKeysRepo = ReturnType<typeof createSubmitKeysRepo>;
