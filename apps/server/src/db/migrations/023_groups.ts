import type { Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Groups (spec 3 §3 "Group", "Group member"; docs/api.md "Groups"): the group, one row per user who applied or
 * belongs (its level), and the group a general announcement belongs to. Trainings, contests, problems,
 * submissions and discussions already carry a nullable `gid`.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('groups')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    // Upper-case letters and digits; the content to come shows it before a group problem's id.
    .addColumn('short_name', 'varchar(16)', (c) => c.notNull())
    .addColumn('brief', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // A URL under /api/public/img/group-avatar/, null for the default picture.
    .addColumn('avatar', 'varchar(255)')
    // 1 public, 2 protected, 3 private.
    .addColumn('auth', 'integer', (c) => c.notNull())
    // The invitation code a private group's applicants give (protected ones keep one too, as the reference).
    .addColumn('code', 'varchar(16)')
    // 0: hidden, listed and opened by its members only.
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    // The owner. No foreign key: deleting the account keeps the group (its owner then reads as null).
    .addColumn('uid', 'integer', (c) => c.notNull())
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The service compares names ignoring case; these keep two exact twins out even under a race.
  await db.schema.createIndex('groups_name_key').unique().on('groups').column('name').execute();
  await db.schema.createIndex('groups_short_name_key').unique().on('groups').column('short_name').execute();
  // The creation limits count a user's own groups.
  await db.schema.createIndex('groups_owner_idx').on('groups').columns(['uid', 'gmt_create']).execute();

  await db.schema
    .createTable('group_members')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('gid', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    // 1 applying, 2 refused, 3 member, 4 admin, 5 root.
    .addColumn('auth', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(128)')
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('group_members_gid_uid_key', ['gid', 'uid'])
    .execute();
  // "My groups" (the list's onlyMine and hidden groups) read a user's rows.
  await db.schema.createIndex('group_members_uid_idx').on('group_members').columns(['uid', 'auth']).execute();

  // A group's announcements are general announcements with their group; they go with the group.
  await db.schema
    .alterTable('announcements')
    .addColumn('gid', 'integer', (c) => c.references('groups.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('announcements_gid_idx').on('announcements').column('gid').execute();
  await db.schema.createIndex('discussions_gid_idx').on('discussions').column('gid').execute();
}
