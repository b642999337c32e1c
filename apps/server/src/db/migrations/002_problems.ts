import type { Kysely } from 'kysely';
import { autoIdColumn, blobType, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The problem bank: problems, tags, test data (content-addressed), templates, languages, counters. */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('problems')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('problem_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('author', 'varchar(64)')
    .addColumn('author_uid', 'integer')
    .addColumn('modified_user', 'varchar(64)')
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('time_limit', 'integer', (c) => c.notNull())
    .addColumn('memory_limit', 'integer', (c) => c.notNull())
    .addColumn('stack_limit', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('output', 'text', (c) => c.notNull())
    .addColumn('examples', 'text', (c) => c.notNull())
    .addColumn('hint', 'text', (c) => c.notNull())
    .addColumn('source', 'varchar(255)', (c) => c.notNull())
    .addColumn('difficulty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('auth', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('io_score', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('code_share', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_remove_end_blank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('open_case_result', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('judge_mode', 'varchar(16)', (c) => c.notNull().defaultTo('default'))
    .addColumn('judge_case_mode', 'varchar(32)', (c) => c.notNull().defaultTo('default'))
    .addColumn('spj_code', 'text')
    .addColumn('spj_language', 'varchar(64)')
    .addColumn('is_file_io', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('io_read_file_name', 'varchar(64)')
    .addColumn('io_write_file_name', 'varchar(64)')
    .addColumn('user_extra_file', 'text')
    .addColumn('judge_extra_file', 'text')
    .addColumn('is_upload_case', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('case_version', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('gid', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('problems_auth_idx').on('problems').columns(['auth', 'gid']).execute();

  // Test data by content hash: one copy of each file however many problems use it, and every
  // server and judge asks for it by the same name.
  await db.schema
    .createTable('testdata_blobs')
    .addColumn('hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', blobType(dialect), (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('problem_cases')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('pid', 'integer', (c) => c.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('input_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('output_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('input_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('output_hash', 'varchar(64)')
    .addColumn('input_size', 'integer', (c) => c.notNull())
    .addColumn('output_size', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('group_num', 'integer')
    .execute();
  await db.schema
    .createIndex('problem_cases_pid_idx')
    .on('problem_cases')
    .columns(['pid', 'position'])
    .execute();

  // A zip uploaded for a problem form that is not saved yet; its files are already blobs.
  await db.schema
    .createTable('testcase_uploads')
    .addColumn('upload_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('uid', 'integer', (c) => c.notNull())
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tag_classifications')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('oj', 'varchar(16)', (c) => c.notNull().defaultTo('ME'))
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('tags')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('color', 'varchar(16)')
    .addColumn('oj', 'varchar(16)', (c) => c.notNull().defaultTo('ME'))
    .addColumn('classification_id', 'integer', (c) =>
      c.references('tag_classifications.id').onDelete('set null'),
    )
    .addColumn('gid', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tags_name_idx').on('tags').columns(['name', 'oj', 'gid']).execute();
  await db.schema
    .createTable('problem_tags')
    .addColumn('pid', 'integer', (c) => c.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('tid', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('problem_tags_pk', ['pid', 'tid'])
    .execute();
  await db.schema.createIndex('problem_tags_tid_idx').on('problem_tags').column('tid').execute();

  await db.schema
    .createTable('problem_languages')
    .addColumn('pid', 'integer', (c) => c.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('language', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('problem_languages_pk', ['pid', 'language'])
    .execute();
  await db.schema
    .createTable('code_templates')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('pid', 'integer', (c) => c.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('language', 'varchar(64)', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // Verdict counts per problem, kept current as submissions finish (the list sorts and shows them).
  await db.schema
    .createTable('problem_counts')
    .addColumn('pid', 'integer', (c) => c.primaryKey().references('problems.id').onDelete('cascade'))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ac', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wa', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ce', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pa', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tle', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mle', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('re', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pe', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('saved_codes')
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('pid', 'integer', (c) => c.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('language', 'varchar(64)', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_codes_pk', ['uid', 'pid'])
    .execute();
}
