import type { Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The home page's content (spec 1-core §2.3): general announcements (status 0 visible, 1 hidden), the
 * carousel's images (files under DATA_DIR/public/img/carousel) and the countdown timers.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('announcements')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    // The author. No foreign key: deleting the user keeps the announcement (its author then reads as null).
    .addColumn('uid', 'integer', (c) => c.notNull())
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('announcements_status_idx')
    .on('announcements')
    .columns(['status', 'id'])
    .execute();

  await db.schema
    .createTable('carousel_images')
    .addColumn('id', ...autoIdColumn(dialect))
    // File name under DATA_DIR/public/img/carousel.
    .addColumn('file_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('uid', 'integer', (c) => c.notNull())
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('home_timers')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('on_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('uid', 'integer', (c) => c.notNull())
    .addColumn('gmt_create', 'varchar(32)', (c) => c.notNull())
    .addColumn('gmt_modified', 'varchar(32)', (c) => c.notNull())
    .execute();
}
