import type { Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Personal notes (spec 2 §2.14, §3 "Note", docs/api.md "Notes"): each user's own categories (ordered by rank)
 * and notes. Both go with their owner's account; deleting a category leaves its notes without one.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('note_categories')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    // The position in the owner's sidebar (0 first).
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('note_categories_uid_idx')
    .on('note_categories')
    .columns(['uid', 'rank'])
    .execute();

  await db.schema
    .createTable('notes')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('cid', 'integer', (c) => c.references('note_categories.id').onDelete('set null'))
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notes_uid_order_idx')
    .on('notes')
    .columns(['uid', 'is_top', 'gmt_modified'])
    .execute();
  await db.schema.createIndex('notes_cid_idx').on('notes').column('cid').execute();
}
