import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A contest's counts per problem and verdict (its problem list's accepted / total, a problem's pie chart, the
 * tries a seal hides) read from the index alone: every contestant opens the problem list within seconds of the
 * start, and with (cid, id) each of those reads walked the table's rows of the contest (7 a second at 100,000
 * submissions on SQLite, bench/scoreboard.ts).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('submissions_contest_counts_idx')
    .on('submissions')
    .columns(['cid', 'pid', 'status', 'created_at'])
    .execute();
}
