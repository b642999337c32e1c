import { sql, type Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Team contests (issue 25, docs/contest-teams.md). A contest says whether it is played by teams and how many
 * members a team may have; each contest has its own affiliations (schools: name, short name, logo) and teams
 * (name, affiliation, seat, room, invite code). `contest_team_members` holds (cid, uid) unique, so an account is
 * in at most one team of a contest whatever writes it. A submission keeps the team it was made for.
 * The board shows teams, so a change of a team, its members or its school bumps the contest's board counter
 * by triggers, as migration 015 does for submissions: a writer added later cannot forget it.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('contests')
    .addColumn('team_contest', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('contests')
    .addColumn('max_team_size', 'integer', (c) => c.notNull().defaultTo(3))
    .execute();
  await db.schema.alterTable('submissions').addColumn('team_id', 'integer').execute();

  await db.schema
    .createTable('contest_affiliations')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('cid', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('short_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('logo', 'varchar(255)')
    .addUniqueConstraint('contest_affiliations_name_unique', ['cid', 'name'])
    .execute();
  await db.schema
    .createTable('contest_teams')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('cid', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('affiliation_id', 'integer')
    .addColumn('seat', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('room', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('invite_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('contest_teams_name_unique', ['cid', 'name'])
    .addUniqueConstraint('contest_teams_invite_unique', ['invite_code'])
    .execute();
  await db.schema
    .createTable('contest_team_members')
    .addColumn('cid', 'integer', (c) => c.notNull())
    .addColumn('team_id', 'integer', (c) => c.notNull())
    .addColumn('uid', 'integer', (c) => c.notNull())
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('contest_team_members_pk', ['cid', 'uid'])
    .execute();
  await db.schema
    .createIndex('contest_team_members_team_idx')
    .on('contest_team_members')
    .column('team_id')
    .execute();
  if (dialect === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
}

const TEAM_TABLES = ['contest_teams', 'contest_team_members', 'contest_affiliations'];

async function sqliteTriggers(db: AnyDb) {
  const bump = (cid: string) =>
    `insert into contest_board_versions (cid, version) values (${cid}, 1)
       on conflict (cid) do update set version = version + 1;`;
  for (const table of TEAM_TABLES) {
    await sql
      .raw(`create trigger ${table}_board_insert after insert on ${table} begin ${bump('new.cid')} end`)
      .execute(db);
    await sql
      .raw(`create trigger ${table}_board_delete after delete on ${table} begin ${bump('old.cid')} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_board_update after update on ${table} begin ${bump('new.cid')} ${bump('old.cid')} end`,
      )
      .execute(db);
  }
}

async function postgresTriggers(db: AnyDb) {
  await sql
    .raw(
      `create function contest_team_board_changed() returns trigger language plpgsql as $$
       begin
         if tg_op in ('UPDATE', 'DELETE') then perform contest_board_bump(old.cid); end if;
         if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.cid <> old.cid) then perform contest_board_bump(new.cid); end if;
         return null;
       end $$`,
    )
    .execute(db);
  for (const table of TEAM_TABLES)
    await sql
      .raw(
        `create trigger ${table}_board_change after insert or update or delete on ${table}
           for each row execute function contest_team_board_changed()`,
      )
      .execute(db);
}
