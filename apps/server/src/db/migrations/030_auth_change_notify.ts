import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Servers keep signed-in sessions in memory (sessions/session-cache.ts). On PostgreSQL several servers
 * share the data, so a change to a user or a session, whoever makes it, notifies every server at its
 * commit (change-watch.ts listens) and each drops what it kept: a logout, a password change, a
 * disabled account or a new role holds at once everywhere. SQLite has one server; a tool writing to
 * its file is seen through PRAGMA data_version, so it needs nothing here.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql
    .raw(
      `create function judge_notify_auth_changed() returns trigger language plpgsql as $$
         begin perform pg_notify('judge_auth_changed', ''); return null; end $$`,
    )
    .execute(db);
  for (const table of ['users', 'sessions'])
    await sql
      .raw(
        `create trigger ${table}_auth_changed after update or delete on ${table}
           for each statement execute function judge_notify_auth_changed()`,
      )
      .execute(db);
}
