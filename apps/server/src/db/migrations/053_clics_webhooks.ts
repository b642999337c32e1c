import type { Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The Contest API's webhooks (issue 22, Contest_API.md "Webhooks", docs/clics.md): a URL the server POSTs the
 * feed's notifications to, with the client's token in `Webhook-Token` (kept as sent: it is sent back, not
 * checked). `owner_uid` (and `api_account`, an API account's username) say whose view the notifications are read
 * in; `cursors` is JSON `{contest id: last delivered token}`; `failures`, `failing_since` and `next_attempt_at`
 * pace the retries, and a webhook failing long enough is made inactive.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('clics_webhooks')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('url', 'varchar(2048)', (c) => c.notNull())
    .addColumn('token', 'varchar(256)', (c) => c.notNull())
    .addColumn('endpoints', 'text', (c) => c.notNull())
    .addColumn('contest_ids', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('owner_uid', 'integer', (c) => c.notNull())
    .addColumn('api_account', 'varchar(64)')
    .addColumn('cursors', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('failing_since', 'varchar(32)')
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}
