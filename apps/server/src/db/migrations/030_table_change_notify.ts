import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Servers keep signed-in sessions and the site's settings in memory (sessions/session-cache.ts,
 * site-config). On PostgreSQL several servers share the data, so a change to a user, a session or a
 * setting, whoever makes it, notifies every server at its commit with the table's name (change-watch.ts
 * listens) and each drops what it kept: a logout, a password change, a disabled account, a new role or
 * a new setting holds at once everywhere. SQLite has one server; a tool writing to its file is seen
 * through PRAGMA data_version, so it needs nothing here.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql
    .raw(
      `create function judge_notify_table_changed() returns trigger language plpgsql as $$
         begin perform pg_notify('judge_table_changed', tg_table_name); return null; end $$`,
    )
    .execute(db);
  // Inserts too for the settings: a setting's first save is an insert (an upsert) that others must see.
  const watched = {
    users: 'update or delete',
    sessions: 'update or delete',
    site_settings: 'insert or update or delete',
  };
  for (const [table, events] of Object.entries(watched))
    await sql
      .raw(
        `create trigger ${table}_changed_notify after ${events} on ${table}
           for each statement execute function judge_notify_table_changed()`,
      )
      .execute(db);
}
