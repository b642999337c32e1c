import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The ids a Contest API client chose for the clarifications it PUT (issue 22, admin_clar; docs/clics.md): the
 * clarification itself is the contest's announcement or Q&A reply it became (`notice-N`, `reply-N`), shown under
 * the client's id. One id per contest, and one client id per clarification.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('clics_clarification_ids')
    .addColumn('cid', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('clarification_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('clics_clarification_ids_pk', ['cid', 'client_id'])
    .addUniqueConstraint('clics_clarification_ids_own_uq', ['cid', 'clarification_id'])
    .execute();
}
