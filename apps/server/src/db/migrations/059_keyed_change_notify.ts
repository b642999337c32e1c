import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Two changes to migration 030's notifications (change-watch.ts), found by counting PostgreSQL's statements at a
 * contest's start with two thousand contestants (docs/load.md):
 * - A user's update notifies only when it sets what a signed-in session's answer holds (name, role, status):
 *   every sign-in writes the user's last login time, and each emptied every server's session cache.
 * - A contest's registrations and virtual participations notify: updates and deletes by table, inserts row by
 *   row with the row's key (`contest_registers:cid:uid`), so each server forgets that contestant's kept row
 *   alone. Until now these were not watched and every server read each contestant's row again every second.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  const statements = [
    `drop trigger users_changed_notify on users`,
    `create trigger users_changed_notify after update of username, role, status or delete on users
       for each statement execute function judge_notify_table_changed()`,
    `create function judge_notify_participation_inserted() returns trigger language plpgsql as $$
       begin perform pg_notify('judge_table_changed', tg_table_name || ':' || new.cid || ':' || new.uid);
       return null; end $$`,
  ];
  for (const table of ['contest_registers', 'contest_virtual_participations'])
    statements.push(
      `create trigger ${table}_changed_notify after update or delete on ${table}
         for each statement execute function judge_notify_table_changed()`,
      `create trigger ${table}_inserted_notify after insert on ${table}
         for each row execute function judge_notify_participation_inserted()`,
    );
  for (const statement of statements) await sql.raw(statement).execute(db);
}
