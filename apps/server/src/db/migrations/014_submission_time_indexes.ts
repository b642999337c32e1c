import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Reads that came with the rank lists, the user home and contests: the rank lists' periods and the
 * 7-day AC rank filter submissions by time, the heatmap reads one user's year, a contest lists its own
 * submissions newest first. Without these each of them scanned the whole submissions table.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('submissions_created_idx').on('submissions').columns(['created_at']).execute();
  await db.schema
    .createIndex('submissions_user_time_idx')
    .on('submissions')
    .columns(['uid', 'created_at'])
    .execute();
  await db.schema.createIndex('submissions_contest_idx').on('submissions').columns(['cid', 'id']).execute();
}
