import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * `clics_backdated` (issue 22, docs/clics.md "The event feed"): when a Contest API object dated earlier than it
 * was written was written. A forwarded submission (admin_submit's `time`) or clarification (admin_clar's) is
 * dated when the client says it was made, which its own row keeps (the board reads it); its event in the feed is
 * placed when it was written, so a client reconnecting with a later token, and a webhook whose cursor passed
 * that moment, are still sent it. `kind` is the feed's type (`submissions`, `clarifications`), `object_id` this
 * server's own id (a submission's number, a clarification's `notice-3`).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('clics_backdated')
    .addColumn('cid', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('written_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('clics_backdated_pk', ['cid', 'kind', 'object_id'])
    .execute();
}
