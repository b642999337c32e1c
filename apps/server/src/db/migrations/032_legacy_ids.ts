import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Where each row carried over from another judge (HOJ, `npm run migrate:hoj`) landed: the source's table and
 * key, and our id. A second run reads it to update instead of duplicating, and a crashed run resumes from it;
 * ids that cannot stay as they were (HOJ's user uuids become our integer uids) are looked up here.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('legacy_ids')
    .addColumn('source', 'varchar(64)', (c) => c.notNull())
    .addColumn('legacy_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('legacy_ids_pk', ['source', 'legacy_id'])
    .execute();
}
