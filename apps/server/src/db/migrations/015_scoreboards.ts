import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Scoreboards are computed from a contest's submissions and kept in memory until something they read
 * changes. `contest_board_versions` holds one counter per contest that the database itself bumps, in the
 * writing transaction, whenever a contest submission is added, removed or gets a new result, or the
 * contest's problem list changes. A server compares the counter with the one its board was built from:
 * one primary-key read per request, and every server process sees every change at once, whichever
 * module or process made it (judges, rejudges, a super admin's manual verdict, a deleted submission).
 * An edit of the contest itself (times, seal, stars, awards) bumps it too, since a board keeps them.
 * Triggers rather than calls in each writer, so a writer added later cannot forget it.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('contest_board_versions')
    .addColumn('cid', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();

  // The columns a board reads; progress updates (cases judged so far) touch none of them but status,
  // and those repeat the same status, which the WHEN clauses let through without a bump.
  const watched = ['status', 'score', 'time', 'pid', 'cid', 'uid', 'created_at'];
  if (dialect === 'postgres') await postgresTriggers(db, watched);
  else await sqliteTriggers(db, watched);
}

async function sqliteTriggers(db: AnyDb, watched: string[]) {
  const bump = (cid: string) =>
    `insert into contest_board_versions (cid, version) values (${cid}, 1)
       on conflict (cid) do update set version = version + 1;`;
  const changed = watched.map((column) => `old.${column} is not new.${column}`).join(' or ');
  const statements = [
    `create trigger contest_board_submission_insert after insert on submissions
       when new.cid <> 0 begin ${bump('new.cid')} end`,
    `create trigger contest_board_submission_delete after delete on submissions
       when old.cid <> 0 begin ${bump('old.cid')} end`,
    `create trigger contest_board_submission_update after update on submissions
       when (old.cid <> 0 or new.cid <> 0) and (${changed})
       begin ${bump('new.cid')} ${bump('old.cid')} end`,
    `create trigger contest_board_problem_insert after insert on contest_problems
       begin ${bump('new.cid')} end`,
    `create trigger contest_board_problem_delete after delete on contest_problems
       begin ${bump('old.cid')} end`,
    `create trigger contest_board_problem_update after update on contest_problems
       begin ${bump('new.cid')} end`,
    `create trigger contest_board_contest_update after update on contests begin ${bump('new.id')} end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: AnyDb, watched: string[]) {
  await sql
    .raw(
      `create function contest_board_bump(contest integer) returns void language sql as $$
         insert into contest_board_versions (cid, version) values (contest, 1)
         on conflict (cid) do update set version = contest_board_versions.version + 1
       $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function contest_board_submission_changed() returns trigger language plpgsql as $$
       begin
         if tg_op in ('UPDATE', 'DELETE') and old.cid <> 0 then perform contest_board_bump(old.cid); end if;
         if tg_op in ('UPDATE', 'INSERT') and new.cid <> 0 and (tg_op = 'INSERT' or new.cid <> old.cid)
           then perform contest_board_bump(new.cid); end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function contest_board_problem_changed() returns trigger language plpgsql as $$
       begin
         if tg_op in ('UPDATE', 'DELETE') then perform contest_board_bump(old.cid); end if;
         if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.cid <> old.cid) then perform contest_board_bump(new.cid); end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function contest_board_contest_changed() returns trigger language plpgsql as $$
       begin perform contest_board_bump(new.id); return null; end $$`,
    )
    .execute(db);
  const changed = watched.map((column) => `old.${column} is distinct from new.${column}`).join(' or ');
  const statements = [
    `create trigger contest_board_submission_insert_delete after insert or delete on submissions
       for each row execute function contest_board_submission_changed()`,
    `create trigger contest_board_submission_update after update on submissions
       for each row when ((old.cid <> 0 or new.cid <> 0) and (${changed}))
       execute function contest_board_submission_changed()`,
    `create trigger contest_board_problem_change after insert or update or delete on contest_problems
       for each row execute function contest_board_problem_changed()`,
    `create trigger contest_board_contest_update after update on contests
       for each row execute function contest_board_contest_changed()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
