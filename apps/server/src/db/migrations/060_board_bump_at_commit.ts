import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A contest's board version (migration 015) is one row per contest, bumped by every write of one of its
 * submissions. The bump ran where the write did, so the row stayed locked to the end of the writing transaction:
 * a judge's verdict holds it while it replaces the case results and moves the counters, and every other
 * submission of the contest (a contestant's submit, another verdict) waited behind it (11.9 ms per bump on
 * average at a 2,000-contestant start, docs/load.md). PostgreSQL: the submissions' triggers become constraint
 * triggers deferred to the commit, so the row is locked only while the transaction commits; a reader still sees
 * the new version with the data it counts. SQLite writes one transaction at a time: nothing to change.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  const watched = ['status', 'score', 'time', 'pid', 'cid', 'uid', 'created_at'];
  const changed = watched.map((column) => `old.${column} is distinct from new.${column}`).join(' or ');
  const statements = [
    `drop trigger contest_board_submission_insert_delete on submissions`,
    `drop trigger contest_board_submission_update on submissions`,
    `create constraint trigger contest_board_submission_insert_delete after insert or delete on submissions
       deferrable initially deferred
       for each row execute function contest_board_submission_changed()`,
    `create constraint trigger contest_board_submission_update after update on submissions
       deferrable initially deferred
       for each row when ((old.cid <> 0 or new.cid <> 0) and (${changed}))
       execute function contest_board_submission_changed()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
