import type { Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Contests (spec 3 "Contest"): the contest itself, who registered (with their own start for
 * time-limited contests), and the contest's problems (filled by the contest-problem calls).
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('contests')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('start_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(32)', (c) => c.notNull())
    // Seconds, end - start, computed by the server.
    .addColumn('duration', 'integer', (c) => c.notNull())
    // 0 ACM, 1 OI.
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    // 0 public, 1 private, 2 protected.
    .addColumn('auth', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pwd', 'varchar(64)')
    .addColumn('seal_rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seal_rank_time', 'varchar(32)')
    .addColumn('auto_real_rank', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('open_print', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('open_rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rank_show_name', 'varchar(16)', (c) => c.notNull().defaultTo('username'))
    .addColumn('open_account_limit', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON { prefix, suffix, start, end, extra } or null.
    .addColumn('account_limit_rule', 'text')
    // JSON array of usernames.
    .addColumn('star_account', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('oi_rank_score_type', 'varchar(16)', (c) => c.notNull().defaultTo('Recent'))
    .addColumn('award_type', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON array of { priority, name, background, color, num }.
    .addColumn('award_config', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    // The author. No foreign key: deleting the user keeps the contest (its author then reads as null).
    .addColumn('uid', 'integer', (c) => c.notNull())
    // A group's contest (later); null on the public site.
    .addColumn('gid', 'integer')
    // Seconds each participant has from their own start; 0 = no limit.
    .addColumn('time_limit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contests_list_idx')
    .on('contests')
    .columns(['visible', 'gid', 'start_time'])
    .execute();

  await db.schema
    .createTable('contest_registers')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('cid', 'integer', (c) => c.notNull().references('contests.id').onDelete('cascade'))
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    // When the user started a time-limited contest; null until then (and in contests without a limit).
    .addColumn('begin_time', 'varchar(32)')
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('contest_registers_cid_uid_key', ['cid', 'uid'])
    .execute();
  await db.schema.createIndex('contest_registers_uid_idx').on('contest_registers').column('uid').execute();

  await db.schema
    .createTable('contest_problems')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('cid', 'integer', (c) => c.notNull().references('contests.id').onDelete('cascade'))
    .addColumn('pid', 'integer', (c) => c.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('display_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('display_title', 'varchar(255)', (c) => c.notNull())
    // Balloon colour.
    .addColumn('color', 'varchar(16)')
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('contest_problems_cid_display_id_key', ['cid', 'display_id'])
    .execute();
  await db.schema.createIndex('contest_problems_pid_idx').on('contest_problems').column('pid').execute();
}
