import type { Kysely } from 'kysely';
import { autoIdColumn, blobType, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The Markdown editor's uploads (spec 1-core §2.12, §7.7; docs/api.md "Markdown uploads") and the language a
 * user registered in (their mails are written in it).
 *
 * Uploads live in the database, as test data does: every server behind a proxy serves the same picture, a
 * restart or a new server loses nothing, and a backup of the database is a backup of every statement with its
 * pictures. The bytes are stored once per content (`md_blobs`, keyed by SHA-256); each upload is a row of
 * `md_files` saying who uploaded which content, so one user's delete does not take a picture from another's
 * post, and a blob goes when its last upload goes.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('md_blobs')
    .addColumn('hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('size', 'integer', (c) => c.notNull())
    // Sniffed from the bytes at upload (image/png, ...; application/octet-stream when not a picture).
    .addColumn('media_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('content', blobType(dialect), (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('md_files')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    // The group the upload was made for (the reference's optional gid); no group rule reads it yet.
    .addColumn('gid', 'integer')
    // 'img' (upload-md-img, deletable by delete-md-img) or 'file' (upload-md-file).
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull().references('md_blobs.hash'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('md_files_hash_idx').on('md_files').column('hash').execute();

  // 'zh-CN' or 'en-US'; accounts made before this migration (or by the back office) read as the site default.
  await db.schema.alterTable('users').addColumn('language', 'varchar(8)').execute();
}
