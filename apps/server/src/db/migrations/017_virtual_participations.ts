import { sql, type Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Virtual participation (issue 9, beyond the reference): a user replays an ended contest in a window of
 * its length, from a start of their choosing. Their submissions are ordinary contest submissions made
 * in that window; the board reads them against this row. Starting one changes the board (a new
 * virtual row), so the board counter of migration 015 is bumped too.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('contest_virtual_participations')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('cid', 'integer', (c) => c.notNull().references('contests.id').onDelete('cascade'))
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('start_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('contest_virtual_participations_cid_uid_key', ['cid', 'uid'])
    .execute();
  await db.schema
    .createIndex('contest_virtual_participations_uid_idx')
    .on('contest_virtual_participations')
    .column('uid')
    .execute();

  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function contest_board_virtual_changed() returns trigger language plpgsql as $$
         begin
           if tg_op = 'DELETE' then perform contest_board_bump(old.cid); else perform contest_board_bump(new.cid); end if;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger contest_board_virtual_change after insert or update or delete on contest_virtual_participations
         for each row execute function contest_board_virtual_changed()`,
      )
      .execute(db);
    return;
  }
  const bump = (cid: string) =>
    `insert into contest_board_versions (cid, version) values (${cid}, 1)
       on conflict (cid) do update set version = version + 1;`;
  for (const statement of [
    `create trigger contest_board_virtual_insert after insert on contest_virtual_participations begin ${bump('new.cid')} end`,
    `create trigger contest_board_virtual_update after update on contest_virtual_participations begin ${bump('new.cid')} end`,
    `create trigger contest_board_virtual_delete after delete on contest_virtual_participations begin ${bump('old.cid')} end`,
  ])
    await sql.raw(statement).execute(db);
}
