import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Past this many rows in one statement (an import), the insert notifies the table instead of each row. */
const KEYED_ROWS_MAX = 64;

/**
 * Who has submitted in a contest, told to every server (change-watch.ts): a server keeps that a contestant has
 * no submission there (contest-problems.repo.ts), so the problem list and a problem's page, opened by every
 * contestant at a contest's start, read nothing of theirs until they submit (docs/load.md).
 * - An insert notifies each new (contest, user) pair as `submissions:cid:uid` (a statement's transition table,
 *   so a bulk import sends one table-wide notification instead of one per row).
 * - An update that moves a submission to another contest or user, and a delete, notify the table.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  const statements = [
    `create function judge_notify_submitters_inserted() returns trigger language plpgsql as $$
       declare pair record;
       begin
         if (select count(*) from inserted) > ${KEYED_ROWS_MAX} then
           perform pg_notify('judge_table_changed', tg_table_name);
         else
           for pair in select distinct cid, uid from inserted loop
             perform pg_notify('judge_table_changed', tg_table_name || ':' || pair.cid || ':' || pair.uid);
           end loop;
         end if;
         return null;
       end $$`,
    `create trigger submissions_inserted_notify after insert on submissions
       referencing new table as inserted for each statement execute function judge_notify_submitters_inserted()`,
    `create trigger submissions_changed_notify after update of cid, uid or delete on submissions
       for each statement execute function judge_notify_table_changed()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
