import type { Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Classes for teachers (spec 3 §3 "Class", §4 "Class state"; docs/classes.md): the class and its teacher, its
 * students, and its homework (trainings or contests assigned to it). Completion and rank are read from the
 * submissions at each call, so no counts are stored here.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('classes')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    // 0 normal, 1 finished (no students are added to a finished class).
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    // The teacher who made it; deleting the account takes the class with it.
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .execute();
  // A teacher's list reads their own classes.
  await db.schema.createIndex('classes_uid_idx').on('classes').column('uid').execute();

  await db.schema
    .createTable('class_students')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('class_students_class_uid_key', ['class_id', 'uid'])
    .execute();

  await db.schema
    .createTable('class_homework')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    // 'training' (ref_id is a training's id) or 'contest' (a contest's id). No foreign key: the trainings and
    // contests modules own those tables; a homework whose training or contest is gone reads as removed.
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('class_homework_class_ref_key', ['class_id', 'kind', 'ref_id'])
    .execute();
}
