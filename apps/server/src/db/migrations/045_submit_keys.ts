import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The Idempotency-Key of a submit a client may retry (docs/api.md "Submissions"): one row per user and key,
 * claimed in the same transaction that writes the submission, with the answer the first call gave. The primary key is
 * what makes two calls with one key, on two servers at once, write one submission: the second's insert
 * conflicts and it reads the first's answer back.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('submit_keys')
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    // Set in the transaction that claims the key, so no other call ever sees them empty.
    .addColumn('submit_id', 'integer', (c) => c.references('submissions.id').onDelete('cascade'))
    .addColumn('answer', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('submit_keys_pk', ['uid', 'key'])
    .execute();
}
