import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Balloon and print volunteers (issue 25, docs/contest-volunteers.md). `contest_volunteers` holds which accounts a
 * contest's admins gave the duty; (cid, uid) is the key, so the duty is given once. `contest_deliveries` holds the
 * volunteers' claims: one row per balloon (keyed by its first accepted submission) or print (its id) someone took,
 * so (cid, kind, item_id) as the key makes the first claim win whatever server takes the second. A released
 * claim is deleted; a done one keeps who delivered it and when.
 *
 * `contest_windows` holds per-contestant time windows (docs/contest-rules.md): a start and end of the contest's
 * admins' choosing for one contestant or team, keyed as the board keys its rows (a team's key is the negative of
 * its id, a contestant's its uid), so one window per row of the board. A window's change moves the board's
 * contest time, so it bumps the contest's board counter by triggers as a team's change does (migration 050).
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('contest_volunteers')
    .addColumn('cid', 'integer', (c) => c.notNull())
    .addColumn('uid', 'integer', (c) => c.notNull())
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('contest_volunteers_pk', ['cid', 'uid'])
    .execute();
  // The navigation asks which contests an account volunteers for on every page.
  await db.schema.createIndex('contest_volunteers_uid_idx').on('contest_volunteers').column('uid').execute();
  await db.schema
    .createTable('contest_deliveries')
    .addColumn('cid', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('volunteer_uid', 'integer', (c) => c.notNull())
    .addColumn('claimed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('done_at', 'varchar(32)')
    .addPrimaryKeyConstraint('contest_deliveries_pk', ['cid', 'kind', 'item_id'])
    .execute();
  await db.schema
    .createTable('contest_windows')
    .addColumn('cid', 'integer', (c) => c.notNull())
    .addColumn('row_key', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('contest_windows_pk', ['cid', 'row_key'])
    .execute();
  await windowTriggers(db, dialect);
}

async function windowTriggers(db: AnyDb, dialect: Dialect) {
  if (dialect === 'postgres') {
    // Migration 050's function bumps old.cid and new.cid, whatever the table.
    await sql
      .raw(
        `create trigger contest_windows_board_change after insert or update or delete on contest_windows
           for each row execute function contest_team_board_changed()`,
      )
      .execute(db);
    return;
  }
  const bump = (cid: string) =>
    `insert into contest_board_versions (cid, version) values (${cid}, 1)
       on conflict (cid) do update set version = version + 1;`;
  const events = {
    insert: bump('new.cid'),
    delete: bump('old.cid'),
    update: bump('new.cid') + bump('old.cid'),
  };
  for (const [event, body] of Object.entries(events))
    await sql
      .raw(
        `create trigger contest_windows_board_${event} after ${event} on contest_windows begin ${body} end`,
      )
      .execute(db);
}
