import { sql, type Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Trainings (spec 2 §2.11, §3; spec 3 "Training"): ordered problem sets with a category, a password for
 * private ones, who registered, and the training a submission was made through (`submissions.tid`).
 * Progress and the rank are read from the submissions (docs/api.md "Trainings"); a server keeps a built
 * rank in memory until `training_rank_versions`, bumped by triggers in the writing transaction (as
 * migration 015 does for contest boards), says something it read changed.
 * `gid` is null on the public site; a group's training (and category) will carry its group.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('training_categories')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('color', 'varchar(16)', (c) => c.notNull())
    .addColumn('gid', 'integer')
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('trainings')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // 'Public' or 'Private' (the reference's values).
    .addColumn('auth', 'varchar(16)', (c) => c.notNull())
    .addColumn('private_pwd', 'varchar(64)')
    // The list's order (smallest first), 0 to 2147483647.
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('rank_show_name', 'varchar(16)', (c) => c.notNull().defaultTo('username'))
    // Deleting a category leaves its trainings without one.
    .addColumn('category_id', 'integer', (c) => c.references('training_categories.id').onDelete('set null'))
    // The author. No foreign key: deleting the user keeps the training (its author then reads as null).
    .addColumn('uid', 'integer', (c) => c.notNull())
    .addColumn('gid', 'integer')
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('trainings_list_idx')
    .on('trainings')
    .columns(['gid', 'visible', 'rank', 'id'])
    .execute();
  await db.schema.createIndex('trainings_category_idx').on('trainings').column('category_id').execute();

  await db.schema
    .createTable('training_problems')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('tid', 'integer', (c) => c.notNull().references('trainings.id').onDelete('cascade'))
    .addColumn('pid', 'integer', (c) => c.notNull().references('problems.id').onDelete('cascade'))
    // The training's order (smallest first), 0 to 2147483647.
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('training_problems_tid_pid_key', ['tid', 'pid'])
    .execute();
  await db.schema.createIndex('training_problems_pid_idx').on('training_problems').column('pid').execute();

  await db.schema
    .createTable('training_registers')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('tid', 'integer', (c) => c.notNull().references('trainings.id').onDelete('cascade'))
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('training_registers_tid_uid_key', ['tid', 'uid'])
    .execute();
  await db.schema.createIndex('training_registers_uid_idx').on('training_registers').column('uid').execute();

  // The training a submission was made through; its rank reads them. A deleted training leaves them
  // as plain bank submissions.
  await db.schema
    .alterTable('submissions')
    .addColumn('tid', 'integer', (c) => c.references('trainings.id').onDelete('set null'))
    .execute();
  // The rank's one read, grouped by user and problem in index order without touching the table; only the
  // submissions made through a training are in it.
  await db.schema
    .createIndex('submissions_training_idx')
    .on('submissions')
    .columns(['tid', 'uid', 'pid', 'status', 'time', 'score', 'id'])
    .where(sql.ref('tid'), 'is not', null)
    .execute();

  await db.schema
    .createTable('training_rank_versions')
    .addColumn('tid', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  if (dialect === 'postgres') await postgresRankTriggers(db);
  else await sqliteRankTriggers(db);
}

/**
 * What a rank reads: the training's submissions (their verdict, time, score, who and which problem), its
 * problem links, the training itself, and which problems it shows (their auth, group and id). Progress
 * rows of a judging repeat the same status, which the WHEN clauses let through without a bump.
 */
const WATCHED_SUBMISSION_COLUMNS = ['status', 'score', 'time', 'tid', 'uid', 'pid'];

async function sqliteRankTriggers(db: AnyDb) {
  const bump = (tid: string) =>
    `insert into training_rank_versions (tid, version) values (${tid}, 1)
       on conflict (tid) do update set version = version + 1;`;
  const changed = WATCHED_SUBMISSION_COLUMNS.map((column) => `old.${column} is not new.${column}`).join(
    ' or ',
  );
  const statements = [
    `create trigger training_rank_submission_insert after insert on submissions
       when new.tid is not null begin ${bump('new.tid')} end`,
    `create trigger training_rank_submission_delete after delete on submissions
       when old.tid is not null begin ${bump('old.tid')} end`,
    `create trigger training_rank_submission_update_new after update on submissions
       when new.tid is not null and (${changed}) begin ${bump('new.tid')} end`,
    `create trigger training_rank_submission_update_old after update on submissions
       when old.tid is not null and old.tid is not new.tid begin ${bump('old.tid')} end`,
    `create trigger training_rank_link_insert after insert on training_problems begin ${bump('new.tid')} end`,
    `create trigger training_rank_link_delete after delete on training_problems begin ${bump('old.tid')} end`,
    `create trigger training_rank_link_update after update on training_problems begin ${bump('new.tid')} end`,
    `create trigger training_rank_training_update after update on trainings begin ${bump('new.id')} end`,
    `create trigger training_rank_problem_update after update of auth, gid, problem_id on problems
       begin
         insert into training_rank_versions (tid, version)
           select tid, 1 from training_problems where pid = new.id
           on conflict (tid) do update set version = version + 1;
       end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresRankTriggers(db: AnyDb) {
  await sql
    .raw(
      `create function training_rank_bump(training integer) returns void language sql as $$
         insert into training_rank_versions (tid, version) values (training, 1)
         on conflict (tid) do update set version = training_rank_versions.version + 1
       $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function training_rank_submission_changed() returns trigger language plpgsql as $$
       begin
         if tg_op in ('UPDATE', 'DELETE') and old.tid is not null then perform training_rank_bump(old.tid); end if;
         if tg_op in ('UPDATE', 'INSERT') and new.tid is not null
           and (tg_op = 'INSERT' or new.tid is distinct from old.tid or old.tid is null)
           then perform training_rank_bump(new.tid); end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function training_rank_link_changed() returns trigger language plpgsql as $$
       begin
         if tg_op in ('UPDATE', 'DELETE') then perform training_rank_bump(old.tid); end if;
         if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.tid <> old.tid) then perform training_rank_bump(new.tid); end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function training_rank_training_changed() returns trigger language plpgsql as $$
       begin perform training_rank_bump(new.id); return null; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function training_rank_problem_changed() returns trigger language plpgsql as $$
       begin
         insert into training_rank_versions (tid, version)
           select tid, 1 from training_problems where pid = new.id
           on conflict (tid) do update set version = training_rank_versions.version + 1;
         return null;
       end $$`,
    )
    .execute(db);
  const changed = WATCHED_SUBMISSION_COLUMNS.map(
    (column) => `old.${column} is distinct from new.${column}`,
  ).join(' or ');
  const statements = [
    `create trigger training_rank_submission_insert_delete after insert or delete on submissions
       for each row execute function training_rank_submission_changed()`,
    `create trigger training_rank_submission_update after update on submissions
       for each row when ((old.tid is not null or new.tid is not null) and (${changed}))
       execute function training_rank_submission_changed()`,
    `create trigger training_rank_link_change after insert or update or delete on training_problems
       for each row execute function training_rank_link_changed()`,
    `create trigger training_rank_training_update after update on trainings
       for each row execute function training_rank_training_changed()`,
    `create trigger training_rank_problem_update after update of auth, gid, problem_id on problems
       for each row execute function training_rank_problem_changed()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
